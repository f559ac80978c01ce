import { expect, test } from '@playwright/test';
import { type Decision } from '../../../src/engine/index.ts';
import { playGame, replay } from '../../unit/systems.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { copyLink, open, presetPage, watchErrors } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the counting example plays out as the designer wrote it, and as the engine computes it', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, presetPage('match', 'counting-example'));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  const { preset } = presetFor('match', 'counting-example', 'v0.1f');
  const { events } = playGame(preset.scenario, { instigator: 'aggressive', retaliator: 'aggressive' });
  const rolls = events.filter((e) => e.type === 'defence');
  await match.getByRole('button', { name: 'Play' }).click();
  await expect(match.getByText('Match over: R1 is the Winner.')).toBeVisible();
  await expect(match.getByText("Instigator's I1: 3 of 5 Actions used")).toBeVisible();
  await expect(match.getByText("Retaliator's R1: 2 of 5 Actions used")).toBeVisible();
  for (const r of rolls)
    if (r.type === 'defence') await expect(match.getByText(`${r.id} rolls ${r.roll} (Action ${r.action})`, { exact: false })).toBeVisible();
  await expect(match.getByText('Combatant A: I1 · Combatant Z: R1')).toBeVisible();
  const log = match.getByRole('log', { name: 'Match log' });
  await expect(log).toContainText('I1 is Combatant A and strikes R1 (Combatant Z).');
  await expect(log.getByRole('link', { name: 'rule 36' }).first()).toHaveAttribute('href', '/v0.1f/rules/36/');
  expect(errors).toEqual([]);
});

test('a reader plays both sides: buttons are the legal decisions, locked means only Roll, dice are the engine’s', async ({ page }) => {
  await open(page, presetPage('match', 'contact'));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  const decide = match.getByRole('group', { name: /'s decision$/ });
  await expect(decide.getByRole('button')).toHaveText(['Wait', 'Move toward', 'Move away']);
  await match.getByRole('button', { name: 'Move toward' }).click();
  await expect(decide.getByRole('button')).toHaveText(['Roll']);
  await match.getByRole('button', { name: 'Roll' }).click();
  const { preset } = presetFor('match', 'contact', 'v0.1f');
  const decisions: Decision[] = [{ type: 'move', toward: true }, { type: 'fight' }];
  const { events } = replay(preset.scenario, decisions);
  const roll = events.find((e) => e.type === 'defence');
  if (roll?.type !== 'defence') throw new Error('no roll');
  await expect(match.getByText(`R1 rolls ${roll.roll} (Action 1): ${roll.held ? 'holds (1–4)' : 'fails (5–6)'}`)).toBeVisible();
  await expect(match.getByText(`Retaliator's R1: 1 of 5 Actions used`)).toBeVisible();
});

test('the link reopens the Match exactly where it was', async ({ page, context }) => {
  await open(page, presetPage('match', 'contact'));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await match.getByRole('button', { name: 'Wait' }).click();
  await match.getByRole('button', { name: 'Wait' }).click();
  await match.getByRole('button', { name: 'Move toward' }).click();
  const href = await copyLink(match);
  expect(new URL(href).hash).toBe('#widget-match-contact');
  const other = await context.newPage();
  const errors = watchErrors(other);
  await open(other, href);
  const again = other.getByRole('region', { name: 'Match', exact: true });
  await expect(again.getByText("Instigator's I1: 2 of 5 Actions used")).toBeVisible();
  await expect(again.getByText("Retaliator's R1: 1 of 5 Actions used")).toBeVisible();
  await expect(again.getByRole('button', { name: 'Roll' })).toBeVisible();
  await expect(again.getByRole('log').locator('li')).toHaveText(await match.getByRole('log').locator('li').allInnerTexts());
  expect(errors).toEqual([]);
});

test('a malformed or hostile link shows an alert, the preset, and no console error', async ({ page }) => {
  const errors = watchErrors(page);
  for (const bad of ['%%%', 'eyJ2Ijo5OX0', encodeURIComponent('<script>alert(1)</script>'), 'A'.repeat(12_500)]) {
    await open(page, `${presetPage('match', 'contact')}?w.match-contact=${bad}`);
    const match = page.getByRole('region', { name: 'Match', exact: true });
    await expect(match.getByRole('alert')).toContainText('shows its starting position instead.');
    await expect(match.getByRole('button', { name: 'Move toward' })).toBeVisible();
    await expect(page.locator('script:has-text("alert(1)")')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('the last-strike ruling changes the outcome of the same decisions', async ({ page }) => {
  await open(page, presetPage('match', 'last-strike'));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await match.getByRole('button', { name: 'Play' }).click();
  // Ten Actions at the reader's pace.
  await expect(match.getByText('Match over: both stand.')).toBeVisible({ timeout: 15_000 });
  await match.getByText('Players and readings').click();
  await match.getByLabel('A strike with no Action left to answer it').selectOption('lands');
  await expect(match.getByText('Match over: R1 is the Winner.')).toBeVisible();
  await expect(match.getByRole('log')).toContainText('I1 is removed (struck with no Action left to defend).');
});

test('v0.2 names the fighters Attacker and Defender and colours the bases as chosen', async ({ page }) => {
  await open(page, presetPage('match', 'start-in-contact', 'v0.2'));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await match.getByRole('button', { name: 'Move & Auto-hit' }).click();
  await expect(match.getByText('Attacker: I1 · Defender: R1')).toBeVisible();
  await expect(match.getByText(/I1 \(Instigator, blue\) and R1 \(Retaliator, red\)/)).toBeVisible();
});
