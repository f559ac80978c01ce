// Issue 10, the widgets at the table: Action slots that cannot be taken for combatants, the Turn limit in
// sight and "Finish the game", the Odds widget on its page's matchup (a blocked Move, no longer offered, is
// issue 22's: readers-hands.spec.ts), focus kept when a pressed control goes, the still picture without JavaScript, phones (390 x 844),
// and the widget stylesheet and props only where a widget is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { matchOdds, playGame, replay } from '../../unit/systems.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { hydrate, open, presetPage, watchErrors } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? '')));

test('Action slots read "Action 1 of 5 (Instigator)", never a combatant’s name', async ({ page }) => {
  await open(page, presetPage('match', 'contact'));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  const slots = match.getByRole('list', { name: "Instigator's I1: 0 of 5 Actions used" }).getByRole('listitem');
  await expect(slots).toHaveCount(5);
  await expect(slots.first()).toContainText('Action 1 of 5 (Instigator)');
  await expect(
    match
      .getByRole('list', { name: /^Retaliator's R1/ })
      .getByRole('listitem')
      .nth(4),
  ).toContainText('Action 5 of 5 (Retaliator)');
  for (const name of await match.locator('.sow-slot__name').allTextContents()) expect(name).not.toMatch(/^[IR]\d/);
});

test('the Game shows "Turn 1 of 50", and Finish the game plays the rest as the engine does', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, presetPage('game', 'five-a-side'));
  const game = page.getByRole('region', { name: 'Game' });
  await expect(game.locator('.sow-status')).toContainText('Turn 1 of 50, Match 1:');
  const five = presetFor('game', 'five-a-side', 'v0.1f').preset;
  const result = playGame(five.scenario, { instigator: 'aggressive', retaliator: 'counter' });
  await game.getByRole('button', { name: 'Finish the game' }).click();
  const winner = result.state.winner === 'draw' ? 'The game is a draw' : `The ${result.state.winner === 'instigator' ? 'Instigator' : 'Retaliator'} wins`;
  await expect(game.locator('.sow-status')).toHaveText(`${winner} (Turn ${result.state.turn} of 50).`);
  await expect(game.getByRole('button', { name: 'Finish the game' })).toBeDisabled();
  // Back steps one decision off the finished game, as after any other game.
  await game.getByRole('button', { name: 'Back' }).click();
  await expect(game.getByRole('log').locator('li')).toHaveCount(Math.min(301, replay(five.scenario, result.decisions.slice(0, -1)).events.length));
  expect(errors).toEqual([]);
});

test('on /play/, Finish the game asks first, then plays the reader’s side by the policy picked (optimal here), as the engine does', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/play/');
  const game = page.getByRole('region', { name: 'Game' });
  const { preset } = presetFor('game', 'play', 'v0.1f');
  await game.getByRole('button', { name: 'Move toward' }).click();
  const result = playGame(preset.scenario, { instigator: 'optimal', retaliator: 'optimal' });
  expect(result.decisions[0]).toEqual({ type: 'move', toward: true });
  // The reader's first decision was optimal's too, so the finished game is optimal against optimal.
  await game.getByRole('button', { name: 'Finish the game' }).click();
  const ask = game.getByRole('group', { name: 'Finish the game' });
  await ask.getByLabel('Your side plays the rest as').selectOption('optimal');
  await ask.getByRole('button', { name: 'Finish with this policy' }).click();
  const winner = result.state.winner === 'draw' ? 'The game is a draw' : `The ${result.state.winner === 'instigator' ? 'Instigator' : 'Retaliator'} wins`;
  await expect(game.locator('.sow-status')).toHaveText(`${winner} (Turn ${result.state.turn} of 50).`, { timeout: 60_000 });
});

test('the one tactic’s Odds widget opens on the eager Instigator against the patient Retaliator its text discusses', async ({ page }) => {
  await open(page, '/explainers/the-one-tactic/');
  const odds = page.getByRole('region', { name: 'Odds' });
  await expect(odds.getByRole('img', { name: /aggressive Instigator v counter Retaliator/ })).toBeVisible();
  // The page's table: from 3 in, eager wins 38.4%, patient wins 57.7%.
  await expect(page.getByRole('cell', { name: 'eager wins 38.4%, patient wins 57.7%' })).toBeVisible();
  const row = odds.getByRole('table', { name: /Exact Match odds/ }).getByRole('row', { name: /^3 in/ });
  const o = matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'counter' });
  await expect(row.getByRole('cell')).toHaveText([pct(o.instigator), pct(o.retaliator), pct(o.bothStand)]);
  expect(pct(o.instigator)).toBe('38.4%');
});

