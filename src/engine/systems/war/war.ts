// WAR's three acts (source 004, an open-source wargame project; spec turn-systems.md WA1–WA8) as a turn
// system on the Fragment 1 table: nine rounds at most; every round each combatant on the table gives its
// side an activation die; Act 1 alternates, Act 2 draws the dice from a bag, Act 3 draws them and rolls
// for the Actions; each activation spends its Actions on Wait, Move, Fight or Rest, and fatigue builds
// with every further Action and fight and weakens defences. There are no Matches: WAR's state is its own
// (GameState.turnState) and every decision (which combatant, each Action) comes through pending,
// legalDecisions and apply, so people and policies decide alike and `sow sim` counts them.
import { remove, rollDie } from '../../match/combat.ts';
import { EPS, gap, inContact, onTable, type MovePath } from '../../core/geometry.ts';
import { endGame, sidesOnTable } from '../../table/outcome.ts';
import { defenceHolds } from '../../core/params.ts';
import { floatAt, nextState, peekFloat } from '../../core/random.ts';
import { randomDistances, TOWARD, WAIT } from '../../core/choices.ts';
import {
  recording,
  type Decision,
  type GameState,
  type LegalDecision,
  type Pending,
  type PolicyName,
  type Side,
  type Sink,
  type TurnSystem,
} from '../../core/types.ts';
import type { FatigueReason, WarState } from './war-types.ts';
import type { WarStepId as StepId } from './war-steps.ts';
import { ACTS, LAST_ROUND, ROUNDS_PER_ACT, WAR_DESCRIPTION } from './war-description.ts';
import { WAR_SENTENCES } from './war-sentences.ts';
import { citing, mark, NO_RULES, offTable, otherSide as other, victory } from '../../flow/removals.ts';
import { flow } from '../../flow/runner.ts';
import { nearestEnemy, slideFromNearest } from '../../table/nearest.ts';
import { placeMove } from '../../table/move.ts';

export { ACTS, LAST_ROUND, ROUNDS_PER_ACT };
/** WA5: an activation's Actions in Acts 1 and 2. */
export const ACTIONS_PER_ACTIVATION = 2;
/** WA5: the Act 3 roll is a D6 whatever the defence die (reading wa-act-3-d6). */
export const ACT_3_DIE = 6;
/** WA8: a 1 always holds, so fatigue brings the face a defence fails from down to 2 at most. */
const LOWEST_FAILING_FACE = 2;

/** WA5: the Act 3 roll's Actions: 1 → 1, 2–5 → 2, 6 → 3. */
export function actionsFor(roll: number): number {
  if (roll <= 1) return 1;
  return roll >= ACT_3_DIE ? 3 : 2;
}

/** The act a round belongs to (WA1): 1 for rounds 1–3, 2 for 4–6, 3 for 7–9. */
export function actOf(round: number): number {
  return Math.ceil(round / ROUNDS_PER_ACT);
}

const ROUNDS: readonly StepId[] = ['wa-rounds'];
const DICE: readonly StepId[] = ['wa-rounds', 'wa-activation-dice'];
const ACT_STEPS: readonly (readonly StepId[])[] = [
  ['wa-act-1', 'wa-activation-dice'],
  ['wa-act-2', 'wa-activation-dice'],
  ['wa-act-3', 'wa-activation-dice'],
];
const ACT_3_ROLL: readonly StepId[] = ['wa-act-3'];
const ACTIONS: readonly StepId[] = ['wa-actions'];
const FIGHTING: readonly StepId[] = ['wa-actions', 'wa-fatigue-in-fights'];
const FATIGUE: readonly StepId[] = ['wa-fatigue'];
const FATIGUE_USED: readonly StepId[] = ['wa-fatigue-in-fights'];

// The Fragment 1 table's rules WAR's Actions are played by (spec: the same table, Move, contact and
// defence test); WAR's own events cite only its steps.
const WAIT_RULES: readonly string[] = ['wait-action'];
const MOVE_RULES: readonly string[] = ['move-action', 'move-direction'];
const CONTACT_RULES: readonly string[] = ['base-contact', 'contact-strike'];
const DEFENCE_RULES: readonly string[] = ['defence-test'];

