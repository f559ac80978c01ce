// The right version at the door: short addresses lead to the newest published version, a reader's
// chosen version is remembered, every versioned page has a version switch that keeps the rule (or the
// explainer), explainers show their version's numbers, and search starts in the page's version.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalog, current } from './content.ts';
import { STATIC_OUT } from '../../../src/site/config.ts';

const DIST = join(import.meta.dirname, '../../..', STATIC_OUT);
const reconstructed = catalog.versions.find((v) => v.status === 'reconstructed')!;

test('the facts these tests stand on: v0.1f is published, v0.2 reconstructed, and rule 25 differs between them', () => {
  expect(current.id).toBe('v0.1f');
  expect(reconstructed.id).toBe('v0.2');
  expect(catalog.rule('v0.1f', 25)!.id).toBe('move-action');
  expect(catalog.rule('v0.2', 25)!.id).toBe('wait-action');
  expect(catalog.rule('v0.2', 'move-action')!.number).toBe(26);
});

const versionMenu = (page: Page) => page.getByRole('navigation', { name: 'Version' });

async function switchTo(page: Page, label: RegExp) {
  await versionMenu(page).locator('summary').click();
  const link = versionMenu(page).getByRole('link', { name: label });
  await expect(link).toBeInViewport({ ratio: 1 });
  // Open, the list stays inside the screen: the page does not scroll sideways, on a phone either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await link.click();
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])
  test.describe(`${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('/rules/25/ lands on v0.1f’s Move and names v0.2’s rule 25', async ({ page }) => {
      await page.goto('/rules/25/');
      await expect(page).toHaveURL('/v0.1f/rules/25/');
      await expect(page.locator('h1')).toHaveText('Rule 25: The Move Action');
      const note = page.getByRole('complementary', { name: 'The same number in other versions' });
      await expect(note).toHaveText('In v0.2 (reconstructed) rule 25 is the Wait Action.');
      // After the rule's own wording (issue 22, item 7), one scroll away at most.
      await note.scrollIntoViewIfNeeded();
      await note.getByRole('link', { name: 'the Wait Action' }).click();
      await expect(page).toHaveURL('/v0.2/rules/25/');
      await expect(page.getByRole('complementary', { name: 'The same number in other versions' })).toHaveText(
        'In v0.1f (published) rule 25 is the Move Action.',
      );
    });

    test('the version switch keeps the rule, and short addresses then follow the reader’s choice', async ({ page }) => {
      await page.goto('/v0.1f/rules/25/');
      await expect(versionMenu(page).locator('summary')).toBeInViewport();
      await expect(versionMenu(page).locator('summary')).toHaveText('Version: v0.1f (published)');
      await switchTo(page, /^v0\.2 \(reconstructed\): rule 26$/);
      await expect(page).toHaveURL('/v0.2/rules/26/');
      await expect(page.locator('h1')).toContainText('Rule 26:');
      await expect(page.getByRole('complementary', { name: 'About v0.2' })).toContainText('Reconstructed');
      // Remembered: the short addresses now mean v0.2, by number and by id.
      // The chosen version led elsewhere than the published sheet: the page is told so (#door-…).
      await page.goto('/rules/25/');
      await expect(page).toHaveURL('/v0.2/rules/25/#door-number');
      await page.goto('/r/move-action/');
      await expect(page).toHaveURL('/v0.2/rules/26/#door-id');
      await page.goto('/explainers/start-here/');
      await expect(page).toHaveURL('/v0.2/explainers/start-here/');
      // And back.
      await switchTo(page, /^v0\.1f \(published\): this explainer$/);
      await expect(page).toHaveURL('/v0.1f/explainers/start-here/');
      await page.goto('/rules/25/');
      await expect(page).toHaveURL('/v0.1f/rules/25/');
    });
  });

test('a rule only the reconstruction has: its short address leads there, and the page says it is reconstructed', async ({ page }) => {
  const only = catalog.rules(reconstructed.id).find((r) => !catalog.rule(current.id, r.id))!;
  await page.goto(`/r/${only.id}/`);
  await expect(page).toHaveURL(`/${reconstructed.id}/rules/${only.number}/`);
  await expect(page.getByRole('complementary', { name: `About ${reconstructed.id}` })).toContainText('Reconstructed from the designer');
  // Where the published version lacks the rule, its switch offers that version's sheet.
  await versionMenu(page).locator('summary').click();
  await expect(versionMenu(page).getByRole('link', { name: `${current.id} (published): not in this version: its sheet` })).toHaveAttribute(
    'href',
    `/${current.id}/`,
  );
});

test('with JavaScript off, short addresses still forward, to the published version', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/rules/25/');
  await expect(page).toHaveURL('/v0.1f/rules/25/');
  await page.goto('/explainers/combat-loop/');
  await expect(page).toHaveURL('/v0.1f/explainers/combat-loop/');
  await context.close();
});

test('home page and navigation lead to the published version first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read the whole v0.1f sheet on one page' }).click();
  await expect(page).toHaveURL('/v0.1f/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').nth(0)).toHaveText('Rules v0.1f');
  // The sheet's switch keeps the sheet.
  await switchTo(page, /^v0\.2 \(reconstructed\): the whole sheet$/);
  await expect(page).toHaveURL('/v0.2/');
});

test('the v0.2 sheet and the compare pages say “reconstructed” at the top', async ({ page }) => {
  for (const path of ['/v0.2/', '/compare/v0.1f...v0.2/', '/compare/v0.2...v0.1f/', '/compare/']) {
    await page.goto(path);
    const banner = page.getByRole('complementary', { name: 'About v0.2' });
    await expect(banner, path).toContainText("Reconstructed from the designer's notes, not his sheet.");
    await expect(banner, path).toBeInViewport();
  }
});

test('each compare page has a table of numbers, old → new', async ({ page }) => {
  const row = (from: string, to: string, title: string) =>
    page
      .getByRole('region', { name: `Rule numbers, ${from} to ${to}` })
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await page.goto('/compare/v0.1f...v0.2/');
  await expect(row('v0.1f', 'v0.2', 'The Move Action')).toHaveText('2526The Move Action');
  await expect(row('v0.1f', 'v0.2', 'Two players')).toHaveText('11Two players');
  // A rule v0.2 adds has no old number; one it drops has no new one.
  const ruler = catalog.rule('v0.2', 'ruler')!;
  expect(catalog.rule('v0.1f', 'ruler')).toBeUndefined();
  await expect(row('v0.1f', 'v0.2', ruler.title)).toHaveText(`—${ruler.number}${ruler.title}`);
  const dropped = catalog.rules('v0.1f').find((r) => !catalog.rule('v0.2', r.id))!;
  await expect(row('v0.1f', 'v0.2', dropped.title)).toHaveText(`${dropped.number}—${dropped.title}`);
  const ids = new Set([...catalog.rules('v0.1f'), ...catalog.rules('v0.2')].map((r) => r.id));
  await expect(page.getByRole('region', { name: 'Rule numbers, v0.1f to v0.2' }).locator('tbody tr')).toHaveCount(ids.size);
  await page.goto('/compare/v0.2...v0.1f/');
  const move = catalog.rule('v0.2', 'move-action')!;
  await expect(row('v0.2', 'v0.1f', move.title)).toHaveText(`2625${move.title}`);
});

test('explainers: /explainers/<slug>/ leads to the published version’s; each version shows its own rule numbers', async ({ page }) => {
  await page.goto('/explainers/start-here/');
  await expect(page).toHaveURL('/v0.1f/explainers/start-here/');
  await expect(page.getByRole('listitem').filter({ hasText: 'Sit at opposite edges of the table' }).getByRole('link', { name: 'rule 5' })).toHaveAttribute(
    'href',
    '/v0.1f/rules/5/',
  );
  await switchTo(page, /^v0\.2 \(reconstructed\): this explainer$/);
  await expect(page).toHaveURL('/v0.2/explainers/start-here/');
  await expect(page.getByRole('listitem').filter({ hasText: 'Sit at opposite edges of the table' }).getByRole('link', { name: 'rule 6' })).toHaveAttribute(
    'href',
    '/v0.2/rules/6/',
  );
  // Each version names the combatant that moved into contact its own way.
  const ivy = page.getByRole('listitem').filter({ hasText: 'Ivy moved into contact' });
  await expect(ivy).toContainText('which makes her Attacker, and she strikes Rook at once', { useInnerText: true });
  await expect(ivy.getByRole('link', { name: 'Attacker' })).toHaveAttribute('href', '/glossary/#attacker');
  await page.goto('/v0.1f/explainers/start-here/');
  await expect(ivy).toContainText('which makes her Combatant A, and she strikes Rook at once', { useInnerText: true });
  await ivy.getByRole('link', { name: 'Combatant A' }).focus();
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(1);
  // The combat loop: v0.1f's rule 38 is "Winners go free", so v0.1f's page must say rule 35.
  await page.goto('/v0.1f/explainers/combat-loop/');
  await expect(page.getByRole('link', { name: 'rule 35', exact: true }).first()).toHaveAttribute('title', 'The combat loop');
  await expect(page.getByRole('link', { name: 'rule 38', exact: true })).toHaveCount(0);
  // Its widget plays the page's version.
  await expect(page.locator('.widget-slot').first()).toHaveAttribute('data-version', 'v0.1f');
  // Links to other explainers stay in the version, anchors and all.
  await page.goto('/v0.2/explainers/combat-loop/');
  await expect(page.locator('.widget-slot').first()).toHaveAttribute('data-version', 'v0.2');
  await page.getByRole('article').getByRole('link', { name: 'Rulings and open questions' }).click();
  await expect(page).toHaveURL('/v0.2/explainers/rulings/');
  // A rule page's open questions lead to its own version's rulings explainer, at the ruling.
  await page.goto('/v0.2/rules/26/');
  await page.getByRole('region', { name: 'Open questions on this rule' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/^[^#]+\/v0\.2\/explainers\/rulings\/#how-far-does-a-move-go/);
});

test('every rule link on every explainer page is its version’s rule, by number and title', async ({ page }) => {
  const versions = readdirSync(DIST).filter((d) => catalog.version(d));
  let checked = 0;
  for (const v of versions)
    for (const slug of readdirSync(join(DIST, v, 'explainers'))) {
      await page.goto(`/${v}/explainers/${slug}/`);
      const refs = await page
        .locator('main a.rule-ref')
        .evaluateAll((as) => as.map((a) => ({ text: a.textContent!, href: a.getAttribute('href')!, title: a.getAttribute('title')! })));
      for (const ref of refs) {
        const [, word, n, pinned] = /^([Rr]ule) (\d+)(?: \((.+)\))?$/.exec(ref.text)!;
        const version = pinned ?? v;
        const rule = catalog.rule(version, Number(n));
        expect(rule, `${v}/${slug}: ${ref.text}`).toBeDefined();
        expect(ref, `${v}/${slug}`).toEqual({ text: `${word} ${n}${pinned ? ` (${pinned})` : ''}`, href: `/${version}/rules/${n}/`, title: rule!.title });
        checked++;
      }
    }
  expect(checked).toBeGreaterThan(50);
});

test('the explainers index lists each explainer with its versions', async ({ page }) => {
  await page.goto('/explainers/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'The combat loop' }) });
  await expect(card.getByRole('link', { name: 'The combat loop', exact: true })).toHaveAttribute('href', '/explainers/combat-loop/');
  await expect(card.getByRole('link', { name: 'The combat loop, v0.2 (reconstructed)' })).toHaveAttribute('href', '/v0.2/explainers/combat-loop/');
});

test('the glossary labels each rule with its own version’s title', async ({ page }) => {
  await page.goto('/glossary/');
  const entry = (slug: string) => page.locator(`#${slug} + dd`);
  await expect(entry('martial-art-test')).toContainText('v0.2 rule 38, The Martial Art Test');
  await expect(entry('martial-art-test')).not.toContainText('v0.1f rule 33');
  await expect(entry('action-test')).toContainText("v0.1f rule 33, Z's defence roll");
  await expect(page.locator('.glossary__meta')).not.toContainText(['v0.1f rule 33, The Martial Art Test']);
});

