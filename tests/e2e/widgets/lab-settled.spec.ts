// The Lab starts where its version's numbers do: a ruling the designer settled for that version (here
// v0.1f's last strike, ruled to land) is where its rulings start, on a build of the site with that ruling
// published. Its figures are the engine's under the settled ruling, and the command it shows says it.
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_READINGS, sweepOdds, sweepPlan, type SweepOptions } from '../../../src/engine/index.ts';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { currentVersion } from '../../../src/site/catalog.ts';
import { fixtureBuild, settlingRulings, writeFiles, type FixtureBuild } from '../playtests/fixture-build.ts';
import { copyLink, hydrate, watchErrors } from './helpers.ts';

const { id: VERSION, engine } = currentVersion(loadCatalog());
const RULINGS = settlingRulings({
  id: '3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  version: VERSION,
  text: 'A strike with no Action left to answer it removes its target.',
  ruling: 'last-strike',
  value: 'lands',
});

test.describe.configure({ mode: 'serial', timeout: 300_000 });
let build: FixtureBuild;
test.beforeAll(async () => {
  test.setTimeout(400_000);
  build = await fixtureBuild((content) => writeFiles(content, { 'rulings.yaml': RULINGS }));
});
test.afterAll(async () => build?.remove());

const lab = (page: Page) => page.getByRole('region', { name: 'Lab' });
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

async function openLab(page: Page, query = '') {
  await page.goto(`${build.server.url}/lab/${query}`);
  await hydrate(page);
}

test("the Lab's rulings start from the version's settled ruling, and its odds and command follow it", async ({ page }) => {
  const errors = watchErrors(page);
  await openLab(page);
  await lab(page).getByText('Policies and readings').click();
  await expect(lab(page).getByLabel('A strike with no Action left to answer it')).toHaveValue('lands');
  await expect(lab(page).getByText(/^sow sweep .*--last-strike lands/)).toBeVisible();

  // The opening sweep (actions, at a gap of 2, aggressive v counter) as the engine plays it under the settled ruling.
  const o: SweepOptions = {
    param: 'actions',
    values: [1],
    gap: 2,
    ruleset: engine.ruleset,
    params: engine.params,
    policies: { instigator: 'aggressive', retaliator: 'counter' },
    readings: { ...DEFAULT_READINGS, 'last-strike': 'lands' },
  };
  const [one] = sweepPlan(o);
  const settled = sweepOdds(o, one!);
  // Not a test that cannot fail: the ruling changes this row.
  expect(sweepOdds({ ...o, readings: { ...DEFAULT_READINGS } }, one!)).not.toEqual(settled);
  const table = lab(page).getByRole('table', { name: /Exact Match odds at a gap of 2 in/ });
  await expect(table.getByRole('row').nth(1)).toHaveText(`1${pct(settled.instigator)}${pct(settled.retaliator)}${pct(settled.bothStand)}`);

  // A rule page's deep link starts there too; a shared link keeps the ruling it was made with.
  await openLab(page, '?param=move');
  await expect(lab(page).getByLabel('Parameter')).toHaveValue('move', { timeout: 20_000 });
  await lab(page).getByText('Policies and readings').click();
  await expect(lab(page).getByLabel('A strike with no Action left to answer it')).toHaveValue('lands');
  await lab(page).getByLabel('A strike with no Action left to answer it').selectOption('lost');
  const href = await copyLink(lab(page));
  await page.goto(href);
  await hydrate(page);
  await expect(lab(page).getByLabel('Parameter')).toHaveValue('move', { timeout: 20_000 });
  await lab(page).getByText('Policies and readings').click();
  await expect(lab(page).getByLabel('A strike with no Action left to answer it')).toHaveValue('lost');
  expect(errors).toEqual([]);
});