// Legal entries shared, frozen: a simulation makes many (the decisions are choices.ts's). Rest is both.
const WAIT_ENTRY: LegalDecision = Object.freeze({ type: 'wait' });
const REST = Object.freeze({ type: 'rest' } as const);

function state(g: GameState): WarState {
  return g.turnState as WarState;
}

// ---- citing: the shared layer's events (remove, endGame) get WAR's steps too ----

// ---- the table as WAR reads it ----

/** Whether `k`, its base at `at`, would touch combatant `j`, an enemy on the table. */
function touches(g: GameState, k: number, at: { x: number; y: number }, j: number): boolean {
  const c = g.combatants[j]!;
  return j !== k && c.side !== g.combatants[k]!.side && !c.removed && inContact(at, c, g.params.base);
}

/** The enemies a base at `at` would touch, in scenario order. */
function touching(g: GameState, k: number, at: { x: number; y: number } = g.combatants[k]!): number[] {
  const found: number[] = [];
  for (let j = 0; j < g.combatants.length; j++) if (touches(g, k, at, j)) found.push(j);
  return found;
}

/** The first enemy in scenario order `k` touches where it stands, or -1: a policy's and a Fight's target when none is named. */
function firstTouching(g: GameState, k: number): number {
  const at = g.combatants[k]!;
  for (let j = 0; j < g.combatants.length; j++) if (touches(g, k, at, j)) return j;
  return -1;
}

/** Whether combatant `k` is one of `side`'s unactivated combatants on the table: a die still to be used. */
function isUnactivated(g: GameState, t: WarState, side: Side, k: number): boolean {
  const c = g.combatants[k]!;
  return c.side === side && !c.removed && !t.activated[k];
}

/** The unactivated combatants of `side` on the table, in scenario order. */
function unactivated(g: GameState, t: WarState, side: Side): number[] {
  const found: number[] = [];
  for (let k = 0; k < g.combatants.length; k++) if (isUnactivated(g, t, side, k)) found.push(k);
  return found;
}

/** How many dice `side` has left: counted, for the step that only needs the number (no list is made). */
function diceOf(g: GameState, t: WarState, side: Side): number {
  let n = 0;
  for (let k = 0; k < g.combatants.length; k++) if (isUnactivated(g, t, side, k)) n++;
  return n;
}

/** The dice in the bag (reading wa-bag-holds-the-unactivated), or still to be used in Act 1. */
function dice(g: GameState, t: WarState): Record<Side, number> {
  return { instigator: diceOf(g, t, 'instigator'), retaliator: diceOf(g, t, 'retaliator') };
}

/** The dice not yet used this round, a side each: in the bag in Acts 2 and 3, beside the table in Act 1. */
export function diceLeft(g: GameState): Record<Side, number> {
  return dice(g, g.turnState as WarState);
}

/** Where a Move of `k` toward or away from its nearest enemy ends (A3: stopping at the first base in its way). */
function slideFrom(g: GameState, k: number, toward: boolean, distance: number): { nearest: number; path: MovePath } {
  return slideFromNearest(g, k, toward, distance, g.params.base, g.scratch.path);
}

/**
 * The enemy a Move ending at `to` strikes (A5; reading wa-contact-any-enemy): the enemy base that stopped
 * it, else the first in scenario order it touches there and did not touch before; -1 for none.
 */
function struckAt(g: GameState, k: number, to: { x: number; y: number }, stoppedBy: number, before: readonly number[]): number {
  if (stoppedBy >= 0 && g.combatants[stoppedBy]!.side !== g.combatants[k]!.side) return stoppedBy;
  for (let j = 0; j < g.combatants.length; j++) if (touches(g, k, to, j) && !before.includes(j)) return j;
  return -1;
}

// ---- rounds, acts and activations ----

