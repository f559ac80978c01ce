// The way around the handbook: the version's sidebar, "On this page", the sticky header, prev/next
// through explainers, the skip link to a widget, and what prints.
import { expect, test, type Page } from '@playwright/test';
import { loadExplainers } from '../../../src/catalog/explainers.ts';
import { CONTENT_DIR } from '../../../src/catalog/catalog.ts';
import { catalog, current, newest } from './content.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const explainers = loadExplainers(CONTENT_DIR, catalog).filter((e) => e.versions.length === 0 || e.versions.includes(current.id));
const rule25 = catalog.rule(current.id, 25)!;

const sidebar = (page: Page) => page.getByRole('navigation', { name: `Rules of ${current.id}` });

test.describe('on a desktop screen', () => {
  test.use({ viewport: DESKTOP });

  test("the sidebar lists the version's rules by section and marks the page's rule", async ({ page }) => {
    await page.goto(`/${current.id}/rules/25/`);
    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    for (const section of current.sections) await expect(nav.getByText(section.title, { exact: true })).toBeVisible();
    for (const rule of catalog.rules(current.id)) {
      await expect(nav.getByRole('link', { name: `${rule.number}. ${rule.title}`, exact: true })).toHaveAttribute(
        'href',
        `/${current.id}/rules/${rule.number}/`,
      );
    }
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(`25. ${rule25.title}`);
    await expect(nav.getByRole('link', { name: explainers[0]!.title })).toHaveAttribute('href', `/${current.id}/explainers/${explainers[0]!.slug}/`);

    // A section folds away and opens again.
    const section = nav.locator('details.sidebar__group').first();
    await section.locator('summary').click();
    await expect(nav.getByRole('link', { name: `1. ${catalog.rule(current.id, 1)!.title}`, exact: true })).toBeHidden();
    await section.locator('summary').click();
    await expect(nav.getByRole('link', { name: `1. ${catalog.rule(current.id, 1)!.title}`, exact: true })).toBeVisible();
  });

  test('the header is one row at 1280 px and stays on screen after scrolling', async ({ page }) => {
    await page.goto(`/compare/${current.id}...${newest.id}/`);
    const header = page.locator('.site-header');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const tops = new Set<number>();
    for (let i = 0; i < count; i++) {
      await expect(links.nth(i)).toBeVisible();
      tops.add(Math.round((await links.nth(i).boundingBox())!.y));
    }
    expect(tops.size).toBe(1);
    expect((await header.boundingBox())!.height).toBeLessThan(64);
    await expect(page.getByRole('search', { name: 'Site search' })).toBeVisible();

    await page.mouse.wheel(0, 5000);
    await page.waitForFunction(() => window.scrollY > 2000);
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())!.y).toBe(0);
  });

  test('a long page has "On this page", and its links land below the sticky header', async ({ page }) => {
    await page.goto(`/compare/${current.id}...${newest.id}/`);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    const headings = ['numbers', 'reworded', 'renumbered', 'added', 'removed', 'unchanged'];
    for (const id of headings) await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
    await toc.locator('a[href="#unchanged"]').click();
    await expect(page).toHaveURL(/#unchanged$/);
    const heading = page.locator('#unchanged');
    await expect(heading).toBeInViewport();
    const headerBottom = (await page.locator('.site-header').boundingBox())!.height;
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });

  test('explainers lead on to the next and back, in reading order', async ({ page }) => {
    const [first, second] = explainers;
    await page.goto(`/${current.id}/explainers/${first!.slug}/`);
    const pager = page.getByRole('navigation', { name: 'Previous and next explainer' });
    await expect(pager.locator('a[rel="prev"]')).toHaveCount(0);
    await pager.getByRole('link', { name: second!.title }).click();
    await expect(page).toHaveURL(`/${current.id}/explainers/${second!.slug}/`);
    await expect(page.locator('h1')).toHaveText(second!.title);
    await page.getByRole('navigation', { name: 'Previous and next explainer' }).getByRole('link', { name: first!.title }).click();
    await expect(page).toHaveURL(`/${current.id}/explainers/${first!.slug}/`);
    const last = explainers.at(-1)!;
    await page.goto(`/${current.id}/explainers/${last.slug}/`);
    await expect(page.getByRole('navigation', { name: 'Previous and next explainer' }).locator('a[rel="next"]')).toHaveCount(0);
  });

  test('the widget is three key presses away: Tab, Tab, Enter, and the next Tab is in the widget', async ({ page }) => {
    await page.goto(`/${current.id}/rules/25/`);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the widget' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const target = (await skip.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate((id) => document.querySelector(id)!.contains(document.activeElement), target)).toBe(true);
  });

  test('a page without a widget offers no skip link to one', async ({ page }) => {
    await page.goto(`/${current.id}/rules/1/`);
    await expect(page.getByRole('link', { name: 'Skip to the widget' })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the sidebar is a drawer: the rule comes first, the list opens on demand', async ({ page }) => {
    await page.goto(`/${current.id}/rules/25/`);
    await expect(page.locator('h1')).toBeInViewport();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: `Rules and explainers of ${current.id}` }).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveText(`25. ${rule25.title}`);
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: `Rules and explainers of ${current.id}` }).click();
    await sidebar(page)
      .getByRole('link', { name: `26. ${catalog.rule(current.id, 26)!.title}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/${current.id}/rules/26/`);
  });

  test('the header is one row with a Menu that opens the navigation and search', async ({ page }) => {
    await page.goto(`/${current.id}/rules/25/`);
    const header = page.locator('.site-header');
    expect((await header.boundingBox())!.height).toBeLessThan(64);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Play' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Site search' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('"On this page" is a drawer above a long page', async ({ page }) => {
    await page.goto(`/compare/${current.id}...${newest.id}/`);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeHidden();
    await page.getByRole('button', { name: 'On this page' }).click();
    await toc.locator('a[href="#reworded"]').click();
    await expect(page).toHaveURL(/#reworded$/);
  });
});

/** Pages in a PDF of the page as printed on A4 (print CSS), counted from its page objects. */
async function printedPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

test('every version’s sheet prints on one A4 page', async ({ page }) => {
  for (const version of catalog.versions) {
    await page.goto(`/${version.id}/`);
    expect(await printedPages(page), `${version.id}'s sheet`).toBe(1);
  }
});

test('a rule page prints without widget frames, sidebar or contents', async ({ page }) => {
  await page.goto(`/${current.id}/rules/25/`);
  await page.emulateMedia({ media: 'print' });
  for (const part of ['.widget-slot', '.what-if', '.sidebar', '.site-header']) {
    const all = page.locator(part);
    for (let i = 0; i < (await all.count()); i++) await expect(all.nth(i)).toBeHidden();
  }
  await expect(page.locator('.designer-quote')).toBeVisible();
  expect(await printedPages(page)).toBeLessThanOrEqual(2);
});
