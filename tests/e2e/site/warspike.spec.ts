// The WarSpike section in a browser: reached from the main navigation, each step's page with the
// designer's quote, its credit and our explanation, previous/next through the Turn Sequence, the Turn
// widget where it plays a step and no script elsewhere,
// search, and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { otherScripts } from '../widgets/helpers.ts';
import { CONTENT_DIR } from '../../../src/catalog/catalog.ts';
import { loadWarSpike } from '../../../src/catalog/warspike.ts';
import { WARSPIKE_WIDGET_AT } from '../../../src/site/warspike.ts';
import { warSpikeStep } from '../../../src/engine/index.ts';
import { catalog, current } from './content.ts';
import { simulate } from '../../unit/systems.ts';
import { FIGURE_SETS } from '../../../src/shared/figure-sets.ts';

const section = loadWarSpike(CONTENT_DIR, catalog, current.id)!;
const steps = section.steps;
const CREDIT = '© Philip Sibbering 2007–2013';
/** The first paragraph a page quotes, as the browser shows it. */
const firstQuoted = (blocks: (typeof steps)[number]['quote']) => blocks.find((b) => b.p !== undefined)!.p!.replace(/\s+/g, ' ');

test('the main navigation reaches /warspike/, which lists every step and credits the designer', async ({ page }) => {
  await page.goto(`/${current.id}/rules/1/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'WarSpike' }).click();
  await expect(page).toHaveURL('/warspike/');
  await expect(page.locator('h1')).toHaveText(section.index.title);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'WarSpike' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.warspike-credit')).toContainText(CREDIT);
  await expect(page.locator('.warspike-credit').getByRole('link', { name: 'Philip Sibbering' })).toHaveAttribute('href', 'https://philipsibbering.com');
  const list = page.locator('.warspike-steps > li');
  await expect(list).toHaveCount(steps.length);
  for (const [i, s] of steps.entries())
    await expect(list.nth(i).getByRole('link', { name: s.title, exact: true })).toHaveAttribute('href', `/warspike/${s.id}/`);

  await page.getByRole('link', { name: steps[1]!.title, exact: true }).click();
  await expect(page).toHaveURL(`/warspike/${steps[1]!.id}/`);
  // Inside the section, the navigation still marks it.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'WarSpike' })).toHaveAttribute('aria-current', 'true');
});

for (const s of steps) {
  test(`/warspike/${s.id}/ shows the designer's words, the credit and our explanation`, async ({ page }) => {
    await page.goto(`/warspike/${s.id}/`);
    await expect(page.locator('h1')).toHaveText(s.title);
    await expect(page.locator('.eyebrow')).toContainText(warSpikeStep(s.id).step);
    const quote = page.locator('.warspike-quote blockquote');
    await expect(quote).toContainText(firstQuoted(s.quote));
    await expect(quote.locator('.warspike-quote__heading').first()).toHaveText(s.quote[0]!.heading!);
    const caption = page.locator('.warspike-quote figcaption');
    await expect(caption).toContainText(CREDIT);
    await expect(caption).toContainText('Quoted exactly');
    await expect(page.getByRole('heading', { level: 2, name: 'How Fragment 1 changed it' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: s.id === 'ws-blocks' ? 'What a Block is' : 'On the table' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `(${warSpikeStep(s.id).spec})` })).toBeVisible();
    // Fragment 1 rules are linked in the page's version (a few on purpose in another, with {v=…}).
    const hrefs = await page.locator('.prose a.rule-ref').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const own = `/${s.linkVersion}/rules/`;
    expect(hrefs.filter((h) => h.startsWith(own)).length).toBeGreaterThan(0);
    for (const href of hrefs)
      expect(
        catalog.versions.some((v) => new RegExp(`^/${v.id.replace('.', '\\.')}/rules/\\d+/$`).test(href)),
        href,
      ).toBe(true);
  });
}

test('previous and next walk the Turn Sequence in order, and a rule link leads to Fragment 1', async ({ page }) => {
  await page.goto(`/warspike/${steps[0]!.id}/`);
  await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
  for (const s of steps.slice(1)) {
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(`/warspike/${s.id}/`);
    await expect(page.locator('h1')).toHaveText(s.title);
  }
  await expect(page.locator('a[rel="next"]')).toHaveCount(0);
  await page.locator('a[rel="prev"]').click();
  await expect(page).toHaveURL(`/warspike/${steps.at(-2)!.id}/`);

  const link = page.locator('.prose a.rule-ref').first();
  const title = await link.getAttribute('title');
  await link.click();
  await expect(page).toHaveURL(/\/v[\d.a-z]+\/rules\/\d+\/$/);
  await expect(page.locator('h1')).toContainText(title!);
});

