// The WAR widget (system war) on the WAR page, in a real browser: stepped by its buttons' accessible names
// and checked against the engine playing the same seeded game with the same policies, decision by decision.
// It hydrates on the reader's first touch (client:interaction): the first press both wakes and steps it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  decide,
  deploy,
  pending,
  step,
  type GameEvent,
  type GameState,
  type PolicyName,
  type Scenario,
  type Side,
  type WarState,
  WAR_READINGS,
  WAR_STEPS,
} from '../../../src/engine/index.ts';
import { newGame, playGame } from '../../unit/systems.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { watchErrors } from './helpers.ts';

const PAGE = '/systems/war/';
const { preset } = presetFor('war', 'three-acts', 'v0.1f');
const COUNTER = { instigator: 'counter', retaliator: 'counter' } as const;
const SIDE: Record<Side, string> = { instigator: 'Instigator', retaliator: 'Retaliator' };
const region = (page: Page) => page.getByRole('region', { name: 'WAR game' });

/** The engine's game up to the start of `round` (its first decision), both sides by their policies. */
function engineAtRound(scenario: Scenario, policies: Record<Side, PolicyName>, round: number): { state: GameState; events: GameEvent[] } {
  let { state, events } = newGame(scenario);
  for (let p = pending(state); p.kind !== 'over' && state.turn < round; p = pending(state)) {
    const next = step(state, decide(policies[p.side], state));
    state = next.state;
    events = [...events, ...next.events];
  }
  return { state, events };
}

const ofRound = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T, round: number) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type && 'round' in e && e.round === round);

async function press(w: ReturnType<typeof region>, name: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await w.getByRole('button', { name }).click();
}

test('Next round walks the three acts: alternation, then the bag with each draw as the engine draws it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const w = region(page);
  await expect(w.getByText('Round 1 of 9: Act 1, Mobilisation')).toBeVisible();
  await expect(w.getByText("It is the Instigator's turn to activate one of I1, I2, I3, I4, I5.")).toBeVisible();
  await press(w, 'Next round', 3);
  await expect(w.getByText('Round 4 of 9: Act 2, Fog of War')).toBeVisible();
  const { events } = engineAtRound(preset.scenario, COUNTER, 4);
  const draw = ofRound(events, 'bag-draw', 4)[0]!;
  const draws = w.getByRole('list', { name: 'Draws this round:' });
  await expect(draws.getByRole('listitem')).toHaveText([`${SIDE[draw.side]} (from ${draw.bag.instigator} Instigator, ${draw.bag.retaliator} Retaliator)`]);
  await expect(w.getByText(`In the bag: ${draw.bag.instigator} Instigator, ${draw.bag.retaliator} Retaliator.`)).toBeVisible();
  await expect(w.getByText(new RegExp(`^The bag named the ${SIDE[draw.side]}, which activates one of`))).toBeVisible();
  // One activation on: it is the drawn side's, and the log cites Act 2's step, linked to this page.
  await press(w, 'Next activation');
  const activated = ofRound(engineAtRound(preset.scenario, COUNTER, 5).events, 'activated', 4)[0]!;
  expect(activated.side).toBe(draw.side);
  await expect(w.getByRole('list', { name: 'Activations this round:' }).getByRole('listitem').first()).toContainText(
    `${activated.id} (${SIDE[activated.side]}): 2 Actions: `,
  );
  await expect(w.getByRole('log', { name: 'WAR log' }).getByRole('link', { name: 'WA4' }).first()).toHaveAttribute('href', '/systems/war/#wa-act-2');
  expect(errors).toEqual([]);
});

test('Act 3: each drawn activation rolls for its Actions, as the engine rolls', async ({ page }) => {
  await page.goto(PAGE);
  const w = region(page);
  await press(w, 'Next round', 6);
  await expect(w.getByText('Round 7 of 9: Act 3, Do or Die')).toBeVisible();
  await press(w, 'Next activation', 2);
  const rolls = ofRound(engineAtRound(preset.scenario, COUNTER, 8).events, 'actions-roll', 7);
  const items = w.getByRole('list', { name: 'Activations this round:' }).getByRole('listitem');
  for (const [i, r] of rolls.slice(0, 2).entries()) await expect(items.nth(i)).toContainText(`${r.id} (`);
  for (const [i, r] of rolls.slice(0, 2).entries())
    await expect(items.nth(i)).toContainText(`, rolled ${r.roll}: ${r.actions} Action${r.actions === 1 ? '' : 's'}`);
});

