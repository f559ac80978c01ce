// A version whose designer settled the ruling exchange as `simultaneous`: its widgets play strikes at
// once from the start, on a build of the site with that ruling published (from 2026-11-20). The what-if
// table on a rule page, the Lab and /playtests/ give `sow --ruleset`'s own figures (issue 35 item 3), and
// games reported from before the ruling are held against the rules of their day (`sow … --on`). The Match widget seals the
// first choice and carries out both; the Odds widget's exact odds are the engine's at once (both falling
// among them), its preset's
// `optimal` sides playing `aggressive` (reading settled-at-once-policies).
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { urls } from '../../../src/shared/urls.ts';
import { currentVersion } from '../../../src/site/catalog.ts';
import { matchOdds } from '../../unit/systems.ts';
import { fixtureBuild, ROOT, settlingRulings, writeFiles, type FixtureBuild } from '../playtests/fixture-build.ts';
import { hydrate, presetPage, watchErrors } from './helpers.ts';

const catalog = loadCatalog();
const { id: VERSION } = currentVersion(catalog);
const RULINGS = settlingRulings({
  id: '6e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  version: VERSION,
  text: "The two combatants' k-th Actions are chosen unseen and land at once.",
  ruling: 'exchange',
  value: 'simultaneous',
});

// Games played before the ruling (version.yaml alone), then games played under it, as the desk tallies them.
const TALLIES = `tallies:
  - version: ${VERSION}
    results: { instigator: 2, retaliator: 1, draw: 0, unfinished: 0 }
    turns: 12
  - version: ${VERSION}
    ruled: { exchange: simultaneous }
    results: { instigator: 1, retaliator: 2, draw: 1, unfinished: 0 }
    turns: 15
asked: []
`;

/** `sow` on the build's own content, as a designer would run it: its JSON. */
function sow(...args: string[]): Record<string, unknown> {
  const r = spawnSync(process.execPath, ['bin/sow.js', ...args, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, SOW_CONTENT_DIR: build.content },
  });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });
let build: FixtureBuild;
test.beforeAll(async () => {
  test.setTimeout(400_000);
  build = await fixtureBuild((content) => writeFiles(content, { 'rulings.yaml': RULINGS, 'playtests.yaml': TALLIES }));
});
test.afterAll(async () => build?.remove());

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

test('the Match widget plays the settled strikes at once from its first decision', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${build.server.url}${presetPage('match', 'contact', VERSION)}`);
  await hydrate(page);
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await match.getByRole('button', { name: 'Move toward' }).click();
  await expect(match.getByText('The other has chosen, face down.')).toBeVisible();
  await match.getByRole('button', { name: 'Move toward' }).click();
  await expect(match.getByRole('log', { name: 'Match log' })).toContainText('at the same moment');
  expect(errors).toEqual([]);
});

test("the Odds widget's exact odds are the engine's at once, optimal sides playing aggressive", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${build.server.url}${presetPage('odds', 'closing-distance', VERSION)}`);
  await hydrate(page);
  const odds = page.getByRole('region', { name: 'Odds' });
  const row = odds
    .getByRole('table', { name: /Exact Match odds/ })
    .getByRole('row')
    .nth(3);
  const o = matchOdds({ gap: 2, instigator: 'aggressive', retaliator: 'aggressive', readings: { exchange: 'simultaneous' } });
  // Not a test that cannot fail: strikes in turn give other figures.
  expect(matchOdds({ gap: 2, instigator: 'aggressive', retaliator: 'aggressive' })).not.toEqual(o);
  // Four shares that add up: both falling together is the fourth.
  await expect(odds.getByRole('columnheader', { name: 'Both fall (double knock-out)' })).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([pct(o.instigator), pct(o.retaliator), pct(o.bothStand), pct(o.bothFall!)]);
  expect(errors).toEqual([]);
});

test("the what-if table on a rule page plays the settled ruling: sow odds --ruleset's figures, both falling among them", async ({ page }) => {
  const rule = catalog.rule(VERSION, 'defence-test')!;
  await page.goto(`${build.server.url}${urls.rule(VERSION, rule.number)}`);
  const whatIf = page.getByRole('group', { name: 'What if' });
  const o = sow('odds', '--gap', '3', '--instigator', 'aggressive', '--retaliator', 'counter', '--ruleset', VERSION) as Record<string, number>;
  expect(o.bothFall).toBeGreaterThan(0);
  await expect(whatIf.getByRole('columnheader', { name: 'Both fall (double knock-out)' })).toBeVisible();
  const sheet = whatIf.getByRole('row', { name: new RegExp(`^The ${VERSION} sheet`) });
  await expect(sheet.getByRole('cell')).toHaveText([pct(o.instigator!), pct(o.retaliator!), pct(o.bothStand!), pct(o.bothFall!)]);
  await expect(page.getByText(/and the designer's rulings \(exchange simultaneous\)/)).toBeVisible();
});

test("the Lab opens on the settled ruling: sow sweep --ruleset's figures", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${build.server.url}/lab/`);
  await hydrate(page);
  const lab = page.getByRole('region', { name: 'Lab' });
  const sweep = sow(
    'sweep',
    '--param',
    'actions',
    '--values',
    '1',
    '--gap',
    '2',
    '--instigator',
    'aggressive',
    '--retaliator',
    'counter',
    '--ruleset',
    VERSION,
  ) as {
    rows: Array<{ odds: Record<string, number> }>;
  };
  const odds = sweep.rows[0]!.odds;
  const row = lab
    .getByRole('table', { name: /Exact Match odds at a gap of 2 in/ })
    .getByRole('row')
    .nth(1);
  await expect(row).toHaveText(`1${pct(odds.instigator!)}${pct(odds.retaliator!)}${pct(odds.bothStand!)}${pct(odds.bothFall!)}`);
  await expect(lab.getByText(new RegExp(`^sow sweep --ruleset ${VERSION.replace('.', '\\.')} .*--exchange simultaneous`))).toBeVisible();
  expect(errors).toEqual([]);
});

test('/playtests/ holds games from before the ruling against the rules of their day, and those after against the ruling', async ({ page }) => {
  await page.goto(`${build.server.url}/playtests/`);
  const section = page.getByRole('region', { name: VERSION, exact: true });
  const run = (on: string) =>
    sow('sim', '--games', '2000', '--seed', '1', '--instigator', 'aggressive', '--retaliator', 'aggressive', '--ruleset', VERSION, '--on', on) as Record<
      string,
      number
    >;
  for (const [on, caption] of [
    ['2026-11-19', /--exchange alternating/],
    ['2026-11-21', /--exchange simultaneous/],
  ] as const) {
    const sim = run(on);
    // The setting's block: its `sow sim` line (under the table) names the rulings of the games' day.
    const block = section.locator('.playtests__block').filter({ has: page.locator('.playtests__command', { hasText: caption }) });
    const table = block.getByRole('table');
    await expect(table).toHaveCount(1);
    const column = (await table.getByRole('columnheader').allTextContents()).indexOf('aggressive v aggressive');
    expect(column).toBeGreaterThan(0);
    const cell = (name: string) =>
      table
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .locator('th, td')
        .nth(column);
    await expect(cell('Instigator wins')).toHaveText(pct(sim.instigatorWins! / sim.games!));
    await expect(cell('Retaliator wins')).toHaveText(pct(sim.retaliatorWins! / sim.games!));
  }
  await expect(section.getByText("played before the designer's ruling on exchange").first()).toBeVisible();
});
