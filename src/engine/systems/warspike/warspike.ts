// WarSpike's Turn Sequence (source 002, spec turn-systems.md WS1–WS9) as a turn system: roles by a
// coin flip with electing and passing, the Instigator's free activation of any of its combatants
// against any target, the target's forced reaction, each Paired-Resolution played as a Fragment 1
// Match (the shared Match layer), the leftovers, the changeover and the Advantage. Blocks (WS9) are
// not played. The combatants' sides are players here: who is Instigator changes from Turn to Turn.
import { rollDie } from '../../match/combat.ts';
import { waitOrMove } from '../../match/legal.ts';
import { EPS, gap, SHORT_OF_CONTACT } from '../../core/geometry.ts';
import { randomDecision, TOWARD, WAIT } from '../../core/choices.ts';
import { peekFloat } from '../../core/random.ts';
import { RULESETS } from '../../core/rulesets.ts';
import {
  recording,
  type Decision,
  type GameEvent,
  type GameState,
  type LegalDecision,
  type MatchState,
  type PairOption,
  type Pending,
  type PolicyName,
  type Side,
  type Sink,
  type StepId,
  type TurnSystem,
} from '../../core/types.ts';
import type { WarSpikeState } from './warspike-types.ts';
import { nearestEnemy, slideFromNearest } from '../../table/nearest.ts';
import { closeMatch, openMatch, turnLimitDraw } from '../../flow/turn-flow.ts';
import { runFlow, type FlowSteps } from '../../flow/runner.ts';
import { citing, mark, NO_RULES, offTable, otherSide as other, victory } from '../../flow/removals.ts';
import { closestPairIndices } from '../../table/pairs.ts';
import { WARSPIKE_SENTENCES } from './warspike-sentences.ts';
import { pick, type WarSpikeSystem } from './warspike-pairing.ts';
import { WARSPIKE_DESCRIPTION } from './warspike-description.ts';

const ROLES: readonly StepId[] = ['ws-roles'];
const ACTIVATION: readonly StepId[] = ['ws-activation'];
const REACTION: readonly StepId[] = ['ws-reaction', 'ws-resolution'];
const RESOLUTION: readonly StepId[] = ['ws-resolution'];
const NEXT_ACTIVATION: readonly StepId[] = ['ws-next-activation'];
const CHANGEOVER: readonly StepId[] = ['ws-changeover'];
const ADVANTAGE: readonly StepId[] = ['ws-advantage'];
const VICTORY: readonly StepId[] = ['ws-victory'];

/** What a Paired-Resolution cites of Fragment 1: it is played as a Match (A1–A12), but not formed closest-first. */
const MATCH_RULES: readonly string[] = ['match-pair', 'only-matched-act', 'instigator-first', 'five-actions'];
const MATCH_END_RULES: readonly string[] = ['match-end', 'match-resolved'];
/** Events that are WarSpike's alone cite no Fragment 1 rule, only their steps. */

// Each both a decision and its legal entry.
const ELECT = Object.freeze({ type: 'elect' } as const);
const PASS = Object.freeze({ type: 'pass' } as const);
const ROLE_CHOICES: readonly LegalDecision[] = [ELECT, PASS];

function state(g: GameState): WarSpikeState {
  return g.turnState as WarSpikeState;
}

/** How far a combatant's centre is from its own edge (y is measured from the `instigator` side's edge). */
function depth(g: GameState, k: number): number {
  const c = g.combatants[k]!;
  return c.side === 'instigator' ? c.y : g.params.table.depth - c.y;
}

/** The first combatant of `side` on the table that has not acted or reacted this Turn, or -1. */
function firstFree(g: GameState, side: Side): number {
  return g.combatants.findIndex((c) => c.side === side && !c.removed && !c.inert);
}

type Step = 'roles' | 'activation' | 'leftover' | 'changeover' | 'advantage';

