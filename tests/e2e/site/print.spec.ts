import { expect, test } from '@playwright/test';
import { catalog, oldest, siteUrl } from './content.ts';

test('the sheet prints like the one-sheet: no site chrome, two columns, plain-text links to the published site, a QR code', async ({ page }) => {
  await page.goto(`/${oldest.id}/`);
  await expect(page.locator('.qr')).toBeHidden();
  await page.emulateMedia({ media: 'print' });

  for (const chrome of ['.site-header', '.site-footer', '.skip-link', 'nav[aria-label="Main"]']) await expect(page.locator(chrome)).toBeHidden();
  await expect(page.locator('.sheet-body')).toHaveCSS('column-count', '2');
  await expect(page.locator('.qr svg')).toBeVisible();
  await expect(page.locator('.qr')).toContainText(`${siteUrl}/${oldest.id}/`);

  const rules = catalog.rules(oldest.id);
  const printLinks = page.locator('.sheet-rules a.print-only');
  await expect(printLinks).toHaveCount(rules.length);
  await expect(printLinks.first()).toBeVisible();
  await expect(printLinks.first()).toHaveAttribute('href', `${siteUrl}/${oldest.id}/rules/1/`);
  await expect(page.locator('.sheet-rules a.screen-only').first()).toBeHidden();
  // Links read as text on paper.
  await expect(printLinks.first()).toHaveCSS('text-decoration-line', 'none');
  const color = await page.locator('body').evaluate((b) => getComputedStyle(b).color);
  await expect(printLinks.first()).toHaveCSS('color', color);
});
