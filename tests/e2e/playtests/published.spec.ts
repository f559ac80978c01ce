// After the designer publishes (content/rulings.yaml and content/playtests.yaml as the desk writes them)
// and the site is built, every reader sees the ruling: on the rule page, the history page, in the JSON
// files, the feed and the open-questions explainer; the version's widgets play the settled ruling; and
// /playtests/ holds the published games against the engine's own `sow sim` figures.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fixtureBuild, ROOT, writeFiles, type FixtureBuild } from './fixture-build.ts';

const RULING = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const CANARY = `<script>window.sowCanary = 1</script>`;
const RULINGS = `rulings:
  - id: ${RULING}
    answers: [0b6f4b43-1d2c-4e8a-9f7e-2a3b4c5d6e7f]
    rules: [move-action]
    versions: [v0.2]
    text: "A Move may stop short: anything up to 2 inches. ${CANARY}"
    status: confirmed
    by: Philip Sibbering
    published: 2026-11-20
    updated: 2026-11-21
    settles: { v0.2: { ruling: move-distance, value: up-to } }
    history: [{ on: 2026-11-20, status: provisional, text: "Probably up to 2 inches." }]
  - id: 7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d
    rules: [move-action]
    versions: [v0.1f, v0.2]
    text: "A Move may leave the table."
    status: provisional
    by: Philip Sibbering
    published: 2026-11-19
    updated: 2026-11-22
    withdrawn: true
`;
// Games played under the ruling that settles move-distance (the desk lays the rulings of each game's day in as `ruled`).
const TALLIES = `tallies:
  - version: v0.2
    ruled: { move-distance: up-to }
    results: { instigator: 6, retaliator: 4, draw: 40, unfinished: 2 }
    turns: 600
    minutes: { games: 10, total: 450 }
asked:
  - { version: v0.2, rule: move-action, questions: 3 }
  - { version: v0.1f, rule: move-action, questions: 5 }
`;

test.describe.configure({ mode: 'serial', timeout: 300_000 });
let build: FixtureBuild;
test.beforeAll(async () => {
  test.setTimeout(400_000);
  build = await fixtureBuild((content) => writeFiles(content, { 'rulings.yaml': RULINGS, 'playtests.yaml': TALLIES }));
});
test.afterAll(async () => build?.remove());

const url = (path: string) => build.server.url + path;

