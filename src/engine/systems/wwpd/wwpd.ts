// WWPD (spec turn-systems.md WW1–WW8; the 2012 WWPD blog rules, another author's design) as a turn
// system: I-go-you-go player turns of Movement, Charge, Pile in and Melees, each Melee a chain of base
// contact resolved all at once. No Fragment 1 Match is ever formed here: the Melee replaces it, so the
// Match layer (combat.ts) lends only its die (rollDie) and its removal (remove).
import { remove, rollDie } from '../../match/combat.ts';
import { EPS, SHORT_OF_CONTACT, centreDistance, gap, inContact, slide, withinReach } from '../../core/geometry.ts';
import { linkedGroups } from '../../table/groups.ts';
import { defenceHolds } from '../../core/params.ts';
import { peekFloat } from '../../core/random.ts';
import { randomDistances } from '../../core/choices.ts';
import {
  recording,
  type Decision,
  type GameState,
  type LegalDecision,
  type Pending,
  type PolicyName,
  type Side,
  type Sink,
  type TableState,
  type TurnSystem,
} from '../../core/types.ts';
import type { WwpdState } from './wwpd-types.ts';
import { WWPD_DESCRIPTION } from './wwpd-description.ts';
import { WWPD_SENTENCES } from './wwpd-sentences.ts';
import { turnLimitDraw } from '../../flow/turn-flow.ts';
import { flow } from '../../flow/runner.ts';
import { citing, mark, NO_RULES, offTable, victory } from '../../flow/removals.ts';
import { nearest, nearestEnemy, slideFromNearest, type Accept } from '../../table/nearest.ts';
import { wwpdDistance, type WwpdStepId } from './wwpd-steps.ts';

// The distances live with the steps, so a page can measure them without loading the system.
export { WWPD_INCHES, wwpdDistance } from './wwpd-steps.ts';

// Citations: WWPD's own events cite only its steps; the shared ones (the defence test, a removal, the
// game's end) cite Fragment 1's rules too, and get the step that made them (`citing`).
const DEFENCE_TEST: readonly string[] = Object.freeze(['defence-test']);
const step = (id: WwpdStepId): readonly WwpdStepId[] => Object.freeze([id]);
const PLAYER_TURNS = step('ww-player-turns');
const MOVEMENT = step('ww-movement');
const CHARGE = step('ww-charge');
const PILE_IN = step('ww-pile-in');
const MELEES = step('ww-melees');
const ALL_AT_ONCE = step('ww-all-at-once');
const VICTORY = step('ww-victory');

const STAY: Decision = Object.freeze({ type: 'wait' });
const TOWARD: Decision = Object.freeze({ type: 'move', toward: true });
const CHARGES: Decision = Object.freeze({ type: 'charge' });

/** Engaged (WW3, WW5): touching an enemy. */
function engaged(g: TableState, i: number): boolean {
  const me = g.combatants[i]!;
  for (const c of g.combatants) if (!c.removed && c.side !== me.side && inContact(me, c, g.params.base)) return true;
  return false;
}

// chargeTarget's tests of a candidate base `k` for charger `i` (the enemy side is nearest's own test).
const notEngaged: Accept = (g, k) => !engaged(g, k);
const engagedFriend: Accept = (g, k, i) => g.combatants[k]!.side === g.combatants[i]!.side && engaged(g, k);

/**
 * WW3's target for charger `i`: the nearest enemy engaged with none of `i`'s side, if one is within the
 * charge; else, when an enemy is within the charge but every such one is engaged, the nearest engaged
 * friend, to touch it. Reading "out of reach": with no enemy within the charge the charger still goes
 * toward the nearest unengaged enemy (toward the nearest engaged friend only if every enemy is engaged).
 */
function chargeTarget(g: GameState, i: number): number {
  const reach = wwpdDistance(g.readings, 'charge');
  const free = nearest(g, i, notEngaged, true);
  if (free >= 0 && within(g, i, free, reach)) return free;
  // Either way an enemy is engaged, so a friend touches it: an engaged friend exists.
  if (free < 0 || enemyWithin(g, i, reach)) return nearest(g, i, engagedFriend);
  return free;
}

