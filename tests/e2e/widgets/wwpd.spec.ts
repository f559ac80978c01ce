// The WWPD groups widget (system wwpd, WW5–WW7) in a real browser, driven by its accessible names: bases
// moved by keyboard and by mouse, the Melees and Firefights it lists checked against the engine's
// groupIds for the same positions, and a Melee resolved all at once checked against the engine's WWPD
// Melee for the same seed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { describeEvent, groupIds, linkedGroups, resolveMeleeOf, type GameEvent, type GameState, type Scenario } from '../../../src/engine/index.ts';
import { initialState } from '../../unit/systems.ts';
import { encodeState } from '../../../src/shared/link-codec.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { copyLink, open, presetPage, watchErrors } from './helpers.ts';

const PAGE = presetPage('wwpd', 'chains');
const { scenario } = presetFor('wwpd', 'chains', 'v0.1f').preset;
const region = (page: Page) => page.getByRole('region', { name: 'WWPD groups' });
const listed = (page: Page, name: 'Melees' | 'Firefights') => region(page).getByRole('list', { name, exact: true }).getByRole('listitem');
const base = (page: Page, id: string) => region(page).getByRole('button', { name: new RegExp(`^${id}, `) });

/** The preset's table with some bases placed elsewhere (positions derived by hand in each test). */
function placed(moves: Record<string, [number, number]>): Scenario {
  return { ...scenario, combatants: scenario.combatants.map((c) => (moves[c.id] ? { ...c, x: moves[c.id]![0], y: moves[c.id]![1] } : c)) };
}

/** The preset's table after the engine resolves these Melees, in order, on its seed. */
function meleeState(order: readonly string[]): GameState {
  const g = initialState(scenario);
  for (const first of order) resolveMeleeOf(g, first, []);
  return g;
}

/** The engine's groups, as the widget lists them: "I1, R1, I2". */
const engineGroups = (s: Scenario, reach: number) => groupIds(s.combatants, reach, 1).map((g) => g.join(', '));

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test("the preset lists the engine's Melees and Firefights: a chain through an enemy, and friends touching link nothing", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, PAGE);
  // Hand-derived: I1–R1–I2 touch in a line; I3–R2 touch; R3 and R4 touch but are friends; I2 is 2.9 in from R3.
  expect(engineGroups(scenario, 0)).toEqual(['I1, R1, I2', 'I3, R2']);
  expect(engineGroups(scenario, 3)).toEqual(['I1, R1, I2, R3', 'I3, R2']);
  await expect(listed(page, 'Melees')).toHaveText(engineGroups(scenario, 0));
  await expect(listed(page, 'Firefights')).toHaveText(engineGroups(scenario, 3));
  expect(errors).toEqual([]);
});

test('keyboard: a focused base moves with the arrow keys, stops on contact, and the live region announces the groups', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, PAGE);
  const i4 = base(page, 'I4');
  await i4.focus();
  // Shift moves 1 in: I4 from (11, 1.5) up three and left two to (9, 4.5), clear of every base.
  for (const key of ['Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowLeft', 'Shift+ArrowLeft']) await page.keyboard.press(key);
  await expect(i4).toHaveAccessibleName(/^I4, Instigator .* at 9 in across, 4.5 in from the Instigator's edge/);
  // Two more steps up: the second would pass R2 at (8, 6), so I4 stops touching it at (9, 6).
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(i4).toHaveAccessibleName(/ at 9 in across, 6 in from the Instigator's edge/);
  await expect(i4).toBeFocused();
  const moved = placed({ I4: [9, 6] });
  expect(engineGroups(moved, 0)).toEqual(['I1, R1, I2', 'I3, R2, I4']);
  await expect(listed(page, 'Melees')).toHaveText(engineGroups(moved, 0));
  await expect(listed(page, 'Firefights')).toHaveText(engineGroups(moved, 3));
  await expect(region(page).getByText("I4 at 9 in across, 6 in from the Instigator's edge, touching R2. Melees: I1, R1, I2; I3, R2, I4.")).toBeAttached();
  expect(errors).toEqual([]);
});

