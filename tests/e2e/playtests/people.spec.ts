// Issue 35 item 7, /playtests/ for people, on a phone (390 px) and a desktop: plain words first, every
// term explained where it appears, a chart whose words stay readable and whose markers never overlap, with
// its text alternative, tables that scroll with a visible sign, and no axe violation in light or dark.
// A build of published tallies: v0.1f's 5 games (too few to say yet), v0.2's 52 (a rough picture,
// draws unlike every engine policy) and 8 more of v0.2 at settings of their own.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fixtureBuild, writeFiles, type FixtureBuild } from './fixture-build.ts';
import { POLICY_LINES } from '../../../src/engine/index.ts';

const TALLIES = `tallies:
  - version: v0.1f
    results: { instigator: 2, retaliator: 2, draw: 1, unfinished: 0 }
    turns: 40
    minutes: { games: 2, total: 70 }
  - version: v0.2
    results: { instigator: 6, retaliator: 4, draw: 40, unfinished: 2 }
    turns: 600
    minutes: { games: 10, total: 450 }
  - version: v0.2
    perSide: 3
    rulings: { move-distance: up-to }
    results: { instigator: 3, retaliator: 4, draw: 1, unfinished: 0 }
    turns: 40
    minutes: { games: 0, total: 0 }
asked:
  - { version: v0.2, rule: move-action, questions: 3 }
  - { version: v0.1f, rule: move-action, questions: 5 }
`;
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

test.describe.configure({ mode: 'serial', timeout: 300_000 });
let build: FixtureBuild;
test.beforeAll(async () => {
  test.setTimeout(1_200_000);
  build = await fixtureBuild((content) => writeFiles(content, { 'playtests.yaml': TALLIES }));
});
test.afterAll(async () => build?.remove());