/** Whether `k` is within the charge's `reach` of charger `i`, edge to edge. */
function within(g: GameState, i: number, k: number, reach: number): boolean {
  return withinReach(g.combatants[i]!, g.combatants[k]!, g.params.base, reach);
}

/** Whether any enemy of `i` on the table is within `reach` of it. */
function enemyWithin(g: GameState, i: number, reach: number): boolean {
  const cs = g.combatants;
  for (let k = 0; k < cs.length; k++) if (k !== i && !cs[k]!.removed && cs[k]!.side !== cs[i]!.side && within(g, i, k, reach)) return true;
  return false;
}

/** The active side's combatants that touch no enemy, in scenario order: WW2's movers and WW3's chargers. */
function unengaged(g: GameState, side: Side): number[] {
  const out: number[] = [];
  const cs = g.combatants;
  for (let i = 0; i < cs.length; i++) if (!cs[i]!.removed && cs[i]!.side === side && !engaged(g, i)) out.push(i);
  return out;
}

function beginPlayerTurn(g: GameState, side: Side, out: Sink): void {
  g.phase = 'pairing';
  g.turnState = { system: 'wwpd', active: side, step: 'movement', waiting: unengaged(g, side), current: -1, target: -1, melees: [], resolved: 0 };
  if (recording(out)) out.push({ type: 'player-turn', turn: g.turn, side, rules: NO_RULES, steps: PLAYER_TURNS });
}

/** WW1, WW8: a game Turn is both player turns, the Instigator's first; the turn limit makes a draw. */
function startTurn(g: GameState, out: Sink): void {
  if (turnLimitDraw(g, out, NO_RULES, VICTORY)) return;
  g.turn++;
  if (recording(out)) out.push({ type: 'turn-start', turn: g.turn, rules: NO_RULES, steps: PLAYER_TURNS });
  beginPlayerTurn(g, 'instigator', out);
}

function endPlayerTurn(g: GameState, w: WwpdState, out: Sink): void {
  if (w.active === 'instigator') beginPlayerTurn(g, 'retaliator', out);
  else g.phase = 'turn-start';
}

/** The unit vector from `i` toward `k`. */
function heading(g: GameState, i: number, k: number): { dx: number; dy: number } {
  const a = g.combatants[i]!;
  const b = g.combatants[k]!;
  const d = centreDistance(a, b);
  return { dx: (b.x - a.x) / d, dy: (b.y - a.y) / d };
}

/** WW2: up to the scaled 6" toward or away from the nearest enemy, stopping short of any base (rule 27 off the table). */
function movement(g: GameState, i: number, toward: boolean, distance: number, out: Sink): void {
  const c = g.combatants[i]!;
  // Reading "short of contact": it stops SHORT_OF_CONTACT before the first base in its way, as WarSpike's lone Moves do.
  const path = g.scratch.path;
  const enemy = slideFromNearest(g, i, toward, distance, g.params.base + SHORT_OF_CONTACT, path).nearest;
  const moved = path.moved;
  const from = { x: c.x, y: c.y };
  c.x = path.to.x;
  c.y = path.to.y;
  if (recording(out))
    out.push({
      type: 'movement',
      id: c.id,
      toward,
      enemy: g.combatants[enemy]!.id,
      from,
      to: { x: c.x, y: c.y },
      distance: moved,
      stoppedBy: path.stoppedBy >= 0 ? g.combatants[path.stoppedBy]!.id : null,
      rules: NO_RULES,
      steps: MOVEMENT,
    });
  if (offTable(g, i, out, MOVEMENT)) victory(g, out, VICTORY);
}

/** WW3: up to the scaled 8" toward the target, stopping at the first base it touches. */
function charge(g: GameState, i: number, target: number, out: Sink): void {
  const c = g.combatants[i]!;
  const { dx, dy } = heading(g, i, target);
  const path = slide(g.combatants, i, dx, dy, wwpdDistance(g.readings, 'charge'), g.params.base, g.scratch.path);
  const from = { x: c.x, y: c.y };
  // Toward a base on the table, and never past it: a charge cannot leave the table.
  c.x = path.to.x;
  c.y = path.to.y;
  if (recording(out)) {
    const t = g.combatants[target]!;
    out.push({
      type: 'charge',
      id: c.id,
      target: t.id,
      friend: t.side === c.side,
      from,
      to: { x: c.x, y: c.y },
      distance: path.moved,
      touching: path.stoppedBy >= 0 ? g.combatants[path.stoppedBy]!.id : null,
      rules: NO_RULES,
      steps: CHARGE,
    });
  }
}

