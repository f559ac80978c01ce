// Issue 22, "in a reader's hands": what a sheet holder and a new player tripped over on the site's pages,
// each test named after its item and run on a phone (390 x 844) and a desktop (1280 x 900).
import { expect, test, type Page } from '@playwright/test';
import { VERSION_KEY } from '../../../src/shared/remember.ts';
import { catalog, current } from './content.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const other = catalog.versions.find((v) => v.id !== current.id)!;
/** A number whose rule differs between the published sheet and the other version (rule 13 on the sheets). */
const differs = catalog.rules(current.id).find((r) => catalog.rule(other.id, r.number) && catalog.rule(other.id, r.number)!.id !== r.id)!;
/** A rule both have under different numbers. */
const moved = catalog.rules(current.id).find((r) => catalog.rule(other.id, r.id) && catalog.rule(other.id, r.id)!.number !== r.number)!;
const y = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!.y;

/** The reader chose the other version once (the version switch remembers it). */
const chooseOther = (page: Page) => page.addInitScript(([key, id]) => localStorage.setItem(key!, id!), [VERSION_KEY, other.id]);

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('7: a rule page shows the rule’s own wording before its notices', async ({ page }) => {
      // v0.2's rule 17 carries every notice: reconstructed, renumbered, the same number elsewhere.
      const rule = catalog.rules(other.id).find((r) => catalog.rule(current.id, r.number)?.id !== r.id && catalog.rule(current.id, r.id))!;
      await page.goto(`/${other.id}/rules/${rule.number}/`);
      const quote = await y(page, '.rule-page blockquote, .rule-page figure');
      for (const notice of ['.change-markers', '.rule-page__history', '.same-number', '.banner']) {
        if ((await page.locator(notice).count()) === 0) continue;
        expect(await y(page, notice), notice).toBeGreaterThan(quote);
      }
      await expect(page.locator('.rule-page blockquote, .rule-page figure').first()).toBeInViewport();
    });

    test('8: small faults: spaces between sentences, the whole search placeholder, 100% on charts, disclosures a finger can hit', async ({ page }) => {
      await page.goto(`/${current.id}/explainers/start-here/`);
      await expect(page.locator('.applies')).toContainText(`${current.id}'s. Also in`, { useInnerText: true });
      // The offline note's script fills this in; its sentence must stand apart from the one before.
      const note = await page.locator('.offline-note').evaluate((el) => {
        el.querySelector('#sow-offline-state')!.textContent = 'Saved on this device for offline use.';
        return (el as HTMLElement).innerText;
      });
      expect(note).toMatch(/\)\. Saved on this device/);
      if (size.name === 'desktop') {
        const search = page.getByRole('searchbox', { name: 'Search the handbook' });
        const fits = await search.evaluate((el: HTMLInputElement) => {
          const cs = getComputedStyle(el);
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = `${cs.fontSize} ${cs.fontFamily}`;
          return ctx.measureText(el.placeholder).width <= el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        });
        expect(fits).toBe(true);
      }
      await page.goto('/explainers/the-one-tactic/');
      const chart = page.locator('.sow-chart svg').first();
      await chart.scrollIntoViewIfNeeded();
      const clipped = await chart.evaluate((svg: SVGSVGElement) => {
        const box = svg.viewBox.baseVal;
        return [...svg.querySelectorAll('text')].filter((t) => t.textContent === '100%').some((t) => (t as SVGTextElement).getBBox().x < box.x);
      });
      expect(clipped).toBe(false);
      await page.goto('/play/');
      const heights = await page
        .locator('summary')
        .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(0);
      for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    });

    test('9: after choosing another version, /rules/N/ and /r/<id>/ say at the top which version they show and what the published sheet has', async ({
      page,
    }) => {
      await chooseOther(page);
      await page.goto(`/rules/${differs.number}/`);
      await expect(page).toHaveURL(`/${other.id}/rules/${differs.number}/#door-number`);
      const door = page.getByRole('complementary', { name: 'Why this version' });
      await expect(door).toBeVisible();
      await expect(door).toContainText(`after choosing ${other.id}, so this is ${other.id}'s rule ${differs.number}.`);
      await expect(door).toBeInViewport();
      // Before anything else on the page.
      expect(await y(page, '.door:target')).toBeLessThan(await y(page, 'main h1'));
      expect(await y(page, '.door:target')).toBeLessThan(await y(page, '.breadcrumbs'));
      await door.getByRole('link', { name: differs.title }).click();
      await expect(page).toHaveURL(`/${current.id}/rules/${differs.number}/`);
      await expect(page.getByRole('complementary', { name: 'Why this version' })).toHaveCount(0);

      await page.goto(`/r/${moved.id}/`);
      const there = catalog.rule(other.id, moved.id)!;
      await expect(page).toHaveURL(`/${other.id}/rules/${there.number}/#door-id`);
      await expect(page.getByRole('complementary', { name: 'Why this version' })).toContainText(`it is rule ${moved.number}`);
      // The same page reached any other way carries no such note.
      await page.goto(`/${other.id}/rules/${there.number}/`);
      await expect(page.getByRole('complementary', { name: 'Why this version' })).toHaveCount(0);
    });

    test('10: search says plainly when it cannot work (offline, before its index is saved)', async ({ page, context }) => {
      await page.goto('/search/');
      await context.setOffline(true);
      await page.getByLabel('Words to find').fill('defence');
      await expect(page.locator('#search-status')).toHaveText(
        /Search cannot work yet: this device has no connection, and the search index is saved only after a visit online\./,
      );
      await context.setOffline(false);
    });

    test('11: “defense” finds the defence rules, and a rule’s number finds that rule first', async ({ page }) => {
      const defence = ['defence-test', 'counter-defence-test'].map((id) => catalog.rule(current.id, id)!);
      await page.goto(`/search/?q=defense&version=${current.id}`);
      const titles = page.locator('#search-results h2 a');
      await expect(titles.first()).toBeVisible();
      for (const r of defence) await expect(titles.filter({ hasText: r.title })).not.toHaveCount(0);
      await page.goto(`/search/?q=${encodeURIComponent(`rule ${differs.number}`)}&version=${current.id}`);
      await expect(titles.first()).toHaveText(`Rule ${differs.number}: ${differs.title}`);
    });

    test('12: /<version>/rules/ lists the version’s rules', async ({ page }) => {
      for (const v of catalog.versions) {
        const response = await page.goto(`/${v.id}/rules/`);
        expect(response!.status()).toBe(200);
        await expect(page.locator('main h1')).toHaveText(`${v.id} rules`);
        const rules = catalog.rules(v.id);
        await expect(page.locator('main ol.rule-index a')).toHaveCount(rules.length);
        await page.locator('main ol.rule-index a').first().click();
        await expect(page).toHaveURL(`/${v.id}/rules/${rules[0]!.number}/`);
      }
    });
  });