/** Where the Turn stands, read from who has acted or reacted (WS1–WS7). */
function stepOf(g: GameState): Step {
  const t = state(g);
  if (t.instigator === null) return 'roles';
  const active = firstFree(g, t.instigator) >= 0;
  const target = firstFree(g, other(t.instigator)) >= 0;
  if (active && target) return 'activation';
  if (active) return 'leftover';
  return target ? 'changeover' : 'advantage';
}

// ---- citing: the shared layer's events get WarSpike's steps too ----

/** The Match's own events since the last decision (combat.ts, actions.ts) are the Paired-Resolution's. */
function citeMatchEvents(out: Sink): void {
  if (!recording(out)) return;
  let k = out.length;
  while (k > 0 && out[k - 1]!.steps === undefined) k--;
  citing(out, RESOLUTION, k);
}

// ---- the Turn ----

/** A new Turn, or the draw at the turn limit (WS8; a struck-off Turn counts, WS1). */
function startTurn(g: GameState, out: Sink): void {
  const t = state(g);
  if (turnLimitDraw(g, out, NO_RULES, VICTORY)) return;
  g.turn++;
  g.matchesThisTurn = 0;
  g.phase = 'pairing';
  g.combatants.forEach((c, k) => {
    c.inert = false;
    t.startDepth[k] = depth(g, k);
  });
  if (recording(out)) out.push({ type: 'turn-start', turn: g.turn, rules: NO_RULES, steps: ROLES });
  if (t.next) {
    t.instigator = t.next;
    t.next = null;
    if (recording(out)) out.push({ type: 'roles', turn: g.turn, instigator: t.instigator, decidedBy: 'advantage', rules: NO_RULES, steps: ADVANTAGE });
    return;
  }
  // Reading ws-coin: the coin is the die, its low half won by the `instigator` side, so scripted
  // dice can call it and the seeded stream flips it otherwise.
  const roll = rollDie(g);
  t.coin = t.asked = roll <= g.params.die / 2 ? 'instigator' : 'retaliator';
  if (recording(out)) out.push({ type: 'coin-flip', turn: g.turn, winner: t.coin, roll, rules: NO_RULES, steps: ROLES });
}

/** WS1: the player asked elects to be Instigator or passes; both passing strikes the Turn off. */
function chooseRole(g: GameState, elected: boolean, out: Sink): void {
  const t = state(g);
  const side = t.asked!;
  if (recording(out)) out.push({ type: 'role-choice', turn: g.turn, side, elected, rules: NO_RULES, steps: ROLES });
  if (elected) {
    t.instigator = side;
    t.asked = null;
    if (recording(out)) out.push({ type: 'roles', turn: g.turn, instigator: side, decidedBy: 'election', rules: NO_RULES, steps: ROLES });
  } else if (side === t.coin) t.asked = other(side);
  else {
    t.asked = t.coin = null;
    g.phase = 'turn-start';
    if (recording(out)) out.push({ type: 'turn-struck-off', turn: g.turn, rules: NO_RULES, steps: ROLES });
  }
}

/** WS2–WS4: the active combatant and its target form a Paired-Resolution, played as a Fragment 1 Match. */
function activate(g: GameState, i: number, r: number, out: Sink): void {
  const number = ++g.matchesThisTurn;
  const a = g.combatants[i]!;
  const b = g.combatants[r]!;
  if (recording(out))
    out.push({
      type: 'activation',
      turn: g.turn,
      number,
      active: a.id,
      target: b.id,
      distance: Math.max(0, gap(a, b, g.params.base)),
      rules: NO_RULES,
      steps: ACTIVATION,
    });
  const n = mark(out);
  openMatch(g, i, r, number, 1, MATCH_RULES, out);
  citing(out, REACTION, n);
}

/** WS4, WS5: the Paired-Resolution is over; both have acted or reacted this Turn. */
function resolve(g: GameState, m: MatchState, out: Sink): void {
  const n = mark(out);
  const fell = closeMatch(g, m, out, MATCH_END_RULES);
  citing(out, RESOLUTION, n);
  if (fell) victory(g, out, VICTORY);
}

