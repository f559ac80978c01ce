// Issue 39, "in a reader's hands, round 2": the site's items (practice's reasons, /rules/ and the 404
// page, tables that scroll, the printed address, the search page), each test named after its item and
// run on a phone (390 x 844) and a desktop (1280 x 900).
import { expect, test } from '@playwright/test';
import { hydrate } from '../widgets/helpers.ts';
import { catalog, current, practice, siteUrl } from './content.ts';
import { resolveVersionRules } from '../../../src/catalog/version-rules.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
/** A "Does the Move stop?" question whose Move goes its whole length toward an opponent out of reach. */
const moveQ = practice.questions.find(
  (q) => q.topic === 'Does the Move stop?' && q.choices.find((c) => c.correct)?.claim?.kind === 'move-full' && / Moves [\d.]+ in toward /.test(q.prompt),
)!;
/** A "Who rolls?" question whose struck combatant defends: the wrong "strike is lost" must say it still can. */
const rollsQ = practice.questions.find((q) => q.topic === 'Who rolls?' && q.choices.find((c) => c.correct)?.claim?.kind === 'rolls')!;

// A shared, loaded machine: a whole game or a rule page's widget can take a while to answer.
test.describe.configure({ timeout: 120_000 });

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('5: practice’s “Does not happen” says why the rule does not apply here, with this position’s numbers', async ({ page }) => {
      expect(moveQ, 'a question whose Move falls short').toBeTruthy();
      const gap = moveQ.prompt.match(/who is ([\d.]+ in) away/)![1]!;
      const length = moveQ.prompt.match(/ Moves ([\d.]+ in) toward/)![1]!;
      await page.goto(`/${current.id}/practice/${moveQ.id}/`);
      await hydrate(page);
      const right = moveQ.choices.find((c) => c.correct)!;
      await page.getByRole('radio', { name: `${right.key.toUpperCase()}. ${right.text}` }).click();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      const strikes = moveQ.choices.find((c) => c.claim?.kind === 'move-strikes')!;
      const item = page.locator('.practice-whys li').filter({ hasText: `${strikes.key.toUpperCase()}. Does not happen:` });
      await expect(item).toBeVisible();
      await expect(item).toContainText(`Here the gap is ${gap}, more than the ${length} Move, and nothing is in its way`);
    });

    test('5: a “Who rolls?” choice that does not happen names the struck combatant’s Action left here', async ({ page }) => {
      expect(rollsQ, 'a question whose target defends').toBeTruthy();
      const target = rollsQ.prompt.match(/has just struck (\S+)\. /)![1]!;
      const { actions } = resolveVersionRules(catalog, [], current.id).params;
      await page.goto(`/${current.id}/practice/${rollsQ.id}/`);
      await hydrate(page);
      const right = rollsQ.choices.find((c) => c.correct)!;
      await page.getByRole('radio', { name: `${right.key.toUpperCase()}. ${right.text}` }).click();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      const lost = rollsQ.choices.find((c) => c.claim?.kind === 'strike-lost')!;
      const item = page.locator('.practice-whys li').filter({ hasText: `${lost.key.toUpperCase()}. Does not happen:` });
      await expect(item).toBeVisible();
      await expect(item).toContainText(new RegExp(`Here ${target} still has an Action to spend: it defends with its Action [1-9]\\d* of ${actions}\\.`));
    });

    test('7: /rules/ answers with the rules list, and the 404 page says what /rules/25/ really opens', async ({ page }) => {
      await page.goto('/rules/');
      await expect(page).toHaveURL(`/${current.id}/rules/`);
      const missing = await page.goto('/no-such-page/');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('main')).toContainText(
        `/rules/25/ means rule 25 of the version you last chose on this device, else of the newest published version (${current.id}).`,
      );
      // True: a reader who chose nothing gets the newest published version's rule 25.
      await page.goto('/rules/25/');
      await expect(page).toHaveURL(new RegExp(`/${current.id.replace('.', '\\.')}/rules/25/`));
    });

    test('8: a table that scrolls sideways on a phone shows that it does; one that fits shows nothing', async ({ page }) => {
      for (const path of ['/compare/', '/playtests/']) {
        await page.goto(path);
        const box = page.locator('.table-scroll').first();
        await box.scrollIntoViewIfNeeded();
        const scrolls = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
        const sign = box.getByText('More columns to the side: scroll sideways →');
        if (size.name === 'phone') expect(scrolls, path).toBe(true);
        if (scrolls) {
          await expect(sign, path).toBeVisible();
          await expect(sign, path).toBeInViewport();
          // Scrolled to the end, the last column's heading shows whole.
          await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
          const last = box.getByRole('columnheader').last();
          const b = (await last.boundingBox())!;
          expect(b.x + b.width, path).toBeLessThanOrEqual(size.viewport.width);
        } else await expect(sign, path).toBeHidden();
      }
      // A caption's words never run past the screen, whatever the table's width.
      await page.goto('/playtests/');
      const caption = page.locator('.table-scroll caption').first();
      await caption.scrollIntoViewIfNeeded();
      const right = await caption.evaluate((el) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        return Math.max(...[...r.getClientRects()].map((x) => x.right));
      });
      expect(right).toBeLessThanOrEqual(size.viewport.width);
    });

    test('12: the printed address breaks only between its parts; the search page’s boxes stand level', async ({ page }) => {
      await page.goto(`/${current.id}/`);
      await page.emulateMedia({ media: 'print' });
      const url = page.locator('.qr__url');
      await expect(url).toHaveText(`${siteUrl}/${current.id}/`);
      // Each part ("https://", the host, the version) on one line: nothing split inside a name.
      const lines = await url.locator(':scope > span').evaluateAll((parts) => parts.map((p) => [p.textContent, p.getClientRects().length] as const));
      expect(lines.map(([t]) => t).join('')).toBe(`${siteUrl}/${current.id}/`);
      for (const [t, n] of lines) expect(n, t ?? '').toBe(1);
      await page.emulateMedia({ media: 'screen' });
      await page.goto('/search/');
      const words = (await page.getByLabel('Words to find').boundingBox())!;
      const version = (await page.getByLabel('Version').boundingBox())!;
      if (Math.abs(words.y - version.y) < words.height) {
        // Side by side: top and bottom edges level.
        expect(Math.abs(words.y - version.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(words.height - version.height)).toBeLessThanOrEqual(1);
      } else expect(Math.abs(words.height - version.height)).toBeLessThanOrEqual(1);
    });
  });
