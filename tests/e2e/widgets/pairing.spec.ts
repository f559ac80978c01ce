import { expect, test } from '@playwright/test';
import { candidatePairs, closestPairs, decide, deploy, step, type GameEvent } from '../../../src/engine/index.ts';
import { newGame } from '../../unit/systems.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { copyLink, open, presetPage, watchErrors } from './helpers.ts';

type MatchStart = Extract<GameEvent, { type: 'match-start' }>;

/** The first Turn's Matches as the engine forms them, each resolved by aggressive policies. */
function turnOneMatches(scenario: Parameters<typeof newGame>[0]): MatchStart[] {
  let { state, events } = newGame(scenario);
  const all = [...events];
  while (state.phase !== 'over' && state.turn === 1) {
    const r = step(state, decide('aggressive', state));
    all.push(...r.events);
    state = r.state;
  }
  return all.filter((e): e is MatchStart => e.type === 'match-start' && e.turn === 1);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('Next Match forms each Match of the Turn in the engine’s order and says when the Turn ends', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, presetPage('match-pairing', 'deployment'));
  const widget = page.getByRole('region', { name: 'Match pairing' });
  const { scenario } = presetFor('match-pairing', 'deployment', 'v0.1f').preset;
  const { state } = newGame(scenario);
  const best = closestPairs(state)[0]!;
  await expect(widget.getByRole('row').nth(1)).toHaveText(`${best.instigator} v ${best.retaliator} (closest)${Math.round(best.distance * 100) / 100} in`);
  await widget.getByRole('button', { name: `Show all ${candidatePairs(state).length} pairs` }).click();
  await expect(widget.getByRole('table').getByRole('row')).toHaveCount(candidatePairs(state).length + 1);
  const matches = turnOneMatches(scenario);
  for (const [k, m] of matches.entries()) {
    await widget.getByRole('button', { name: 'Next Match' }).click();
    await expect(widget.getByRole('log')).toContainText(`Turn 1, Match ${k + 1}: ${m.instigator} v ${m.retaliator}`);
    await expect(widget.locator('.sow-status')).toContainText(`${m.instigator} and ${m.retaliator} are now Inert`);
  }
  await expect(widget.getByText(/Turn 1 ends: no unMatched pair is left/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tie asks the reader to pick, and the pick is the Match processed', async ({ page }) => {
  await open(page, presetPage('match-pairing', 'tie'));
  const widget = page.getByRole('region', { name: 'Match pairing' });
  await widget.getByRole('button', { name: 'Next Match' }).click();
  const picks = widget.getByRole('group', { name: 'Tied Matches: the Instigator picks one' }).getByRole('button');
  await expect(picks).toHaveText(['I1 v R1 (3 in)', 'I2 v R2 (3 in)']);
  await picks.nth(1).click();
  await expect(widget.getByRole('log')).toContainText("Turn 1, Match 1: I2 v R2 at 3 in (the Instigator's pick of 2 tied pairs).");
  await widget.getByRole('button', { name: 'Next Match' }).click();
  await expect(widget.getByRole('log')).toContainText('Turn 1, Match 2: I1 v R1');
});

test('Collapse-o-Snap: the middle pair first', async ({ page }) => {
  await open(page, presetPage('match-pairing', 'collapse-o-snap'));
  const widget = page.getByRole('region', { name: 'Match pairing' });
  await widget.getByRole('button', { name: 'Next Match' }).click();
  await expect(widget.getByRole('log')).toContainText('Turn 1, Match 1: I1 v R1 at 0.2 in.');
});

test('bases move by keyboard and by dragging, within their zone, and the link keeps them', async ({ page, context }) => {
  await open(page, presetPage('match-pairing', 'collapse-o-snap'));
  const widget = page.getByRole('region', { name: 'Match pairing' });
  const i2 = widget.getByRole('button', { name: /^I2, Instigator/ });
  await i2.focus();
  await expect(i2).toBeFocused();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(widget.getByRole('button', { name: /^I2, Instigator \(white\), at 9 in across, 0\.6 in/ })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(widget.getByRole('button', { name: /^I2, .* 0\.7 in from the Instigator's edge/ })).toBeVisible();
  // Drag R2 toward the middle of the table: its zone keeps it 6 in or more from the Instigator's edge.
  const r2 = widget.getByRole('button', { name: /^R2, Retaliator/ });
  const box = (await r2.boundingBox())!;
  const table = (await widget.getByRole('group', { name: /^Table/ }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(table.x + table.width / 2, table.y + table.height * 0.9, { steps: 8 });
  await page.mouse.up();
  await expect(widget.getByRole('button', { name: /^R2, .* 6 in from the Instigator's edge/ })).toBeVisible();
  const href = await copyLink(widget);
  const other = await context.newPage();
  await open(other, href);
  await expect(other.getByRole('region', { name: 'Match pairing' }).getByRole('button', { name: /^R2, .* 6 in from the Instigator's edge/ })).toBeVisible();
});

test('deploys at random from a seed exactly as the engine does', async ({ page }) => {
  await open(page, presetPage('match-pairing', 'deployment'));
  const widget = page.getByRole('region', { name: 'Match pairing' });
  await widget.getByLabel('Seed').fill('123');
  await widget.getByLabel('Seed').blur();
  await widget.getByRole('button', { name: 'Deploy at random' }).click();
  for (const c of deploy(123).combatants.slice(0, 3))
    await expect(
      widget.getByRole('button', { name: new RegExp(`^${c.id}, .* at ${Math.round(c.x * 10) / 10} in across, ${Math.round(c.y * 10) / 10} in from`) }),
    ).toBeVisible();
});

test('a malformed link shows an alert and the preset', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, `${presetPage('match-pairing', 'tie')}?w.match-pairing-tie=eyJ2IjoxLCJyIjoidjAuMWYiLCJjIjpbWyJJMSIsImkiLDEsMV0sWyJSMSIsInIiLDEsMV1dfQ`);
  const widget = page.getByRole('region', { name: 'Match pairing' });
  await expect(widget.getByRole('alert')).toContainText('overlaps');
  await expect(widget.getByRole('row')).toHaveCount(5);
  expect(errors).toEqual([]);
});
