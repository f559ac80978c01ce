// Across every page that places a widget: no console errors, axe-clean widgets, the script budget,
// reduced motion and visible keyboard focus.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hydrate, isRegistration, open, presetPage, watchErrors } from './helpers.ts';
import { STATIC_OUT } from '../../../src/site/config.ts';

const DIST = join(import.meta.dirname, '../../..', STATIC_OUT);
const BUDGET = 60 * 1000;
/** The service worker's registration, on every page (src/site/client/offline.ts), has a budget of its own. */
const REGISTRATION_BUDGET = 1000;

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) htmlFiles(path, out);
    else if (name.endsWith('.html')) out.push(path);
  }
  return out;
}

const pages = htmlFiles(DIST).map((file) => {
  const html = readFileSync(file, 'utf8');
  const path =
    '/' +
    relative(DIST, file)
      .replace(/index\.html$/, '')
      .replace(/\\/g, '/');
  return { path, widgets: (html.match(/<astro-island/g) ?? []).length };
});
const withWidgets = pages.filter((p) => p.widgets > 0);

/**
 * Script bytes a page loads in a fresh browser context (no cache): external scripts as served, plus inline
 * ones, apart from the service worker's registration, counted as `registration`. The worker itself never
 * counts: the browser fetches it for its own thread, not for the page (and the config blocks it here).
 */
async function scriptBytes(
  browser: Browser,
  baseURL: string,
  path: string,
): Promise<{ external: number; inline: number; registration: number[]; files: string[] }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    try {
      sizes.set(r.url(), (await r.body()).length);
    } catch {
      /* a navigation away; not ours */
    }
  });
  await page.goto(path);
  // Before any touch: the islands that load on first touch (the Game, the turn systems) count as they stand.
  await hydrate(page, false);
  await page.waitForLoadState('networkidle');
  const inline = await page.$$eval('script:not([src])', (s) =>
    s.map((el) => ({ text: el.textContent ?? '', bytes: new TextEncoder().encode(el.textContent ?? '').length })),
  );
  await context.close();
  return {
    external: [...sizes.values()].reduce((a, b) => a + b, 0),
    inline: inline.filter((s) => !isRegistration(s.text)).reduce((n, s) => n + s.bytes, 0),
    registration: inline.filter((s) => isRegistration(s.text)).map((s) => s.bytes),
    files: [...sizes.keys()].map((u) => new URL(u).pathname),
  };
}

test('the site places widgets (otherwise these checks prove nothing)', () => {
  expect(withWidgets.length).toBeGreaterThan(10);
});

for (const { path } of withWidgets)
  test(`no console errors on ${path}`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

test('script budget: every widget page loads under 60 KB of script; pages without widgets load none but the service worker registration', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const seen: Array<[string, number]> = [];
  // One page per distinct set of islands is enough: pages with the same widgets load the same files.
  const kinds = new Map<string, string>();
  for (const { path } of withWidgets) {
    const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
    const key = [...html.matchAll(/component-url="([^"]+)"/g)]
      .map((m) => m[1])
      .sort()
      .join(' ');
    if (!kinds.has(key)) kinds.set(key, path);
  }
  // The Lab and a rule page with a what-if control, whatever else shares their islands.
  for (const path of ['/lab/', '/v0.1f/rules/25/', '/v0.1f/rules/33/']) if (![...kinds.values()].includes(path)) kinds.set(path, path);
  for (const path of kinds.values()) {
    const { external, inline, registration } = await scriptBytes(browser, baseURL!, path);
    seen.push([path, external + inline]);
    expect(registration.length, path).toBe(1);
    expect(registration[0], path).toBeLessThan(REGISTRATION_BUDGET);
  }
  seen.sort((a, b) => b[1] - a[1]);
  console.log(`Heaviest widget pages (script bytes, external + inline):\n${seen.map(([p, n]) => `  ${n} ${p}`).join('\n')}`);
  for (const [path, bytes] of seen) expect(bytes, path).toBeLessThan(BUDGET);
  for (const path of ['/', '/glossary/', '/explainers/', pages.find((p) => p.widgets === 0 && /\/rules\/\d+\/$/.test(p.path))!.path]) {
    const { external, files, registration } = await scriptBytes(browser, baseURL!, path);
    expect(files, path).toEqual([]);
    expect(external).toBe(0);
    expect(registration.length, path).toBe(1);
    expect(registration[0], path).toBeLessThan(REGISTRATION_BUDGET);
  }
});

const axePages = [
  ['match', 'contact', 'v0.1f'],
  ['match', 'start-in-contact', 'v0.2'],
  ['match-pairing', 'tie', 'v0.1f'],
  ['match-pairing', 'deployment', 'v0.2'],
  ['game', 'five-a-side', 'v0.1f'],
  ['game', 'endgame', 'v0.2'],
  ['odds', 'closing-distance', 'v0.1f'],
] as const;

for (const scheme of ['light', 'dark'] as const)
  for (const [type, preset, version] of axePages)
    test(`axe finds nothing in ${type}/${preset} (${version}, ${scheme}), settings open, after a decision`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, presetPage(type, preset, version));
      const widget = page.locator('.sow-widget');
      const details = widget.locator('details');
      for (let i = 0; i < (await details.count()); i++) await details.nth(i).locator('summary').click();
      await expect(widget.getByText('Loading…')).toHaveCount(0);
      const first = widget.getByRole('button', { name: /^(Move toward|Next Match|Move & Auto-hit|Step)$/ });
      if (await first.count()) await first.first().click();
      const results = await new AxeBuilder({ page }).include('.sow-widget').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
    });

test('no movement animates when the reader asks for reduced motion', async ({ page }) => {
  await open(page, presetPage('game', 'five-a-side'));
  const base = page.locator('.sow-base').first();
  expect(await base.evaluate((el) => getComputedStyle(el).transitionDuration)).not.toBe('0s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => base.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
});

test('keyboard: Tab reaches the controls, focus is visible, Enter and Space act', async ({ page }) => {
  await open(page, presetPage('match', 'contact'));
  const widget = page.getByRole('region', { name: 'Match', exact: true });
  await widget.getByRole('button', { name: 'Wait' }).focus();
  await page.keyboard.press('Tab');
  const focused = widget.getByRole('button', { name: 'Move toward' });
  await expect(focused).toBeFocused();
  expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('button', { name: 'Roll' })).toBeVisible();
  await widget.getByRole('button', { name: 'Roll' }).focus();
  await page.keyboard.press('Space');
  await expect(widget.getByText("Retaliator's R1: 1 of 5 Actions used")).toBeVisible();
  await expect(widget.getByRole('log')).toHaveAttribute('aria-live', 'polite');
});