test('the glossary quotes every term under its own anchor, with links to Fragment 1', async ({ page }) => {
  await page.goto('/warspike/glossary/');
  const terms = section.glossary.terms!;
  await expect(page.locator('.warspike-glossary dt')).toHaveCount(terms.length);
  for (const t of terms) {
    await expect(page.locator(`dt#${t.slug}`)).toHaveText(t.term);
    await expect(page.locator(`dt#${t.slug} + dd blockquote`)).toHaveText(t.quote.replace(/\s+/g, ' '));
  }
  await expect(page.locator('.warspike-quote figcaption')).toContainText(CREDIT);
  await page.goto('/warspike/glossary/#block');
  await expect(page.locator('dt#block')).toBeInViewport();
});

test('WarSpike pages without the Turn widget load no script but the service worker registration', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of [...steps.filter((s) => !WARSPIKE_WIDGET_AT[s.id]).map((s) => `/warspike/${s.id}/`), '/warspike/glossary/']) {
    await page.goto(path);
    expect(await otherScripts(page), path).toEqual([]);
    expect(await page.locator('astro-island').count(), path).toBe(0);
  }
  expect(scripts).toEqual([]);
});

test('/warspike/ plays the WarSpike Turn from its start', async ({ page }) => {
  await page.goto('/warspike/');
  const widget = page.getByRole('region', { name: 'WarSpike Turn' });
  await expect(widget.getByRole('button', { name: 'Elect to be the Instigator' })).toBeVisible();
});

// Issue 20: the steps the widget plays open it at that step (presets of src/widgets/models/presets.ts).
const OPENED: Record<string, RegExp> = {
  'ws-activation': /the Instigator, activates a combatant and picks its target/,
  'ws-reaction': /Paired-Resolution I2 v R2: R2 \(player R\) to act/,
  'ws-resolution': /Paired-Resolution I2 v R2: I2 \(player I\) to act, Action 3 of 5, defending/,
  'ws-changeover': /Changeover: R3 neither acted nor reacted/,
  'ws-advantage': /Advantage after Turn 1/,
};
for (const [id, status] of Object.entries(OPENED)) {
  test(`/warspike/${id}/ plays the WarSpike Turn opened at its step`, async ({ page }) => {
    expect(WARSPIKE_WIDGET_AT[id as keyof typeof WARSPIKE_WIDGET_AT]).toBeDefined();
    await page.goto(`/warspike/${id}/`);
    const widget = page.getByRole('region', { name: 'WarSpike Turn' });
    await expect(page.getByRole('heading', { name: 'Play this step' })).toBeVisible();
    await expect(widget).toContainText(status);
    await expect(widget.getByRole('button', { name: 'Back' })).toBeEnabled();
  });
}

test("search finds a WarSpike page by the designer's words and by ours", async ({ page }) => {
  await page.goto('/search/?q=Contubernia');
  await expect(page.locator('#search-results h2 a[href="/warspike/ws-blocks/"]')).toBeVisible();
  await page.goto('/search/?q=Advantage');
  await expect(page.locator('#search-results h2 a[href="/warspike/ws-advantage/"]')).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of ['/warspike/', `/warspike/${steps[1]!.id}/`, '/warspike/glossary/']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(scroll).toBeLessThanOrEqual(client);
    });
  }
});

for (const scheme of ['light', 'dark'] as const) {
  for (const path of ['/warspike/', `/warspike/${steps[1]!.id}/`, '/warspike/ws-blocks/', '/warspike/glossary/']) {
    test(`${path} (${scheme}) has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
    });
  }
}

test('"From WarSpike to Fragment 1" shows the engine\'s figures for the pair choice and for strikes at once', async ({ page }) => {
  await page.goto(`/${current.id}/explainers/from-warspike-to-fragment-1/`);
  const pairing = page.getByRole('table', { name: /Who chooses the pairs/ });
  const row = FIGURE_SETS['warspike-pairing']!.rows[2]!;
  const r = simulate(row.options);
  const pct = (n: number) => `${((100 * n) / r.games).toFixed(1)}%`;
  await expect(pairing.getByRole('row', { name: row.label })).toContainText(`${pct(r.instigatorWins)}${pct(r.retaliatorWins)}`);
  const exchange = page.getByRole('table', { name: /Strikes in turn against strikes at once/ });
  await expect(exchange.getByRole('row')).toHaveCount(1 + FIGURE_SETS.exchange!.rows.length);
  await expect(
    page.getByText(
      `sow sim --games ${row.options.games} --seed ${row.options.seed} --instigator aggressive --retaliator aggressive --system warspike --pairing best-odds`,
    ),
  ).toBeVisible();
});
