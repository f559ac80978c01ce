// Shared links that carry parameters (issue 7) and links no widget writes (issue 11), in a real browser.
import { expect, test } from '@playwright/test';
import { type Decision } from '../../../src/engine/index.ts';
import { replay } from '../../unit/systems.ts';
import { encodeState } from '../../../src/shared/link-codec.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { copyLink, open, presetPage, watchErrors } from './helpers.ts';

const matchLink = (state: Parameters<typeof encodeState>[0], version = 'v0.1f') =>
  `${presetPage('match', 'contact', version)}?w.match-contact=${encodeState(state)}`;

test('a link with parameters plays them: a D10 band, and Copy link gives them back', async ({ page, context }) => {
  const errors = watchErrors(page);
  const scenario = { ...presetFor('match', 'contact', 'v0.1f').preset.scenario, params: { die: 10, 'fails-on': 8 } };
  const decisions: Decision[] = [{ type: 'move', toward: true }, { type: 'fight' }];
  await open(page, matchLink({ scenario, decisions }));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await expect(match.getByText('Defence test, 1D10: 1–7 holds and strikes back; 8–10 fails and is removed.')).toBeVisible();
  const roll = replay(scenario, decisions).events.find((e) => e.type === 'defence');
  if (roll?.type !== 'defence') throw new Error('no roll');
  await expect(match.getByText(`R1 rolls ${roll.roll} (Action 1): ${roll.held ? 'holds (1–7)' : 'fails (8–10)'}`)).toBeVisible();
  // The round trip keeps the parameters.
  const href = await copyLink(match);
  const other = await context.newPage();
  await open(other, href);
  await expect(other.getByRole('region', { name: 'Match', exact: true }).getByText('Defence test, 1D10: 1–7 holds')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a parameter out of range in a link shows the engine's reason and the preset", async ({ page }) => {
  const errors = watchErrors(page);
  const scenario = { ...presetFor('match', 'contact', 'v0.1f').preset.scenario, params: { die: 7 } };
  await open(page, matchLink({ scenario, decisions: [] }));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await expect(match.getByRole('alert')).toContainText('params.die: 7 is out of range: one of 4, 6, 8, 10, 12, 20');
  await expect(match.getByRole('alert')).toContainText('shows its starting position instead.');
  await expect(match.getByText('Defence test, 1D6: 1–4 holds')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Match link with decisions after the Match is over is refused, not kept behind Back', async ({ page }) => {
  const errors = watchErrors(page);
  const scenario = presetFor('match', 'contact', 'v0.1f').preset.scenario;
  const decisions: Decision[] = Array.from({ length: 60 }, () => ({ type: 'wait' }));
  await open(page, matchLink({ scenario, decisions }));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await expect(match.getByRole('alert')).toContainText('decisions after the Match is over');
  await expect(match.getByRole('button', { name: 'Move toward' })).toBeVisible();
  expect(errors).toEqual([]);
});

// A widget carries its own version's rule links only (docs/widgets.md): a shared link playing another
// version logs that version's game without rule links, never with the page version's wrong numbers.
test("a v0.2 state on a v0.1f page plays v0.2 and never links its log to v0.1f's numbers", async ({ page }) => {
  const scenario = presetFor('match', 'contact', 'v0.2').preset.scenario;
  await open(page, matchLink({ scenario, decisions: [{ type: 'move', toward: true }] }));
  const log = page.getByRole('region', { name: 'Match', exact: true }).getByRole('log', { name: 'Match log' });
  await expect(log).toContainText('moves');
  await expect(log.locator('a[href^="/v0.1f/"]')).toHaveCount(0);
});

test('the Match pairing widget plays a v0.2 link the same way', async ({ page }) => {
  const { preset } = presetFor('match-pairing', 'deployment', 'v0.2');
  await open(page, `${presetPage('match-pairing', 'deployment')}?w.match-pairing-deployment=${encodeState({ scenario: preset.scenario, decisions: [] })}`);
  const pairing = page.getByRole('region', { name: 'Match pairing', exact: true });
  await pairing.getByRole('button', { name: 'Next Match' }).click();
  const log = pairing.getByRole('log');
  await expect(log).toContainText('Match 1');
  await expect(log.locator('a[href^="/v0.1f/"]')).toHaveCount(0);
});
