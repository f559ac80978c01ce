import { expect, test } from '@playwright/test';
import { catalog, current } from './content.ts';

test('home → sheet → rule → next → previous, by links', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('Spheres of War: Tactical Fragment 1');
  await page.getByRole('link', { name: `Read the whole ${current.id} sheet on one page` }).click();
  await expect(page).toHaveURL(`/${current.id}/`);
  await expect(page.locator('h1')).toHaveText(current.title);
  const rules = catalog.rules(current.id);
  await expect(page.locator('.sheet-rules > li')).toHaveCount(rules.length);

  const second = rules[1]!;
  await page.getByRole('link', { name: `Rule ${second.number}`, exact: true }).click();
  await expect(page).toHaveURL(`/${current.id}/rules/${second.number}/`);
  await expect(page.locator('h1')).toHaveText(`Rule ${second.number}: ${second.title}`);
  await expect(page.locator('.designer-quote blockquote')).toContainText(second.wording.replace(/\*/g, '').slice(0, 20));

  await page.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(`/${current.id}/rules/${second.number + 1}/`);
  await page.locator('a[rel="prev"]').click();
  await page.locator('a[rel="prev"]').click();
  await expect(page).toHaveURL(`/${current.id}/rules/1/`);
  await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto(`/${current.id}/rules/1/`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('a glossary term shows its short definition on keyboard focus and on hover', async ({ page }) => {
  const terms = page.locator('.term > a');
  // The first rule page that uses a glossary term.
  for (const r of catalog.rules(current.id)) {
    await page.goto(`/${r.version}/rules/${r.number}/`);
    if ((await terms.count()) > 0) break;
  }
  const link = terms.first();
  const tip = page.locator(`#${await link.getAttribute('aria-describedby')}`);
  await expect(tip).toBeHidden();
  await link.focus();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('role', 'tooltip');
  await expect(link).toHaveAccessibleDescription((await tip.textContent())!.trim());
  await link.blur();
  await expect(tip).toBeHidden();
  await link.hover();
  await expect(tip).toBeVisible();
});

test('short addresses forward to the current (newest published) version’s rule', async ({ page }) => {
  const rule = catalog.rules(current.id)[4]!;
  await page.goto(`/rules/${rule.number}/`);
  await expect(page).toHaveURL(`/${current.id}/rules/${rule.number}/`);
  await page.goto(`/r/${rule.id}/`);
  await expect(page).toHaveURL(`/${current.id}/rules/${rule.number}/`);
});

test('redirect pages work without following the refresh: canonical and a visible link', async ({ request }) => {
  const rule = catalog.rules(current.id)[0]!;
  const html = await (await request.get(`/rules/${rule.number}/`, { maxRedirects: 0 })).text();
  expect(html).toContain(`http-equiv="refresh" content="0; url=/${current.id}/rules/${rule.number}/"`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/${current.id.replace('.', '\\.')}/rules/${rule.number}/">`));
  expect(html).toContain(`<a href="/${current.id}/rules/${rule.number}/">`);
});

test('the main navigation reaches the game on every page', async ({ page }) => {
  await page.goto(`/${current.id}/rules/1/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL('/play/');
  await expect(page.getByRole('region', { name: 'Game' })).toBeVisible();
});
