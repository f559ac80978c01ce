// Policies: how a side decides when no person does (spec: Policies). Each picks one of the decisions
// legalDecisions() lists, as boardgame.io's bots pick from enumerate(); none bends a rule.
import { moveReaches, newPreview, previewMove, type MovePreview } from '../match/actions.ts';
import { actingSide, indexOf } from '../match/combat.ts';
import { applyChosen, applyLegal, initialState, legalDecisions, pending } from './game.ts';
import { waitOrMove } from '../match/legal.ts';
import { playActions, type MatchPlayers } from '../match/transition.ts';
import { AWAY, FIGHT, randomDecision, TOWARD, WAIT } from '../core/choices.ts';
import type { Ranked } from '../match/minimax.ts';
import { settledChoice, type PolicyLook } from '../match/policy-model.ts';
import { SolverCache } from '../match/solvers.ts';
import { matchGap } from '../match/open-field.ts';
import { atOnceProblem } from '../core/readings.ts';
import type { Scenario } from '../setup/scenario.ts';
import type { Decision, GameEvent, GameState, LegalDecision, Policies, PolicyName, Side, Sink, TurnSystem } from '../core/types.ts';

/**
 * The decision `policy` makes now, one of legalDecisions(g). Pure: the random policy draws from the
 * game's stream without advancing it (mixed with the count of decisions so far), so a game replays the
 * same whether a decision came from a person or a policy. `opponent` is how the other side plays its
 * Matches, for a turn system that weighs them (WarSpike's best-odds pairing); unknown (a person), it is
 * taken to play them best. `solvers` keeps what optimal has solved, for a caller that decides often.
 */
export function decide(policy: PolicyName, g: GameState, opponent: PolicyName = 'optimal', solvers: SolverCache = new SolverCache()): Decision {
  return choose(policy, g, legalDecisions(g), opponent, new TableLook(g, solvers));
}

/**
 * decide() with solvers of its own, for a caller that decides again and again (a widget, the practice's
 * games, a test's run of games): the caller keeps the returned function, and with it what optimal has
 * solved, where a bare decide() solves afresh at every call.
 */
export function decider(solvers: SolverCache = new SolverCache()): (policy: PolicyName, g: GameState, opponent?: PolicyName) => Decision {
  return (policy, g, opponent) => decide(policy, g, opponent, solvers);
}

/** decide() among `legal`, which is legalDecisions(g). */
function choose(policy: PolicyName, g: GameState, legal: readonly LegalDecision[], opponent: PolicyName, look: TableLook): Decision {
  if (legal.length === 0) throw new Error('no decision is pending: the game is over');
  if (g.phase !== 'match') return g.system.choose(policy, g, legal, opponent);
  // Forced: Fight when locked (rule 30), or guard when locked under simultaneous strikes (S3).
  if (legal.length === 1) return legal[0]!.type === 'fight' ? FIGHT : WAIT;
  return outOfContact(policy, g, legal, look);
}

/**
 * A policy's choice in a Match out of contact, where Wait, toward and away are legal (`legal`, or
 * waitOrMove(g) when null: only the random policy reads the list).
 */
function outOfContact(policy: PolicyName, g: GameState, legal: readonly LegalDecision[] | null, look: TableLook): Decision {
  return fixedChoice(policy) ?? looking(policy as LookingPolicy, g, legal, look);
}

/** The policies that look before they choose: every other makes one choice out of contact (fixedChoice). */
type LookingPolicy = 'counter' | 'random' | 'optimal';

/** A looking policy's choice (kept apart so outOfContact stays small enough to inline). */
function looking(policy: LookingPolicy, g: GameState, legal: readonly LegalDecision[] | null, look: TableLook): Decision {
  if (policy === 'random') return randomDecision(g, legal ?? waitOrMove(g));
  if (policy === 'optimal' && g.readings.exchange === 'simultaneous') throw new Error(atOnceProblem('optimal')!);
  const choice = settledChoice(policy, look);
  return choice === 'wait' ? WAIT : choice === 'toward' ? TOWARD : AWAY;
}

/**
 * What a policy looks at on a game's table (policy-model.ts): the Match under way measured as it
 * stands, a full Move previewed with the table's bases and edge. One per game, reused at every decision.
 */
class TableLook implements PolicyLook {
  /** The look at a Move, reused (read at once). */
  private readonly peek: MovePreview = newPreview();
  private readonly g: GameState;
  private readonly solvers: SolverCache;
  constructor(g: GameState, solvers: SolverCache) {
    this.g = g;
    this.solvers = solvers;
  }
  reaches(): boolean {
    const m = this.g.match!;
    return moveReaches(this.g, m, actingSide(m), this.g.params.move, this.peek);
  }
  ranked(): readonly Ranked[] {
    const g = this.g;
    const m = g.match!;
    // The open-field solution, checked against the table by leaves().
    return this.solvers.solverFor(g.params, g.readings).ranked(matchGap(g, m), m);
  }
  leaves(toward: boolean): boolean {
    const m = this.g.match!;
    return previewMove(this.g, m, actingSide(m), toward, this.g.params.move, this.peek).offTable;
  }
}

/** Which player (side) decides now: in a Match, the acting combatant's. */
export function decidingSide(g: GameState): Side {
  if (g.phase === 'match' && g.match) return g.combatants[indexOf(g.match, actingSide(g.match))]!.side;
  return sideOutsideMatch(g);
}

