// Issue 22, "in a reader's hands": what a new player and the designer tripped over in the widgets and the
// Lab, each test named after its item and run on a phone (390 x 844) and a desktop (1280 x 900).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { playGame, replay } from '../../unit/systems.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { paramName } from '../../../src/widgets/links/shared-link.ts';
import { linkTo } from '../../../src/widgets/links/url-state.ts';
import { hydrate, open, presetPage, watchErrors } from './helpers.ts';

const ROOT = join(import.meta.dirname, '../../..');
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const game = (page: Page) => page.getByRole('region', { name: 'Game' });
const lab = (page: Page) => page.getByRole('region', { name: 'Lab' });

/** `sow sweep` itself, with these flags, as JSON. */
function sowSweep(flags: string[]): {
  rows: Array<{
    value: number | string;
    odds: Record<string, number>;
    sim?: { games: number; instigatorWins: number; retaliatorWins: number; draws: number; meanTurns: number };
  }>;
} {
  return JSON.parse(execFileSync(process.execPath, [join(ROOT, 'bin/sow.js'), 'sweep', ...flags, '--json'], { encoding: 'utf8' }));
}

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('1: the other side’s answer and its die roll show beside the board in words, in a polite live region', async ({ page }) => {
      const errors = watchErrors(page);
      // Within reach, the reader's I1 against the engine's R1 (aggressive): I1's Move makes contact and strikes.
      const { preset } = presetFor('match', 'contact', 'v0.1f');
      await open(page, presetPage('match', 'contact'));
      const match = page.getByRole('region', { name: 'Match', exact: true });
      await match.getByText('Players and readings').click();
      await match.getByLabel('Retaliator (R1) played by').selectOption('aggressive');
      const said = match.locator('.sow-last');
      await expect(said).toHaveAttribute('role', 'status');
      await match.getByRole('button', { name: 'Move toward' }).click();
      // The engine's R1 defends at once: its die roll is told beside the line, in the engine's words.
      const { events } = replay(preset.scenario, [{ type: 'move', toward: true }, { type: 'fight' }]);
      const roll = events.find((e) => e.type === 'defence');
      await expect(said).toContainText(roll?.type === 'defence' ? `R1 rolls ${roll.roll}: ${roll.held ? 'holds' : 'fails'}` : 'R1 rolls');
      // Beside the board: in view with the decision buttons, not only in the log far below.
      await said.scrollIntoViewIfNeeded();
      const box = (await said.boundingBox())!;
      const line = (await match.locator('.sow-line').boundingBox())!;
      expect(Math.abs(box.y - line.y)).toBeLessThan(size.viewport.height * 0.6);
      expect(await match.getByRole('log').textContent()).toContain((await said.textContent())!.match(/R1 rolls \d+: (holds|fails)/)![0]);
      expect(errors).toEqual([]);
    });

    test('2: Finish the game asks which policy plays the reader’s side, and plays it as the engine would', async ({ page }) => {
      test.setTimeout(120_000);
      await open(page, '/play/');
      const g = game(page);
      await g.getByRole('button', { name: 'Finish the game' }).click();
      const ask = g.getByRole('group', { name: 'Finish the game' });
      await ask.getByLabel('Your side plays the rest as').selectOption('aggressive');
      await ask.getByRole('button', { name: 'Finish with this policy' }).click();
      const { preset } = presetFor('game', 'play', 'v0.1f');
      const { state } = playGame(preset.scenario, { instigator: 'aggressive', retaliator: 'optimal' });
      const words =
        state.winner === 'draw'
          ? `The game is a draw (Turn ${state.turn} of 50).`
          : // The reader plays the Instigator against the engine (issue 39 item 9: said to the reader).
            `${state.winner === 'instigator' ? 'You win' : 'The engine wins'} (Turn ${state.turn} of 50).`;
      await expect(g.locator('.sow-status')).toHaveText(words, { timeout: 60_000 });
      expect(state.turn).toBeLessThan(50);
    });

    test('3: the Game’s settings opened as the first touch show their controls, not “Loading…”', async ({ page }) => {
      for (const path of ['/play/', '/explainers/start-here/']) {
        await page.goto(path);
        await hydrate(page, false);
        const g = game(page);
        await g.getByText('Players, seed, version and readings').click();
        await expect(g.getByLabel('Instigator played by')).toBeVisible({ timeout: 10_000 });
        await expect(g.getByText('Loading…')).toHaveCount(0);
      }
    });

    test('4: a blocked Move is not offered (it would spend an Action going nowhere)', async ({ page }) => {
      const { parseScenario } = await import('../../../src/engine/index.ts');
      const scenario = parseScenario({
        ruleset: 'v0.1f',
        seed: 1,
        combatants: [
          { id: 'I1', side: 'instigator', x: 6, y: 3 },
          { id: 'I2', side: 'instigator', x: 6, y: 2 },
          { id: 'R1', side: 'retaliator', x: 6, y: 6 },
        ],
      });
      const url = new URL(
        linkTo(
          `http://localhost${presetPage('match', 'contact')}`,
          paramName('widget-match-contact'),
          { scenario, decisions: [], controllers: { instigator: 'person', retaliator: 'person' } },
          'widget-match-contact',
        ),
      );
      await open(page, url.pathname + url.search + url.hash);
      const decide = page.getByRole('region', { name: 'Match', exact: true }).getByRole('group', { name: "I1's decision" });
      // The engine's Move away goes 0 in (I2 touches behind): offered, it would only waste the Action.
      const moved = replay(scenario, [{ type: 'move', toward: false }]).events.find((e) => e.type === 'move');
      expect(moved?.type === 'move' && moved.distance).toBe(0);
      await expect(decide.getByRole('button')).toHaveText(['Wait', 'Move toward']);
    });

    test('5: the Game says in plain words which side is the reader’s', async ({ page }) => {
      await open(page, '/play/');
      const g = game(page);
      await expect(g.locator('.sow-sides')).toHaveText('You play the Instigator (white); the engine plays the Retaliator (black, optimal).');
      await expect(g.locator('.sow-status')).toContainText('(your Instigator) to act');
      await expect(g.locator('.sow-status')).not.toContainText('person');
    });

    test('6: the first touch of the Game shows a busy sign until its code is in, then acts', async ({ page }) => {
      await page.goto('/play/');
      await hydrate(page, false);
      // A slow phone: the Game's code takes a while to arrive.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/_astro\/Game\.[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const island = page.locator('astro-island[component-url*="/Game."]');
      await game(page).getByRole('button', { name: 'Wait' }).click();
      await expect(island).toHaveAttribute('aria-busy', 'true');
      const sign = await page.locator('.sow-game').evaluate((el) => getComputedStyle(el, '::after').content);
      expect(sign).toContain('Loading');
      release();
      await expect(island).not.toHaveAttribute('aria-busy', 'true');
      await expect(game(page).getByRole('log')).toContainText(/I\d waits/, { timeout: 10_000 });
    });

    test('13: the Lab asks "4 Actions with a D10, Move from 1 to 3 inches" and answers as sow sweep does with the same flags', async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      await open(page, '/lab/');
      const l = lab(page);
      await l.getByLabel('Parameter', { exact: true }).selectOption('move');
      await l.getByLabel('Values (comma-separated)').fill('1, 2, 3');
      await l.getByLabel('Actions per combatant per Match (actions)').fill('4');
      await l.getByLabel('Faces of the defence die (die)').fill('10');
      await l.getByLabel('Games per value').fill('100');
      await l.getByLabel('Games per value').blur();
      const flags = [
        '--param',
        'move',
        '--values',
        '1,2,3',
        '--actions',
        '4',
        '--die',
        '10',
        '--gap',
        '2',
        '--instigator',
        'aggressive',
        '--retaliator',
        'counter',
        '--games',
        '100',
        '--seed',
        '1',
      ];
      await expect(l.locator('code')).toHaveText(`sow sweep --ruleset v0.1f ${flags.join(' ')}`);
      await l.getByRole('button', { name: 'Run games' }).click();
      await expect(l.getByRole('button', { name: 'Run games' })).toBeVisible({ timeout: 150_000 });
      const { rows } = sowSweep(flags);
      const table = l.getByRole('table', { name: /100 a value, seed 1/ });
      for (const [i, r] of rows.entries()) {
        const row = table.getByRole('row').nth(i + 1);
        const s = r.sim!;
        await expect(row).toContainText(
          `${r.value}${pct(r.odds.instigator!)}${pct(r.odds.retaliator!)}${pct(r.odds.bothStand!)}${s.games}${pct(s.instigatorWins / s.games)}`,
        );
        await expect(row).toContainText(s.meanTurns.toFixed(1));
      }
      // Held fixed: the reader's 4 Actions and D10, never the sheet's 5.
      await expect(l.getByText(/^Held fixed/)).toContainText('Actions per combatant per Match: 4 (yours)');
      // The link holds all of it.
      await l.getByRole('button', { name: 'Copy link' }).click();
      const link = await l.getByRole('textbox', { name: "Link to this widget's state" }).inputValue();
      await open(page, new URL(link).pathname + new URL(link).search);
      await expect(lab(page).getByLabel('Actions per combatant per Match (actions)')).toHaveValue('4');
      await expect(lab(page).getByLabel('Faces of the defence die (die)')).toHaveValue('10');
      await expect(lab(page).getByLabel('Values (comma-separated)')).toHaveValue('1, 2, 3');
      expect(errors).toEqual([]);
    });

    test('13: two parameters as a grid: a heat map and a row for every pair, each as sow sweep answers it', async ({ page }) => {
      await open(page, '/lab/');
      const l = lab(page);
      await l.getByLabel('Parameter', { exact: true }).selectOption('move');
      await l.getByLabel('Values (comma-separated)').fill('1, 3');
      await l.getByLabel('Across, for a grid').selectOption('die');
      await l.getByLabel('Values of die (comma-separated)').fill('6, 10');
      await expect(l.getByRole('img', { name: /and faces of the defence die 6, 10/ })).toBeVisible();
      await expect(l.locator('.sow-heat__cell')).toHaveCount(4);
      const table = l.getByRole('table', { name: /Exact Match odds/ });
      for (const [j, die] of ['6', '10'].entries()) {
        const { rows } = sowSweep(['--param', 'move', '--values', '1,3', '--die', die, '--gap', '2', '--instigator', 'aggressive', '--retaliator', 'counter']);
        for (const [i, r] of rows.entries()) await expect(table.getByRole('row').nth(1 + j * 2 + i)).toContainText(`${r.value}${die}`);
        for (const [i, r] of rows.entries()) await expect(table.getByRole('row').nth(1 + j * 2 + i)).toContainText(pct(r.odds.instigator!));
      }
    });

    test('14: the what-if box follows typing, after a pause, and says so', async ({ page }) => {
      await open(page, '/v0.1f/rules/25/');
      const whatIf = page.getByRole('group', { name: 'What if' });
      const move = whatIf.getByLabel(/^Length of a Move/);
      await move.click();
      await expect(whatIf.getByText('The odds follow as you type or pick.')).toBeVisible();
      await move.press('Control+a');
      await move.pressSequentially('3');
      // No Enter, no leaving the field. The first change loads the odds' code: on a loaded machine that
      // alone has taken longer than the default five seconds.
      await expect(whatIf.getByRole('table').getByRole('row').nth(1)).toContainText('What if: Length of a Move 3"', { timeout: 15_000 });
      await expect(move).toBeFocused();
    });

    test('15: the Lab’s whole-game figures and the comparison’s four systems fit the screen', async ({ page }) => {
      test.setTimeout(120_000);
      await open(page, '/lab/');
      const l = lab(page);
      await l.getByLabel('Games per value').fill('20');
      await l.getByLabel('Games per value').blur();
      await l.getByRole('button', { name: 'Run games' }).click();
      await expect(l.getByRole('table', { name: /20 a value, seed 1, with/ })).toBeVisible({ timeout: 90_000 });
      const fits = (sel: string) =>
        page
          .locator(sel)
          .evaluate((el) => el.scrollWidth <= (el.parentElement as HTMLElement).clientWidth + 1 && el.getBoundingClientRect().right <= window.innerWidth);
      expect(await fits('.sow-lab-table')).toBe(true);
      // The last figure of the last row is on screen once scrolled to, never off to the side.
      const last = l.getByRole('table').getByRole('row').last().getByRole('cell').last();
      await last.scrollIntoViewIfNeeded();
      const box = (await last.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      await page.goto('/systems/compare/');
      const head = page.locator('.sow-compare-table').first().getByRole('columnheader');
      for (let i = 1; i < (await head.count()); i++) {
        const b = (await head.nth(i).boundingBox())!;
        expect(b.x + b.width, (await head.nth(i).textContent()) ?? '').toBeLessThanOrEqual(size.viewport.width);
      }
    });

    test('16: another parameter and back keeps the typed values, and nothing says "5 Actions" while Actions vary', async ({ page }) => {
      await open(page, '/lab/');
      const l = lab(page);
      await l.getByLabel('Values (comma-separated)').fill('2, 4, 8');
      await expect(l.getByText(/^Held fixed/)).not.toContainText('Actions');
      await l.getByLabel('Parameter', { exact: true }).selectOption('die');
      await expect(l.getByLabel('Values (comma-separated)')).toHaveValue('4, 6, 8, 10, 12, 20');
      await expect(l.getByText(/^Held fixed/)).toContainText('Actions per combatant per Match: 5');
      await l.getByLabel('Parameter', { exact: true }).selectOption('actions');
      await expect(l.getByLabel('Values (comma-separated)')).toHaveValue('2, 4, 8');
    });

    test('17: with JavaScript off, the Lab, the what-if box, the Game and the comparison say what they need and show what they can', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: size.viewport });
      const page = await context.newPage();
      // Playwright's text queries skip <noscript>, where the notes live: found by their class.
      const note = page.locator('.sow-nojs');
      await page.goto('/lab/');
      await expect(note).toContainText('The Lab needs JavaScript');
      await expect(page.getByText('The question', { exact: true })).toBeHidden();
      await expect(page.getByRole('table', { name: /Exact Match odds/ })).toBeVisible();
      await page.goto('/v0.1f/rules/2/');
      const whatIf = page.locator('.what-if');
      await expect(whatIf.locator('.sow-nojs')).toContainText('Trying another number needs JavaScript');
      await expect(whatIf.locator('.sow-js-only')).toBeHidden();
      await expect(whatIf.getByRole('table')).toBeVisible();
      await page.goto('/play/');
      await expect(note).toContainText('This widget needs JavaScript to play.');
      await page.goto('/systems/compare/');
      await expect(note).toContainText('Running it again needs JavaScript');
      await context.close();
    });
  });
