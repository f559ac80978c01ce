// The coach (issue 19) in a reader's hands, on a phone (390 x 844) and a desktop (1280 x 900): its switch,
// off by default and remembered after a reload; a decision weighed with the engine's odds and its grade;
// the summary's links reopening each position; the keyboard alone; axe with the coach open.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { choiceOdds } from '../../../src/engine/index.ts';
import { gradeOf, winChance } from '../../../src/widgets/coach/coach-model.ts';
import { open, presetPage, watchErrors } from './helpers.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const match = (page: Page) => page.getByRole('region', { name: 'Match', exact: true });

// The open-field preset: the reader's I1 against the engine's optimal R1, 6 in apart.
const OPEN_FIELD = presetPage('match', 'open-field');

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('the switch is off at first, turns the coach on, and is remembered after a reload', async ({ page }) => {
      const errors = watchErrors(page);
      await open(page, OPEN_FIELD);
      const m = match(page);
      const coach = m.getByRole('checkbox', { name: 'Coach' });
      await expect(coach).not.toBeChecked();
      await expect(m.getByRole('img', { name: /The Match as it stands/ })).toHaveCount(0);
      await coach.check();
      await expect(m.getByRole('img', { name: /The Match as it stands/ })).toBeVisible();
      await page.reload();
      await open(page, OPEN_FIELD);
      await expect(match(page).getByRole('checkbox', { name: 'Coach' })).toBeChecked();
      await expect(match(page).getByRole('img', { name: /The Match as it stands/ })).toBeVisible();
      // Off again, and remembered off.
      await match(page).getByRole('checkbox', { name: 'Coach' }).uncheck();
      await page.reload();
      await open(page, OPEN_FIELD);
      await expect(match(page).getByRole('checkbox', { name: 'Coach' })).not.toBeChecked();
      expect(errors).toEqual([]);
    });

    test("a decision is weighed with the engine's odds of every choice, its cost and its grade", async ({ page }) => {
      await open(page, OPEN_FIELD);
      const m = match(page);
      await m.getByRole('checkbox', { name: 'Coach' }).check();
      // The bar before any decision: optimal v optimal at 6 in, as the engine has it.
      const [wait, toward, away] = choiceOdds({ gap: 6, instigator: 'optimal', retaliator: 'optimal' });
      await expect(m.getByRole('img', { name: /The Match as it stands/ })).toHaveAccessibleName(
        new RegExp(`Instigator's combatant wins ${pct(wait!.odds.instigator)}`.replace(/[.]/g, '\\.')),
      );
      await m.getByRole('button', { name: 'Move toward' }).click();
      const table = m.getByRole('table', { name: /Your last decision: I1, Action 1, gap 6 in/ });
      await expect(table).toBeVisible();
      const best = Math.max(...[wait!, toward!, away!].map((r) => winChance(r.odds, 'instigator')));
      for (const [name, row] of [
        ['Wait', wait!],
        ['Move toward 2 in (your choice)', toward!],
        ['Move away 2 in', away!],
      ] as const) {
        const cost = 100 * (best - winChance(row.odds, 'instigator'));
        const cells = table.getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).getByRole('cell');
        await expect(cells).toHaveText([pct(row.odds.instigator), pct(row.odds.retaliator), pct(row.odds.bothStand), cost.toFixed(1), gradeOf(cost)]);
      }
      const grade = gradeOf(100 * (best - winChance(toward!.odds, 'instigator')));
      await expect(m.locator('.sow-coach__said')).toHaveAttribute('role', 'status');
      await expect(m.locator('.sow-coach__said')).toContainText(`I1, Action 1: Move toward 2 in, ${grade}`);
      // The thresholds are said to the reader.
      await expect(m.getByText(/best under 0.05, fine under 2, inaccuracy under 5, mistake under 10, blunder 10 or more/)).toBeVisible();
    });

    test('at the end, the summary links back to each position, and a link reopens it', async ({ page }) => {
      await open(page, OPEN_FIELD);
      const m = match(page);
      await m.getByRole('checkbox', { name: 'Coach' }).check();
      // Five Waits against an optimal R1 that waits too: both stand.
      for (let action = 1; action <= 5; action++) {
        await expect(m.locator('.sow-status')).toContainText(`Action ${action} of 5`);
        await m.getByRole('button', { name: 'Wait' }).click();
      }
      await expect(m.locator('.sow-status')).toContainText('Match over');
      const summary = m.getByRole('region', { name: 'Your decisions' });
      await expect(summary.getByRole('link')).toHaveCount(5);
      await expect(summary).toContainText('5 weighed');
      await summary.getByRole('link', { name: 'Turn 1, Match 1: I1, Action 3' }).click();
      await page.waitForURL(/w\.match-open-field=/);
      await open(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
      await expect(match(page).locator('.sow-status')).toContainText('I1 (Instigator, yours) to act: Action 3 of 5, gap 6 in.');
      await expect(match(page).getByRole('button', { name: 'Wait' })).toBeVisible();
      // The coach is still on, and has weighed the two decisions before this position.
      await expect(match(page).getByRole('checkbox', { name: 'Coach' })).toBeChecked();
      await expect(match(page).locator('.sow-coach__said')).toContainText('I1, Action 2: Wait');
    });

    test('the keyboard alone turns the coach on, decides, and follows a summary link', async ({ page }) => {
      await open(page, presetPage('match', 'contact'));
      const m = match(page);
      const coach = m.getByRole('checkbox', { name: 'Coach' });
      await coach.focus();
      await page.keyboard.press('Space');
      await expect(coach).toBeChecked();
      // Within reach and both sides the reader's: I1 closes and strikes, R1 rolls; the first decision was weighed.
      await m.getByRole('button', { name: 'Move toward' }).focus();
      await page.keyboard.press('Enter');
      await expect(m.getByRole('table', { name: /Your last decision: I1, Action 1/ })).toBeVisible();
      while (!(await m.locator('.sow-status').textContent())?.includes('Match over')) {
        const roll = m.getByRole('button', { name: 'Roll' });
        await roll.focus();
        await page.keyboard.press('Enter');
      }
      const link = m.getByRole('region', { name: 'Your decisions' }).getByRole('link').first();
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/w\.match-contact=/);
      await open(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
      await expect(match(page).locator('.sow-status')).toContainText('I1 (Instigator, yours) to act: Action 1 of 5');
    });

    test('the Game on /play/: a decision inside a Match weighed, with what differs from the open field said', async ({ page }) => {
      await open(page, '/play/');
      const g = page.getByRole('region', { name: 'Game' });
      await g.getByRole('checkbox', { name: 'Coach' }).check();
      await expect(g.getByRole('img', { name: /The Match as it stands/ })).toBeVisible();
      await g.getByRole('button', { name: 'Wait' }).click();
      await expect(g.getByRole('table', { name: /Your last decision: I\d, Action 1/ })).toBeVisible();
      await expect(g.locator('.sow-coach__said')).toContainText(/I\d, Action 1: Wait, (best|fine|inaccuracy|mistake|blunder)/);
      // Five a side on a 12 in table: the edge or another base is within reach of some Move.
      await expect(g.getByText(/These figures are the open-field Match's/).first()).toBeVisible();
    });

    test("on /play/ the switch is the Game's first touch: it wakes the Game and turns the coach on", async ({ page }) => {
      await page.goto('/play/');
      const g = page.getByRole('region', { name: 'Game' });
      await expect(page.locator('astro-island[ssr][client="interaction"]')).toHaveCount(1);
      await g.getByRole('checkbox', { name: 'Coach' }).click();
      await expect(g.getByRole('img', { name: /The Match as it stands/ })).toBeVisible();
      await expect(g.getByRole('checkbox', { name: 'Coach' })).toBeChecked();
    });

    for (const scheme of ['light', 'dark'] as const)
      test(`axe finds nothing with the coach open after a decision (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [path, region] of [
          [OPEN_FIELD, 'Match'],
          ['/play/', 'Game'],
        ] as const) {
          await open(page, path);
          const w = page.getByRole('region', { name: region, exact: true });
          await w.getByRole('checkbox', { name: 'Coach' }).check();
          await w.getByRole('button', { name: 'Wait' }).click();
          await expect(w.getByRole('table', { name: /Your last decision/ })).toBeVisible();
          const results = await new AxeBuilder({ page })
            .include('.sow-coach')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }
      });
  });