/** WA1, WA2: the next round, every combatant's die back with its side; after round 9, the count decides. */
function startRound(g: GameState, t: WarState, out: Sink): void {
  if (g.turn >= LAST_ROUND) {
    const count = sidesOnTable(g);
    if (recording(out)) out.push({ type: 'round-count', round: g.turn, count, rules: NO_RULES, steps: ROUNDS });
    const n = mark(out);
    endGame(g, count.instigator > count.retaliator ? 'instigator' : count.retaliator > count.instigator ? 'retaliator' : 'draw', out, NO_RULES);
    citing(out, ROUNDS, n);
    return;
  }
  g.turn++;
  t.activated.fill(false);
  t.next = 'instigator';
  t.drawn = null;
  t.active = -1;
  g.phase = 'pairing';
  if (recording(out)) out.push({ type: 'round-start', round: g.turn, act: actOf(g.turn), dice: sidesOnTable(g), rules: NO_RULES, steps: DICE });
}

/** WA4: a die drawn from the bag (the game's seeded stream) names the side that activates next. */
function draw(g: GameState, t: WarState, bag: Record<Side, number>, out: Sink): void {
  g.rng = nextState(g.rng);
  t.drawn = floatAt(g.rng) * (bag.instigator + bag.retaliator) < bag.instigator ? 'instigator' : 'retaliator';
  if (recording(out)) out.push({ type: 'bag-draw', round: g.turn, side: t.drawn, bag, rules: NO_RULES, steps: ACT_STEPS[actOf(g.turn) - 1]! });
}

/** The side to activate next (WA3–WA5), drawing or passing as its act says; null at the round's end. */
function sideToActivate(g: GameState, t: WarState, out: Sink): Side | null {
  const instigator = diceOf(g, t, 'instigator');
  const retaliator = diceOf(g, t, 'retaliator');
  if (instigator + retaliator === 0) return null;
  if (actOf(g.turn) > 1) {
    if (t.drawn === null) draw(g, t, { instigator, retaliator }, out);
    return t.drawn;
  }
  // WA3: a side with none left passes, and the other goes again.
  if ((t.next === 'instigator' ? instigator : retaliator) === 0) {
    if (recording(out)) out.push({ type: 'activation-pass', round: g.turn, side: t.next, rules: NO_RULES, steps: ACT_STEPS[0]! });
    t.next = other(t.next);
  }
  return t.next;
}

/** WA2, WA5: `k` activates, its die beside it; in Act 3 a D6 gives its Actions. */
function activate(g: GameState, t: WarState, k: number, out: Sink): void {
  const c = g.combatants[k]!;
  const act = actOf(g.turn);
  t.activated[k] = true;
  t.active = k;
  t.taken = 0;
  if (act === 1) t.next = other(c.side);
  else t.drawn = null;
  const roll = act === ACTS ? rollDie(g, ACT_3_DIE) : 0;
  t.actions = act === ACTS ? actionsFor(roll) : ACTIONS_PER_ACTIVATION;
  if (!recording(out)) return;
  out.push({ type: 'activated', round: g.turn, act, side: c.side, id: c.id, actions: t.actions, rules: NO_RULES, steps: ACT_STEPS[act - 1]! });
  if (act === ACTS) out.push({ type: 'actions-roll', round: g.turn, id: c.id, roll, actions: t.actions, rules: NO_RULES, steps: ACT_3_ROLL });
}

// ---- fatigue ----

function tire(g: GameState, t: WarState, k: number, change: number, reason: FatigueReason, out: Sink): void {
  t.fatigue[k]! += change;
  if (recording(out))
    out.push({
      type: 'fatigue',
      id: g.combatants[k]!.id,
      change,
      fatigue: t.fatigue[k]!,
      reason,
      rules: NO_RULES,
      steps: reason === 'used' ? FATIGUE_USED : FATIGUE,
    });
}

interface Roll {
  k: number;
  used: number;
  held: boolean;
}

/**
 * WA8: `k` defends, each fatigue failing it on one more face, a 1 always holding; the fatigue that moved
 * the face is used (reading wa-fatigue-used). The caller removes those who failed (`fall`), together.
 */