test('mouse: dragging R1 out of the chain splits the Melee, as the engine splits it', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, PAGE);
  const table = region(page).getByRole('group', { name: /^Table, 12 by 12 inches/ });
  // Table inches to the screen through the drawing's own transform (y drawn from the Retaliator's edge).
  const at = (x: number, y: number) =>
    table.evaluate(
      (svg, [tx, ty]) => {
        const p = new DOMPoint(tx!, 12 - ty!).matrixTransform((svg as SVGSVGElement).getScreenCTM()!);
        return [p.x, p.y] as [number, number];
      },
      [x, y],
    );
  await page.mouse.move(...(await at(3, 6)));
  await page.mouse.down();
  await page.mouse.move(...(await at(4.5, 6)), { steps: 4 });
  await page.mouse.move(...(await at(5.5, 6)), { steps: 4 });
  await page.mouse.up();
  await expect(base(page, 'R1')).toHaveAccessibleName(/ at 5.5 in across, 6 in from the Instigator's edge/);
  const moved = placed({ R1: [5.5, 6] });
  expect(engineGroups(moved, 0)).toEqual(['I3, R2']);
  await expect(listed(page, 'Melees')).toHaveText(engineGroups(moved, 0));
  await expect(listed(page, 'Firefights')).toHaveText(engineGroups(moved, 3));
  expect(errors).toEqual([]);
});

test('resolving a Melee shows every strike and die, then the removals together, as the engine rolls them on the seed', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, PAGE);
  const w = region(page);
  await w.getByLabel('Melee to resolve').selectOption({ label: 'I1, R1, I2' });
  await w.getByRole('button', { name: 'Resolve all at once' }).click();
  const state = initialState(scenario);
  const events: GameEvent[] = [];
  resolveMeleeOf(state, 'I1', events);
  const say = (types: GameEvent['type'][]) =>
    events.filter((e) => types.includes(e.type)).map((e) => describeEvent(e, 'v0.1f', state.params, state.system.sentences));
  // Seed 7, hand-checked: R1 is struck twice (a 3 holds, a 5 fails), I1 once (a 6 fails): both sides lose one.
  expect(say(['melee-defence'])).toEqual([
    "I1 rolls 6 against R1's strike: fails (5–6).",
    "R1 rolls 3 against I1's strike: holds (1–4).",
    "R1 rolls 5 against I2's strike: fails (5–6).",
  ]);
  await expect(w.getByRole('list', { name: 'Strikes' }).getByRole('listitem')).toHaveText(say(['melee-strike']).map((s) => new RegExp(`^${s} \\[WW6\\]`)));
  await expect(w.getByRole('list', { name: 'Dice' }).getByRole('listitem')).toHaveText(
    say(['melee-defence']).map((s) => new RegExp(`^${/rolls (\d+)/.exec(s)![1]}${s.replace(/[()]/g, '\\$&')}`)),
  );
  await expect(w.getByRole('list', { name: 'Removals' })).toContainText(say(['melee-end'])[0]!);
  await expect(w.getByRole('list', { name: 'Removals' })).toContainText('a double knock-out');
  await expect(w.getByRole('list', { name: 'Dice' }).getByRole('link', { name: 'WW6' }).first()).toHaveAttribute('href', '/systems/wwpd/#ww-all-at-once');
  await expect(w.getByRole('list', { name: 'Dice' }).getByRole('link', { name: 'rule 33' }).first()).toHaveAttribute('href', '/v0.1f/rules/33/');
  // Both fell together: off the table, out of every group.
  await expect(w.getByRole('img', { name: /^I1, / })).toHaveCount(0);
  await expect(w.getByRole('img', { name: /^R1, / })).toHaveCount(0);
  await expect(listed(page, 'Melees')).toHaveText(['I3, R2']);
  // Back puts the Melee back on the table, and the table can be moved again.
  await w.getByRole('button', { name: 'Back' }).click();
  await expect(listed(page, 'Melees')).toHaveText(['I1, R1, I2', 'I3, R2']);
  await expect(base(page, 'I1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('keyboard only: Enter resolves Melee after Melee; when none is left, focus goes on to Back', async ({ page }) => {
  await open(page, PAGE);
  const w = region(page);
  // A Melee where nobody falls stays on the table, to be fought again: how many until none is left, by the engine.
  const order = ['I1'];
  for (let g = meleeState(order); linkedGroups(g.combatants, 0, 1).length > 0; g = meleeState(order))
    order.push(g.combatants[linkedGroups(g.combatants, 0, 1)[0]![0]!]!.id);
  expect(order.length).toBeGreaterThan(2);
  const resolve = w.getByRole('button', { name: 'Resolve all at once' });
  await resolve.focus();
  for (const [k, first] of order.entries()) {
    await expect(w.getByLabel('Melee to resolve')).toHaveValue(first);
    await page.keyboard.press('Enter');
    await expect(w.getByRole('group', { name: `Melee ${k + 1} resolved` })).toBeVisible();
  }
  await expect(w.getByText('No melees.')).toBeVisible();
  await expect(resolve).toBeDisabled();
  await expect(w.getByRole('button', { name: 'Back' })).toBeFocused();
});