// Apart from decidingSide, which the decision loop inlines: this part runs only outside a Match.
function sideOutsideMatch(g: GameState): Side {
  if (g.phase !== 'over' && g.system.decider) return g.system.decider(g);
  const p = pending(g);
  return p.kind === 'over' ? 'instigator' : p.side;
}

export interface PlayResult {
  state: GameState;
  events: GameEvent[];
  decisions: Decision[];
}

/** Plays a whole game with a policy per side, recording every event and decision; `system` as newGame's. */
export function playGame(scenario: Scenario, policies: Policies, system?: TurnSystem, solvers?: SolverCache): PlayResult {
  const state = initialState(scenario, system);
  const events: GameEvent[] = [];
  const decisions: Decision[] = [];
  playOut(state, policies, events, decisions, undefined, solvers);
  return { state, events, decisions };
}

/** The same game without recording: the fast path for simulations and benchmarks. */
export function playQuiet(scenario: Scenario, policies: Policies, system?: TurnSystem, solvers?: SolverCache): GameState {
  const state = initialState(scenario, system);
  playOut(state, policies, null, undefined, undefined, solvers);
  return state;
}

/**
 * One game's decisions by side, and its longest run of decisions by one side (the other player's wait).
 * `last` and `run` are the run under way.
 */
export interface DecisionCounts {
  instigator: number;
  retaliator: number;
  longestRun: number;
  last: Side | null;
  run: number;
}

export function newDecisionCounts(): DecisionCounts {
  return { instigator: 0, retaliator: 0, longestRun: 0, last: null, run: 0 };
}

function countDecision(counts: DecisionCounts, side: Side): void {
  if (side === 'instigator') counts.instigator++;
  else counts.retaliator++;
  // Null is ruled out first so that `===` only ever meets two strings: compared with null as well, it
  // went through V8's generic equality at every decision (about 1.03× on the issue's command).
  counts.run = counts.last !== null && side === counts.last ? counts.run + 1 : 1;
  counts.last = side;
  if (counts.run > counts.longestRun) counts.longestRun = counts.run;
}

/**
 * Plays a game from its initial state to the end: events to `out`, decisions to `decisions` and their
 * counts by side to `counts` (reset first) if given. A Match under `alternating` is played through by
 * the Match transition (playActions), the players' choices read from the state: no legal list is built
 * or searched (a locked combatant's only choice is Fight; out of contact each policy picks Wait, toward
 * or away), and the turn system is not asked until the Match is over. Outside a Match, a system that
 * can read a policy's choice from the state (TurnSystem.choice) has it applied without the legal list
 * (applyChosen); every other decision is held to legalDecisions.
 */
export function playOut(
  state: GameState,
  policies: Policies,
  out: Sink,
  decisions?: Decision[],
  counts?: DecisionCounts,
  solvers: SolverCache = new SolverCache(),
): void {
  const system = state.system;
  const atOnce = state.readings.exchange === 'simultaneous';
  system.advance(state, out);
  if (counts) {
    counts.instigator = counts.retaliator = counts.longestRun = counts.run = 0;
    counts.last = null;
  }
  const look = new TableLook(state, solvers);
  const players = new Players(state, policies, decisions ?? null, counts ?? null, look);
  while (state.phase !== 'over') {
    if (state.phase === 'match' && !atOnce) {
      playActions(state, state.match!, players, out);
      system.advance(state, out);
      continue;
    }
    const side = decidingSide(state);
    let d = state.phase !== 'match' && system.choice ? system.choice(side === 'instigator' ? policies.instigator : policies.retaliator, state) : null;
    let legal: readonly LegalDecision[] | null = null;
    if (!d) {
      legal = legalDecisions(state); // once a decision, for the policy and for applying it
      d =
        side === 'instigator'
          ? choose(policies.instigator, state, legal, policies.retaliator, look)
          : choose(policies.retaliator, state, legal, policies.instigator, look);
    }
    decisions?.push(d);
    if (counts) countDecision(counts, side);
    if (legal) applyLegal(state, d, legal, out);
    else applyChosen(state, d, out);
  }
}

/** The choice a policy always makes out of contact (aggressive: toward; wait: Wait), or null when it looks (outOfContact). */
function fixedChoice(policy: PolicyName): Decision | null {
  return policy === 'aggressive' ? TOWARD : policy === 'wait' ? WAIT : null;
}

/** The players of one game (playOut) as the Match transition asks them (playActions): its policies, and where their decisions go. */
class Players implements MatchPlayers {
  readonly instigator: Decision | null;
  readonly retaliator: Decision | null;
  private readonly state: GameState;
  private readonly policies: Policies;
  private readonly decisions: Decision[] | null;
  private readonly counts: DecisionCounts | null;
  private readonly tableLook: TableLook;
  constructor(state: GameState, policies: Policies, decisions: Decision[] | null, counts: DecisionCounts | null, look: TableLook) {
    this.instigator = fixedChoice(policies.instigator);
    this.retaliator = fixedChoice(policies.retaliator);
    this.state = state;
    this.policies = policies;
    this.decisions = decisions;
    this.counts = counts;
    this.tableLook = look;
  }
  look(player: Side): Decision {
    return outOfContact(player === 'instigator' ? this.policies.instigator : this.policies.retaliator, this.state, null, this.tableLook);
  }
  made(d: Decision, player: Side): void {
    this.state.decisions++;
    this.decisions?.push(d);
    if (this.counts) countDecision(this.counts, player);
  }
}
