// Publish means published (issue 35): against `npm start` with no rebuild and no restart, on PGlite and on
// PostgreSQL, a designer made from the command line previews and publishes a ruling at the desk, and within a
// minute every reader has it: the rule page (its server island), the history page, both JSON files (ETag and
// 304), the feed, and /playtests/'s counts; offline, the copy of the last visit online. `npm run desk -- publish` while the server runs: it publishes on
// PostgreSQL, and on PGlite says plainly what to do instead.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DESIGNER, startDeskServer, type DeskServer } from './desk-server.ts';
import { ROOT } from './fixture-build.ts';

const TEXT = `A Move may stop short: anything up to 2 inches. Live canary ${Date.now().toString(36)}.`;

for (const backend of ['pglite', 'postgresql'] as const) {
  test.describe(`on ${backend}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 240_000 });
    let live: DeskServer | undefined;
    const url = (path: string) => live!.url(path);

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      live = await startDeskServer('live', backend);
      const game = { id: crypto.randomUUID(), version: 'v0.2', playedOn: '2026-11-27', result: 'instigator', turns: 9, left: { instigator: 2, retaliator: 0 } };
      const sent = await fetch(url('/api/playtests'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(game) });
      expect(sent.status).toBe(201);
    });
    test.afterAll(() => live?.stop());

    const rulingsOn = (page: Page) => page.getByRole('region', { name: "Designer's rulings" });

    test('a ruling published at the desk reaches every reader within a minute, with no build or restart', async ({ page, request }) => {
      // Before: the snapshot has no ruling and no game.
      await page.goto(url('/v0.2/rules/26/'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Move');
      await expect(rulingsOn(page)).toHaveCount(0);
      const before = await request.get(url('/api/v0.2/rules.json'));
      expect(before.status()).toBe(200);
      expect(await before.text()).not.toContain(TEXT);

      // The designer signs in, rules, previews and publishes.
      await page.goto(url('/desk/'));
      await page.getByLabel('Email').fill(DESIGNER.email);
      await page.getByLabel('Password').fill(DESIGNER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const desk = page.getByRole('navigation', { name: 'Desk' });
      await desk.getByRole('link', { name: 'Rulings', exact: true }).click();
      await page.getByLabel('Rules it is on (stable ids, e.g. move-action)').fill('move-action');
      await page.getByLabel('Your ruling').fill(TEXT);
      await page.getByRole('radio', { name: 'confirmed' }).first().check();
      await page.getByLabel('Engine ruling it settles (optional)').selectOption('move-distance=up-to');
      await page.getByRole('button', { name: 'Save ruling' }).click();
      await expect(page.locator('.desk').getByRole('status')).toContainText('Ruling saved');
      await desk.getByRole('link', { name: 'Preview and publish' }).click();
      const changes = page.getByRole('region', { name: /^Rulings \(1 change\)/ });
      await expect(changes).toContainText(`New: move-action (v0.2), Confirmed`);
      await expect(changes).toContainText(TEXT);
      const v02 = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'v0.2' }) });
      await expect(v02.getByRole('cell').first()).toHaveText('1 (+1)');
      await expect(page.getByText('1 of the reports counted is not yet read')).toBeVisible();
      await page.getByRole('button', { name: 'Publish rulings and counts' }).click();
      const said = page.locator('.desk').getByRole('status');
      await expect(said).toContainText('Published. Everyone reading this site sees them within a minute');
      await expect(said).not.toContainText(/commit|git|terminal|npm/i);
      // The snapshot for builds is written too.
      expect(readFileSync(join(live!.env.SOW_CONTENT_DIR!, 'rulings.yaml'), 'utf8')).toContain(TEXT);

      // Every reader, within a minute.
      await expect(async () => {
        await page.goto(url('/v0.2/rules/26/'));
        await expect(rulingsOn(page)).toContainText(TEXT, { timeout: 5000 });
      }).toPass({ timeout: 60_000 });
      await expect(rulingsOn(page)).toContainText('Confirmed · Philip Sibbering');
      // It settles how far a Move goes in v0.2; the page's widgets play it too (live-play.spec.ts), so no note of a difference.
      await expect(page.getByRole('note', { name: /Since this page was built/ })).toHaveCount(0);
      await expect(rulingsOn(page).getByText(/^Rulings last updated \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/)).toBeVisible();
      await page.goto(url('/r/move-action/history/'));
      await expect(page.getByRole('region', { name: "Designer's rulings in v0.2" })).toContainText(TEXT);

      const rules = await request.get(url('/api/v0.2/rules.json'));
      const move = ((await rules.json()) as Array<{ id: string; rulings: Array<{ text: string }> }>).find((r) => r.id === 'move-action')!;
      expect(move.rulings.map((r) => r.text)).toEqual([TEXT]);
      expect(rules.headers()['last-modified']).toBeTruthy();
      // Validated: the same copy again is a 304, cheaply.
      const again = await request.get(url('/api/v0.2/rules.json'), { headers: { 'if-none-match': rules.headers()['etag']! } });
      expect(again.status()).toBe(304);
      const history = (await (await request.get(url('/api/rules/move-action.json'))).json()) as {
        versions: Array<{ version: string; rulings: Array<{ text: string }> }>;
      };
      expect(history.versions.find((v) => v.version === 'v0.2')!.rulings.map((r) => r.text)).toEqual([TEXT]);
      expect(await (await request.get(url('/feed.xml'))).text()).toContain(TEXT);
      await page.goto(url('/playtests/'));
      await expect(page.getByText(/\b1 game\b/).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/playtests\/$/);
    });

    test('a burst of one game from one source is left out in one step, and never counted', async ({ page }) => {
      const game = { version: 'v0.2', playedOn: '2026-11-27', result: 'retaliator', turns: 4, left: { instigator: 0, retaliator: 3 }, name: 'Flood Source' };
      for (let i = 0; i < 4; i++) {
        const sent = await fetch(url('/api/playtests'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...game, id: crypto.randomUUID() }),
        });
        expect(sent.status).toBe(201);
      }
      await page.goto(url('/desk/preview/'));
      await page.getByLabel('Email').fill(DESIGNER.email);
      await page.getByLabel('Password').fill(DESIGNER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.goto(url('/desk/preview/'));
      const v02 = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'v0.2' }) });
      await expect(v02.getByRole('cell').first()).toHaveText('5 (+4)');
      const burst = page.getByRole('form', { name: /^4 reports from .?Flood Source.? between/ });
      await expect(burst).toContainText('result retaliator, 4 Turns');
      await burst.getByRole('button', { name: 'Leave out these 4 reports' }).click();
      await expect(page.locator('.desk').getByRole('status')).toHaveText('Left out: those reports are set aside and no longer counted.');
      await expect(page.getByText('No bursts.')).toBeVisible();
      await expect(v02.getByRole('cell').first()).toHaveText('1');
    });

    test.describe('with the service worker', () => {
      test.use({ serviceWorkers: 'allow' });
      test('the offline copy shows the rulings of the last visit with a connection, not the build’s', async ({ page, context }) => {
        test.skip(backend === 'postgresql', 'the service worker does not depend on the database');
        await page.goto(url('/v0.2/rules/26/'));
        await expect(page.getByText('Saved on this device for offline use.')).toBeVisible({ timeout: 60_000 });
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        // A visit with a connection, through the worker: it keeps the island's newest copy.
        await page.reload();
        await expect(rulingsOn(page)).toContainText(TEXT);
        await context.setOffline(true);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Move');
        // The built page has no ruling here: what shows is the copy kept on the last visit online.
        await expect(rulingsOn(page)).toContainText(TEXT);
        await context.setOffline(false);
      });
    });

    test('npm run desk -- publish while the server runs', async () => {
      const run = spawnSync(process.execPath, ['src/server/cli/desk.ts', 'publish', '--by', 'The Command Line'], {
        cwd: ROOT,
        env: { ...process.env, ...live!.env },
        encoding: 'utf8',
      });
      if (backend === 'pglite') {
        // Reading `publish-beside-pglite`: the server holds the folder; the command says what to do instead.
        expect(run.status).toBe(2);
        expect(run.stderr).toContain('the running server');
        expect(run.stderr).toContain('Publish from the desk instead');
      } else {
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        expect(run.stdout).toContain('Published (number 2, by The Command Line)');
        const feed = await fetch(url('/feed.xml'));
        expect(await feed.text()).toContain(TEXT);
      }
    });
  });
}
