// /systems/compare/ and /systems/: the four turn systems' figures as the engine computes them for the
// stated settings, the chart and its words, the rerun control driven by its accessible names, and the
// index page's links.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { systemDescription } from '../../../src/engine/index.ts';
import { simulate } from '../../unit/systems.ts';
import { BUILD_SETTINGS, compareRun, type CompareRow, type CompareSettings } from '../../../src/widgets/compare/compare-model.ts';
import { watchErrors } from '../widgets/helpers.ts';

const PATH = '/systems/compare/';

/** The engine's figures for the settings, as the table writes them (system name → row label → cell). */
function expected(s: CompareSettings): CompareRow[] {
  return compareRun(s, simulate);
}

async function tableOf(table: Locator): Promise<Record<string, Record<string, string>>> {
  const heads = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const out: Record<string, Record<string, string>> = {};
  for (const row of await table.locator('tbody tr').all()) {
    const label = (await row.locator('th').innerText()).replace(/\s*\(.*\)$/s, '').trim();
    const cells = await row.locator('td').allInnerTexts();
    cells.forEach((c, i) => ((out[heads[i + 1]!] ??= {})[label] = c.trim()));
  }
  return out;
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

/** The chart's words carry every bar's value: the longest waits and the decisions, as the engine gives them. */
async function expectChart(chart: Locator, rows: CompareRow[]): Promise<void> {
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect.sow-bar')).not.toHaveCount(0);
  const words = (await chart.locator('desc').textContent()) ?? '';
  for (const { system, result: r } of rows) {
    expect(words).toContain(`${systemDescription(system).name} ${r.longestWait.toFixed(2)}`);
    expect(words).toContain(`${systemDescription(system).name} ${r.decisions.instigator.toFixed(2)} + ${r.decisions.retaliator.toFixed(2)}`);
  }
  await expect(chart).toHaveAccessibleDescription(words.trim());
}

/** Hand-written from the figures' definitions, not from the page's own formatting code. */
function expectFigures(seen: Record<string, Record<string, string>>, rows: CompareRow[]): void {
  expect(Object.keys(seen)).toEqual(['Fragment 1', 'WarSpike', 'WWPD', 'WAR']);
  for (const { system, result: r } of rows) {
    const col = seen[systemDescription(system).name]!;
    expect(col['Player I wins']).toContain(pct(r.instigatorWins, r.games));
    expect(col['Player R wins']).toContain(pct(r.retaliatorWins, r.games));
    expect(col['Draws']).toContain(pct(r.draws, r.games));
    expect(col['Player I wins']).toContain(`${(100 * r.intervals.instigator[0]).toFixed(1)}%`);
    expect(col['Mean length']).toBe(`${r.meanTurns.toFixed(2)} ${system === 'war' ? 'rounds' : 'Turns'}`);
    expect(col['Decisions a game, Player I']).toBe(r.decisions.instigator.toFixed(2));
    expect(col['Decisions a game, Player R']).toBe(r.decisions.retaliator.toFixed(2));
    expect(col['Longest wait']).toBe(r.longestWait.toFixed(2));
    expect(col['Double knock-outs']).toBe(r.doubleKnockouts.toLocaleString('en'));
  }
}

async function rerun(page: Page): Promise<Locator> {
  const widget = page.getByRole('region', { name: 'Rerun the comparison' });
  await widget.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  return widget;
}

test('the build-time table shows all four systems with the engine figures for the stated settings', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PATH);
  const s = BUILD_SETTINGS;
  await expect(page.locator('.compare-run')).toContainText('Computed at build time');
  await expect(page.locator('.compare-run')).toContainText(`${s.games.toLocaleString('en')} games`);
  await expect(page.locator('.compare-run')).toContainText(`seed ${s.seed}`);
  await expect(page.locator('.compare-run')).toContainText(`${s.policies.instigator} v ${s.policies.retaliator}`);
  const table = page.getByRole('table', { name: /^The build's run/ });
  await expect(table).toHaveCount(1);
  expectFigures(await tableOf(table), expected(s));
  // The chart: an image whose words carry every bar's value.
  await expectChart(page.getByRole('img', { name: "The four turn systems' figures as bars" }).first(), expected(s));
  // The sections the explainers link to.
  await expect(page.locator('h2#measured')).toHaveText('How each figure was measured');
  await expect(page.locator('h2#track')).toHaveText('What each system asks players to track');
  expect(errors).toEqual([]);
});

test('rerunning the build settings unchanged over a pool of workers gives the build-time table exactly; other settings give the engine figures for them', async ({
  page,
}) => {
  // Two runs of the four systems' games in the browser, each allowed a minute, then an accessibility scan:
  // past Playwright's 30 s default on a loaded machine (it timed out in the scan after both runs passed).
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  // Three workers (four cores, one left to the page) share the four systems' games, whatever this machine's cores.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 4 }));
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto(PATH);
  const widget = await rerun(page);
  await widget.getByRole('button', { name: 'Run the comparison' }).click();
  const mine = widget.getByRole('table', { name: /^Your run/ });
  await expect(mine).toBeVisible({ timeout: 60_000 });
  expect(workers.filter((u) => u.includes('sim.worker'))).toHaveLength(3);
  const build = await tableOf(page.getByRole('table', { name: /^The build's run/ }));
  expect(await tableOf(mine)).toEqual(build);

  expect(BUILD_SETTINGS.seed).toBe(2019);
  const other: CompareSettings = { games: 60, seed: BUILD_SETTINGS.seed, policies: { instigator: 'counter', retaliator: 'random' } };
  await widget.getByLabel("Player I's policy").selectOption('counter');
  await widget.getByLabel("Player R's policy").selectOption('random');
  await widget.getByLabel('Games a system', { exact: true }).fill('60');
  await widget.getByRole('button', { name: 'Run the comparison' }).click();
  const again = widget.getByRole('table', { name: 'Your run: 60 games a system, seed 2019, counter v random (Player I v Player R), computed in your browser' });
  await expect(again).toBeVisible({ timeout: 60_000 });
  expectFigures(await tableOf(again), expected(other));
  await expectChart(widget.getByRole('img', { name: "The four turn systems' figures as bars" }), expected(other));
  const axe = await new AxeBuilder({ page }).include('.sow-compare').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('games out of range or not a number: a clear message, and nothing runs', async ({ page }) => {
  await page.goto(PATH);
  const widget = await rerun(page);
  const games = widget.getByLabel('Games a system', { exact: true });
  await expect(games).toHaveAttribute('min', '10');
  await expect(games).toHaveAttribute('max', '10000');
  await games.fill('20000');
  await widget.getByRole('button', { name: 'Run the comparison' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Number of games: 20000 is out of range; give a whole number from 10 to 10,000.');
  await expect(games).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByRole('progressbar')).toHaveCount(0);
  await games.fill('');
  await widget.getByRole('button', { name: 'Run the comparison' }).click();
  await expect(widget.getByRole('alert')).toContainText('is not a number; give a whole number from 10 to 10,000');
  await expect(widget.getByRole('table')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const)
  for (const path of [PATH, '/systems/'])
    test(`axe finds nothing on ${path} (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      if (path === PATH) await rerun(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
    });

test('the systems index links each system and the comparison, and the main nav links the index', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/systems/');
  await expect(page.getByRole('heading', { level: 1, name: 'Turn systems' })).toBeVisible();
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['WarSpike', '/warspike/'],
    ['WWPD', '/systems/wwpd/'],
    ['WAR', '/systems/war/'],
    ['The comparison', '/systems/compare/'],
  ] as const)
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Systems' })).toHaveAttribute('aria-current', 'page');
  await page.goto(PATH);
  await expect(nav.getByRole('link', { name: 'Systems' })).toHaveAttribute('aria-current', 'true');
  expect(errors).toEqual([]);
});
