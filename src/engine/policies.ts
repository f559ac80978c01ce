// Policies: how a side decides when no person does (spec: Policies). Each reads the state and
// returns one of the legal decisions; none bends a rule.
import { previewMove, MOVE_DISTANCE } from './actions.ts';
import { sideOfSlot } from './combat.ts';
import { gap } from './geometry.ts';
import { applyDecision, newGame, initialState, advance } from './game.ts';
import { peekFloat } from './random.ts';
import { MatchSolver, randomDistances, type MatchNode } from './solver.ts';
import { closestPairIndices } from './turn.ts';
import type { Scenario } from './scenario.ts';
import type { Decision, GameEvent, GameState, MatchState, Policies, PolicyName, Side } from './types.ts';

const solvers = new Map<string, MatchSolver>();
// Shared, frozen decisions: simulations make millions of them.
const WAIT: Decision = Object.freeze({ type: 'wait' });
const TOWARD: Decision = Object.freeze({ type: 'move', toward: true });
const AWAY: Decision = Object.freeze({ type: 'move', toward: false });
const FIGHT: Decision = Object.freeze({ type: 'fight' });

function solverFor(g: GameState): MatchSolver {
  const k = `${g.rulings['move-distance']}|${g.rulings['last-strike']}`;
  let s = solvers.get(k);
  if (!s) solvers.set(k, (s = new MatchSolver(g.rulings)));
  return s;
}

function nodeOf(g: GameState, m: MatchState): MatchNode {
  const pending: Side | null = m.pending < 0 ? null : m.pending === m.instigator ? 'instigator' : 'retaliator';
  return { gap: Math.max(0, gap(g.combatants[m.instigator]!, g.combatants[m.retaliator]!)), slot: m.slot, first: m.first, locked: m.locked, pending };
}

/**
 * The decision `policy` makes now. Pure: the random policy draws from the game's stream without
 * advancing it (mixed with the count of decisions so far), so a game replays the same whether a
 * decision came from a person or a policy.
 */
export function decide(policy: PolicyName, g: GameState): Decision {
  if (g.phase === 'pairing') {
    // Tie choice (T3): the pair whose Instigator combatant comes first in scenario order.
    const pairs = closestPairIndices(g);
    return { type: 'pick-match', instigator: g.combatants[pairs[0]!]!.id, retaliator: g.combatants[pairs[1]!]!.id };
  }
  const m = g.match;
  if (!m) throw new Error('no decision is pending: the game is over');
  if (m.locked) return FIGHT;
  const side = sideOfSlot(m, m.slot);
  switch (policy) {
    case 'aggressive':
      return TOWARD;
    case 'wait':
      return WAIT;
    case 'counter':
      return previewMove(g, m, side, true, MOVE_DISTANCE).contact ? TOWARD : WAIT;
    case 'random':
      return randomDecision(g);
    case 'optimal': {
      // The open-field solution, but never a Move off the table (rule 27).
      for (const row of solverFor(g).ranked(nodeOf(g, m))) {
        if (row.choice === 'wait') return WAIT;
        const toward = row.choice === 'toward';
        if (!previewMove(g, m, side, toward, MOVE_DISTANCE).offTable) return toward ? TOWARD : AWAY;
      }
      return WAIT;
    }
  }
}

/** Wait, toward and away a third each; under up-to the length is uniform over randomDistances(). */
function randomDecision(g: GameState): Decision {
  const u = peekFloat(g.rng, g.decisions) * 3;
  const kind = Math.floor(u);
  if (kind === 0) return WAIT;
  const toward = kind === 1;
  if (g.rulings['move-distance'] !== 'up-to') return toward ? TOWARD : AWAY;
  const distances = randomDistances('up-to');
  // The fractional part of the same draw picks the length, so one draw makes one decision.
  return { type: 'move', toward, distance: distances[Math.floor((u - kind) * distances.length)]! };
}

/** Which side decides now. */
export function decidingSide(g: GameState): Side {
  if (g.phase === 'pairing' || !g.match) return 'instigator';
  return sideOfSlot(g.match, g.match.slot);
}

export interface PlayResult {
  state: GameState;
  events: GameEvent[];
  decisions: Decision[];
}

/** Plays a whole game with a policy per side, recording every event and decision. */
export function playGame(scenario: Scenario, policies: Policies): PlayResult {
  const { state, events } = newGame(scenario);
  const decisions: Decision[] = [];
  while (state.phase !== 'over') {
    const d = decide(policies[decidingSide(state)], state);
    decisions.push(d);
    applyDecision(state, d, events);
  }
  return { state, events, decisions };
}

/** The same game without recording: the fast path for simulations and benchmarks. */
export function playQuiet(scenario: Scenario, policies: Policies): GameState {
  const state = initialState(scenario);
  advance(state, null);
  while (state.phase !== 'over') applyDecision(state, decide(policies[decidingSide(state)], state), null);
  return state;
}


