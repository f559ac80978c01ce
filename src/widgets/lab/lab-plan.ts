// Loaded on the Lab's first use (its figures for the default set-up come with the page, or its island).
// The Lab's set-up as the engine's sweep (src/engine/play/sweep.ts): the values read with parseParamValue
// and each checked with resolveParams (through sweepPlan), so every refusal is the engine's own message.
import {
  defenceBand,
  formatTable,
  type ParamId,
  type Params,
  PARAM_IDS,
  ParamError,
  parseParamValue,
  sweepOdds,
  sweepPlan,
  sweepSimOptions,
  sweepValue,
  type SweepOptions,
  AT_ONCE,
  type MatchOdds,
  type SimOptions,
  type RulesetId,
  type Table,
} from '../../engine/browser.ts';
import { MAX_VALUES, type LabSetup } from './lab-model.ts';

/** What plays the Lab's games: the version's ruleset and the numbers it sets (its version.yaml). */
export interface LabEngine {
  ruleset: RulesetId;
  params: Partial<Params>;
}

/**
 * The set-up as the engine's sweep: `options` as `sow sweep` would build them from the same flags (the
 * base's numbers beside --param), and every cell's parameters. With a second parameter, one sweep per
 * value of it (the base with that value set), laid out row after row.
 */
export type LabPlan =
  { ok: true; options: SweepOptions; plan: Params[]; labels: string[]; across: { param: ParamId; labels: string[] } | null } | { ok: false; problem: string };

/** A comma list of one parameter's values, read by the engine; throws ParamError naming the value. */
function valuesOf(param: ParamId, text: string): Array<number | Table> {
  const raw = text.split(',').map((v) => v.trim());
  if (raw.length === 1 && raw[0] === '') throw new ParamError(param, 'give at least one value');
  if (raw.length > MAX_VALUES) throw new ParamError(param, `at most ${MAX_VALUES} values at once`);
  return raw.map((v) => parseParamValue(param, v));
}

/** The numbers the reader set as the base (not the swept ones), over the version's own. */
function baseParams(s: LabSetup, engine: LabEngine): Partial<Params> {
  const params: Record<string, number | Table> = { ...engine.params };
  for (const [id, text] of Object.entries(s.base) as Array<[ParamId, string]>)
    if (text.trim() !== '' && id !== s.param && id !== s.across?.param) params[id] = parseParamValue(id, text.trim());
  return params as Partial<Params>;
}

/** The set-up as sweep options and every cell's parameters, or the first value refused (named, with its range). */
export function labPlan(s: LabSetup, engine: LabEngine): LabPlan {
  try {
    const values = valuesOf(s.param, s.values);
    const options: SweepOptions = {
      param: s.param,
      values,
      gap: s.gap,
      policies: s.policies,
      readings: s.readings,
      ruleset: engine.ruleset,
      params: baseParams(s, engine),
      games: s.games,
      seed: s.seed,
    };
    if (!s.across) {
      const plan = sweepPlan(options);
      return { ok: true, options, plan, labels: plan.map((p) => String(sweepValue(options, p))), across: null };
    }
    const { param: by } = s.across;
    const rows = valuesOf(by, s.across.values).map((v) => sweepPlan({ ...options, params: { ...options.params, [by]: v } }));
    const first = rows[0]!;
    return {
      ok: true,
      options,
      plan: rows.flat(),
      labels: first.map((p) => String(sweepValue(options, p))),
      across: { param: by, labels: rows.map((r) => String(sweepValue({ ...options, param: by }, r[0]!))) },
    };
  } catch (error) {
    if (error instanceof ParamError) return { ok: false, problem: `${error.param}: ${error.message}` };
    throw error;
  }
}

/** What the Lab shows for a set-up before any game: each cell, its exact odds, its defence band (die, fails-on). */
export type LabRows =
  | {
      ok: true;
      labels: string[];
      across: { param: ParamId; labels: string[] } | null;
      odds: MatchOdds[];
      bands: string[] | null;
      held: Partial<Record<ParamId, string>>;
    }
  | { ok: false; problem: string };

/** Each number the same in every cell, as the engine resolved it; one that moves with a swept one (a new die's own fails-on, P1) is left out. */
function heldNumbers(cells: readonly Params[]): Partial<Record<ParamId, string>> {
  const text = (p: Params, id: ParamId) => (id === 'table' ? formatTable(p.table) : String(p[id]));
  return Object.fromEntries(PARAM_IDS.filter((id) => cells.every((p) => text(p, id) === text(cells[0]!, id))).map((id) => [id, text(cells[0]!, id)]));
}

export function labRows(s: LabSetup, engine: LabEngine): LabRows {
  const plan = labPlan(s, engine);
  if (!plan.ok) return plan;
  const banded = [s.param, s.across?.param].some((p) => p === 'die' || p === 'fails-on');
  return {
    ok: true,
    labels: plan.labels,
    across: plan.across,
    odds: plan.plan.map((p) => sweepOdds(plan.options, p, AT_ONCE)),
    bands: banded ? plan.plan.map((p) => defenceBand(p).text) : null,
    held: heldNumbers(plan.plan),
  };
}

/** Every cell's simulation set-up (rule 4's five a side, seeded), for the worker. */
export function labSims(s: LabSetup, engine: LabEngine): SimOptions[] {
  const plan = labPlan(s, engine);
  return plan.ok ? plan.plan.map((p) => sweepSimOptions(plan.options, p)) : [];
}