function defend(g: GameState, t: WarState, k: number, out: Sink): Roll {
  const used = Math.min(t.fatigue[k]!, g.params['fails-on'] - LOWEST_FAILING_FACE);
  const failsOn = g.params['fails-on'] - used;
  const roll = rollDie(g);
  const held = defenceHolds(roll, { 'fails-on': failsOn });
  if (recording(out))
    out.push({ type: 'defence-roll', id: g.combatants[k]!.id, roll, held, failsOn, fatigueUsed: used, rules: DEFENCE_RULES, steps: FIGHTING });
  return { k, used, held };
}

/** WA7, WA8 after an exchange: the fatigue used comes off, then each survivor gains 1. */
function afterFight(g: GameState, t: WarState, rolls: readonly Roll[], out: Sink): void {
  for (const r of rolls) {
    if (g.combatants[r.k]!.removed) continue;
    if (r.used > 0) tire(g, t, r.k, -r.used, 'used', out);
    tire(g, t, r.k, 1, 'fight', out);
  }
}

// ---- the Actions (WA6) ----

/** Move toward or away from the nearest enemy; off the table removes the mover (rule 27); contact strikes (A5). */
function moveAction(g: GameState, t: WarState, k: number, toward: boolean, distance: number, action: number, out: Sink): void {
  const c = g.combatants[k]!;
  const before = touching(g, k);
  const { nearest, path: p } = slideFrom(g, k, toward, distance);
  placeMove(g, k, toward, nearest, p, action, out, MOVE_RULES, ACTIONS);
  if (offTable(g, k, out, ACTIONS)) return;
  const target = struckAt(g, k, c, p.stoppedBy, before);
  if (target < 0) return;
  // A5: the target rolls at once; a hold ends the exchange (the strike back waits for a Fight).
  if (recording(out)) out.push({ type: 'contact-strike', by: c.id, target: g.combatants[target]!.id, action, rules: CONTACT_RULES, steps: ACTIONS });
  const roll = defend(g, t, target, out);
  fall(g, [roll], out);
  afterFight(g, t, [{ k, used: 0, held: true }, roll], out);
}

/** Removes every combatant whose defence failed; two at once are a double knock-out (S3). */
function fall(g: GameState, rolls: readonly Roll[], out: Sink): void {
  const n = mark(out);
  const fallen = rolls.filter((r) => !r.held);
  for (const r of fallen) remove(g, r.k, 'defeated', out, DEFENCE_RULES);
  if (fallen.length === 2) {
    if (recording(out)) out.push({ type: 'double-knockout', ids: [g.combatants[fallen[0]!.k]!.id, g.combatants[fallen[1]!.k]!.id], rules: DEFENCE_RULES });
    else if (out) out.doubleKnockouts++;
  }
  citing(out, FIGHTING, n);
}

/** Fight (WA6, S3): one exchange, both rolling at once, both may fall. */
function fightAction(g: GameState, t: WarState, k: number, target: number, action: number, out: Sink): void {
  if (recording(out)) out.push({ type: 'fight', id: g.combatants[k]!.id, target: g.combatants[target]!.id, action, rules: NO_RULES, steps: ACTIONS });
  const rolls = [defend(g, t, k, out), defend(g, t, target, out)];
  fall(g, rolls, out);
  afterFight(g, t, rolls, out);
}

function indexOfId(g: GameState, id: string): number {
  return g.combatants.findIndex((c) => c.id === id);
}

/** The Actions the active combatant may take now (WA6; readings wa-no-lock, wa-fight-whom, wa-rest-needs-fatigue). */
function actionChoices(g: GameState, t: WarState): LegalDecision[] {
  const k = t.active;
  const enemies = touching(g, k);
  const max = g.params.move;
  const min = g.readings['move-distance'] === 'up-to' ? 0 : max;
  const list: LegalDecision[] = [WAIT_ENTRY];
  if (enemies.length === 0) list.push({ type: 'move', toward: true, minDistance: min, maxDistance: max });
  list.push({ type: 'move', toward: false, minDistance: min, maxDistance: max });
  for (const e of enemies) list.push({ type: 'fight', defending: false, target: g.combatants[e]!.id });
  if (t.taken === 0 && t.fatigue[k]! > 0) list.push(REST);
  return list;
}

