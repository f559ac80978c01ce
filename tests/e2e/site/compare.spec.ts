import { expect, test } from '@playwright/test';
import { addedRule, catalog, droppedRule, newest, oldest } from './content.ts';
import { compareVersions } from '../../../src/catalog/compare.ts';

const diff = compareVersions(catalog, oldest.id, newest.id);

test('the compare page lists reworded, renumbered, added and removed rules, linked both ways', async ({ page }) => {
  await page.goto(`/compare/${oldest.id}...${newest.id}/`);
  await expect(page.locator('h1')).toHaveText(`From ${oldest.id} to ${newest.id}`);
  const reworded = diff.changed.filter((c) => c.reworded);
  await expect(page.getByRole('heading', { name: `Reworded (${reworded.length})` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Added in ${newest.id} (${diff.added.length})` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Not in ${newest.id} (${diff.removed.length})` })).toBeVisible();

  const change = reworded[0]!;
  const entry = page.locator(`#rule-${change.id}`);
  await expect(entry.getByRole('link', { name: `${oldest.id} rule ${change.from.number}` })).toHaveAttribute(
    'href',
    `/${oldest.id}/rules/${change.from.number}/`,
  );
  await expect(entry.getByRole('link', { name: `${newest.id} rule ${change.to.number}` })).toHaveAttribute('href', `/${newest.id}/rules/${change.to.number}/`);
  if (change.renumbered) await expect(entry.locator('.badge', { hasText: `renumbered ${change.from.number} → ${change.to.number}` })).toBeVisible();
  // Word-level highlighting, with the change also in words for screen readers.
  const marks = entry.locator('.diff ins, .diff del');
  expect(await marks.count()).toBeGreaterThan(0);
  const ins = entry.locator('.diff ins').first();
  if ((await ins.count()) > 0) {
    await expect(ins.locator('.visually-hidden').first()).toHaveText('[added: ');
    await expect(ins).toHaveCSS('background-color', /rgb/);
  }
  const del = entry.locator('.diff del').first();
  if ((await del.count()) > 0) await expect(del.locator('.visually-hidden').first()).toHaveText('[removed: ');

  if (addedRule) {
    const item = page.locator(`#rule-${addedRule.id}`);
    await expect(item.getByRole('link').first()).toHaveAttribute('href', `/${newest.id}/rules/${addedRule.number}/`);
    await expect(item.getByRole('link', { name: `see the ${oldest.id} sheet` })).toHaveAttribute('href', `/${oldest.id}/`);
  }
  if (droppedRule) {
    const item = page.locator(`#rule-${droppedRule.id}`);
    await expect(item.getByRole('link').first()).toHaveAttribute('href', `/${oldest.id}/rules/${droppedRule.number}/`);
    await expect(item.getByRole('link', { name: `see the ${newest.id} sheet` })).toHaveAttribute('href', `/${newest.id}/`);
  }
});

test('the compare index links every ordered pair of versions', async ({ page }) => {
  await page.goto('/compare/');
  for (const a of catalog.versions)
    for (const b of catalog.versions)
      if (a.id !== b.id) await expect(page.getByRole('link', { name: `${a.id} → ${b.id}` })).toHaveAttribute('href', `/compare/${a.id}...${b.id}/`);
});
