import { expect, test } from '@playwright/test';
import { catalog, current, oldest } from './content.ts';

test('a rule number past the end offers the nearest rules', async ({ page }) => {
  const last = catalog.rules(current.id).at(-1)!;
  const response = await page.goto(`/rules/${last.number + 4}/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  const suggestions = page.getByRole('region', { name: 'Did you mean' });
  await expect(suggestions).toContainText(`No rule ${last.number + 4} in ${current.id}`);
  await expect(suggestions.getByRole('link').first()).toHaveText(`Rule ${last.number}: ${last.title} (${current.id})`);
  await suggestions.getByRole('link').first().click();
  await expect(page).toHaveURL(`/${current.id}/rules/${last.number}/`);
});

test('a mistyped stable id offers the rule it was meant to be', async ({ page }) => {
  const rule = catalog.rules(current.id).find((r) => r.id.length > 8)!;
  const typo = rule.id.slice(0, -2) + rule.id.slice(-1) + rule.id.slice(-2, -1);
  await page.goto(`/r/${typo}/`);
  await expect(page.getByRole('region', { name: 'Did you mean' }).getByRole('link').first()).toHaveAttribute('href', `/${current.id}/rules/${rule.number}/`);
});

test('a versioned rule address keeps its version', async ({ page }) => {
  const last = catalog.rules(oldest.id).at(-1)!;
  await page.goto(`/${oldest.id}/rules/${last.number + 7}/`);
  await expect(page.getByRole('region', { name: 'Did you mean' }).getByRole('link').first()).toHaveAttribute('href', `/${oldest.id}/rules/${last.number}/`);
});

test('other missing pages just say so', async ({ page }) => {
  await page.goto('/no/such/page/');
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.locator('#suggestions')).toBeHidden();
});