/** An Action as a refusal names it. */
function actionName(l: LegalDecision): string {
  if (l.type === 'move') return l.toward ? 'move toward' : 'move away';
  if (l.type === 'fight') return l.target ? `fight ${l.target}` : 'fight';
  return l.type;
}

// ---- policies (spec: Policies in every system) ----

/** The gap from `k` to its nearest enemy. */
function gapToNearest(g: GameState, k: number): number {
  return gap(g.combatants[k]!, g.combatants[nearestEnemy(g, k)]!, g.params.base);
}

/** A full Move toward the nearest enemy would strike (counter's test). */
function moveStrikes(g: GameState, k: number): boolean {
  const { path: p } = slideFrom(g, k, true, g.params.move);
  return onTable(p.to, g.params.table) && struckAt(g, k, p.to, p.stoppedBy, []) >= 0;
}

/** The legal entry as a decision: every entry but a Move is one already. */
function asDecision(l: LegalDecision): Decision {
  if (l.type === 'fight') return { type: 'fight', target: l.target! };
  if (l.type === 'move') return { type: 'move', toward: l.toward };
  if (l.type === 'activate-combatant') return { type: 'activate-combatant', id: l.id };
  return l.type === 'rest' ? REST : WAIT;
}

/** Uniform over the legal list from the seeded stream, not advancing it; Move lengths as in Fragment 1 (P5a). */
function randomChoice(g: GameState, legal: readonly LegalDecision[]): Decision {
  const u = peekFloat(g.rng, g.decisions) * legal.length;
  const kind = Math.floor(u);
  const choice = legal[kind]!;
  if (choice.type !== 'move' || choice.minDistance === choice.maxDistance) return asDecision(choice);
  const distances = randomDistances('up-to', choice.maxDistance);
  // The fractional part of the same draw picks the length, so one draw makes one decision.
  return { type: 'move', toward: choice.toward, distance: distances[Math.floor((u - kind) * distances.length)]! };
}

/** Inside a round: an activation's Actions, then the next side to activate and its combatant; a choice of combatant or an Action waits for a decision. */
function nextStep(g: GameState, out: Sink): boolean {
  const t = state(g);
  if (t.active >= 0) {
    // An activation goes on while it has Actions and its combatant is on the table.
    if (t.taken < t.actions && !g.combatants[t.active]!.removed) return false;
    t.active = -1;
  }
  const side = sideToActivate(g, t, out);
  if (side === null) {
    g.phase = 'turn-start';
    return true;
  }
  const options = unactivated(g, t, side);
  // Reading wa-one-choice: a single unactivated combatant activates without asking.
  if (options.length > 1) return false;
  activate(g, t, options[0]!, out);
  return true;
}