test('Copy link reopens the table and the Melees resolved; a malformed link shows a message and the preset', async ({ page, context }) => {
  const errors = watchErrors(page);
  await open(page, PAGE);
  const w = region(page);
  await w.getByLabel('Seed').fill('10');
  await w.getByLabel('Seed').blur();
  await w.getByRole('button', { name: 'Resolve all at once' }).click();
  const state = initialState({ ...scenario, seed: 10 });
  const events: GameEvent[] = [];
  resolveMeleeOf(state, 'I1', events);
  const end = describeEvent(
    events.find((e) => e.type === 'melee-end')!,
    'v0.1f',
    state.params,
    state.system.sentences,
  );
  // Seed 10 rolls other dice than the preset's 7: I1 a 5, R1 a 1 and a 6.
  const rolls = events.filter((e) => e.type === 'melee-defence').map((e) => describeEvent(e, 'v0.1f', state.params, state.system.sentences).split(':')[0]!);
  expect(rolls).toEqual(["I1 rolls 5 against R1's strike", "R1 rolls 1 against I1's strike", "R1 rolls 6 against I2's strike"]);
  await expect(w.getByRole('list', { name: 'Dice' }).getByRole('listitem')).toHaveText(rolls.map((r) => new RegExp(`^${/rolls (\d+)/.exec(r)![1]}${r}`)));
  await expect(w.getByRole('list', { name: 'Removals' })).toContainText(end);
  const href = await copyLink(w);
  const other = await context.newPage();
  const otherErrors = watchErrors(other);
  await open(other, href);
  await expect(region(other).getByRole('list', { name: 'Dice' }).getByRole('listitem')).toHaveText(
    rolls.map((r) => new RegExp(`^${/rolls (\d+)/.exec(r)![1]}${r}`)),
  );
  await expect(region(other).getByRole('list', { name: 'Removals' })).toContainText(end);
  const bad = encodeState({ scenario, decisions: [{ type: 'pick-melee', first: 'R4' }] });
  await open(other, `${PAGE}?w.wwpd-chains=${bad}`);
  await expect(region(other).getByRole('alert')).toContainText('no Melee on this table starts with R4');
  await expect(region(other).getByRole('alert')).toContainText('shows its starting position instead.');
  await expect(listed(other, 'Melees')).toHaveText(['I1, R1, I2', 'I3, R2']);
  expect([...errors, ...otherErrors]).toEqual([]);
});

test('the WWPD page: the widget on it, no console errors, axe clean before and after a Melee', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, '/systems/wwpd/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WWPD: Melees as chains, fought all at once');
  await expect(page.getByRole('link', { name: 'Building a Better Wargame' })).toHaveAttribute('href', 'http://www.buildingabetterwargame.com');
  await expect(page.locator('#ww-all-at-once')).toBeAttached();
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect((await axe()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await region(page).getByRole('button', { name: 'Resolve all at once' }).click();
  await expect(region(page).getByRole('list', { name: 'Dice' }).getByRole('listitem')).toHaveCount(3);
  expect((await axe()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
  expect(errors).toEqual([]);
});