const open = async (page: Page) => page.goto(build.server.url + '/playtests/');
const version = (page: Page, v: string) => page.getByRole('region', { name: v, exact: true });
const top = async (l: Locator) => (await l.boundingBox())!.y;

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('plain words first: how much the games can tell, before the chart and the table', async ({ page }) => {
      await open(page);
      const v01 = version(page, 'v0.1f');
      const say = v01.getByText("5 games: too few to say yet. Each result's share could still lie anywhere in a range up to 66 percentage points wide.");
      await expect(say).toBeVisible();
      expect(await top(say)).toBeLessThan(await top(v01.getByRole('figure').first()));
      expect(await top(say)).toBeLessThan(await top(v01.getByRole('table').first()));
      const v02 = version(page, 'v0.2');
      await expect(v02.getByText(/^50 finished games: a rough picture so far\./)).toBeVisible();
      await expect(
        v02.getByText(/^Draws came out unlike every engine policy: 80\.0% of finished games \(likely 67\.0% to 88\.8%\); the nearest, /),
      ).toBeVisible();
      // Games at settings of their own: each setting explained under the heading that names it.
      const own = v02.getByRole('heading', { name: '8 games reported, played with 3 a side, move-distance up-to' });
      await expect(own).toBeVisible();
      const settings = v02.getByRole('listitem').filter({ hasText: /^(3 a side|move-distance up-to): / });
      await expect(settings).toHaveText([
        '3 a side: 3 combatants a side, where the rules deploy 5.',
        'move-distance up-to: the engine\'s reading "How far does a Move go?" read as "Any distance above 0 and up to 2"".',
      ]);
      expect(await top(settings.first())).toBeGreaterThan(await top(own));
    });

    test('every term is explained where it appears: the interval, each column, each policy, optimal v optimal’s draws', async ({ page }) => {
      await open(page);
      const reading = page.getByRole('region', { name: 'How to read these figures' });
      await expect(reading.getByRole('definition').filter({ hasText: 'Wilson interval' })).toContainText('the range the share very likely lies in');
      for (const [name, line] of Object.entries(POLICY_LINES).filter(([n]) => n !== 'wait'))
        await expect(reading.getByRole('listitem').filter({ hasText: new RegExp(`^${name}: `) })).toHaveText(`${name}: ${line}`);
      for (const v of ['v0.1f', 'v0.2']) {
        const block = version(page, v);
        const table = block.getByRole('table').first();
        const terms = block.getByRole('region', { name: /What the columns mean$/ }).first();
        // Every column after the first is a term explained beside the table.
        const headers = (await table.getByRole('columnheader').allInnerTexts()).slice(1);
        expect(headers.length).toBeGreaterThanOrEqual(5);
        for (const h of headers) await expect(terms.getByRole('term').filter({ hasText: h }), `${v}: ${h}`).toHaveCount(1);
        await expect(terms).toContainText(`The Instigator plays aggressive (${POLICY_LINES.aggressive}), the Retaliator counter (${POLICY_LINES.counter}).`);
      }
      // Fragment 1 solves a Match exactly: optimal v optimal is there, nearly all draws, and says why.
      const v01 = version(page, 'v0.1f');
      const table = v01.getByRole('table').first();
      const headers = await table.getByRole('columnheader').allInnerTexts();
      const draws = await table
        .getByRole('row', { name: /^Draws/ })
        .getByRole('cell')
        .allInnerTexts();
      expect(parseFloat(draws[headers.indexOf('optimal v optimal') - 1]!)).toBeGreaterThan(99);
      const optimal = v01.getByRole('definition').filter({ hasText: 'Both sides play optimal' });
      await expect(optimal).toContainText('whoever closes the gap hands the other the first strike');
      await expect(optimal).toContainText('That is why this column is almost all draws.');
    });

    test('the chart: words at least 12 px, no two markers overlapping, inside the screen, with its text alternative', async ({ page }) => {
      await open(page);
      for (const v of ['v0.1f', 'v0.2']) {
        const figure = version(page, v).getByRole('figure', { name: "Real games against the engine's predictions" }).first();
        await figure.scrollIntoViewIfNeeded();
        await expect(figure).toBeVisible();
        const sizes = await figure.evaluate((el) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          const out: number[] = [];
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const parent = n.parentElement!;
            if (!n.textContent!.trim() || parent.getClientRects().length === 0) continue;
            // As drawn: a scaled-down drawing keeps its computed size but not its height on screen.
            const r = document.createRange();
            r.selectNodeContents(n);
            out.push(Math.min(parseFloat(getComputedStyle(parent).fontSize), ...[...r.getClientRects()].map((x) => x.height)));
          }
          return out;
        });
        expect(sizes.length).toBeGreaterThan(10);
        expect(Math.min(...sizes), `${v}: smallest words`).toBeGreaterThanOrEqual(12);
        const boxes = await figure.locator('.pt-chart__marker').evaluateAll((ms) => ms.map((m) => m.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes.length).toBe(15);
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, b] = [boxes[i]!, boxes[j]!];
            const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            expect(overlap, `${v}: markers ${i} and ${j}`).toBe(false);
          }
        const box = (await figure.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
        // The plot's text alternative: a sentence a result, also a list a reader can open.
        const plot = figure.getByRole('img', { name: "Real games against the engine's predictions" });
        await expect(plot).toHaveAccessibleDescription(/^Instigator wins: real games 40\.0% \(likely 11\.8% to 76\.9%\)|^Instigator wins: real games 12\.0%/);
        await figure.getByText('The chart in words').click();
        const words = figure.getByRole('listitem').filter({ hasText: /^Draws: real games/ });
        await expect(words).toBeVisible();
        await expect(words).toContainText(v === 'v0.2' ? 'real games 80.0% (likely 67.0% to 88.8%)' : 'real games 20.0% (likely 3.6% to 62.4%)');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
    });

    test('tables scroll inside their box with a visible sign on a phone; captions stay on screen', async ({ page }) => {
      await open(page);
      const box = page.getByRole('region', { name: 'v0.2: the figures as a table' });
      await box.scrollIntoViewIfNeeded();
      const scrolls = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      const sign = box.getByText('More columns to the side: scroll sideways →');
      if (size.name === 'phone') expect(scrolls).toBe(true);
      if (scrolls) await expect(sign).toBeInViewport();
      else await expect(sign).toBeHidden();
      const caption = box.getByText("v0.2: each result's share of the real games against each engine pair's prediction");
      await expect(caption).toBeVisible();
      const right = await caption.evaluate((el) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        return Math.max(...[...r.getClientRects()].map((x) => x.right));
      });
      expect(right).toBeLessThanOrEqual(size.viewport.width);
    });

    for (const scheme of ['light', 'dark'] as const)
      test(`axe finds nothing in ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await open(page);
        for (const details of await page.locator('details.pt-chart__words').all()) await details.locator('summary').click();
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      });
  });
