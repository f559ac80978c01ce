// The handbook at the table: after one visit the rules and widgets work with no connection, the page
// says which build is saved, and a newer build is offered, never swapped in silently.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serveStatic } from '../../../scripts/static-server.ts';
import { catalog } from './content.ts';
import { presetPage, watchErrors } from '../widgets/helpers.ts';
import { STATIC_OUT } from '../../../src/site/config.ts';

// The config blocks service workers for every other test; these are about nothing else.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const DIST = join(import.meta.dirname, '../../..', STATIC_OUT);
const rulePage = '/v0.1f/rules/1/';
const ruleTitle = catalog.rule('v0.1f', 1)!.title;
const nextRule = catalog.rule('v0.1f', 2)!;
// The combat loop explainer in the version read holds the Match widget; /play/ and the other version are not saved by that visit.
const widgetPage = '/v0.1f/explainers/combat-loop/';
const playPage = presetPage('match', 'contact');
const otherVersionPage = '/v0.2/rules/1/';
const otherVersionTitle = catalog.rule('v0.2', 1)!.title;
const versionsNote = catalog.versions.map((v) => (v.status === 'published' ? v.id : `${v.id} (${v.status})`)).join(', ');

/** Opens a page and waits until the service worker has saved what a first visit saves and controls the page. */
async function visitOnce(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The site's own pages, the version being read and their search index: a few seconds, more on a busy machine.
  await expect(page.getByText('Saved on this device for offline use.')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("after one visit, the version's rule pages, a widget and the forms open and work with no connection", async ({ page, context }) => {
  const errors = watchErrors(page);
  await visitOnce(page, rulePage);
  await expect(page.locator('#sow-offline-state')).toHaveText(
    'Saved on this device for offline use. What is saved: the explainers, glossary, search and forms; the v0.1f rules.',
  );
  await context.setOffline(true);

  await page.reload();
  await expect(page.locator('h1')).toContainText(ruleTitle);
  await expect(page.locator('.offline-note')).toContainText(
    new RegExp(`Handbook build \\S+ of \\d{4}-\\d\\d-\\d\\d, rules ${versionsNote.replace(/[().]/g, '\\$&')}\\.`),
  );
  await expect(page.locator('.offline-note')).toContainText('Saved on this device for offline use.');

  // A link to a page never opened.
  await page
    .getByRole('link', { name: `Rule 2: ${nextRule.title}` })
    .first()
    .click();
  await expect(page.locator('h1')).toContainText(nextRule.title);

  // A widget on a page of the same version never opened: its islands' script comes from the saved copy too.
  await page.goto(widgetPage);
  const widget = page.getByRole('region', { name: 'Match', exact: true });
  await widget.getByRole('button', { name: 'Move toward' }).click();
  await expect(widget.getByRole('button', { name: 'Roll' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Match', exact: true }).getByRole('button', { name: 'Move toward' })).toBeVisible();

  // The forms, never opened.
  await page.goto('/playtests/report/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report a game');
  await page.goto('/playtests/ask/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask about a rule');

  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Match', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the first visit saves only its version: the other version and Play wait for a visit or for "Save everything for offline"', async ({ page, context }) => {
  const errors = watchErrors(page);
  await visitOnce(page, rulePage);
  await context.setOffline(true);
  // Neither was opened, and neither is the version being read.
  for (const path of [otherVersionPage, playPage]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  }
  await context.setOffline(false);

  // Visited once online, a page is saved as it is.
  await page.goto(otherVersionPage);
  await expect(page.locator('h1')).toContainText(otherVersionTitle);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1')).toContainText(otherVersionTitle);
  await context.setOffline(false);

  // Everything at once, with a sign saying how far it got.
  await page.goto(rulePage);
  const saveAll = page.getByRole('button', { name: 'Save everything for offline' });
  await saveAll.click();
  const sign = page.locator('#sow-saving');
  await expect(sign).toContainText(/Saving for offline use: \d+ of \d+ files…|Saved for offline use\./);
  await expect(sign).toBeInViewport();
  await expect(page.locator('#sow-offline-state')).toHaveText('Saved on this device for offline use. What is saved: everything.', { timeout: 90_000 });
  await expect(saveAll).toBeHidden();

  await context.setOffline(true);
  await page.goto(playPage);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  const game = page.getByRole('region', { name: 'Match', exact: true }).first();
  await game.getByRole('button', { name: 'Move toward' }).click();
  await expect(game.getByRole('button', { name: 'Roll' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('39.10: a sign while the first visit saves, and offline from then on a page not yet saved is the offline page', async ({ page, context }) => {
  await page.goto(rulePage);
  // The sign sits at the foot of the window while it saves, then says it is done. It shows once the worker
  // has taken the page (its precache is the offline page, styles and icons: about 60 KB, well under a
  // second here on a quiet machine; longer when the machine is shared, hence the wait).
  const sign = page.locator('#sow-saving');
  await expect(sign).toContainText(/Saving for offline use: \d+ of \d+ files…|Saved for offline use\./, { timeout: 30_000 });
  await expect(sign).toBeInViewport();
  await expect(sign.getByRole('progressbar', { name: 'Saved for offline use so far' })).toBeAttached();
  // The connection drops while the first visit is still saving: a page of another version, never saved.
  await context.setOffline(true);
  await page.goto(otherVersionPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
});

test('offline, an address that was never saved shows the offline page, not an error', async ({ page, context }) => {
  await visitOnce(page, rulePage);
  await context.setOffline(true);
  // No page has this address, so nothing saved it: the network is the only way, and it is gone.
  await page.goto('/v0.1f/rules/999/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await page.getByRole('link', { name: 'The v0.1f sheet' }).click();
  await expect(page).toHaveURL('/v0.1f/');
  // Online again, the same address is the site's own 404 page: the offline page never stands in for it.
  await context.setOffline(false);
  await page.goto('/v0.1f/rules/999/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a newer build is offered when back online, and replaces the saved one only on Reload', async ({ page, context }) => {
  // A server of our own, so the test can lay a newer build over the built site without touching it.
  const newer = mkdtempSync(join(tmpdir(), 'sow-newer-build-'));
  const server = await serveStatic([newer, DIST]);
  try {
    const errors = watchErrors(page);
    await visitOnce(page, `${server.url}${rulePage}`);
    const buildId = page.locator('[data-build-id]');
    const savedBuild = await buildId.textContent();

    // The newer build changes this rule page; its service worker lists the page under a new revision.
    const file = join(newer, rulePage, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, readFileSync(join(DIST, rulePage, 'index.html'), 'utf8').replace(`data-build-id>${savedBuild}<`, 'data-build-id>newer<'));
    // The worker's list of saved files (sw-saved.js) gives the page a new revision, and sw.js the list a new one.
    const saved = readFileSync(join(DIST, 'sw-saved.js'), 'utf8');
    const newerSaved = saved.replace(/(\["\/v0\.1f\/rules\/1\/",")[0-9a-f]+"/, '$1newer"');
    expect(newerSaved).not.toBe(saved);
    writeFileSync(join(newer, 'sw-saved.js'), newerSaved);
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    const newerSw = sw.replace(/(\{url:"sw-saved\.js",revision:")[0-9a-f]+"/, '$1newer"');
    expect(newerSw).not.toBe(sw);
    writeFileSync(join(newer, 'sw.js'), newerSw);

    // Back from the table: going online looks for a newer build and offers it.
    await context.setOffline(true);
    await context.setOffline(false);
    const notice = page.getByText('A newer version of the handbook is available.');
    await expect(notice).toBeVisible();
    await expect(buildId).toHaveText(savedBuild!);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const axe = await new AxeBuilder({ page }).include('.update-notice').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(axe.violations.map((v) => `${scheme} ${v.id}: ${v.help}`)).toEqual([]);
    }
    // Reloading the page by hand keeps the saved build until the reader takes the offer.
    await page.reload();
    await expect(buildId).toHaveText(savedBuild!);
    await expect(notice).toBeVisible();

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(buildId).toHaveText('newer');
    await expect(notice).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await server.close();
    rmSync(newer, { recursive: true, force: true });
  }
});

test('the web app manifest names the app, its colours, start page and icons, and every icon loads', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Spheres of War handbook', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

  const icons: Array<{ src: string; sizes: string; type: string; purpose: string }> = manifest.icons;
  expect(icons.map((i) => i.type)).toEqual(expect.arrayContaining(['image/svg+xml', 'image/png']));
  // Installing needs a 192 and a 512 px PNG; one of them also fills a masked (round, squircle) shape.
  expect(icons.filter((i) => i.type === 'image/png').map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    const body = await file.body();
    if (icon.type === 'image/png') {
      // The PNG header's own width and height (IHDR, bytes 16–23) against what the manifest claims.
      expect(body.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    } else {
      expect(body.toString('utf8'), icon.src).toContain('<svg');
    }
  }
});

test('10 (issue 22): after one visit, search works offline, its index saved with the site', async ({ page, context }) => {
  const errors = watchErrors(page);
  await visitOnce(page, rulePage);
  await context.setOffline(true);
  await page.goto('/search/?q=defense');
  const defence = catalog.rule('v0.1f', 'defence-test')!;
  await expect(page.locator('#search-results h2 a').filter({ hasText: defence.title }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#search-status')).toContainText('results for “defense”');
  expect(errors).toEqual([]);
});
