// Loaded on the Lab's first use (its figures for the default set-up come from the build).
// The Lab's set-up as the engine's sweep (src/engine/sweep.ts): the values read with parseParamValue
// and each checked with resolveParams (through sweepPlan), so every refusal is the engine's own message.
import { defenceBand, type Params } from '../../engine/values.ts';
import { ParamError, parseParamValue } from '../../engine/declared.ts';
import { sweepOdds, sweepPlan, sweepSimOptions, sweepValue, type SweepOptions } from '../../engine/sweep.ts';
import type { MatchOdds } from '../../engine/odds.ts';
import type { SimOptions } from '../../engine/sim.ts';
import type { RulesetId } from '../../engine/values.ts';
import type { Table } from '../../engine/values.ts';
import { MAX_VALUES, type LabSetup } from './lab-model.ts';

/** What plays the Lab's games: the version's ruleset and the numbers it sets (its version.yaml). */
export interface LabEngine {
  ruleset: RulesetId;
  params: Partial<Params>;
}

export type LabPlan = { ok: true; options: SweepOptions; plan: Params[]; labels: string[] } | { ok: false; problem: string };

/** The set-up as sweep options and every value's parameters, or the first value refused (named, with its range). */
export function labPlan(s: LabSetup, engine: LabEngine): LabPlan {
  const raw = s.values.split(',').map((v) => v.trim());
  if (raw.length === 1 && raw[0] === '') return { ok: false, problem: `${s.param}: give at least one value` };
  if (raw.length > MAX_VALUES) return { ok: false, problem: `${s.param}: at most ${MAX_VALUES} values at once` };
  try {
    const values: Array<number | Table> = raw.map((v) => parseParamValue(s.param, v));
    const options: SweepOptions = {
      param: s.param,
      values,
      gap: s.gap,
      policies: s.policies,
      rulings: s.rulings,
      ruleset: engine.ruleset,
      params: engine.params,
      games: s.games,
      seed: s.seed,
    };
    const plan = sweepPlan(options);
    return { ok: true, options, plan, labels: plan.map((p) => String(sweepValue(options, p))) };
  } catch (error) {
    if (error instanceof ParamError) return { ok: false, problem: `${error.param}: ${error.message}` };
    throw error;
  }
}

/** What the Lab shows for a set-up before any game: each value, its exact odds, its defence band (die, fails-on). */
export type LabRows = { ok: true; labels: string[]; odds: MatchOdds[]; bands: string[] | null } | { ok: false; problem: string };

export function labRows(s: LabSetup, engine: LabEngine): LabRows {
  const plan = labPlan(s, engine);
  if (!plan.ok) return plan;
  return {
    ok: true,
    labels: plan.labels,
    odds: plan.plan.map((p) => sweepOdds(plan.options, p)),
    bands: s.param === 'die' || s.param === 'fails-on' ? plan.plan.map((p) => defenceBand(p).text) : null,
  };
}

/** Every value's simulation set-up (rule 4's five a side, seeded), for the worker. */
export function labSims(s: LabSetup, engine: LabEngine): SimOptions[] {
  const plan = labPlan(s, engine);
  return plan.ok ? plan.plan.map((p) => sweepSimOptions(plan.options, p)) : [];
}