/**
 * WS5 leftovers and the WS6 changeover: the next free combatant of the side Moves toward or away from
 * its nearest enemy, stopping short of every base (reading ws-stop-short), or Waits. Off the table it
 * is removed, as rule 27 says of any Move.
 */
function loneAction(g: GameState, step: 'leftover' | 'changeover', d: Decision, out: Sink): void {
  const t = state(g);
  const k = firstFree(g, step === 'leftover' ? t.instigator! : other(t.instigator!));
  const c = g.combatants[k]!;
  const steps = step === 'leftover' ? NEXT_ACTIVATION : CHANGEOVER;
  c.inert = true;
  const from = { x: c.x, y: c.y };
  let e: number;
  let stoppedBy = -1;
  let moved = 0;
  if (d.type !== 'move') e = nearestEnemy(g, k);
  else {
    // WS6 "may not target": the Move stops short of every base.
    const path = g.scratch.path;
    e = slideFromNearest(g, k, d.toward, d.distance ?? g.params.move, g.params.base + SHORT_OF_CONTACT, path).nearest;
    c.x = path.to.x;
    c.y = path.to.y;
    stoppedBy = path.stoppedBy;
    moved = path.moved;
  }
  if (recording(out))
    out.push({
      type: step,
      turn: g.turn,
      id: c.id,
      nearest: g.combatants[e]!.id,
      toward: d.type === 'move' ? d.toward : null,
      from,
      to: { x: c.x, y: c.y },
      distance: moved,
      stoppedBy: stoppedBy >= 0 ? g.combatants[stoppedBy]!.id : null,
      rules: d.type === 'move' ? RULESETS[g.ruleset].cite.move : RULESETS[g.ruleset].cite.wait,
      steps,
      ...(d.type === 'move' && (g.readings['move-distance'] === 'up-to' || stoppedBy >= 0) ? { readings: ['move-distance' as const] } : {}),
    });
  if (offTable(g, k, out, steps)) victory(g, out, VICTORY);
}

/**
 * WS7: a side scores its combatants whose centres ended the Turn nearer the enemy's edge, and the
 * enemy's that ended farther from it; removed ones count zero. The higher score is the next Instigator.
 */
function advantage(g: GameState, out: Sink): void {
  const t = state(g);
  // Counted in two locals, and who moved listed only for a record: a quiet game scores every Turn, and
  // a score kept by side name was a keyed count at every base.
  let instigator = 0;
  let retaliator = 0;
  for (let k = 0; k < g.combatants.length; k++) {
    const moved = ground(g, t, k);
    if (moved === 0) continue;
    // Ground gained scores for the base's side, ground lost for the other.
    if (moved > 0 === (g.combatants[k]!.side === 'instigator')) instigator++;
    else retaliator++;
  }
  // Equal scores: the coin decides as at the start (WS1). A side with nothing on the table cannot be
  // Instigator, but WS8 has already ended such a game.
  t.next = instigator > retaliator ? 'instigator' : retaliator > instigator ? 'retaliator' : null;
  t.instigator = null;
  g.phase = 'turn-start';
  if (recording(out)) recordAdvantage(g, t, { instigator, retaliator }, out);
}

/** WS7 for combatant `k`: 1 when it ended the Turn nearer the enemy's edge, -1 when farther, else 0 (and 0 once removed). */
function ground(g: GameState, t: WarSpikeState, k: number): number {
  if (g.combatants[k]!.removed) return 0;
  const gained = depth(g, k) - t.startDepth[k]!;
  return gained > EPS ? 1 : gained < -EPS ? -1 : 0;
}

function recordAdvantage(g: GameState, t: WarSpikeState, scores: Record<Side, number>, out: GameEvent[]): void {
  const forward: string[] = [];
  const backward: string[] = [];
  g.combatants.forEach((c, k) => {
    const moved = ground(g, t, k);
    if (moved > 0) forward.push(c.id);
    else if (moved < 0) backward.push(c.id);
  });
  out.push({ type: 'advantage', turn: g.turn, scores, forward, backward, next: t.next, rules: NO_RULES, steps: ADVANTAGE });
}

