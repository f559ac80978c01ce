// The engine's play follows a live Publish (issue 35, reading `live-play`): against `npm start` with no
// build and no restart, on PGlite and on PostgreSQL, the designer publishes at the desk a ruling that settles
// strikes at once for v0.1f; then the rule page's Match widget seals the first choice and lands both, its
// what-if table gives `sow odds --ruleset v0.1f`'s figures (both falling among them), the open
// questions' page says who settled it, and the Lab starts on strikes at once with `sow sweep`'s figures.
// Before the Publish, the same pages played strikes in turn.
import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { hydrate } from '../widgets/helpers.ts';
import { DESIGNER, startDeskServer, type DeskServer } from './desk-server.ts';
import { ROOT } from './fixture-build.ts';

const VERSION = 'v0.1f';
const RULE = '/v0.1f/rules/33/'; // Z's defence roll (defence-test): a what-if table and a Match widget
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * Every server island on the page has answered: with the part as the newest publication plays it, or with
 * nothing (it plays as built, and the page keeps its own).
 */
async function islandsIn(page: Page) {
  await page.waitForLoadState('networkidle');
}

for (const backend of ['pglite', 'postgresql'] as const) {
  test.describe(`on ${backend}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 240_000 });
    let live: DeskServer | undefined;
    const url = (path: string) => live!.url(path);
    /** `sow` on the server's content folder (the desk writes the snapshot files there as it publishes). */
    const sow = (...args: string[]) => {
      const r = spawnSync(process.execPath, ['bin/sow.js', ...args, '--json'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...live!.env } });
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as Record<string, number>;
    };

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      live = await startDeskServer('live-play', backend);
    });
    test.afterAll(() => live?.stop());

    const whatIf = (page: Page) => page.getByRole('group', { name: 'What if' });
    const match = (page: Page) => page.getByRole('region', { name: 'Match', exact: true });
    const sheetRow = (page: Page) => whatIf(page).getByRole('row', { name: new RegExp(`^The ${VERSION} sheet`) });
    const lab = (page: Page) => page.getByRole('region', { name: 'Lab' });
    /** The Lab's exchange reading, its policies and readings opened. */
    async function labExchange(page: Page) {
      await page.goto(url('/lab/'));
      await islandsIn(page);
      await hydrate(page);
      await lab(page).getByText('Policies and readings').click();
      return lab(page).getByLabel('Strikes that land at once');
    }

    test('a ruling settling strikes at once, published at the desk, changes the widget, the what-if table and the "Settled by" lines at once', async ({
      page,
    }) => {
      // Before: strikes in turn (no fourth column, no sealed choice).
      await page.goto(url(RULE));
      await islandsIn(page);
      const inTurn = sow('odds', '--gap', '3', '--instigator', 'aggressive', '--retaliator', 'counter', '--ruleset', VERSION);
      await expect(sheetRow(page).getByRole('cell')).toHaveText([pct(inTurn.instigator!), pct(inTurn.retaliator!), pct(inTurn.bothStand!)]);
      await expect(whatIf(page).getByRole('columnheader', { name: 'Both fall (double knock-out)' })).toHaveCount(0);
      await hydrate(page);
      await match(page).getByRole('button', { name: 'Move toward' }).click();
      await expect(match(page).getByRole('log', { name: 'Match log' })).not.toBeEmpty();
      await expect(match(page).getByText('The other has chosen, face down.')).toHaveCount(0);
      // The Lab starts on strikes in turn, the version's own.
      const inTurnLab = await labExchange(page);
      await expect(inTurnLab).toHaveValue('alternating');
      await expect(inTurnLab.locator('option:checked')).toHaveText(/\(default\)$/);

      // The designer rules and publishes.
      await page.goto(url('/desk/rulings/'));
      await page.getByLabel('Email').fill(DESIGNER.email);
      await page.getByLabel('Password').fill(DESIGNER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.goto(url('/desk/rulings/'));
      await page.getByLabel('Rules it is on (stable ids, e.g. move-action)').fill('combat-loop');
      const versions = page.getByRole('group', { name: 'Versions it applies to' }).first();
      await versions.getByRole('checkbox', { name: VERSION }).check();
      await versions.getByRole('checkbox', { name: 'v0.2' }).uncheck();
      await page.getByLabel('Your ruling').fill("The two combatants' k-th Actions are chosen unseen and land at once.");
      await page.getByRole('radio', { name: 'confirmed' }).first().check();
      await page.getByLabel('Engine ruling it settles (optional)').selectOption('exchange=simultaneous');
      await page.getByRole('button', { name: 'Save ruling' }).click();
      await expect(page.locator('.desk').getByRole('status')).toContainText('Ruling saved');
      await page.goto(url('/desk/preview/'));
      await page.getByRole('button', { name: 'Publish rulings and counts' }).click();
      await expect(page.locator('.desk').getByRole('status')).toContainText('Published.');

      // The same built page, no build or restart: every part plays strikes at once.
      await page.goto(url(RULE));
      await islandsIn(page);
      const o = sow('odds', '--gap', '3', '--instigator', 'aggressive', '--retaliator', 'counter', '--ruleset', VERSION);
      expect(o.bothFall).toBeGreaterThan(0);
      await expect(whatIf(page).getByRole('columnheader', { name: 'Both fall (double knock-out)' })).toBeVisible();
      await expect(sheetRow(page).getByRole('cell')).toHaveText([pct(o.instigator!), pct(o.retaliator!), pct(o.bothStand!), pct(o.bothFall!)]);
      await expect(page.getByText(/and the designer's rulings \(exchange simultaneous\)/)).toBeVisible();
      // Not a test that cannot fail: strikes in turn gave other figures.
      expect(o.instigator).not.toBe(inTurn.instigator);
      await hydrate(page);
      await match(page).getByRole('button', { name: 'Move toward' }).click();
      await expect(match(page).getByText('The other has chosen, face down.')).toBeVisible();
      await match(page).getByRole('button', { name: 'Move toward' }).click();
      await expect(match(page).getByRole('log', { name: 'Match log' })).toContainText('at the same moment');
      // No note that the page plays otherwise than its rulings: it does not.
      await expect(page.getByRole('note', { name: /Since this page was built/ })).toHaveCount(0);

      await page.goto(url(`/${VERSION}/explainers/rulings/`));
      await islandsIn(page);
      const settled = page.getByRole('complementary', { name: `Settled by the designer for ${VERSION}` });
      await expect(settled).toContainText(`Settled by ${DESIGNER.name} (confirmed`);
      await expect(settled.getByRole('link', { name: 'His ruling' })).toHaveAttribute('href', new RegExp(`^/${VERSION}/rules/\\d+/#ruling-`));
    });

    test("the same prerendered Lab then starts on strikes at once, marked the default, and its first run gives `sow sweep`'s figures", async ({ page }) => {
      test.setTimeout(180_000);
      const exchange = await labExchange(page);
      await expect(exchange).toHaveValue('simultaneous');
      await expect(exchange.locator('option:checked')).toHaveText(/^At once: .*\(default\)$/);
      await expect(exchange.locator('option', { hasText: 'In turn' })).not.toHaveText(/\(default\)/);
      await expect(lab(page).getByText(/^sow sweep --ruleset v0\.1f --param actions .*--exchange simultaneous/)).toBeVisible();

      await lab(page).getByLabel('Games per value').fill('20');
      await lab(page).getByLabel('Seed').fill('3');
      await lab(page).getByLabel('Seed').blur();
      await lab(page).getByRole('button', { name: 'Run games' }).click();
      const table = lab(page).getByRole('table', { name: /20 a value, seed 3, with 95% intervals$/ });
      await expect(table).toBeVisible({ timeout: 90_000 });
      // `sow` plays the version as the publication settles it: no --exchange flag.
      const { rows } = sow(
        'sweep',
        '--ruleset',
        VERSION,
        '--param',
        'actions',
        '--values',
        '1,2,3,4,5,6,7',
        '--gap',
        '2',
        '--instigator',
        'aggressive',
        '--retaliator',
        'counter',
        '--games',
        '20',
        '--seed',
        '3',
      ) as unknown as {
        rows: Array<{ value: number; odds: Record<string, number>; sim: Record<string, number> & { intervals: Record<string, [number, number]> } }>;
      };
      expect(rows).toHaveLength(7);
      // Not a test that cannot fail: both falling is a share only strikes at once have.
      expect(rows.some((r) => r.odds.bothFall! > 0)).toBe(true);
      const games = (won: number, ci: [number, number]) => `${pct(won / 20)} (${pct(ci[0])} – ${pct(ci[1])})`;
      for (const [i, r] of rows.entries())
        await expect(
          table
            .getByRole('row')
            .nth(i + 1)
            .getByRole('cell'),
        ).toHaveText([
          pct(r.odds.instigator!),
          pct(r.odds.retaliator!),
          pct(r.odds.bothStand!),
          pct(r.odds.bothFall!),
          '20',
          games(r.sim.instigatorWins!, r.sim.intervals.instigator!),
          games(r.sim.retaliatorWins!, r.sim.intervals.retaliator!),
          games(r.sim.draws!, r.sim.intervals.draw!),
          r.sim.meanTurns!.toFixed(1),
        ]);
    });
  });
}
