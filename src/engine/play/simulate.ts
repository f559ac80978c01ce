// Many seeded games, tallied: what `sow sim` prints and the Odds widget's worker reports.
import { initialState, restartState, scenarioParams } from './game.ts';
import { newDecisionCounts, playOut } from './policies.ts';
import { SolverCache } from '../match/solvers.ts';
import {
  deploy,
  deployPlaces,
  deployPlanned,
  planDeployment,
  redeploy,
  type DeploymentOptions,
  type Scenario,
  type ScenarioParams,
} from '../setup/scenario.ts';
import type { Table } from '../core/geometry.ts';
import type { RulesetId } from '../core/rulesets.ts';
import type { Readings } from '../core/readings.ts';
import { PAIRINGS, POLICY_NAMES, type Pairing, type Policies, type SystemId, type TurnSystem } from '../core/types.ts';
import { ownReadings } from '../setup/readings.ts';
import { emptyTally, summarise, type SimTally, type SimResult } from './tally.ts';

export interface SimOptions {
  games: number;
  seed: number;
  perSide?: number;
  ruleset?: RulesetId;
  system?: SystemId;
  /** The engine Instigator's activations, for a system where it chooses them (WarSpike). */
  pairing?: Pairing;
  readings?: Partial<Readings>;
  policies: Policies;
  table?: Table;
  params?: ScenarioParams;
}

/** The seed of game `i` in a run seeded `seed`: distinct, reproducible, independent of the run's length. */
export function gameSeed(seed: number, i: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) + Math.imul(i + 1, 0x9e3779b1)) >>> 0;
}

function deployment(o: SimOptions): DeploymentOptions {
  return { ruleset: o.ruleset, system: o.system, pairing: o.pairing, perSide: o.perSide, table: o.table, params: o.params, readings: o.readings };
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
export function simulateRange(given: SimOptions, from: number, to: number, tally: SimTally, system?: TurnSystem): SimTally {
  if (from >= to) return tally;
  const o = ownNames(given);
  const plan = planDeployment(deployment(o));
  const params = scenarioParams({ table: plan.params.table, params: plan.changed }); // what each game's initialState would resolve
  const counts = newDecisionCounts();
  const solvers = new SolverCache(); // optimal's solutions, kept for the run
  // One scenario and one state for all the games: each is redeployed and restarted in place.
  const scenario = deployPlanned(plan, gameSeed(o.seed, from));
  const state = initialState(scenario, system, params);
  const places = deployPlaces(plan);
  for (let i = from; i < to; i++) {
    if (i > from) {
      redeploy(plan, gameSeed(o.seed, i), scenario, places);
      restartState(state, scenario);
    }
    playOut(state, o.policies, tally, undefined, counts, solvers);
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

/**
 * `o` with the names it chooses by (the policies, WarSpike's pairing, the readings' variants) as the
 * engine's own strings. A name read from a command line or from a message to a worker is an equal copy,
 * and V8 compares a copy character by character where it compares its own strings by identity: a
 * policy's name is compared at every decision, a reading's or the pairing's at every Match or activation
 * (about 1.04× on `sow sim`).
 */
function ownNames(o: SimOptions): SimOptions {
  const own = <T extends string>(known: readonly T[], name: T): T => known.find((k) => k === name) ?? name;
  return {
    ...o,
    policies: { instigator: own(POLICY_NAMES, o.policies.instigator), retaliator: own(POLICY_NAMES, o.policies.retaliator) },
    ...(o.pairing ? { pairing: own(PAIRINGS, o.pairing) } : {}),
    ...(o.readings ? { readings: ownReadings(o.readings) } : {}),
  };
}

/** The whole run; `system` is the value of `o.system` (loadSystem), Fragment 1's when both are absent. */
export function simulate(o: SimOptions, system?: TurnSystem): SimResult {
  return summarise(simulateRange(o, 0, o.games, emptyTally(), system));
}
