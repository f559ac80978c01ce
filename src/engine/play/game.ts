// The game as a state machine: who must decide what, the legal decisions, and applying one.
// Outside a Match the scenario's turn system (systems/) runs the game; inside one, the shared Match
// layer (actions.ts, combat.ts) does. Legality is written once, in legalDecisions: applyDecision holds
// every decision to that list, and policies choose from it.
import { FIGHT_DEFENDING, FIGHT_STRIKING, waitOrMove } from '../match/legal.ts';
import { actingSide, indexOf } from '../match/combat.ts';
import { playAction } from '../match/transition.ts';
import { gap } from '../core/geometry.ts';
import { scenarioParams, type Params } from '../core/params.ts';
import { seedState } from '../core/random.ts';
import { DEFAULT_READINGS } from '../core/readings.ts';
import { fragment1 } from '../systems/fragment1/fragment1.ts';
import type { Scenario } from '../setup/scenario.ts';
import {
  blankState,
  newScratch,
  type AtOnceRules,
  type Decision,
  type GameEvent,
  type GameState,
  type LegalDecision,
  type MatchState,
  type Pending,
  type Sink,
  type TurnSystem,
} from '../core/types.ts';

export class IllegalDecision extends Error {}

export { scenarioParams } from '../core/params.ts';

/**
 * A scenario's first state, played by `system` (a value: the scenario's `system` names it, and the
 * caller loads it, systems/index.ts; Fragment 1's when the scenario names none). `params` are
 * scenarioParams(scenario), passed in when already resolved (a simulation's games share one object:
 * the engine never changes a state's parameters).
 */
export function initialState(scenario: Scenario, system: TurnSystem = fragment1, params: Params = scenarioParams(scenario)): GameState {
  const id = scenario.system ?? 'fragment1';
  // A caller's slip, never a reader's: whoever reads a scenario loads the system it names.
  if (system.id !== id) throw new Error(`system: the scenario plays "${id}" but was given the system "${system.id}": load it (loadSystem("${id}"))`);
  const g: GameState = {
    ...blankState({
      ruleset: scenario.ruleset,
      readings: { ...DEFAULT_READINGS, ...scenario.readings },
      params,
      combatants: scenario.combatants.map((c) => ({ id: c.id, side: c.side, x: c.x, y: c.y, removed: false, inert: false })),
    }),
    system,
    turnState: null,
  };
  restartState(g, scenario);
  return g;
}

/** The strikes at once of a game under the reading exchange `simultaneous`, which its system value carries. */
function atOnce(g: GameState): AtOnceRules {
  if (g.system.atOnce) return g.system.atOnce;
  throw new Error(
    `the reading exchange "simultaneous" needs the strikes at once, which this value of the ${g.system.name} system does not carry: load it (loadSystem), or add them (withAtOnce)`,
  );
}

/**
 * Puts `g` at the start of `scenario`'s game, a scenario with g's ruleset, system, readings, parameters
 * and combatants (ids and sides, in order) whose places, seed and dice may differ: a simulation plays
 * all its games in one state (redeploy, setup/scenario.ts), allocating nothing per game.
 */
export function restartState(g: GameState, scenario: Scenario): void {
  const cs = g.combatants;
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k]!;
    const from = scenario.combatants[k]!;
    c.x = from.x;
    c.y = from.y;
    c.removed = false;
    c.inert = false;
  }
  g.turn = 0;
  g.phase = 'turn-start';
  g.match = null;
  g.matchesThisTurn = 0;
  g.winner = null;
  g.seed = scenario.seed ?? 1;
  g.rng = seedState(g.seed);
  if (scenario.dice?.length || g.dice.length) g.dice = [...(scenario.dice ?? [])];
  g.diceUsed = 0;
  g.decisions = 0;
  g.turnState = g.system.start?.(scenario) ?? null;
}

/** A new game played by `system`, run up to its first decision. */
export function newGame(scenario: Scenario, system?: TurnSystem): { state: GameState; events: GameEvent[] } {
  const state = initialState(scenario, system);
  const events: GameEvent[] = [];
  advance(state, events);
  return { state, events };
}

