import { expect, test } from '@playwright/test';
import { addedRule, droppedRule, movedRule, newest, oldest } from './content.ts';

test('the version switcher keeps the same rule (by stable id) across a renumbering', async ({ page }) => {
  const { from, to } = movedRule;
  await page.goto(`/${from.version}/rules/${from.number}/`);
  const switcher = page.getByRole('navigation', { name: 'This rule in each version' });
  await expect(switcher.getByRole('link', { name: `${from.version}: rule ${from.number}` })).toHaveAttribute('aria-current', 'page');
  await switcher.getByRole('link', { name: `${to.version}: rule ${to.number}` }).click();
  await expect(page).toHaveURL(`/${to.version}/rules/${to.number}/`);
  await expect(page.locator('h1')).toContainText(`Rule ${to.number}:`);
  // And back again.
  await page
    .getByRole('navigation', { name: 'This rule in each version' })
    .getByRole('link', { name: `${from.version}: rule ${from.number}` })
    .click();
  await expect(page).toHaveURL(`/${from.version}/rules/${from.number}/`);
});

test('a rule a later version changed says so and links to the compare entry', async ({ page }) => {
  const { from, to } = movedRule;
  await page.goto(`/${from.version}/rules/${from.number}/`);
  const marker = page.locator('.change-markers li').filter({ hasText: to.version });
  await expect(marker).toContainText(movedRule.reworded ? `Changed in ${to.version}` : `Renumbered in ${to.version}`);
  await marker.getByRole('link', { name: 'See the change' }).click();
  await expect(page).toHaveURL(`/compare/${from.version}...${to.version}/#rule-${from.id}`);
  await expect(page.locator(`#rule-${from.id}`)).toBeVisible();
});

test('a rule missing from another version says so plainly and offers that version’s sheet', async ({ page }) => {
  test.skip(!droppedRule, `no rule of ${oldest.id} is missing from ${newest.id}`);
  await page.goto(`/${droppedRule!.version}/rules/${droppedRule!.number}/`);
  const row = page.getByRole('navigation', { name: 'This rule in each version' }).locator('li').filter({ hasText: newest.id });
  await expect(row).toContainText(`${newest.id}: not in this version.`);
  await row.getByRole('link', { name: `See the ${newest.id} sheet` }).click();
  await expect(page).toHaveURL(`/${newest.id}/`);
});

test('the reconstructed version says so on its sheet and on every rule page', async ({ page }) => {
  test.skip(newest.status !== 'reconstructed', `${newest.id} is not a reconstruction`);
  await page.goto(`/${newest.id}/`);
  await expect(page.getByRole('complementary', { name: `About ${newest.id}` })).toContainText("Reconstructed from the designer's notes, not his sheet.");
  await page.goto(`/${newest.id}/rules/1/`);
  await expect(page.getByRole('complementary', { name: `About ${newest.id}` })).toBeVisible();
  await page.goto(`/${oldest.id}/`);
  await expect(page.locator('.banner')).toHaveCount(0);
});

test('a rule new in a version says so and links to where the compare page lists it', async ({ page }) => {
  test.skip(!addedRule, `${newest.id} adds no rule`);
  await page.goto(`/${addedRule!.version}/rules/${addedRule!.number}/`);
  const marker = page.locator('.change-markers li').first();
  await expect(marker.locator('.badge')).toHaveText(`New in ${newest.id}`);
  await marker.getByRole('link', { name: 'See the change' }).click();
  await expect(page).toHaveURL(`/compare/${oldest.id}...${newest.id}/#rule-${addedRule!.id}`);
  await expect(page.locator(`#rule-${addedRule!.id}`)).toBeVisible();
});