export const war: TurnSystem = {
  ...WAR_DESCRIPTION,
  sentences: WAR_SENTENCES,

  // The combatant activated is named by its id; a Fight may name whom it fights.
  picks: (l, d) => l.type !== 'activate-combatant' || (d.type === 'activate-combatant' && l.id === d.id),

  start(scenario): WarState {
    const n = scenario.combatants.length;
    return {
      system: 'war',
      activated: new Array<boolean>(n).fill(false),
      fatigue: new Array<number>(n).fill(0),
      next: 'instigator',
      drawn: null,
      active: -1,
      taken: 0,
      actions: 0,
    };
  },

  advance: flow({ startTurn: (g, out) => startRound(g, state(g), out), next: nextStep }),

  decider(g) {
    const t = state(g);
    return t.active >= 0 ? g.combatants[t.active]!.side : activating(g, t);
  },

  pending(g): Pending {
    const t = state(g);
    if (t.active >= 0) {
      const k = t.active;
      const c = g.combatants[k]!;
      return {
        kind: 'activation-action',
        side: c.side,
        round: g.turn,
        combatant: c.id,
        action: t.taken + 1,
        actions: t.actions,
        fatigue: t.fatigue[k]!,
        nearest: g.combatants[nearestEnemy(g, k)]!.id,
        gap: Math.max(0, gapToNearest(g, k)),
      };
    }
    const side = activating(g, t);
    return { kind: 'activate-combatant', side, round: g.turn, act: actOf(g.turn), options: unactivated(g, t, side).map((k) => g.combatants[k]!.id) };
  },

  legalDecisions(g) {
    const t = state(g);
    if (t.active >= 0) return actionChoices(g, t);
    return unactivated(g, t, activating(g, t)).map((k) => activation(g, k));
  },

  refusal(legal, d) {
    const tried = d.type === 'activate-combatant' ? d.id : d.type === 'fight' && d.target ? `fight ${d.target}` : d.type;
    const first = legal[0]!;
    if (first.type === 'activate-combatant')
      return `the side must activate one of its unactivated combatants (${legal.map((l) => (l.type === 'activate-combatant' ? l.id : '')).join(', ')}), not "${tried}"`;
    // Rest, or a Fight naming whom, are not the Match's lists: say them all; else a Match's wording fits.
    if (legal.some((l) => l.type === 'rest' || l.type === 'fight')) return `the Actions allowed now are ${legal.map(actionName).join(', ')}, not "${tried}"`;
    return null;
  },

  apply(g, d, out) {
    const t = state(g);
    if (d.type === 'activate-combatant') {
      activate(g, t, indexOfId(g, d.id), out);
      return;
    }
    const k = t.active;
    const action = ++t.taken;
    if (d.type === 'wait') {
      if (recording(out)) out.push({ type: 'wait', id: g.combatants[k]!.id, action, rules: WAIT_RULES, steps: ACTIONS });
    } else if (d.type === 'rest') {
      if (recording(out)) out.push({ type: 'rest', id: g.combatants[k]!.id, action, rules: NO_RULES, steps: ACTIONS });
      tire(g, t, k, -1, 'rest', out);
    } else if (d.type === 'move') moveAction(g, t, k, d.toward, d.distance ?? g.params.move, action, out);
    else if (d.type === 'fight') fightAction(g, t, k, d.target === undefined ? firstTouching(g, k) : indexOfId(g, d.target), action, out);
    if (victory(g, out, ROUNDS)) return;
    // WA7, reading wa-fatigue-after: a further Action tires once carried out.
    if (action > 1 && !g.combatants[k]!.removed) tire(g, t, k, 1, 'further-action', out);
  },

  choose(policy, g, legal) {
    return choiceFromState(policy, g) ?? randomChoice(g, legal);
  },

  choice: choiceFromState,
};

/**
 * What a policy does, read from the state (all but `random`, which draws from the legal list): the
 * activation, and each Action of the active combatant (WA6; the entries actionChoices offers).
 */
function choiceFromState(policy: PolicyName, g: GameState): Decision | null {
  if (policy === 'random') return null;
  const t = state(g);
  if (t.active < 0) {
    const options = unactivated(g, t, activating(g, t));
    if (policy === 'wait') return activation(g, options[0]!);
    // aggressive, counter (and optimal, as aggressive): the own combatant closest to an enemy, ties in scenario order.
    let best = options[0]!;
    let bestGap = Infinity;
    for (const k of options) {
      const d = gapToNearest(g, k);
      if (d < bestGap - EPS) {
        bestGap = d;
        best = k;
      }
    }
    return activation(g, best);
  }
  const k = t.active;
  const enemy = firstTouching(g, k);
  const fight: Decision | null = enemy >= 0 ? { type: 'fight', target: g.combatants[enemy]!.id } : null;
  const rest = t.taken === 0 && t.fatigue[k]! > 0;
  switch (policy) {
    case 'wait':
      return rest ? REST : WAIT;
    case 'counter':
      if (fight) return fight;
      if (rest) return REST;
      return moveStrikes(g, k) ? TOWARD : WAIT;
    default:
      // aggressive (and optimal): Fight whenever touching, else Move toward; never Rest.
      return fight ?? TOWARD;
  }
}

/** The side that activates a combatant next, between activations: Act 1 alternates (WA3), Acts 2 and 3 follow the bag (WA4, WA5). */
function activating(g: GameState, t: WarState): Side {
  return actOf(g.turn) === 1 ? t.next : t.drawn!;
}

function activation(g: GameState, k: number): LegalDecision & Decision {
  return { type: 'activate-combatant', id: g.combatants[k]!.id };
}
