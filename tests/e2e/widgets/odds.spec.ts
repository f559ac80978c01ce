import { expect, test } from '@playwright/test';
import { matchOdds, simulate } from '../../unit/systems.ts';
import { copyLink, open, presetPage, watchErrors } from './helpers.ts';
import { encodeState } from '../../../src/shared/link-codec.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

test('the table shows the engine’s exact odds, for the chosen policies and rulings', async ({ page }) => {
  await open(page, presetPage('odds', 'closing-distance'));
  const odds = page.getByRole('region', { name: 'Odds' });
  const table = odds.getByRole('table', { name: /Exact Match odds/ });
  const row = (gap: number) => table.getByRole('row').nth(gap + 1);
  for (const gap of [0, 2, 5, 12]) {
    const o = matchOdds({ gap, instigator: 'optimal', retaliator: 'optimal' });
    await expect(row(gap).getByRole('cell')).toHaveText([pct(o.instigator), pct(o.retaliator), pct(o.bothStand)]);
  }
  await odds.getByText('Policies and readings').click();
  await odds.getByLabel('Instigator plays').selectOption('aggressive');
  await odds.getByLabel('A strike with no Action left to answer it').selectOption('lands');
  const o = matchOdds({ gap: 5, instigator: 'aggressive', retaliator: 'optimal', readings: { 'last-strike': 'lands' } });
  await expect(row(5).getByRole('cell')).toHaveText([pct(o.instigator), pct(o.retaliator), pct(o.bothStand)]);
  await expect(odds.getByRole('img', { name: /Match odds against the gap, aggressive Instigator v optimal Retaliator/ })).toBeVisible();
});

test('simulates whole games in a worker, with 95% intervals that match the engine', async ({ page, context }) => {
  const errors = watchErrors(page);
  await open(page, presetPage('odds', 'closing-distance'));
  const odds = page.getByRole('region', { name: 'Odds' });
  await odds.getByText('Policies and readings').click();
  await odds.getByLabel('Instigator plays').selectOption('aggressive');
  await odds.getByLabel('Retaliator plays').selectOption('random');
  await odds.getByLabel('Games', { exact: true }).selectOption('500');
  await odds.getByLabel('Seed', { exact: true }).fill('5');
  await odds.getByLabel('Seed', { exact: true }).blur();
  // The report's box is there before a run; its sentences load with the run's first game (LazyLog).
  await expect(odds.getByRole('log', { name: "Odds log: the run's first game" })).toHaveText('Run a simulation: the report of its first game appears here.');
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await odds.getByRole('button', { name: 'Run simulation' }).click();
  const result = odds.getByRole('table', { name: /500 games, seed 5/ });
  await expect(result).toBeVisible({ timeout: 30_000 });
  expect(workers.some((u) => u.includes('sim.worker'))).toBe(true);
  const expected = simulate({ games: 500, seed: 5, perSide: 5, ruleset: 'v0.1f', readings: {}, policies: { instigator: 'aggressive', retaliator: 'random' } });
  const [lo, hi] = expected.intervals.instigator;
  await expect(result.getByRole('row', { name: /The Instigator wins/ }).getByRole('cell')).toHaveText([
    String(expected.instigatorWins),
    pct(expected.instigatorWins / 500),
    `${pct(lo)} – ${pct(hi)}`,
  ]);
  await expect(odds.getByRole('log')).toContainText('Turn 1, Match 1:');
  const href = await copyLink(odds);
  const other = await context.newPage();
  await open(other, href);
  await expect(other.getByRole('region', { name: 'Odds' }).getByLabel('Games', { exact: true })).toHaveValue('500');
  expect(errors).toEqual([]);
});

test('a long simulation shows progress and can be cancelled', async ({ page }) => {
  await open(page, presetPage('odds', 'closing-distance'));
  const odds = page.getByRole('region', { name: 'Odds' });
  await odds.getByLabel('Games', { exact: true }).selectOption('10000');
  await odds.getByRole('button', { name: 'Run simulation' }).click();
  const bar = odds.getByRole('progressbar', { name: 'Simulation progress' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0);
  await odds.getByRole('button', { name: 'Cancel' }).click();
  await expect(odds.getByText(/games: cancelled/)).toBeVisible();
  await expect(odds.getByRole('button', { name: 'Run simulation' })).toBeEnabled();
});

test('issue 20, defect 3: a link with strikes at once and optimal players shows one message and the preset, with no page error', async ({ page }) => {
  const errors = watchErrors(page);
  const { preset } = presetFor('odds', 'eager-v-patient', 'v0.1f');
  const state = encodeState({
    scenario: { ...preset.scenario, readings: { exchange: 'simultaneous' } },
    decisions: [],
    controllers: { instigator: 'optimal', retaliator: 'optimal' },
  });
  await open(page, `${presetPage('odds', 'eager-v-patient')}?w.odds-eager-v-patient=${state}`);
  const odds = page.getByRole('region', { name: 'Odds' });
  await expect(odds.getByRole('alert')).toContainText('"optimal" needs strikes in turn', { timeout: 20_000 });
  await expect(odds.getByRole('table', { name: /Exact Match odds/ })).toBeVisible();
  expect(errors).toEqual([]);
});
