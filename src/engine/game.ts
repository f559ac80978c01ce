// The game as a state machine: who must decide what, the legal decisions, and applying one.
// Everything between decisions (Turn start, forming a Match, ending it) runs automatically.
import { move, MOVE_DISTANCE, wait } from './actions.ts';
import { defend, indexOf, openingStrike, sideOfSlot } from './combat.ts';
import { gap } from './geometry.ts';
import { seedState } from './random.ts';
import { DEFAULT_RULINGS } from './rulings.ts';
import { closestPairIndices, closestPairs, endTurn, formMatch, startTurn, type Sink } from './turn.ts';
import type { Scenario } from './scenario.ts';
import type { Decision, GameEvent, GameState, LegalDecision, Pending } from './types.ts';

export class IllegalDecision extends Error {}

export function initialState(scenario: Scenario): GameState {
  const seed = scenario.seed ?? 1;
  return {
    ruleset: scenario.ruleset,
    rulings: { ...DEFAULT_RULINGS, ...scenario.rulings },
    table: { ...scenario.table },
    combatants: scenario.combatants.map((c) => ({ id: c.id, side: c.side, x: c.x, y: c.y, removed: false, inert: false })),
    turn: 0,
    phase: 'turn-start',
    match: null,
    matchesThisTurn: 0,
    winner: null,
    seed,
    rng: seedState(seed),
    dice: [...(scenario.dice ?? [])],
    diceUsed: 0,
    decisions: 0,
  };
}

/** A new game, run up to its first decision. */
export function newGame(scenario: Scenario): { state: GameState; events: GameEvent[] } {
  const state = initialState(scenario);
  const events: GameEvent[] = [];
  advance(state, events);
  return { state, events };
}

/** Runs the automatic steps until someone must decide or the game is over. Mutates `g`. */
export function advance(g: GameState, out: Sink): void {
  for (;;) {
    if (g.phase === 'over') return;
    if (g.phase === 'turn-start') {
      startTurn(g, out);
      continue;
    }
    if (g.phase === 'pairing') {
      const pairs = closestPairIndices(g);
      if (pairs.length === 0) {
        endTurn(g, out);
        continue;
      }
      if (pairs.length > 2) return; // a tie: the Instigator picks (rule 13)
      beginMatch(g, pairs[0]!, pairs[1]!, 1, out);
      continue;
    }
    return; // a Match is waiting for its next Action
  }
}

function beginMatch(g: GameState, i: number, r: number, tied: number, out: Sink): void {
  const m = formMatch(g, i, r, tied, out);
  if (m.locked && g.rulings['start-in-contact'] === 'free-strike') openingStrike(g, m, out, true);
}

/** Who must decide what now. */
export function pending(g: GameState): Pending {
  if (g.phase === 'over') return { kind: 'over', winner: g.winner ?? 'draw' };
  if (g.phase === 'pairing') return { kind: 'pick-match', side: 'instigator', options: closestPairs(g) };
  const m = g.match!;
  const side = sideOfSlot(m, m.slot);
  const me = indexOf(m, side);
  const them = side === 'instigator' ? m.retaliator : m.instigator;
  const c = g.combatants[me]!;
  const o = g.combatants[them]!;
  return {
    kind: 'action',
    side,
    combatant: c.id,
    opponent: o.id,
    action: m.used[side] + 1,
    locked: m.locked,
    defending: m.pending === me,
    gap: Math.max(0, gap(c, o)),
  };
}

/** The decisions the rules allow now (rules 13, 23–26, 30–31; ruling move-distance). */
export function legalDecisions(g: GameState): LegalDecision[] {
  const p = pending(g);
  if (p.kind === 'over') return [];
  if (p.kind === 'pick-match') return p.options.map((o) => ({ type: 'pick-match', ...o }));
  if (p.locked) return [{ type: 'fight', defending: p.defending }];
  const min = g.rulings['move-distance'] === 'up-to' ? 0 : MOVE_DISTANCE;
  return [{ type: 'wait' }, { type: 'move', toward: true, minDistance: min, maxDistance: MOVE_DISTANCE }, { type: 'move', toward: false, minDistance: min, maxDistance: MOVE_DISTANCE }];
}

/** Applies a decision in place and runs on to the next one. Throws IllegalDecision, leaving `g` untouched. */
export function applyDecision(g: GameState, d: Decision, out: Sink): void {
  if (g.phase === 'over') throw new IllegalDecision('the game is over');
  if (g.phase === 'pairing') {
    if (d.type !== 'pick-match') throw new IllegalDecision(`the Instigator must pick one of the tied Matches, not "${d.type}"`);
    const pairs = closestPairIndices(g);
    for (let k = 0; k < pairs.length; k += 2) {
      const i = pairs[k]!;
      const r = pairs[k + 1]!;
      if (g.combatants[i]!.id === d.instigator && g.combatants[r]!.id === d.retaliator) {
        g.decisions++;
        beginMatch(g, i, r, pairs.length / 2, out);
        advance(g, out);
        return;
      }
    }
    throw new IllegalDecision(`${d.instigator} v ${d.retaliator} is not one of the tied closest pairs`);
  }
  const m = g.match!;
  const side = sideOfSlot(m, m.slot);
  if (m.locked) {
    if (d.type !== 'fight') throw new IllegalDecision(`locked in combat: only Fight is allowed (rule 30), not "${d.type}"`);
    g.decisions++;
    if (m.pending === indexOf(m, side)) defend(g, m, side, out);
    else openingStrike(g, m, out, false);
  } else if (d.type === 'wait') {
    g.decisions++;
    wait(g, m, side, out);
  } else if (d.type === 'move') {
    const distance = moveDistance(g, d.distance);
    g.decisions++;
    move(g, m, side, d.toward, distance, out);
  } else {
    throw new IllegalDecision(`not in contact: only Wait or Move are allowed (rule 23), not "${d.type}"`);
  }
  advance(g, out);
}

function moveDistance(g: GameState, requested: number | undefined): number {
  if (requested === undefined) return MOVE_DISTANCE;
  if (g.rulings['move-distance'] === 'exact') {
    if (Math.abs(requested - MOVE_DISTANCE) > 1e-9) throw new IllegalDecision(`a Move is exactly ${MOVE_DISTANCE}" under the "exact" move-distance ruling`);
    return MOVE_DISTANCE;
  }
  if (!(requested > 0 && requested <= MOVE_DISTANCE)) throw new IllegalDecision(`a Move must be more than 0" and at most ${MOVE_DISTANCE}"`);
  return requested;
}

export function cloneState(g: GameState): GameState {
  return {
    ...g,
    rulings: { ...g.rulings },
    table: { ...g.table },
    combatants: g.combatants.map((c) => ({ ...c })),
    match: g.match ? { ...g.match, used: { ...g.match.used } } : null,
    dice: [...g.dice],
  };
}

/** The pure form: a new state and the events the decision produced; `state` is not changed. */
export function step(state: GameState, decision: Decision): { state: GameState; events: GameEvent[] } {
  const next = cloneState(state);
  const events: GameEvent[] = [];
  applyDecision(next, decision, events);
  return { state: next, events };
}

/** A seed (in the scenario) plus the decisions replays a game exactly; stepping back is replaying fewer. */
export function replay(scenario: Scenario, decisions: readonly Decision[]): { state: GameState; events: GameEvent[] } {
  const { state, events } = newGame(scenario);
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