test('focus goes from Move toward to Roll, and after the last Roll to a live control, never to the page', async ({ page }) => {
  await open(page, presetPage('match', 'contact'));
  const match = page.getByRole('region', { name: 'Match', exact: true });
  await match.getByRole('button', { name: 'Move toward' }).focus();
  await page.keyboard.press('Enter');
  await expect(match.getByRole('button', { name: 'Roll' })).toBeFocused();
  // Roll until the Match is over, always from the keyboard: each Roll's focus lands on the next Roll.
  for (let k = 0; k < 12 && (await match.getByRole('button', { name: 'Roll' }).count()) > 0; k++) {
    await expect(match.getByRole('button', { name: 'Roll' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(match.locator('.sow-status')).toContainText('Match over');
  expect(await focused(page)).not.toBe('body');
  expect(await match.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a widget says it needs JavaScript, shows its starting position, and shows no dead buttons', async ({ page }) => {
    // Playwright's text queries skip <noscript>, where the note lives: found by its class.
    const note = (page: Page) => page.locator('.sow-nojs');
    await page.goto(presetPage('match', 'open-field'));
    const match = page.getByRole('region', { name: 'Match', exact: true });
    await expect(note(page)).toBeVisible();
    await expect(note(page)).toContainText('This widget needs JavaScript to play.');
    await expect(match.getByRole('img', { name: 'I1 and R1, 6 in apart' })).toBeVisible();
    await expect(match.getByRole('button')).toHaveCount(0);
    await page.goto('/play/');
    await expect(note(page)).toBeVisible();
    await expect(page.getByRole('group', { name: /^Table, 12 by 12 inches/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Game' }).getByRole('button')).toHaveCount(0);
  });
  test('with JavaScript the note is not shown', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const page = await context.newPage();
    await open(page, presetPage('match', 'open-field'));
    await expect(page.locator('.sow-nojs')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Match', exact: true }).getByRole('button', { name: 'Move toward' })).toBeVisible();
    await context.close();
  });
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** With the table's top at the top of the screen, the table and the first decision button are both on screen. */
  async function together(picture: Locator, button: Locator): Promise<void> {
    await picture.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const a = (await picture.boundingBox())!;
    const b = (await button.boundingBox())!;
    expect(a.y).toBeGreaterThanOrEqual(-1);
    expect(a.y + a.height).toBeLessThanOrEqual(844);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height, 'the decision button is on screen with the table').toBeLessThanOrEqual(844);
  }

  test('the Game on /play/: table and decision buttons together', async ({ page }) => {
    await open(page, '/play/');
    const game = page.getByRole('region', { name: 'Game' });
    await together(game.getByRole('group', { name: /^Table, 12 by 12 inches/ }), game.getByRole('button', { name: 'Move away' }));
    await together(game.getByRole('group', { name: /^Table, 12 by 12 inches/ }), game.getByRole('button', { name: 'Finish the game' }));
  });

  test('the Match: its line and its decision buttons together', async ({ page }) => {
    await open(page, presetPage('match', 'open-field'));
    const match = page.getByRole('region', { name: 'Match', exact: true });
    await together(match.getByRole('img', { name: /^I1 and R1/ }), match.getByRole('button', { name: 'Move away' }));
  });

  test('the Match pairing: table and Next Match together; a base to press is at least 36 px', async ({ page }) => {
    await open(page, presetPage('match-pairing', 'tie'));
    const widget = page.getByRole('region', { name: 'Match pairing' });
    const table = widget.getByRole('group', { name: /^Table/ });
    await together(table, widget.getByRole('button', { name: 'Next Match' }));
    const base = (await table.getByRole('button', { name: /^I1,/ }).boundingBox())!;
    expect(base.width).toBeGreaterThanOrEqual(36);
    expect(base.height).toBeGreaterThanOrEqual(36);
  });

  test('the Odds chart’s text is at least 12 px', async ({ page }) => {
    await open(page, presetPage('odds', 'eager-v-patient'));
    const sizes = await page
      .locator('.sow-chart svg')
      .first()
      .evaluate((svg) => {
        const scale = (svg as SVGSVGElement).getScreenCTM()!.a;
        return [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
      });
    expect(sizes.length).toBeGreaterThan(5);
    for (const px of sizes) expect(px).toBeGreaterThanOrEqual(12);
    const axis = await page.getByText('Gap between the bases at the start of the Match (in)').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(axis).toBeGreaterThanOrEqual(12);
  });
});

test('the widget stylesheet loads where a widget is and nowhere else; a Match carries its own version’s rule links only', async ({ page, request }) => {
  const sheets = async (path: string) => {
    const html = await (await request.get(path)).text();
    const hrefs = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    const bodies = await Promise.all(hrefs.map(async (h) => (await request.get(h)).text()));
    return { html, widgetCss: bodies.some((b) => b.includes('.sow-widget')) };
  };
  for (const path of ['/v0.1f/rules/1/', '/glossary/', '/']) expect((await sheets(path)).widgetCss, path).toBe(false);
  const rule25 = await sheets('/v0.1f/rules/25/');
  expect(rule25.widgetCss).toBe(true);
  await page.goto('/v0.1f/rules/25/');
  await hydrate(page);
  const props = JSON.parse((await page.locator('astro-island[component-url*="/Match."]').first().getAttribute('props'))!) as Record<string, [number, unknown]>;
  expect(Object.keys(props.ruleLinks![1] as object)).toEqual(['v0.1f']);
  const choices = (props.readingChoices![1] as Array<[number, Record<string, [number, unknown]>]>).map(([, c]) => c.id![1]);
  expect(choices).toEqual(['move-distance', 'last-strike', 'start-in-contact', 'exchange']);
});
