// The run limit as a cost model (issue 20): a run's time estimated from what makes a game slow, not
// from games × turns × combatants alone. A game's cost grows with the pairs of combatants (about the
// square of the number a side), with the Turns it lasts (to the turn limit when neither side closes;
// far fewer when one charges, more on a deep table), with the exact solver where `optimal` is solved,
// with WarSpike's pairings that weigh every pair, and with the table's size. The constants are fitted
// to measurements on our machines (`npm run bench:cost` prints predicted against measured time for each
// system) so the prediction is at or above the measured time, and the largest accepted run of `sow sim`
// or `sow sweep` ends within about two minutes.
import type { Table } from '../core/geometry.ts';
import { DEFAULT_PARAMS } from '../core/params.ts';
import { DEFAULT_READINGS } from '../core/readings.ts';
import type { SimOptions } from './simulate.ts';
import { systemDescription, THE_SYSTEMS, type Systems } from '../systems/index.ts';
import { COMBATANTS_PER_SIDE } from '../setup/scenario.ts';
import type { Pairing, Policies, SystemDescription, SystemId } from '../core/types.ts';

/** The most games one run may ask for, whatever they cost. */
export const MAX_GAMES = 1_000_000;
/** The predicted time one run may take, in milliseconds: about two minutes with its progress shown. */
export const RUN_BUDGET_MS = 110_000;

/** What a run's cost depends on. */
export interface RunShape {
  system: SystemId;
  pairing?: Pairing;
  policies: Policies;
  perSide: number;
  table: Table;
  /** The Turns a game may last: the turn limit, or the system's fixed number of rounds. */
  turns: number;
  /** WWPD's inches times this: shorter reaches mean more Turns of approach. */
  wwpdScale: number;
  /** The system's cost constants, from the list the run's system was read from. */
  cost: SystemDescription['cost'];
}

/** The shape of a `sow sim` run (or one value of a sweep); its system one of `systems`. */
export function runShape(o: Omit<SimOptions, 'games' | 'seed'>, systems: Systems = THE_SYSTEMS): RunShape {
  const system = o.system ?? 'fragment1';
  const description = systems.of(system);
  const readings = { ...DEFAULT_READINGS, ...o.readings };
  return {
    system,
    pairing: o.pairing,
    policies: o.policies,
    perSide: o.perSide ?? COMBATANTS_PER_SIDE,
    table: o.table ?? DEFAULT_PARAMS.table,
    turns: description.fixedTurns ?? readings['turn-limit'],
    wwpdScale: readings['wwpd-scale'],
    cost: description.cost,
  };
}

/**
 * Each system's milliseconds per unit of work (its description's `cost.perUnit`) is fitted to the
 * measurements: about the largest measured ratio of time to units with the machine's second core busy,
 * so the prediction errs long. A machine loaded past that (every core busy) runs up to 5 times slower
 * than any prediction here. Fragment 1's default million-game run is measured at 13 to 30 seconds and
 * predicted at about 100.
 */
export function costPerUnit(system: SystemId): number {
  return systemDescription(system).cost.perUnit;
}
/**
 * `optimal` searches the Match's game tree at every choice where a system solves it exactly. Since its
 * rankings are cached by what they depend on, a game of it costs 1.3 to 2.9 times counter's on Fragment
 * 1 (the most at 1 a side) and 1.2 to 2.3 on WarSpike, counter's look having since got cheaper; the
 * units themselves err long by 4 or more for both, so with 2 the model still errs long, as it should
 * (`npm run bench:cost`, docs/perf-log.md).
 */
const OPTIMAL_FACTOR = 2;

/** The units of work of one game: pairs × Turns × the table, times what the policies and pairing add. */
export function gameUnits(s: RunShape): number {
  const n = s.perSide;
  // Pairs, plus each game's fixed part (deployment, the first Turn's bookkeeping).
  const crowd = n * n + 4 * n + 10;
  const depthShare = s.table.depth / 12;
  // A side that charges ends the game well before the limit, the sooner on a shallow table; WarSpike's
  // other pairings scatter the fights, and such games run to the limit.
  const charging = [s.policies.instigator, s.policies.retaliator].some((p) => p === 'aggressive' || p === 'random');
  const { cost } = s;
  const scattered = cost.scattered?.(s) ?? false;
  const played = charging && !scattered ? Math.min(1, 0.2 * Math.pow(depthShare, 0.3)) : 1;
  const solver = cost.solvesMatches && (s.policies.instigator === 'optimal' || s.policies.retaliator === 'optimal') ? OPTIMAL_FACTOR : 1;
  return crowd * s.turns * played * solver * (cost.factor?.(s) ?? 1);
}

/** One game's predicted time in milliseconds. */
export function gameCostMs(s: RunShape): number {
  return gameUnits(s) * s.cost.perUnit;
}

/** The most games of this shape that fit the budget (at most MAX_GAMES), over `values` settings. */
export function gamesThatFit(s: RunShape, values = 1, budgetMs = RUN_BUDGET_MS): number {
  return Math.min(MAX_GAMES, Math.floor(budgetMs / (gameCostMs(s) * values)));
}

/**
 * Why a run of `games` (for each of `values` settings, as a sweep runs) is refused, or null. `budgetMs`
 * is the predicted time the run may take: RUN_BUDGET_MS unless the user asked for longer.
 */
export function runProblem(games: number, shape: RunShape, values = 1, budgetMs = RUN_BUDGET_MS): string | null {
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) return `${games} is out of range: a whole number from 1 to ${MAX_GAMES}`;
  const fit = gamesThatFit(shape, values, budgetMs);
  if (games <= fit) return null;
  const minutes = (games * values * gameCostMs(shape)) / 60_000;
  const what = values > 1 ? `${values} values × ${games} games` : games === 1 ? 'one game' : `${games} games`;
  const took = minutes >= 90 ? `${(minutes / 60).toFixed(1)} hours` : `${Math.ceil(minutes)} minutes`;
  const run = budgetMs === RUN_BUDGET_MS ? 'about two minutes' : `${budgetMs / 60_000} minutes`;
  return fit < 1
    ? `${what} would take about ${took}: even one game of this set-up is more than ${budgetMs === RUN_BUDGET_MS ? 'a run' : `a run of ${run}`} may take; fewer combatants a side, a smaller table or other policies`
    : `${what} would take about ${took}; at most ${fit.toLocaleString('en-GB')} ${fit === 1 ? 'game' : 'games'}${values > 1 ? ' a value' : ''} of this set-up fit in a run of ${run}`;
}
