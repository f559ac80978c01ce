import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { otherScripts } from '../widgets/helpers.ts';
import { catalog, current, newest, oldest, practice } from './content.ts';

// Rule pages place widgets with ::widget; this is one whose MDX body has none.
const ruleWithoutWidget = catalog.rules(oldest.id).find((r) => !readFileSync(join(catalog.root, r.file), 'utf8').includes('::widget'))!;

const pages = [
  '/',
  `/${oldest.id}/`,
  `/${newest.id}/`,
  `/${newest.id}/rules/1/`,
  `/${ruleWithoutWidget.version}/rules/${ruleWithoutWidget.number}/`,
  '/explainers/',
  `/${current.id}/explainers/rulings/`,
  '/glossary/',
  `/compare/${oldest.id}...${newest.id}/`,
  '/compare/',
  '/search/',
  '/rules/999/',
  `/${current.id}/practice/`,
  ...['next', 'best'].map((k) => `/${current.id}/practice/${practice.questions.find((q) => q.kind === k)!.id}/`),
];

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of pages) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(scroll).toBeLessThanOrEqual(client);
    });
  }
});

test('every page has a title, a description and a canonical address on the site', async ({ page, baseURL }) => {
  for (const path of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, path).toMatch(/^https?:\/\//);
    expect(canonical).not.toContain(new URL(baseURL!).host);
    for (const landmark of ['header', 'nav', 'main', 'footer']) await expect(page.locator(landmark).first(), `${path} ${landmark}`).toBeAttached();
  }
});

test('pages without widgets load no script but the service worker registration until the reader opens search', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of [
    '/',
    `/${oldest.id}/`,
    `/${ruleWithoutWidget.version}/rules/${ruleWithoutWidget.number}/`,
    `/${current.id}/explainers/rulings/`,
    '/glossary/',
    `/compare/${oldest.id}...${newest.id}/`,
  ]) {
    await page.goto(path);
    expect(await page.locator('.widget-slot').count(), `${path} has a widget`).toBe(0);
    // No <script> but the service worker's registration, inline or external (JSON data blocks would not run, but there are none here either).
    expect(await otherScripts(page), path).toEqual([]);
  }
  expect(scripts).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search the handbook' }).fill('Match');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(page).toHaveURL(/\/search\/\?q=Match/);
  await expect(page.locator('#search-results li').first()).toBeVisible();
  expect(scripts.some((u) => u.includes('/pagefind/pagefind.js'))).toBe(true);
});
