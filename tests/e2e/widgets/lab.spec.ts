// The designer's Lab (/lab/): driven by its accessible names, its figures checked against the engine's sweep.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_READINGS, defenceBand, sweepOdds, sweepPlan, type SweepOptions } from '../../../src/engine/index.ts';
import { sweep } from '../../unit/systems.ts';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { currentVersion } from '../../../src/site/catalog.ts';
import { copyLink, open, watchErrors } from './helpers.ts';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const policies = { instigator: 'aggressive', retaliator: 'counter' } as const;
// The Lab plays the current version's rules: its version.yaml's ruleset and parameter changes.
const { engine } = currentVersion(loadCatalog());
const base = { ruleset: engine.ruleset, params: engine.params, policies, rulings: { ...DEFAULT_READINGS } } as const;

const lab = (page: Page) => page.getByRole('region', { name: 'Lab' });

async function chooseDie(page: Page) {
  await lab(page).getByLabel('Parameter').selectOption('die');
  await lab(page).getByLabel('Values (comma-separated)').fill('4,6,10');
}

test('the Lab is in the main navigation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lab' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "The designer's Lab" })).toBeVisible();
});

test('exact odds for die 4, 6, 10 equal the engine’s sweepOdds, with each defence band', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, '/lab/');
  await chooseDie(page);
  const o: SweepOptions = { ...base, param: 'die', values: [4, 6, 10], gap: 2 };
  const table = lab(page).getByRole('table', { name: /Exact Match odds at a gap of 2 in/ });
  const plan = sweepPlan(o);
  for (const [i, p] of plan.entries()) {
    const odds = sweepOdds(o, p);
    await expect(table.getByRole('row').nth(i + 1)).toHaveText(
      `${p.die}${defenceBand(p).text}${pct(odds.instigator)}${pct(odds.retaliator)}${pct(odds.bothStand)}`,
    );
  }
  await expect(lab(page).getByRole('img', { name: /Match odds at a gap of 2 in, aggressive Instigator v counter Retaliator/ })).toBeVisible();
  // A value the engine refuses is refused with its message.
  await lab(page).getByLabel('Values (comma-separated)').fill('4,7');
  await expect(lab(page).getByText('Refused: die: value 7: 7 is out of range: one of 4, 6, 8, 10, 12, 20')).toBeVisible();
  await expect(lab(page).getByRole('button', { name: 'Run games' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('runs 200 games a value over a pool of three workers, equal to the engine’s sweep (one worker) for the same seed', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // The pool has one worker a core the browser reports but one: three of four here, whatever this machine has.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 4 }));
  await open(page, '/lab/');
  await chooseDie(page);
  await lab(page).getByLabel('Games per value').fill('200');
  await lab(page).getByLabel('Seed').fill('3');
  await lab(page).getByLabel('Seed').blur();
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await lab(page).getByRole('button', { name: 'Run games' }).click();
  await expect(lab(page).getByRole('button', { name: 'Run games' })).toBeVisible({ timeout: 90_000 });
  expect(workers.filter((u) => u.includes('sim.worker'))).toHaveLength(3);
  const rows = sweep({ ...base, param: 'die', values: [4, 6, 10], gap: 2, games: 200, seed: 3 });
  const table = lab(page).getByRole('table', { name: /200 a value, seed 3, with 95% intervals/ });
  // The button may stand throughout a short run: wait for the run's own table, however loaded the machine.
  await expect(table).toBeVisible({ timeout: 90_000 });
  for (const [i, r] of rows.entries()) {
    const s = r.sim!;
    const cells = table
      .getByRole('row')
      .nth(i + 1)
      .getByRole('cell');
    await expect(cells).toHaveText([
      defenceBand({ die: r.value as number, 'fails-on': [4, 5, 8][i]! }).text,
      pct(r.odds.instigator),
      pct(r.odds.retaliator),
      pct(r.odds.bothStand),
      '200',
      `${pct(s.instigatorWins / 200)} (${pct(s.intervals.instigator[0])} – ${pct(s.intervals.instigator[1])})`,
      `${pct(s.retaliatorWins / 200)} (${pct(s.intervals.retaliator[0])} – ${pct(s.intervals.retaliator[1])})`,
      `${pct(s.draws / 200)} (${pct(s.intervals.draw[0])} – ${pct(s.intervals.draw[1])})`,
      s.meanTurns.toFixed(1),
    ]);
  }
  expect(errors).toEqual([]);
});

test('issue 38: a 12-cell grid renders at most once an animation frame, and its games equal the engine’s sweep cell by cell', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await open(page, '/lab/');
  await chooseDie(page);
  await lab(page).getByLabel('Values (comma-separated)').fill('4,6,8,10,12,20');
  await lab(page).getByLabel('Across, for a grid').selectOption('actions');
  await lab(page).getByLabel('Values of actions (comma-separated)').fill('2,3');
  await lab(page).getByLabel('Games per value').fill('1000');
  await lab(page).getByLabel('Games per value').blur();
  await expect(lab(page).getByRole('button', { name: 'Run games' })).toBeEnabled();
  // From the press to the end of the run: each batch of changes to the Lab's markup is one render, and
  // the page's own animation frames are counted beside them.
  await page.evaluate(() => {
    const w = window as unknown as { renders: number; frames: number; running: boolean };
    const section = document.querySelector('section.sow-lab')!;
    Object.assign(w, { renders: 0, frames: 0, running: true });
    new MutationObserver(() => w.running && w.renders++).observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
    const frame = () => {
      if (!w.running) return;
      w.frames++;
      requestAnimationFrame(frame);
    };
    section.querySelector('.sow-primary')!.addEventListener('click', () => requestAnimationFrame(frame), { once: true });
  });
  await lab(page).getByRole('button', { name: 'Run games' }).click();
  const table = lab(page).getByRole('table', { name: /whole games, 1,000 a cell, seed 1, with 95% intervals/ });
  await expect(table).toBeVisible({ timeout: 150_000 });
  const { renders, frames } = await page.evaluate(() => {
    const w = window as unknown as { renders: number; frames: number; running: boolean };
    w.running = false;
    return { renders: w.renders, frames: w.frames };
  });
  // The press and the end render once each; every other render waits for a frame (one report a worker's slice was one render each, about 600 here).
  expect(renders).toBeGreaterThan(1);
  expect(renders).toBeLessThanOrEqual(frames + 2);
  const values = [4, 6, 8, 10, 12, 20];
  const rows = [2, 3].flatMap((actions) =>
    sweep({ ...base, params: { ...engine.params, actions }, param: 'die', values, gap: 2, games: 1000, seed: 1 }).map((r) => ({ actions, r })),
  );
  for (const [i, { actions, r }] of rows.entries()) {
    const s = r.sim!;
    const row = table.getByRole('row').nth(i + 1);
    await expect(row.getByRole('rowheader')).toHaveText(String(r.value));
    await expect(row.getByRole('cell').first()).toHaveText(String(actions));
    await expect(row.getByRole('cell').nth(-5)).toHaveText('1,000');
    await expect(row.getByRole('cell').nth(-4)).toHaveText(
      `${pct(s.instigatorWins / 1000)} (${pct(s.intervals.instigator[0])} – ${pct(s.intervals.instigator[1])})`,
    );
    await expect(row.getByRole('cell').nth(-2)).toHaveText(`${pct(s.draws / 1000)} (${pct(s.intervals.draw[0])} – ${pct(s.intervals.draw[1])})`);
    await expect(row.getByRole('cell').nth(-1)).toHaveText(s.meanTurns.toFixed(1));
  }
  expect(errors).toEqual([]);
});

test('Cancel stops a run', async ({ page }) => {
  await open(page, '/lab/');
  await lab(page).getByLabel('Games per value').fill('20000');
  await lab(page).getByLabel('Games per value').blur();
  await lab(page).getByRole('button', { name: 'Run games' }).click();
  const bar = lab(page).getByRole('progressbar', { name: 'Simulation progress' });
  await expect.poll(() => bar.evaluate((el) => (el as HTMLProgressElement).value), { timeout: 30_000 }).toBeGreaterThan(0);
  await lab(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(lab(page).getByText(/games: cancelled/)).toBeVisible();
  await expect(lab(page).getByRole('button', { name: 'Run games' })).toBeEnabled();
});

test('a Lab link round-trips the set-up; a malformed one shows an alert and the defaults', async ({ page }) => {
  await open(page, '/lab/');
  await lab(page).getByLabel('Parameter').selectOption('move');
  await lab(page).getByLabel('Values (comma-separated)').fill('1, 2.5');
  await lab(page).getByLabel('Gap for the Match odds (in)').fill('4.5');
  await lab(page).getByLabel('Gap for the Match odds (in)').blur();
  await lab(page).getByText('Policies and readings').click();
  await lab(page).getByLabel('Instigator plays').selectOption('counter');
  await lab(page).getByLabel('A strike with no Action left to answer it').selectOption('lands');
  await lab(page).getByLabel('Games per value').fill('300');
  await lab(page).getByLabel('Seed').fill('12');
  await lab(page).getByLabel('Seed').blur();
  const href = await copyLink(lab(page));
  // The one link format, in the Lab's own parameter as in any widget's.
  expect(new URL(href).searchParams.has('w.lab')).toBe(true);
  await open(page, href);
  // The link reader loads after hydration; on a busy machine (a parallel test running games) that can take a while.
  await expect(lab(page).getByLabel('Parameter')).toHaveValue('move', { timeout: 20_000 });
  await lab(page).getByText('Policies and readings').click();
  await expect(lab(page).getByLabel('Values (comma-separated)')).toHaveValue('1, 2.5');
  await expect(lab(page).getByLabel('Gap for the Match odds (in)')).toHaveValue('4.5');
  await expect(lab(page).getByLabel('Instigator plays')).toHaveValue('counter');
  await expect(lab(page).getByLabel('A strike with no Action left to answer it')).toHaveValue('lands');
  await expect(lab(page).getByLabel('Games per value')).toHaveValue('300');
  await expect(lab(page).getByLabel('Seed')).toHaveValue('12');

  const errors = watchErrors(page);
  await open(page, '/lab/?lab=eyJ2IjoxLCJwIjoic3BlZWQifQ');
  await expect(lab(page).getByRole('alert')).toContainText('could not be used', { timeout: 20_000 });
  await expect(lab(page).getByLabel('Parameter')).toHaveValue('actions');
  await expect(lab(page).getByRole('table', { name: /Exact Match odds/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deep link preselects the parameter', async ({ page }) => {
  await open(page, '/lab/?param=table');
  await expect(lab(page).getByLabel('Parameter')).toHaveValue('table', { timeout: 20_000 });
  await expect(lab(page).getByLabel('Values (comma-separated)')).toHaveValue('12x12, 18x12, 24x24');
});

for (const scheme of ['light', 'dark'] as const)
  test(`the Lab page is axe clean (${scheme}), with results, at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, '/lab/');
    await chooseDie(page);
    await lab(page).getByText('Policies and readings').click();
    await lab(page).getByLabel('Games per value').fill('20');
    await lab(page).getByLabel('Games per value').blur();
    await lab(page).getByRole('button', { name: 'Run games' }).click();
    await expect(lab(page).getByRole('table', { name: /20 a value/ })).toBeVisible({ timeout: 60_000 });
    await expect(lab(page).getByRole('button', { name: 'Run games' })).toBeVisible({ timeout: 60_000 });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
    // Nothing wider than the screen but the figures' own scrolling box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

test('issue 20, defect 4: a Lab link with strikes at once and optimal policies is refused with a message, not worked on for ever', async ({ page }) => {
  const errors = watchErrors(page);
  const link = Buffer.from(
    JSON.stringify({ v: 1, p: 'actions', x: '3, 5', g: 2, i: 'optimal', r: 'optimal', u: { exchange: 'simultaneous' }, n: 100, s: 1 }),
  ).toString('base64url');
  await open(page, `/lab/?lab=${link}`);
  await expect(lab(page).getByRole('alert')).toContainText('"optimal" needs strikes in turn', { timeout: 20_000 });
  await expect(lab(page).getByRole('button', { name: 'Run games' })).toBeEnabled();
  await expect(lab(page).getByText('Working out the odds')).toHaveCount(0);
  expect(errors).toEqual([]);
});