/** Whether charger `i`'s charge at `target` would end touching an enemy (what `counter` charges for). */
function chargeReaches(g: GameState, i: number, target: number): boolean {
  const { dx, dy } = heading(g, i, target);
  const path = slide(g.combatants, i, dx, dy, wwpdDistance(g.readings, 'charge'), g.params.base, g.scratch.path);
  return path.stoppedBy >= 0 && g.combatants[path.stoppedBy]!.side !== g.combatants[i]!.side;
}

/** WW3: the charger not yet asked that is closest to an enemy, measured now; ties to scenario order. */
function askCharger(g: GameState, w: WwpdState): void {
  let pick = 0;
  let best = Infinity;
  for (let k = 0; k < w.waiting.length; k++) {
    nearestEnemy(g, w.waiting[k]!);
    const d = g.scratch.nearestDistance;
    if (d < best - EPS) {
      best = d;
      pick = k;
    }
  }
  w.current = w.waiting.splice(pick, 1)[0]!;
  w.target = chargeTarget(g, w.current);
}

/**
 * WW6: every member strikes one enemy it touches (the one struck least so far in this Melee, ties in
 * scenario order); every struck member rolls the defence test once a strike; the removals all happen
 * after all the rolls, so both sides can lose combatants to the same exchange (a double knock-out).
 */
function resolveMelee(g: GameState, members: readonly number[], out: Sink): void {
  const w = own(g);
  const melee = ++w.resolved;
  const cs = g.combatants;
  if (recording(out)) out.push({ type: 'melee-start', turn: g.turn, melee, members: members.map((i) => cs[i]!.id), rules: NO_RULES, steps: MELEES });
  // Whom each member strikes (targets[n] for members[n]), and how many strikes each base has taken: a
  // base's strikers are the members that target it, in the order they struck.
  const targets: number[] = [];
  const struck = new Int32Array(cs.length);
  for (const i of members) {
    let target = -1;
    for (const k of members) {
      if (cs[k]!.side === cs[i]!.side || !inContact(cs[i]!, cs[k]!, g.params.base)) continue;
      if (target < 0 || struck[k]! < struck[target]!) target = k;
    }
    // Every member of a Melee touches an enemy in it (linkedGroups at reach 0), so a target exists.
    struck[target]!++;
    targets.push(target);
    if (recording(out)) out.push({ type: 'melee-strike', melee, by: cs[i]!.id, target: cs[target]!.id, rules: NO_RULES, steps: ALL_AT_ONCE });
  }
  const fell: number[] = [];
  for (const k of members) {
    if (struck[k] === 0) continue;
    let held = true;
    for (let n = 0; n < members.length; n++) {
      if (targets[n] !== k) continue;
      const by = members[n]!;
      const roll = rollDie(g);
      const holds = defenceHolds(roll, g.params);
      held &&= holds;
      if (recording(out)) out.push({ type: 'melee-defence', melee, id: cs[k]!.id, by: cs[by]!.id, roll, held: holds, rules: DEFENCE_TEST, steps: ALL_AT_ONCE });
    }
    if (!held) fell.push(k);
  }
  const from = mark(out);
  for (const k of fell) remove(g, k, 'defeated', out, DEFENCE_TEST);
  citing(out, ALL_AT_ONCE, from);
  const both = fell.some((k) => cs[k]!.side === 'instigator') && fell.some((k) => cs[k]!.side === 'retaliator');
  if (recording(out))
    out.push({
      type: 'melee-end',
      turn: g.turn,
      melee,
      fell: fell.map((k) => cs[k]!.id),
      ...(both ? { doubleKnockout: true as const } : {}),
      rules: NO_RULES,
      steps: ALL_AT_ONCE,
    });
  else if (out && both) out.doubleKnockouts++;
  victory(g, out, VICTORY);
}

