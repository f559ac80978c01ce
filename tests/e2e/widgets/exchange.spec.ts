// The Match widget with strikes at once (ruling exchange, turn-systems.md S1–S4), in a real browser.
import { expect, test } from '@playwright/test';
import { type Decision } from '../../../src/engine/index.ts';
import { replay } from '../../unit/systems.ts';
import { encodeState } from '../../../src/shared/link-codec.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { open, presetPage, watchErrors } from './helpers.ts';

const contact = presetFor('match', 'contact', 'v0.1f').preset.scenario;
const link = (state: Parameters<typeof encodeState>[0]) => `${presetPage('match', 'contact', 'v0.1f')}?w.match-contact=${encodeState(state)}`;

test('chosen in the settings: both close at once, each strikes the other, and the choice is sealed until both have chosen', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, presetPage('match', 'contact', 'v0.1f'));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await match.getByText('Players and readings').click();
  await match.getByLabel('Strikes that land at once').selectOption('simultaneous');
  // S4: optimal is not offered while strikes land at once.
  await expect(match.getByLabel(/Instigator \(I1\) played by/).locator('option[value="optimal"]')).toBeDisabled();
  await match.getByRole('button', { name: 'Move toward' }).click();
  await expect(match.getByText('The other has chosen, face down.')).toBeVisible();
  await expect(match.getByRole('log', { name: 'Match log' })).not.toContainText('I1 moves');
  await match.getByRole('button', { name: 'Move toward' }).click();
  const log = match.getByRole('log', { name: 'Match log' });
  await expect(log).toContainText('I1 is Combatant A and strikes R1');
  await expect(log).toContainText('R1 strikes I1 at the same moment');
  await expect(match.getByText(/Locked in combat: I1 must defend/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a link with both defences failing shows the double knock-out, as the engine plays it', async ({ page }) => {
  const errors = watchErrors(page);
  const scenario = { ...contact, readings: { exchange: 'simultaneous' as const }, dice: [5, 6] };
  const decisions: Decision[] = [{ type: 'move', toward: true }, { type: 'move', toward: true }, { type: 'fight' }, { type: 'fight' }];
  const engine = replay(scenario, decisions).events;
  expect(engine.some((e) => e.type === 'double-knockout')).toBe(true);
  await open(page, link({ scenario, decisions }));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await expect(match.getByText('Match over: double knock-out, both fall.')).toBeVisible();
  await expect(match.getByRole('log', { name: 'Match log' })).toContainText('Double knock-out: I1 and R1 fall together, and the Match has no Winner.');
  await expect(match.getByText('I1 rolls 5 (Action 2): fails')).toBeVisible();
  await expect(match.getByText('R1 rolls 6 (Action 2): fails')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a link pairing strikes at once with an optimal side is refused with the engine's reason, and shows the preset", async ({ page }) => {
  const scenario = { ...contact, readings: { exchange: 'simultaneous' as const } };
  await open(page, link({ scenario, decisions: [], controllers: { instigator: 'person', retaliator: 'optimal' } }));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await expect(match.getByRole('alert')).toContainText('"optimal" needs strikes in turn');
  await expect(match.getByRole('button', { name: 'Move toward' })).toBeVisible();
});
