import { expect, test } from '@playwright/test';
import { catalog, newest, oldest } from './content.ts';

test('search from the header, see results, filter them by version', async ({ page }) => {
  await page.goto('/');
  // The word every version's Move rule uses.
  const word = 'Move';
  await page.getByRole('searchbox', { name: 'Search the handbook' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search the handbook' }).press('Enter');
  await expect(page).toHaveURL(`/search/?q=${word}`);

  const results = page.locator('#search-results > li');
  await expect(results.first()).toBeVisible();
  await expect(page.locator('#search-status')).toContainText(`results for “${word}”`);

  await page.getByLabel('Version').selectOption(oldest.id);
  await expect(page.locator('#search-status')).toContainText(`in ${oldest.id}`);
  await expect(page).toHaveURL(new RegExp(`version=${oldest.id.replace('.', '\\.')}`));
  const badges = await results.locator('.badge').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  for (const b of badges) expect(b.split(', ')).toContain(oldest.id);
  // Rule pages of the other version are filtered out.
  for (const href of await results.locator('h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).not.toMatch(new RegExp(`^/${newest.id.replace('.', '\\.')}/`));

  // A result leads to its page.
  await results.locator('h2 a').first().click();
  await expect(page.locator('main h1')).toBeVisible();
});

test('a search with a rule title finds that rule’s page', async ({ page }) => {
  const rule = catalog.rules(newest.id).find((r) => r.title.split(' ').length >= 2)!;
  await page.goto(`/search/?q=${encodeURIComponent(rule.title)}&version=${newest.id}`);
  await expect(
    page
      .locator('#search-results h2 a')
      .filter({ hasText: `Rule ${rule.number}: ${rule.title}` })
      .first(),
  ).toBeVisible();
});