/**
 * WW5–WW6 on a table as it stands, outside a game's order of play: the Melee whose first member is
 * `first` (linkedGroups at reach 0, as the Melee step finds them) resolved all at once, as the Melee step
 * resolves it. For a page where the reader sets the table and resolves its Melees one at a time.
 */
export function resolveMeleeOf(g: GameState, first: string, out: Sink): void {
  const melees = linkedGroups(g.combatants, 0, g.params.base);
  const members = melees.find((m) => g.combatants[m[0]!]!.id === first);
  if (!members)
    throw new Error(
      `no Melee on this table starts with ${first} (Melees: ${melees.map((m) => m.map((i) => g.combatants[i]!.id).join(', ')).join('; ') || 'none'})`,
    );
  if (g.turnState?.system !== 'wwpd') {
    g.phase = 'pairing';
    g.turnState = { system: 'wwpd', active: 'instigator', step: 'melee', waiting: [], current: -1, target: -1, melees: [], resolved: 0 };
  }
  resolveMelee(g, members, out);
}

// Movement's choices depend only on the Move's length: the last list made is kept in the state's scratch.
function moveChoices(g: GameState, max: number): readonly LegalDecision[] {
  if (g.scratch.moves.max !== max)
    g.scratch.moves = {
      max,
      list: [
        STAY as LegalDecision,
        Object.freeze({ type: 'move', toward: true, minDistance: 0, maxDistance: max } as const),
        Object.freeze({ type: 'move', toward: false, minDistance: 0, maxDistance: max } as const),
      ],
    };
  return g.scratch.moves.list;
}

/** A uniformly random legal decision from the game's stream, not advancing it (as policies.ts's random). */
function randomChoice(g: GameState, legal: readonly LegalDecision[]): Decision {
  const u = peekFloat(g.rng, g.decisions) * legal.length;
  const kind = Math.floor(u);
  const choice = legal[kind]!;
  switch (choice.type) {
    case 'move': {
      // Reading "random WWPD Moves": WWPD's Move is always "up to", so Fragment 1's up-to lengths apply.
      const distances = randomDistances('up-to', choice.maxDistance);
      return { type: 'move', toward: choice.toward, distance: distances[Math.floor((u - kind) * distances.length)]! };
    }
    case 'charge':
      return CHARGES;
    case 'pick-melee':
      return { type: 'pick-melee', first: choice.members[0]! };
    default:
      return STAY;
  }
}

/** WW2–WW5 inside a player turn: Movement, each unit in turn, then the charges, the pile-in and the Melees; a mover, a charger or a choice of Melee waits for a decision. */
function nextStep(g: GameState, out: Sink): boolean {
  const w = own(g);
  if (w.current >= 0) return false; // a mover or a charger decides
  if (w.step === 'movement') {
    const next = w.waiting.shift();
    if (next !== undefined) {
      w.current = next;
      return false;
    }
    w.step = 'charge';
    w.waiting = unengaged(g, w.active);
    return true;
  }
  if (w.step === 'charge') {
    if (w.waiting.length > 0) {
      askCharger(g, w);
      return false;
    }
    // WW4: only units with models already engaged pile in, bringing more of their models into
    // contact; a one-model unit has none left to bring, so nobody moves. Said in the log all the same.
    if (recording(out)) out.push({ type: 'pile-in', side: w.active, rules: NO_RULES, steps: PILE_IN });
    w.step = 'melee';
    w.melees = linkedGroups(g.combatants, 0, g.params.base);
    return true;
  }
  if (w.melees.length > 1) return false; // WW5: the active side picks the order
  const last = w.melees.pop();
  if (last) resolveMelee(g, last, out);
  else endPlayerTurn(g, w, out);
  return true;
}

/** The player turn under way: WWPD's turnState (set as each player turn begins). */
function own(g: GameState): WwpdState {
  return g.turnState as WwpdState;
}