test('fatigue tokens on the bases and in the list are the engine’s', async ({ page }) => {
  await page.goto(PAGE);
  const w = region(page);
  await press(w, 'Next round', 5);
  await expect(w.getByText('Round 6 of 9: Act 2, Fog of War')).toBeVisible();
  const { state } = engineAtRound(preset.scenario, COUNTER, 6);
  const t = state.turnState as WarState;
  const tired = state.combatants.map((c, k) => ({ c, n: t.fatigue[k]! })).filter(({ c, n }) => !c.removed && n > 0);
  expect(tired.length).toBeGreaterThan(0);
  await expect(w.getByRole('list', { name: 'Fatigue:' }).getByRole('listitem')).toHaveText(tired.map(({ c, n }) => `${c.id}: ${n}`));
  for (const { c, n } of tired) await expect(w.getByRole('img', { name: new RegExp(`^${c.id}, .*, ${n} fatigue$`) })).toBeVisible();
});

test('Play to the end shows the engine’s winner; Reset returns to round 1', async ({ page }) => {
  await page.goto(PAGE);
  const w = region(page);
  await press(w, 'Play to the end');
  const { state } = playGame(preset.scenario, COUNTER);
  expect(state.winner).toBe('instigator');
  await expect(w.getByText(`Game over after round ${state.turn}: the Instigator wins.`)).toBeVisible();
  await expect(w.getByRole('button', { name: 'Next activation' })).toBeDisabled();
  await press(w, 'Reset');
  await expect(w.getByText('Round 1 of 9: Act 1, Mobilisation')).toBeVisible();
});

test('another policy and another seed play the engine’s game for them', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const w = region(page);
  await w.getByLabel('Retaliator policy').selectOption('aggressive');
  await press(w, 'Play to the end');
  const policies = { instigator: 'counter', retaliator: 'aggressive' } as const;
  const a = playGame(preset.scenario, policies).state;
  await expect(w.getByText(`Game over after round ${a.turn}: ${a.winner === 'draw' ? 'a draw' : `the ${SIDE[a.winner!]} wins`}.`)).toBeVisible();
  const seed = w.getByLabel('Seed');
  await seed.fill('3');
  await seed.press('Enter');
  await expect(w.getByText('Round 1 of 9: Act 1, Mobilisation')).toBeVisible();
  const { instigatorPlayer: _player, ...scenario } = deploy(3, { system: 'war' });
  for (const c of scenario.combatants)
    await expect(w.getByRole('img', { name: new RegExp(`^${c.id}, .*, at ${Math.round(c.x * 10) / 10} in across`) })).toBeVisible();
  await press(w, 'Play to the end');
  const b = playGame(scenario, policies).state;
  await expect(w.getByText(`Game over after round ${b.turn}: ${b.winner === 'draw' ? 'a draw' : `the ${SIDE[b.winner!]} wins`}.`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the page credits and links the WAR project, and every step and reading the log may cite has its anchor', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('link', { name: 'WAR – An Open Source War Game' })).toHaveAttribute('href', 'https://www.beastsofwar.com/project/1832465/');
  for (const id of [...WAR_STEPS.map((s) => s.id), ...WAR_READINGS.map((r) => r.id)]) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  await expect(page.locator('#wa-act-3')).toContainText('WA5 Act 3, Do or Die');
});

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
};

for (const scheme of ['light', 'dark'] as const)
  test(`axe finds nothing on the WAR page (${scheme}), before play and in Act 2 with draws and fatigue`, async ({ page }) => {
    // A long log makes axe slow on a busy machine: allow it time (nothing here measures time).
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(PAGE);
    expect(await axe(page)).toEqual([]);
    const w = region(page);
    await press(w, 'Next round', 3);
    await press(w, 'Next activation');
    await expect(w.getByText('Round 4 of 9: Act 2, Fog of War')).toBeVisible();
    await expect(w.getByRole('list', { name: 'Fatigue:' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
