import { expect, test } from '@playwright/test';
import { playGame, replay } from '../../unit/systems.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { copyLink, open, presetPage, watchErrors } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const five = presetFor('game', 'five-a-side', 'v0.1f').preset;
const policies = { instigator: 'aggressive', retaliator: 'counter' } as const;

test('Play runs a whole game to the engine’s winner; Back and Reset step through it', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, presetPage('game', 'five-a-side'));
  const game = page.getByRole('region', { name: 'Game' });
  const result = playGame(five.scenario, policies);
  await game.getByLabel('Speed').selectOption('Instant');
  await game.getByRole('button', { name: 'Play' }).click();
  const words =
    result.state.winner === 'draw'
      ? `The game is a draw (Turn ${result.state.turn} of 50).`
      : `The ${result.state.winner === 'instigator' ? 'Instigator' : 'Retaliator'} wins (Turn ${result.state.turn} of 50).`;
  await expect(game.locator('.sow-status')).toHaveText(words, { timeout: 20_000 });
  await expect(game.getByRole('log').locator('li').last()).toContainText(result.state.winner === 'draw' ? 'draw' : 'wins in Turn');
  await game.getByRole('button', { name: 'Back' }).click();
  const before = replay(five.scenario, result.decisions.slice(0, -1));
  await expect(game.getByRole('log').locator('li')).toHaveCount(before.events.length);
  await game.getByRole('button', { name: 'Reset' }).click();
  await expect(game.locator('.sow-status')).toContainText('Turn 1 of 50, Match 1:');
  expect(errors).toEqual([]);
});

test('Step makes one policy decision at a time, as the engine would', async ({ page }) => {
  await open(page, presetPage('game', 'five-a-side'));
  const game = page.getByRole('region', { name: 'Game' });
  const { decisions } = playGame(five.scenario, policies);
  for (let k = 1; k <= 3; k++) {
    await game.getByRole('button', { name: 'Step' }).click();
    await expect(game.getByRole('log').locator('li')).toHaveCount(replay(five.scenario, decisions.slice(0, k)).events.length);
  }
});

test('the reader takes a side: only legal decisions, the policy answers', async ({ page }) => {
  await open(page, '/play/');
  const game = page.getByRole('region', { name: 'Game' });
  const group = game.getByRole('group', { name: /'s decision$/ });
  await expect(group.getByRole('button')).toHaveText(['Wait', 'Move toward', 'Move away']);
  await expect(game.getByRole('button', { name: 'Step' })).toBeDisabled();
  await group.getByRole('button', { name: 'Wait' }).click();
  await expect(game.getByRole('log')).toContainText(/R\d (waits|moves|rolls)/);
  await expect(group).toBeVisible();
});

test('endgame: v0.1f declares the win when the next Turn starts, v0.2 at once', async ({ page }) => {
  for (const version of ['v0.1f', 'v0.2']) {
    await open(page, presetPage('game', 'endgame', version));
    const game = page.getByRole('region', { name: 'Game' });
    await game.getByLabel('Speed').selectOption('Instant');
    await game.getByRole('button', { name: 'Play' }).click();
    await expect(game.locator('.sow-status')).toContainText(/wins|draw/);
    const lines = game.getByRole('log').locator('li');
    const before = lines.nth((await lines.count()) - 2);
    await expect(before).toHaveClass(version === 'v0.2' ? /match-end/ : /turn-start/);
  }
});

test('seed, ruleset and rulings travel in the link', async ({ page, context }) => {
  await open(page, presetPage('game', 'five-a-side'));
  const game = page.getByRole('region', { name: 'Game' });
  await game.getByText('Players, seed, version and readings').click();
  await game.getByLabel('Seed').fill('77');
  await game.getByLabel('Seed').blur();
  await game.getByLabel('Version').selectOption('v0.2');
  await game.getByLabel('How far does a Move go?').selectOption('up-to');
  await game.getByRole('button', { name: 'Step' }).click();
  await game.getByRole('button', { name: 'Step' }).click();
  const href = await copyLink(game);
  const other = await context.newPage();
  await open(other, href);
  const again = other.getByRole('region', { name: 'Game' });
  // The link's state is decoded by a codec loaded on demand: on a loaded machine that can take a while.
  await expect(again.getByRole('log').locator('li')).toHaveText(await game.getByRole('log').locator('li').allInnerTexts(), { timeout: 20_000 });
  await expect(again.locator('.sow-roles, .sow-status').first()).toBeVisible();
});
