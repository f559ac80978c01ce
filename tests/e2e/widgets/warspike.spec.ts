// The WarSpike Turn widget (system warspike) in a real browser: the reader is player I against the
// engine's player R, driven by accessible names and checked against the engine playing the same
// decisions. It hydrates on the reader's first touch (client:interaction), so each test starts by touching it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { decide, pending, step, type Decision, type GameState } from '../../../src/engine/index.ts';
import { newGame } from '../../unit/systems.ts';
import { encodeState } from '../../../src/shared/link-codec.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { copyLink, presetPage, watchErrors } from './helpers.ts';

const PAGE = presetPage('warspike', 'turn');
const { preset } = presetFor('warspike', 'turn', 'v0.1f');
const region = (page: Page) => page.getByRole('region', { name: 'WarSpike Turn' });

/** The engine's game: the reader's decisions for player I, player R's policy for the rest, up to the reader's next choice. */
function engine(mine: Decision[]): { state: GameState; decisions: Decision[] } {
  let { state } = newGame(preset.scenario);
  const decisions: Decision[] = [];
  const queue = [...mine];
  for (let p = pending(state); p.kind !== 'over'; p = pending(state)) {
    const d = p.side === 'instigator' ? queue.shift() : decide('counter', state);
    if (!d) break;
    decisions.push(d);
    state = step(state, d).state;
  }
  return { state, decisions };
}

const statusOf = (state: GameState, pair: string): string => {
  const p = pending(state);
  if (p.kind !== 'action') throw new Error(`expected a Match Action, got ${p.kind}`);
  return `Paired-Resolution ${pair}: ${p.combatant} (player ${p.side === 'instigator' ? 'I' : 'R'}) to act, Action ${p.action} of 5`;
};

test('you elect, activate a far pair freely, and the widget stands where the engine does', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const w = region(page);
  await expect(w.getByText('Turn 1: player I won the coin flip: elect to be the Instigator, or pass.')).toBeVisible();
  await w.getByRole('button', { name: 'Elect to be the Instigator' }).click();
  await expect(w.getByText('Turn 1: player I is the Instigator, player R the Retaliator. You are player I.')).toBeVisible();
  // A far pair, which Fragment 1 would never form first: nothing snaps it back.
  await w.getByLabel('Active combatant', { exact: true }).selectOption('I1');
  await w.getByLabel('Target', { exact: true }).selectOption('R3');
  await w.getByRole('button', { name: 'Activate' }).click();
  const { state } = engine([{ type: 'elect' }, { type: 'pick-match', instigator: 'I1', retaliator: 'R3' }]);
  await expect(w.getByText(statusOf(state, 'I1 v R3'))).toBeVisible();
  await expect(w.getByRole('log', { name: 'WarSpike log' })).toContainText('R3');
  expect(errors).toEqual([]);
});

test('passing hands the choice to player R, whose policy elects; Back and Reset return to the coin', async ({ page }) => {
  await page.goto(PAGE);
  const w = region(page);
  await w.getByRole('button', { name: 'Pass' }).click();
  await expect(w.getByText('Turn 1: player R is the Instigator, player I the Retaliator. You are player I.')).toBeVisible();
  await w.getByRole('button', { name: 'Reset' }).click();
  await expect(w.getByRole('button', { name: 'Elect to be the Instigator' })).toBeVisible();
});

test('Copy link carries the WarSpike game, and a malformed link shows the preset with a message', async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const w = region(page);
  await w.getByRole('button', { name: 'Elect to be the Instigator' }).click();
  await w.getByLabel('Active combatant', { exact: true }).selectOption('I2');
  await w.getByLabel('Target', { exact: true }).selectOption('R2');
  await w.getByRole('button', { name: 'Activate' }).click();
  const { state } = engine([{ type: 'elect' }, { type: 'pick-match', instigator: 'I2', retaliator: 'R2' }]);
  const href = await copyLink(w);
  const other = await context.newPage();
  await other.goto(href);
  await expect(region(other).getByText(statusOf(state, 'I2 v R2'))).toBeVisible();
  const bad = `${PAGE}?w.warspike-turn=${encodeState({ scenario: { ...preset.scenario, pairing: 'sideways' as never }, decisions: [] })}`;
  await other.goto(bad);
  await expect(region(other).getByRole('alert')).toContainText('pairing');
  await expect(region(other).getByRole('button', { name: 'Elect to be the Instigator' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('axe finds nothing in the WarSpike widget once playing', async ({ page }) => {
  await page.goto(PAGE);
  await region(page).getByRole('button', { name: 'Elect to be the Instigator' }).click();
  await expect(region(page).getByRole('button', { name: 'Activate' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.sow-warspike').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
