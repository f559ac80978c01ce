// "What if this number were different?" (parameters.md, Sweeps): for each value of one parameter, the
// exact open-field Match odds and, optionally, seeded five-a-side games. Shared by `sow sweep` and the Lab.
import { formatTable, type ParamId, type Params } from '../core/params.ts';
import { ParamError, resolveParams } from '../core/params-declared.ts';
import { matchOdds, type MatchOdds } from '../match/solver.ts';
import { simulateRange, type SimOptions } from './simulate.ts';
import { emptyTally, summarise, type SimTally } from './tally.ts';
import type { Table } from '../core/geometry.ts';
import type { RulesetId } from '../core/rulesets.ts';
import type { Readings } from '../core/readings.ts';
import type { ScenarioParams } from '../setup/scenario.ts';
import type { AtOnceRules, Policies, TurnSystem } from '../core/types.ts';

export interface SweepOptions {
  param: ParamId;
  values: ReadonlyArray<number | Table>;
  /** Gap for the exact odds, inches (default 3). */
  gap?: number;
  policies: Policies;
  readings?: Partial<Readings>;
  ruleset?: RulesetId;
  /** The other parameters, held fixed while `param` moves. */
  params?: Partial<Params>;
  /** Seeded games per value; none when 0 or absent. */
  games?: number;
  seed?: number;
}

export interface SweepSim {
  games: number;
  instigatorWins: number;
  retaliatorWins: number;
  draws: number;
  meanTurns: number;
  intervals: { instigator: [number, number]; retaliator: [number, number]; draw: [number, number] };
}

export interface SweepRow {
  /** A number, or WxD for the table. */
  value: number | string;
  odds: MatchOdds;
  sim?: SweepSim;
}

export const SWEEP_DEFAULT_GAP = 3;

/** One value's full parameters, checked against the others: throws ParamError naming the value. */
export function sweepParams(o: SweepOptions, value: number | Table): Params {
  try {
    return resolveParams({ ...o.params, [o.param]: value });
  } catch (error) {
    if (error instanceof ParamError) throw new ParamError(o.param, `value ${typeof value === 'number' ? value : formatTable(value)}: ${error.message}`);
    throw error;
  }
}

/** Every value's parameters, checked before any work starts. */
export function sweepPlan(o: SweepOptions): Params[] {
  if (o.values.length === 0) throw new ParamError(o.param, 'give at least one value');
  return o.values.map((v) => sweepParams(o, v));
}

export function sweepValue(o: SweepOptions, p: Params): number | string {
  return o.param === 'table' ? formatTable(p.table) : p[o.param];
}

/** The exact odds at one value; `atOnce` (the exchange entry's AT_ONCE) where the readings ask for strikes at once. */
export function sweepOdds(o: SweepOptions, p: Params, atOnce?: AtOnceRules | null): MatchOdds {
  const { instigator, retaliator } = o.policies;
  return matchOdds({ gap: o.gap ?? SWEEP_DEFAULT_GAP, instigator, retaliator, readings: o.readings, params: p, atOnce });
}

/** The simulation set-up at one value: rule 4's five a side, seeded deployments. */
export function sweepSimOptions(o: SweepOptions, p: Params): SimOptions {
  const { table, ...rest } = p;
  const params: ScenarioParams = rest;
  return { games: o.games ?? 0, seed: o.seed ?? 1, ruleset: o.ruleset, readings: o.readings, policies: o.policies, table, params };
}

export function sweepSim(t: SimTally): SweepSim {
  const s = summarise(t);
  return { games: s.games, instigatorWins: s.instigatorWins, retaliatorWins: s.retaliatorWins, draws: s.draws, meanTurns: s.meanTurns, intervals: s.intervals };
}

/**
 * The whole sweep at once (callers that report progress or cancel run the plan in chunks instead), of
 * Fragment 1's games: `system` is its value, with the strikes at once where the readings ask for them.
 */
export function sweep(o: SweepOptions, system: TurnSystem): SweepRow[] {
  return sweepPlan(o).map((p) => {
    const row: SweepRow = { value: sweepValue(o, p), odds: sweepOdds(o, p, system.atOnce) };
    if (o.games) {
      const so = sweepSimOptions(o, p);
      row.sim = sweepSim(simulateRange(so, 0, so.games, emptyTally(), system));
    }
    return row;
  });
}