export const wwpd: TurnSystem = {
  ...WWPD_DESCRIPTION,
  sentences: WWPD_SENTENCES,

  advance: flow({ startTurn, next: nextStep }),

  decider: (g) => own(g).active,

  pending(g): Pending {
    const w = own(g);
    const side = w.active;
    if (w.step === 'melee') return { kind: 'melee-order', side, melees: w.melees.map((m) => m.map((i) => g.combatants[i]!.id)) };
    const c = g.combatants[w.current]!;
    if (w.step === 'movement') {
      const e = g.combatants[nearestEnemy(g, w.current)]!;
      return { kind: 'movement', side, combatant: c.id, nearest: e.id, gap: Math.max(0, gap(c, e, g.params.base)) };
    }
    const t = g.combatants[w.target]!;
    return { kind: 'charge', side, combatant: c.id, target: t.id, friend: t.side === c.side, gap: Math.max(0, gap(c, t, g.params.base)) };
  },

  legalDecisions(g) {
    const w = own(g);
    if (w.step === 'movement') return moveChoices(g, wwpdDistance(g.readings, 'move'));
    if (w.step === 'melee') return w.melees.map((m) => ({ type: 'pick-melee', members: m.map((i) => g.combatants[i]!.id) }));
    const c = g.combatants[w.current]!;
    const t = g.combatants[w.target]!;
    return [{ type: 'charge', charger: c.id, target: t.id, friend: t.side === c.side, reaches: chargeReaches(g, w.current, w.target) }, STAY as LegalDecision];
  },

  apply(g, d, out) {
    const w = own(g);
    if (d.type === 'pick-melee') {
      const k = w.melees.findIndex((m) => g.combatants[m[0]!]!.id === d.first);
      resolveMelee(g, w.melees.splice(k, 1)[0]!, out);
      return;
    }
    const i = w.current;
    const target = w.target;
    w.current = w.target = -1;
    if (d.type === 'move') movement(g, i, d.toward, d.distance ?? wwpdDistance(g.readings, 'move'), out);
    else if (d.type === 'charge') charge(g, i, target, out);
    else if (recording(out))
      out.push({
        type: 'stay',
        id: g.combatants[i]!.id,
        step: w.step === 'movement' ? 'movement' : 'charge',
        rules: NO_RULES,
        steps: w.step === 'movement' ? MOVEMENT : CHARGE,
      });
  },

  // A Melee is named by its first member.
  picks: (l, d) => l.type !== 'pick-melee' || (d.type === 'pick-melee' && l.members[0] === d.first),

  // Movement's refusals are Fragment 1's (Wait or Move, a Move's length); the charge and the order are WWPD's own.
  refusal(legal, d) {
    const first = legal[0];
    const not = `not "${d.type === 'pick-melee' ? `the Melee of ${d.first}` : d.type}"`;
    if (first?.type === 'pick-melee')
      return `the active side must pick the next Melee (${legal.map((l) => (l.type === 'pick-melee' ? `the Melee of ${l.members.join(', ')}` : '')).join('; ')}), ${not}`;
    if (first?.type === 'charge') return `${first.charger} may charge ${first.target} or Wait (no charge), ${not}`;
    return null;
  },

  // Spec "Policies in every system"; `optimal` plays as aggressive (optimalNote).
  choose(policy, g, legal) {
    return choiceFromState(policy, g) ?? randomChoice(g, legal);
  },

  choice: choiceFromState,
};

/** What a policy does, read from the state (all but `random`, which draws from the legal list). */
function choiceFromState(policy: PolicyName, g: GameState): Decision | null {
  if (policy === 'random') return null;
  const w = own(g);
  // WW5: the Melee holding the earliest combatant in scenario order first (linkedGroups' order).
  if (w.step === 'melee') return { type: 'pick-melee', first: g.combatants[w.melees[0]![0]!]!.id };
  if (w.step === 'charge') {
    if (policy === 'wait') return STAY;
    return policy !== 'counter' || chargeReaches(g, w.current, w.target) ? CHARGES : STAY;
  }
  // A Movement-step Move stops short of every base, so it never makes contact: counter stays, as wait does.
  return policy === 'aggressive' || policy === 'optimal' ? TOWARD : STAY;
}
