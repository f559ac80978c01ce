// A version whose designer settled the ruling exchange as `simultaneous`: its widgets play strikes at
// once from the start, on a build of the site with that ruling published. The Match widget seals the
// first choice and carries out both; the Odds widget's exact odds are the engine's at once (both falling
// among them), its preset's
// `optimal` sides playing `aggressive` (reading settled-at-once-policies).
import { expect, test } from '@playwright/test';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { currentVersion } from '../../../src/site/catalog.ts';
import { matchOdds } from '../../unit/systems.ts';
import { fixtureBuild, settlingRulings, writeFiles, type FixtureBuild } from '../playtests/fixture-build.ts';
import { hydrate, presetPage, watchErrors } from './helpers.ts';

const { id: VERSION } = currentVersion(loadCatalog());
const RULINGS = settlingRulings({
  id: '6e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  version: VERSION,
  text: "The two combatants' k-th Actions are chosen unseen and land at once.",
  ruling: 'exchange',
  value: 'simultaneous',
});

test.describe.configure({ mode: 'serial', timeout: 300_000 });
let build: FixtureBuild;
test.beforeAll(async () => {
  test.setTimeout(400_000);
  build = await fixtureBuild((content) => writeFiles(content, { 'rulings.yaml': RULINGS }));
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
  const o = matchOdds({ gap: 2, instigator: 'aggressive', retaliator: 'aggressive', rulings: { exchange: 'simultaneous' } });
  // Not a test that cannot fail: strikes in turn give other figures.
  expect(matchOdds({ gap: 2, instigator: 'aggressive', retaliator: 'aggressive' })).not.toEqual(o);
  // Four shares that add up: both falling together is the fourth.
  await expect(odds.getByRole('columnheader', { name: 'Both fall (double knock-out)' })).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([pct(o.instigator), pct(o.retaliator), pct(o.bothStand), pct(o.bothFall!)]);
  expect(errors).toEqual([]);
});