// ---- choices ----

/**
 * WS2: every own combatant that has not acted, against every enemy that has not reacted, in scenario
 * order: as pairs, the Instigator's combatant first (`instigator`), its target second.
 */
function activations(g: GameState): PairOption[] {
  const out: PairOption[] = [];
  eachActivation(g, (instigator, retaliator, distance) => out.push({ instigator, retaliator, distance }));
  return out;
}

function eachActivation(g: GameState, visit: (instigator: string, retaliator: string, distance: number) => void): void {
  const side = state(g).instigator!;
  for (const a of g.combatants) {
    if (a.side !== side || a.removed || a.inert) continue;
    for (const b of g.combatants) {
      if (b.side === side || b.removed || b.inert) continue;
      visit(a.id, b.id, Math.max(0, gap(a, b, g.params.base)));
    }
  }
}

/** How many combatants of `side` are on the table and have not acted or reacted this Turn. */
function freeCount(g: GameState, side: Side): number {
  let n = 0;
  for (const c of g.combatants) if (c.side === side && !c.removed && !c.inert) n++;
  return n;
}

/** Who decides at `step`: the side asked for the roles; at the changeover the other side, whose free combatants are left (WS6); else the Instigator. */
function deciding(t: WarSpikeState, step: Step): Side {
  if (step === 'roles') return t.asked!;
  return step === 'changeover' ? other(t.instigator!) : t.instigator!;
}

/** The decision that activates `active` against `target`. */
function indexOfId(g: GameState, id: string): number {
  return g.combatants.findIndex((c) => c.id === id);
}

/**
 * Pairing `closest`: the pair Fragment 1 would form, closest first; a tie goes to the Instigator's
 * combatant first in scenario order, then its target (T3).
 */
function closestActivation(g: GameState): Decision {
  const pairs = closestPairIndices(g);
  const mine = state(g).instigator === 'instigator' ? 0 : 1;
  let best = -1;
  for (let k = 0; k < pairs.length; k += 2)
    if (best < 0 || pairs[k + mine]! < pairs[best + mine]! || (pairs[k + mine] === pairs[best + mine] && pairs[k + 1 - mine]! < pairs[best + 1 - mine]!))
      best = k;
  return pick(g.combatants[pairs[best + mine]!]!.id, g.combatants[pairs[best + 1 - mine]!]!.id);
}

function activationChoice(g: GameState, legal: readonly LegalDecision[], mine: PolicyName, theirs: PolicyName): Decision {
  switch (state(g).pairing) {
    case 'closest':
      return closestActivation(g);
    case 'best-odds': {
      const bestOdds = (g.system as WarSpikeSystem).bestOdds;
      if (!bestOdds) throw new Error('the pairing "best-odds" needs the exact solver: play WarSpike from its full value (loadSystem, or warspikeWithBestOdds)');
      return bestOdds(g, legal, mine, theirs);
    }
    case 'random': {
      // Drawn without advancing the stream, as the random policy draws: a person's pick replays the same.
      const l = legal[Math.floor(peekFloat(g.rng, g.decisions) * legal.length)] as PairOption;
      return pick(l.instigator, l.retaliator);
    }
  }
}

/** WS2–WS6 inside a Turn: the advantage roll, then each activation; a choice among pairs, the roles, a leftover or a changeover combatant waits for a decision. */
function nextStep(g: GameState, out: Sink): boolean {
  const step = stepOf(g);
  if (step === 'advantage') {
    advantage(g, out);
    return true;
  }
  if (step !== 'activation') return false; // the roles, a leftover or a changeover combatant: a decision
  // WS2 pairs every free own combatant with every free enemy: more than one pair is the Instigator's
  // free choice; a choice of one is no choice, and the last pair forms at once.
  const side = state(g).instigator!;
  if (freeCount(g, side) * freeCount(g, other(side)) > 1) return false;
  activate(g, firstFree(g, side), firstFree(g, other(side)), out);
  return true;
}

