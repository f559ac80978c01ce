// Many seeded games, tallied: what `sow sim` prints and the Odds widget's worker reports.
import { initialState, restartState, scenarioParams } from './game.ts';
import { newDecisionCounts, playOut } from './policies.ts';
import { deploy, deployPlanned, planDeployment, redeploy, type DeploymentOptions, type Scenario, type ScenarioParams } from '../setup/scenario.ts';
import type { Table } from '../core/geometry.ts';
import type { RulesetId } from '../core/rulesets.ts';
import type { Rulings } from '../core/rulings.ts';
import type { EventCounts, Pairing, Policies, Side, SystemId } from '../core/types.ts';

export interface SimOptions {
  games: number;
  seed: number;
  perSide?: number;
  ruleset?: RulesetId;
  system?: SystemId;
  /** The engine Instigator's activations, for a system where it chooses them (WarSpike). */
  pairing?: Pairing;
  rulings?: Partial<Rulings>;
  policies: Policies;
  table?: Table;
  params?: ScenarioParams;
}

/** The run's figures; as EventCounts it is the games' sink, counting as they play. */
export interface SimTally extends EventCounts {
  games: number;
  instigatorWins: number;
  retaliatorWins: number;
  draws: number;
  turns: number;
  matches: number;
  /** Matches that ended with both combatants standing. */
  matchesBothStand: number;
  removals: { defeated: number; 'off-table': number; undefended: number };
  /** Games ended by the turn-limit ruling. */
  turnLimitDraws: number;
  /** Decisions each side made, summed over games (turn-systems.md, what the comparison measures). */
  decisions: Record<Side, number>;
  /** Each game's longest run of consecutive decisions by one side, summed over games. */
  longestWait: number;
}

export interface SimResult extends Omit<SimTally, 'turns' | 'matches' | 'decisions' | 'longestWait'> {
  /** Mean decisions a game for each side. */
  decisions: Record<Side, number>;
  /** The mean over games of the longest run of consecutive decisions by one side: how long the other player waits. */
  longestWait: number;
  meanTurns: number;
  meanMatches: number;
  /** 95% Wilson intervals for each outcome's share of games. */
  intervals: { instigator: [number, number]; retaliator: [number, number]; draw: [number, number] };
}

export function emptyTally(): SimTally {
  return {
    games: 0,
    instigatorWins: 0,
    retaliatorWins: 0,
    draws: 0,
    turns: 0,
    matches: 0,
    matchesBothStand: 0,
    removals: { defeated: 0, 'off-table': 0, undefended: 0 },
    turnLimitDraws: 0,
    doubleKnockouts: 0,
    decisions: { instigator: 0, retaliator: 0 },
    longestWait: 0,
  };
}

/** The seed of game `i` in a run seeded `seed`: distinct, reproducible, independent of the run's length. */
export function gameSeed(seed: number, i: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) + Math.imul(i + 1, 0x9e3779b1)) >>> 0;
}

function deployment(o: SimOptions): DeploymentOptions {
  return { ruleset: o.ruleset, system: o.system, pairing: o.pairing, perSide: o.perSide, table: o.table, params: o.params, rulings: o.rulings };
}

/** The set-up of game `i` of a run. */
export function simScenario(o: SimOptions, i: number): Scenario {
  return deploy(gameSeed(o.seed, i), deployment(o));
}

/**
 * Plays games [from, to) of the run into `tally`; call in chunks to report progress or cancel.
 * Each game is simScenario's, played as playGame would, but quietly: the options are checked and the
 * parameters resolved once per call, not per game, and the tally is the events' sink (EventCounts),
 * so no event is built.
 */
export function simulateRange(o: SimOptions, from: number, to: number, tally: SimTally): SimTally {
  if (from >= to) return tally;
  const plan = planDeployment(deployment(o));
  const params = scenarioParams({ table: plan.params.table, params: plan.changed }); // what each game's initialState would resolve
  const counts = newDecisionCounts();
  // One scenario and one state for all the games: each is redeployed and restarted in place.
  const scenario = deployPlanned(plan, gameSeed(o.seed, from));
  const state = initialState(scenario, params);
  for (let i = from; i < to; i++) {
    if (i > from) {
      redeploy(plan, gameSeed(o.seed, i), scenario);
      restartState(state, scenario);
    }
    playOut(state, o.policies, tally, undefined, counts);
    tally.decisions.instigator += counts.instigator;
    tally.decisions.retaliator += counts.retaliator;
    tally.longestWait += counts.longestRun;
    tally.games++;
    tally.turns += state.turn;
    if (state.winner === 'instigator') tally.instigatorWins++;
    else if (state.winner === 'retaliator') tally.retaliatorWins++;
    else tally.draws++;
  }
  return tally;
}

/** Wilson score interval: sensible even when an outcome never or always happens. */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function summarise(t: SimTally): SimResult {
  const { turns, matches, decisions, longestWait, ...rest } = t;
  const mean = (n: number) => (t.games ? n / t.games : 0);
  return {
    ...rest,
    decisions: { instigator: mean(decisions.instigator), retaliator: mean(decisions.retaliator) },
    longestWait: mean(longestWait),
    meanTurns: t.games ? turns / t.games : 0,
    meanMatches: t.games ? matches / t.games : 0,
    intervals: { instigator: wilson(t.instigatorWins, t.games), retaliator: wilson(t.retaliatorWins, t.games), draw: wilson(t.draws, t.games) },
  };
}

export function simulate(o: SimOptions): SimResult {
  return summarise(simulateRange(o, 0, o.games, emptyTally()));
}