test('the rule page shows the designer’s rulings: text as text, status, date, withdrawn as withdrawn', async ({ page }) => {
  await page.goto(url('/v0.2/rules/26/'));
  const section = page.getByRole('region', { name: "Designer's rulings" });
  await expect(section).toBeVisible();
  const items = section.getByRole('listitem').filter({ hasText: 'Link to this ruling' });
  await expect(items.first()).toContainText('Withdrawn (was provisional) · Philip Sibbering · 2026-11-22');
  await expect(items.nth(1)).toContainText('Confirmed · Philip Sibbering · 2026-11-21');
  await expect(items.nth(1)).toContainText(`anything up to 2 inches. ${CANARY}`);
  await expect(items.nth(1)).toContainText('It settles the open question move-distance for v0.2: up-to');
  expect(await page.evaluate(() => (window as unknown as { sowCanary?: number }).sowCanary)).toBeUndefined();
  await items.nth(1).getByRole('link', { name: 'Link to this ruling' }).click();
  await expect(page).toHaveURL(/#ruling-6f1c2a8e$/);
  // The engine's open question now names who settled it.
  await expect(page.getByRole('region', { name: 'Open questions on this rule' })).toContainText('Settled by Philip Sibbering for v0.2 (confirmed, 2026-11-21)');
  expect((await new AxeBuilder({ page }).include('.designer-rulings').analyze()).violations).toEqual([]);
  // v0.1f's rule has only the withdrawn one, and no settled question.
  await page.goto(url('/v0.1f/rules/25/'));
  await expect(page.getByRole('region', { name: "Designer's rulings" })).toContainText('Withdrawn');
  await expect(page.getByText('Settled by')).toHaveCount(0);
});

test('the history page lists them per version, linked to the rule page', async ({ page }) => {
  await page.goto(url('/r/move-action/history/'));
  const v02 = page.getByRole('region', { name: "Designer's rulings in v0.2" });
  await expect(v02.getByRole('listitem').filter({ hasText: 'Confirmed' })).toContainText('anything up to 2 inches');
  await expect(v02.getByRole('link', { name: 'Link to this ruling' }).last()).toHaveAttribute('href', '/v0.2/rules/26/#ruling-6f1c2a8e');
  await expect(page.getByRole('region', { name: "Designer's rulings in v0.1f" })).not.toContainText('Confirmed');
});

test('the JSON files and the feed carry it', async ({ request }) => {
  const rules = await (await request.get(url('/api/v0.2/rules.json'))).json();
  const move = rules.find((r: { id: string }) => r.id === 'move-action');
  expect(move.rulings.map((r: { id: string; status: string; withdrawn: boolean }) => [r.id, r.status, r.withdrawn])).toEqual([
    ['7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', 'provisional', true],
    [RULING, 'confirmed', false],
  ]);
  const history = await (await request.get(url('/api/rules/move-action.json'))).json();
  expect(history.versions.map((v: { rulings: unknown[] }) => v.rulings.length)).toEqual([1, 2]);
  const feed = await (await request.get(url('/feed.xml'))).text();
  expect(feed).toContain(`<id>urn:uuid:${RULING}</id>`);
  expect(feed).not.toContain('<script>');
});

test('the settled ruling is v0.2’s default: its explainer says so, its widgets play it, v0.1f’s do not', async ({ page }) => {
  await page.goto(url('/v0.2/explainers/rulings/'));
  const settled = page.getByRole('complementary', { name: 'Settled by the designer for v0.2' });
  await expect(settled).toContainText('Settled by Philip Sibbering (confirmed, 2026-11-21)');
  await expect(settled.getByRole('link', { name: 'His ruling' })).toHaveAttribute('href', '/v0.2/rules/26/#ruling-6f1c2a8e');
  // The widgets' set-up as the build hands it to them.
  const island = (path: string) => readFileSync(join(build.site, path, 'index.html'), 'utf8');
  expect(island('v0.2/explainers/how-matches-pair-up')).toContain('&quot;move-distance&quot;:[0,&quot;up-to&quot;]');
  expect(island('v0.1f/explainers/how-matches-pair-up')).not.toContain('up-to');
});

test('the report form starts each version on the rulings it plays: v0.2 the settled Move, v0.1f the engine’s', async ({ page }) => {
  await page.goto(url('/playtests/report/'));
  const form = page.getByRole('form', { name: 'Game report' });
  await form.getByLabel('Rules played').selectOption('v0.2');
  await form.getByText('How your table read the open questions').click();
  const move = form.getByLabel('How far does a Move go?');
  await expect(move).toHaveValue('up-to');
  await form.getByLabel('Rules played').selectOption('v0.1f');
  await expect(move).toHaveValue('exact');
});

test('/playtests/ holds the published games against the engine’s own sow sim figures', async ({ page }) => {
  await page.goto(url('/playtests/'));
  await expect(page.getByText('Engine policies are not people.')).toBeVisible();
  const v02 = page.getByRole('region', { name: 'v0.2', exact: true });
  await expect(v02.getByRole('heading', { name: "52 games reported, played with the version's own settings" })).toBeVisible();
  const table = v02.getByRole('table').first();
  const draws = table.getByRole('row', { name: /^Draw/ });
  await expect(draws).toContainText("40 of 50: 80.0% (67.0% to 88.8%) plays unlike any of the engine's policies");
  await expect(v02.getByRole('img', { name: "Real games against the engine's predictions" })).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const cells = await table
    .getByRole('row', { name: /^Instigator wins/ })
    .getByRole('cell')
    .allInnerTexts();
  for (const pair of ['aggressive v counter', 'random v random']) {
    const [instigator, retaliator] = pair.split(' v ');
    const sim = JSON.parse(
      execFileSync(
        process.execPath,
        [
          'bin/sow.js',
          'sim',
          '--games',
          '2000',
          '--seed',
          '1',
          '--ruleset',
          'v0.2',
          '--move-distance',
          'up-to',
          '--instigator',
          instigator!,
          '--retaliator',
          retaliator!,
          '--json',
        ],
        { cwd: ROOT, encoding: 'utf8' },
      ),
    );
    expect(cells[headers.indexOf(pair) - 1], pair).toBe(`${((sim.instigatorWins / sim.games) * 100).toFixed(1)}%`);
  }
  // Most asked, beside the same rule's count in the version before.
  expect(
    await v02
      .getByRole('row', { name: /Rule 26: The Move Action/ })
      .getByRole('cell')
      .allInnerTexts(),
  ).toEqual(['3', '5']);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