const WARSPIKE_FLOW: FlowSteps = { startTurn, endMatch: resolve, next: nextStep };

/** WarSpike without its best-odds pairing, which brings the exact solver (warspike-odds.ts adds it). */
export const warspike: TurnSystem = {
  ...WARSPIKE_DESCRIPTION,
  sentences: WARSPIKE_SENTENCES,

  start: (scenario) => ({ system: 'warspike', pairing: scenario.pairing ?? 'closest', instigator: null, coin: null, asked: null, next: null, startDepth: [] }),

  advance(g, out) {
    citeMatchEvents(out);
    runFlow(WARSPIKE_FLOW, g, out);
  },

  pending(g): Pending {
    const t = state(g);
    const step = stepOf(g);
    if (step === 'roles') return { kind: 'roles', side: t.asked!, first: t.asked === t.coin };
    if (step === 'activation') return { kind: 'activate', side: t.instigator!, options: activations(g) };
    const side = deciding(t, step);
    const k = firstFree(g, side);
    const e = nearestEnemy(g, k);
    return {
      kind: step === 'leftover' ? 'leftover' : 'changeover',
      side,
      combatant: g.combatants[k]!.id,
      nearest: g.combatants[e]!.id,
      gap: Math.max(0, gap(g.combatants[k]!, g.combatants[e]!, g.params.base)),
    };
  },

  decider: (g) => deciding(state(g), stepOf(g)),

  legalDecisions(g) {
    const step = stepOf(g);
    if (step === 'roles') return ROLE_CHOICES;
    if (step === 'activation') {
      const legal: LegalDecision[] = [];
      eachActivation(g, (instigator, retaliator, distance) => legal.push({ type: 'pick-match', instigator, retaliator, distance }));
      return legal;
    }
    return waitOrMove(g);
  },

  refusal(legal, d) {
    const tried = d.type === 'pick-match' ? `${d.instigator} v ${d.retaliator}` : d.type;
    const first = legal[0]!;
    if (first.type === 'pick-match')
      return `the Instigator must activate one of its combatants against a target (${legal.map((l) => (l.type === 'pick-match' ? `${l.instigator} v ${l.retaliator}` : '')).join(', ')}), not "${tried}"`;
    if (first.type === 'elect') return `the player must elect to be the Instigator or pass, not "${tried}"`;
    return null; // a leftover or changeover Move: refused as any Move is
  },

  apply(g, d, out) {
    if (d.type === 'elect' || d.type === 'pass') chooseRole(g, d.type === 'elect', out);
    else if (d.type === 'pick-match') activate(g, indexOfId(g, d.instigator), indexOfId(g, d.retaliator), out);
    else {
      const step = stepOf(g);
      if (step === 'leftover' || step === 'changeover') loneAction(g, step, d, out);
    }
  },

  // Spec "Policies in every system": only `wait` passes; the activation follows the pairing whatever the
  // policy; a lone Move can never make contact, so `counter` Waits as `wait` does, and `optimal`, with no
  // solution outside a Match, Moves toward as `aggressive` does.
  choose(policy, g, legal, opponent) {
    const d = choiceFromState(policy, g);
    if (d) return d;
    if (legal[0]!.type === 'pick-match') return activationChoice(g, legal, policy, opponent);
    return randomDecision(g, legal);
  },

  choice: choiceFromState,
};

/** choose() where the state alone says it: all but a random pick and the best-odds and random pairings. */
function choiceFromState(policy: PolicyName, g: GameState): Decision | null {
  const step = stepOf(g);
  if (step === 'roles') return policy === 'wait' ? PASS : ELECT;
  if (step === 'activation') return state(g).pairing === 'closest' ? closestActivation(g) : null;
  if (policy === 'random') return null;
  return policy === 'aggressive' || policy === 'optimal' ? TOWARD : WAIT;
}