/** Runs the automatic steps until someone must decide or the game is over. Mutates `g`. */
export function advance(g: GameState, out: Sink): void {
  g.system.advance(g, out);
}

/** Who must decide what now. */
export function pending(g: GameState): Pending {
  if (g.phase === 'over') return { kind: 'over', winner: g.winner ?? 'draw' };
  if (g.phase !== 'match') return g.system.pending(g);
  const m = g.match!;
  const side = actingSide(m);
  const me = indexOf(m, side);
  const them = side === 'instigator' ? m.retaliator : m.instigator;
  const c = g.combatants[me]!;
  const o = g.combatants[them]!;
  return {
    kind: 'action',
    // The player who decides: the acting combatant's side. In Fragment 1 that is also its role in the
    // Match; a system whose roles change from Turn to Turn (WarSpike) keeps the two apart.
    side: c.side,
    combatant: c.id,
    opponent: o.id,
    action: m.used[side] + 1,
    locked: m.locked,
    defending: m.pending === me || m.mutual,
    gap: Math.max(0, gap(c, o, g.params.base)),
  };
}

/**
 * The decisions the rules allow now (rules 13, 23–26, 30–31; reading move-distance). A Move's length
 * is `maxDistance` (the `move` parameter) under `exact`; under `up-to` anything above `minDistance`
 * (0) up to it. The list is read-only and may be shared.
 */
export function legalDecisions(g: GameState): readonly LegalDecision[] {
  if (g.phase === 'over') return [];
  if (g.phase !== 'match') return g.system.legalDecisions(g);
  const m = g.match!;
  if (m.locked) {
    const me = indexOf(m, actingSide(m));
    if (g.readings.exchange === 'simultaneous') return atOnce(g).locked(m, me);
    return m.pending === me ? FIGHT_DEFENDING : FIGHT_STRIKING;
  }
  return waitOrMove(g);
}

/** The legal entry a decision takes, or why none does. */
function legalEntry(g: GameState, d: Decision, legal: readonly LegalDecision[]): LegalDecision | string {
  for (let k = 0; k < legal.length; k++) {
    const l = legal[k]!;
    if (l.type !== d.type) continue;
    if (l.type === 'pick-match' && d.type === 'pick-match' && (l.instigator !== d.instigator || l.retaliator !== d.retaliator)) continue;
    if (l.type === 'fight' && d.type === 'fight' && d.target !== undefined && l.target !== d.target) continue;
    if (g.system.picks && !g.system.picks(l, d)) continue;
    if (l.type === 'move' && d.type === 'move') {
      if (l.toward !== d.toward) continue;
      if (d.distance !== undefined && !fits(d.distance, l)) return wrongDistance(l);
    }
    return l;
  }
  return notAllowed(g, d, legal);
}

// The refusals are worded apart from legalEntry, which runs at every decision and stays small.
function wrongDistance(l: Extract<LegalDecision, { type: 'move' }>): string {
  return l.minDistance === l.maxDistance
    ? `a Move is exactly ${l.maxDistance}" under the "exact" move-distance reading`
    : `a Move must be more than ${l.minDistance}" and at most ${l.maxDistance}"`;
}

function notAllowed(g: GameState, d: Decision, legal: readonly LegalDecision[]): string {
  const own = g.phase !== 'match' && g.system.refusal?.(legal, d);
  return own || `${describeLegal(legal)}, not "${d.type === 'pick-match' ? `${d.instigator} v ${d.retaliator}` : d.type}"`;
}

function fits(distance: number, l: Extract<LegalDecision, { type: 'move' }>): boolean {
  if (l.minDistance === l.maxDistance) return Math.abs(distance - l.maxDistance) <= 1e-9;
  return distance > l.minDistance && distance <= l.maxDistance;
}

function describeLegal(legal: readonly LegalDecision[]): string {
  const first = legal[0];
  if (!first) return 'the game is over';
  if (first.type === 'fight') return 'locked in combat: only Fight is allowed';
  if (first.type === 'pick-match')
    return `the Instigator must pick one of the tied closest pairs (${legal.map((l) => (l.type === 'pick-match' ? `${l.instigator} v ${l.retaliator}` : '')).join(', ')})`;
  return 'not in contact: only Wait or Move are allowed';
}

