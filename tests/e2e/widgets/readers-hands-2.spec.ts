// Issue 39, "in a reader's hands, round 2: say why at the moment it happens": the widgets' items, each
// test named after its item and run on a phone (390 x 844) and a desktop (1280 x 900).
import { expect, test, type Page } from '@playwright/test';
import { POLICY_HELP } from '../../../src/widgets/models/format.ts';
import { POLICY_NAMES } from '../../../src/engine/index.ts';
import { hydrate, open, presetPage, watchErrors } from './helpers.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const game = (page: Page) => page.getByRole('region', { name: 'Game' });
/** The walk on /play/ (default seed): the reader's I5 ends up with I1 touching it on its way. */
const WALK = ['Move toward', 'Roll', 'Move toward', 'Roll', 'Move toward', 'Move toward', 'Roll', 'Wait', 'Move toward'];

/** Plays the walk by the buttons' names, each once the engine has answered and the button is there. */
async function walk(page: Page): Promise<void> {
  const g = game(page);
  await g.getByLabel('Speed').selectOption('Instant');
  for (const name of WALK)
    await g
      .getByRole('group', { name: /'s decision$/ })
      .getByRole('button', { name, exact: true })
      .click();
}

// A shared, loaded machine: a whole game or a rule page's widget can take a while to answer.
test.describe.configure({ timeout: 120_000 });

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('1: a Move a touching base blocks is not offered, and the decision says who blocks it', async ({ page }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await open(page, '/play/');
      await walk(page);
      const g = game(page);
      await expect(g.getByRole('log')).toContainText('stopped by I1');
      const decide = g.getByRole('group', { name: "I5's decision" });
      await expect(decide.getByRole('button')).toHaveText(['Wait', 'Move away']);
      // Said where the choice is: inside the decision's group, in view with its buttons.
      const why = decide.getByText('Move toward is not offered: I1 touches I5 in its way, so the Move could not start.');
      await expect(why).toBeVisible();
      await expect(why).toBeInViewport();
      await expect(decide.getByRole('button', { name: 'Wait' })).toBeInViewport();
      expect(errors).toEqual([]);
    });

    test('2: a 0-inch Move of the engine’s players says in the log why it went nowhere', async ({ page }) => {
      await open(page, '/v0.1f/rules/12/');
      const pairing = page.getByRole('region', { name: 'Match pairing' });
      for (let i = 0; i < 6; i++) await pairing.getByRole('button', { name: 'Next Match' }).click();
      const log = pairing.getByRole('log');
      await expect(log).toContainText('R2 moves 0 in toward I4: R5 already touches it in its way, so the Move cannot start and only spends the Action');
      // Every 0-inch Move says so, none is left bare.
      const lines = await log.locator('li').allTextContents();
      const zero = lines.filter((l) => /moves 0 in/.test(l));
      expect(zero.length).toBeGreaterThan(0);
      for (const l of zero) expect(l).toContain('already touches it in its way');
    });

    test('3: Finish the game lists each policy with its one line, and a 50-Turn draw says why where it ends', async ({ page }) => {
      test.setTimeout(120_000);
      await open(page, '/play/');
      const g = game(page);
      await g.getByRole('button', { name: 'Finish the game' }).click();
      const ask = g.getByRole('group', { name: 'Finish the game' });
      const list = ask.getByLabel('Your side plays the rest as');
      await expect(list.locator('option')).toHaveText(POLICY_NAMES.map((n) => POLICY_HELP[n]));
      // The settings panel says the same words: one source.
      await g.getByText('Players, seed, version and readings').click();
      await expect(g.getByLabel('Instigator played by').locator('option', { hasText: POLICY_HELP.wait })).toHaveCount(1);
      await list.selectOption('wait');
      await ask.getByRole('button', { name: 'Finish with this policy' }).click();
      await expect(g.locator('.sow-status')).toHaveText('The game is a draw (Turn 50 of 50).', { timeout: 90_000 });
      const why = g.locator('.sow-why');
      await expect(why).toContainText(
        'Why a draw: the sheet sets no length to a game, and two careful sides can Wait for ever, so the handbook\'s reading "How long does a game last?" (turn-limit) ends it after 50 Turns with no side the winner.',
      );
      await expect(why.getByRole('link', { name: /^rule \d+$/ }).first()).toBeVisible();
      await expect(g.getByRole('log')).toContainText('The game is a draw after Turn 50: that is the Turn limit, and no side has won by then.');
    });

    test('4: the coach’s grade shows beside the decision buttons, in view after each choice', async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, presetPage('match', 'contact'));
      const m = page.getByRole('region', { name: 'Match', exact: true });
      await m.getByRole('checkbox', { name: 'Coach' }).check();
      await expect(m.getByRole('img', { name: /The Match as it stands/ })).toBeVisible();
      const decide = m.getByRole('group', { name: "I1's decision" });
      await decide.getByRole('button', { name: 'Wait' }).click();
      const grade = m.locator('.sow-coach__said');
      await expect(grade).toHaveAttribute('role', 'status');
      await expect(grade).toContainText(/^I1, Action 1: Wait, (best|fine|inaccuracy|mistake|blunder)/);
      await expect(grade).toBeInViewport();
      // Right under the buttons, above the Action tracks.
      const buttons = (await m.locator('.sow-controls').first().boundingBox())!;
      const said = (await grade.boundingBox())!;
      const tracks = (await m.locator('.sow-tracks').boundingBox())!;
      expect(said.y).toBeGreaterThanOrEqual(buttons.y + buttons.height - 1);
      expect(said.y - (buttons.y + buttons.height)).toBeLessThan(40);
      expect(said.y).toBeLessThan(tracks.y);
      // The Game too, after its first choice.
      await open(page, '/play/');
      const g = game(page);
      await g.getByRole('checkbox', { name: 'Coach' }).check();
      await g.getByRole('button', { name: 'Wait' }).click();
      await expect(g.locator('.sow-coach__said')).toContainText(/I\d, Action 1: Wait, (best|fine|inaccuracy|mistake|blunder)/);
      await expect(g.locator('.sow-coach__said')).toBeInViewport();
    });

    test('6: after a choice, focus stays on the decision buttons', async ({ page }) => {
      await page.goto('/play/');
      await hydrate(page, false);
      const g = game(page);
      // The reader's first press wakes the island (it hydrates on touch): from the keyboard.
      await g.getByRole('button', { name: 'Move toward' }).focus();
      await page.keyboard.press('Enter');
      await expect(g.getByRole('log')).toContainText(/I\d moves/);
      const decide = g.getByRole('group', { name: /'s decision$/ });
      await expect(decide.getByRole('button').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.sow-decide') !== null)).toBe(true);
      // And again after the next choice.
      await page.keyboard.press('Enter');
      await expect(decide.getByRole('button').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.sow-decide') !== null)).toBe(true);
      // From the top of a fresh page, the first decision is a few Tabs away: the site's header, the
      // breadcrumb and the page's one link before the Game (16 on a desktop, 6 with a phone's menu).
      await page.goto('/play/');
      let tabs = 0;
      while (tabs < 40 && !(await page.evaluate(() => document.activeElement?.closest('.sow-decide') !== null))) {
        await page.keyboard.press('Tab');
        tabs++;
      }
      expect(tabs).toBeLessThanOrEqual(size.name === 'phone' ? 6 : 16);
    });

    test('9: the end says “You win” or “The engine wins”; without JavaScript the still picture says nobody’s “yours”', async ({ page, browser, baseURL }) => {
      test.setTimeout(120_000);
      await open(page, '/play/');
      const g = game(page);
      await g.getByRole('button', { name: 'Finish the game' }).click();
      const ask = g.getByRole('group', { name: 'Finish the game' });
      await ask.getByLabel('Your side plays the rest as').selectOption('aggressive');
      await ask.getByRole('button', { name: 'Finish with this policy' }).click();
      await expect(g.locator('.sow-status')).toHaveText(/^(You win|The engine wins) \(Turn \d+ of 50\)\.$/, { timeout: 60_000 });
      await expect(g.locator('.sow-status')).not.toContainText('Instigator');
      // With JavaScript on, the reader's side is "yours"; off, nobody plays, so no status says it.
      await page.goto(presetPage('match', 'contact'));
      await expect(page.locator('.sow-status').first()).toContainText('I1 (Instigator, yours) to act', { useInnerText: true });
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: size.viewport });
      const still = await context.newPage();
      await still.goto(presetPage('match', 'contact'));
      await expect(still.locator('.sow-status').first()).toContainText('I1 (Instigator) to act', { useInnerText: true });
      await still.goto('/play/');
      const status = still.locator('.sow-status').first();
      await expect(status).toContainText('I1 (Instigator) to act', { useInnerText: true });
      expect(await status.innerText()).not.toMatch(/\byour/);
      await expect(still.locator('.sow-sides')).toBeHidden();
      await context.close();
    });
  });
