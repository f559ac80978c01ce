import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { catalog, current, movedRule, newest, oldest, practice } from './content.ts';

// One page of every kind, plus the reconstructed version's banner and a 404 with suggestions.
const pages = {
  home: '/',
  sheet: `/${oldest.id}/`,
  'reconstructed sheet': `/${newest.id}/`,
  rule: `/${movedRule.from.version}/rules/${movedRule.from.number}/`,
  'rule with rulings': (() => {
    const r = catalog.rules(oldest.id).find((x) => x.rulings.length > 0) ?? catalog.rules(oldest.id)[0]!;
    return `/${r.version}/rules/${r.number}/`;
  })(),
  explainers: '/explainers/',
  explainer: `/${current.id}/explainers/rulings/`,
  'reconstructed explainer': `/${newest.id}/explainers/instigator-and-retaliator/`,
  glossary: '/glossary/',
  compare: `/compare/${oldest.id}...${newest.id}/`,
  'compare index': '/compare/',
  search: '/search/?q=move',
  '404': '/rules/999/',
  offline: '/offline/',
  practice: `/${current.id}/practice/`,
  'practice question': `/${current.id}/practice/${practice.questions[0]!.id}/`,
  'practice set': practice.sets.find((s) => s.kind === 'section')!.href,
  // The pages a playtester holds on a phone at the table.
  play: '/play/',
  lab: '/lab/',
  playtests: '/playtests/',
  report: '/playtests/report/',
};

// Both sizes readers use: issue 39 counts violations on a phone as well as on a desktop.
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const size of sizes)
  for (const scheme of ['light', 'dark'] as const) {
    for (const [kind, path] of Object.entries(pages)) {
      test(`${kind} (${scheme}, ${size.name}) has no axe violations`, async ({ page }) => {
        await page.setViewportSize(size.viewport);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        if (kind === '404') await expect(page.locator('#suggestions')).toBeVisible();
        if (kind === 'search') await expect(page.locator('#search-results li').first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
        expect(summary).toEqual([]);
      });
    }
  }

for (const scheme of ['light', 'dark'] as const)
  test(`the open version switch (${scheme}) has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/${movedRule.from.version}/rules/${movedRule.from.number}/`);
    const menu = page.getByRole('navigation', { name: 'Version' });
    await menu.locator('summary').click();
    await expect(menu.getByRole('link').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.version-menu').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
  });