test('search from a v0.1f page starts in v0.1f: "25" finds its rule 25 first, and no widget controls', async ({ page }) => {
  await page.goto('/v0.1f/rules/25/');
  // The widgets' control labels that the page's own text does not use: these must not be searchable.
  const controlsOnly = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('.widget-slot :is(button, summary, label, legend)')].map((e) => e.textContent!.trim()).filter(Boolean);
    const clone = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('.widget-slot').forEach((w) => w.remove());
    const prose = clone.textContent!.toLowerCase();
    return [...new Set(labels)].filter((l) => !prose.includes(l.toLowerCase()));
  });
  expect(controlsOnly.length).toBeGreaterThan(0);
  const box = page.getByRole('searchbox', { name: 'Search the handbook' });
  await box.fill('25');
  await box.press('Enter');
  await expect(page).toHaveURL('/search/?q=25&version=v0.1f');
  await expect(page.getByLabel('Version')).toHaveValue('v0.1f');
  await expect(page.locator('#search-status')).toContainText('results for “25” in v0.1f');
  const first = page.locator('#search-results > li').first();
  await expect(first.getByRole('link')).toHaveText('Rule 25: The Move Action');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/v0.1f/rules/25/');
  // What Pagefind holds for the page, word for word: its text without the widgets' controls.
  const indexed = await page.evaluate(async () => {
    const pagefind = await import(/* @vite-ignore */ '/pagefind/pagefind.js' as string);
    const search = await pagefind.search('25', { filters: { version: 'v0.1f' } });
    const data = await search.results[0].data();
    return { url: data.url as string, content: (data.content as string).toLowerCase() };
  });
  expect(indexed.url).toBe('/v0.1f/rules/25/');
  expect(indexed.content).toContain('the move action means you can move your combatant');
  for (const label of controlsOnly) expect(indexed.content, label).not.toContain(label.toLowerCase());
  // The reader can widen the search to every version.
  await page.getByLabel('Version').selectOption('');
  await page.getByLabel('Words to find').fill('25');
  await expect(page.locator('#search-status')).toHaveText(/results for “25”\.$/);
  await expect(page.locator('#search-results h2 a').filter({ hasText: 'Rule 25: The Wait Action' })).toHaveCount(1);
});

test('pages without a version search every version', async ({ page }) => {
  await page.goto('/glossary/');
  await page.getByRole('searchbox', { name: 'Search the handbook' }).fill('Move');
  await page.getByRole('searchbox', { name: 'Search the handbook' }).press('Enter');
  await expect(page).toHaveURL('/search/?q=Move');
  await expect(page.getByLabel('Version')).toHaveValue('');
});