/** Applies a decision in place and runs on to the next one. Throws IllegalDecision, leaving `g` untouched. */
export function applyDecision(g: GameState, d: Decision, out: Sink): void {
  applyLegal(g, d, legalDecisions(g), out);
}

/** applyDecision for a caller already holding legalDecisions(g) (a policy chose from it): held to the same list. */
export function applyLegal(g: GameState, d: Decision, legal: readonly LegalDecision[], out: Sink): void {
  if (g.phase === 'over') throw new IllegalDecision('the game is over');
  const entry = legalEntry(g, d, legal);
  if (typeof entry === 'string') throw new IllegalDecision(entry);
  if (g.phase !== 'match') return applyChosen(g, d, out);
  g.decisions++;
  if (g.readings.exchange === 'simultaneous') atOnce(g).decide(g, g.match!, entry, d, out);
  else inMatch(g, g.match!, d, out);
  advance(g, out);
}

/**
 * A legal decision outside a Match: the turn system applies it, then the game runs on. applyLegal's
 * last step, and the whole of applying a choice the system read from the state for a policy
 * (TurnSystem.choice), legal by construction.
 */
export function applyChosen(g: GameState, d: Decision, out: Sink): void {
  g.decisions++;
  g.system.apply(g, d, out);
  advance(g, out);
}

/**
 * A person's decision in a Match under `alternating`, legal (applyLegal): the Match transition measures
 * its Move on the table and rolls its defence as it does a policy's, the decision being its own players.
 */
function inMatch(g: GameState, m: MatchState, d: Decision, out: Sink): void {
  playAction(g, m, { instigator: d, retaliator: d, look: () => d, made: () => {} }, out);
}

export function cloneState(g: GameState): GameState {
  return {
    ...g,
    readings: { ...g.readings },
    params: { ...g.params, table: { ...g.params.table } },
    combatants: g.combatants.map((c) => ({ ...c })),
    match: g.match ? { ...g.match, used: { ...g.match.used } } : null, // a sealed Decision is never changed in place
    dice: [...g.dice],
    turnState: g.turnState && structuredClone(g.turnState),
    scratch: newScratch(), // its own: the copy may be played beside the original (session history)
  };
}

/**
 * The bases partway through a step, as a reader following the log sees them: `before` (the step's start)
 * with `shown` (its first events) laid on. A Move places its base, a removal removes, a Match's end makes
 * its pair Inert (match-resolved, match-end), a new Turn wakes every combatant (turn-start-unmatched). The Match and the dice stay as at
 * the step's start: only the bases follow the events. `before` is not changed.
 */
export function basesAfter(before: GameState, shown: readonly GameEvent[]): GameState {
  const g = cloneState(before);
  const find = (id: string) => g.combatants.find((c) => c.id === id)!;
  for (const e of shown) {
    if (e.type === 'move') Object.assign(find(e.id), { x: e.to.x, y: e.to.y });
    else if (e.type === 'removed') find(e.id).removed = true;
    else if (e.type === 'match-end') for (const id of e.inert) find(id).inert = true;
    else if (e.type === 'turn-start') for (const c of g.combatants) c.inert = false;
  }
  return g;
}

/** The pure form: a new state and the events the decision produced; `state` is not changed. */
export function step(state: GameState, decision: Decision): { state: GameState; events: GameEvent[] } {
  const next = cloneState(state);
  const events: GameEvent[] = [];
  applyDecision(next, decision, events);
  return { state: next, events };
}

/** A seed (in the scenario) plus the decisions replays a game exactly; stepping back is replaying fewer. */
export function replay(scenario: Scenario, decisions: readonly Decision[], system?: TurnSystem): { state: GameState; events: GameEvent[] } {
  const { state, events } = newGame(scenario, system);
  decisions.forEach((d, i) => {
    try {
      applyDecision(state, d, events);
    } catch (error) {
      if (error instanceof IllegalDecision) throw new IllegalDecision(`decision ${i + 1}: ${error.message}`);
      throw error;
    }
  });
  return { state, events };
}
