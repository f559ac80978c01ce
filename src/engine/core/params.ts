// The numbers on the sheet as parameters (spec: parameters.md): their values, the defaults and the
// defence band, read by the engine, the solver, the CLI, the links, the widgets and the pages. What each
// allows and the checks are in params-declared.ts.
import type { Table } from './geometry.ts';

export interface Params {
  /** Actions per combatant per Match (rules 17, 36). */
  actions: number;
  /** Length of a Move, inches (rule 25). */
  move: number;
  /** Faces of the defence die (rules 2, 33, 34). */
  die: number;
  /** Lowest roll that fails a defence (rules 33, 34). */
  'fails-on': number;
  /** Play area, inches (rule 3). The scenario's `table` field. */
  table: Table;
  /** Depth of each side's deployment zone, inches (rule 6). */
  'deploy-depth': number;
  /** Base diameter, inches (spec G2). */
  base: number;
}

export type ParamId = keyof Params;
/** A parameter's value as given from outside: `table` may also be written "WxD". */
export type ParamInput = Partial<Params>;

export const DEFAULT_PARAMS: Readonly<Params> = Object.freeze({
  actions: 5,
  move: 2,
  die: 6,
  'fails-on': 5,
  table: Object.freeze({ width: 12, depth: 12 }),
  'deploy-depth': 6,
  base: 1,
});

export const DIE_FACES: readonly number[] = [4, 6, 8, 10, 12, 20];
export const TABLE_SIDE = { min: 6, max: 72 } as const;

export function formatTable(t: Table): string {
  return `${t.width}x${t.depth}`;
}

/** P1: with a new die and no `fails-on`, keep the failing share near the D6's 2 in 6. */
export function defaultFailsOn(die: number): number {
  return die - Math.round(die / 3) + 1;
}

/**
 * The parameters in force, unchecked (the caller has checked them, as parseScenario does): the
 * engine's defaults, then a ruleset's (a version's) own defaults, then the given values. A die given
 * without `fails-on` takes P1's face; a table too shallow for the default zone narrows it to half its
 * depth (reading "shallow table").
 */
export function mergeParams(given: Partial<Params> = {}, rulesetDefaults: Partial<Params> = {}): Params {
  const base = { ...DEFAULT_PARAMS, ...rulesetDefaults };
  const die = given.die ?? base.die;
  const table = { ...(given.table ?? base.table) };
  const depth = given['deploy-depth'] ?? Math.min(base['deploy-depth'], table.depth / 2);
  return {
    actions: given.actions ?? base.actions,
    move: given.move ?? base.move,
    die,
    'fails-on': given['fails-on'] ?? (given.die !== undefined ? defaultFailsOn(die) : base['fails-on']),
    table,
    'deploy-depth': depth,
    base: given.base ?? base.base,
  };
}

/** Rules 33, 34 (A7): a roll below `fails-on` holds. The one place the defence band is decided. */
export function defenceHolds(roll: number, p: Pick<Params, 'fails-on'>): boolean {
  return roll < p['fails-on'];
}

/** The chance that one defence test fails. */
export function failChance(p: Pick<Params, 'die' | 'fails-on'>): number {
  return (p.die - p['fails-on'] + 1) / p.die;
}

/**
 * Rules 33, 34: the first striker's share of an alternating loop that never runs out of Actions, as an
 * exact fraction in lowest terms. W = f + (1 − f)(1 − W) gives W = 1 / (2 − f); with f = fails/die,
 * W = die / (2·die − fails): 3/5 on the D6 sheet.
 */
export function firstStrikerShare(p: Pick<Params, 'die' | 'fails-on'>): { wins: number; of: number } {
  const fails = p.die - p['fails-on'] + 1;
  const of = 2 * p.die - fails;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(p.die, of);
  return { wins: p.die / d, of: of / d };
}

/** The band as the reports and dice say it: "1D10: 1–7 holds, 8–10 fails". */
export function defenceBand(p: Pick<Params, 'die' | 'fails-on'>): { die: string; holds: string; fails: string; text: string } {
  const f = p['fails-on'];
  const holds = f - 1 === 1 ? '1' : `1–${f - 1}`;
  const fails = f === p.die ? `${f}` : `${f}–${p.die}`;
  const die = `1D${p.die}`;
  return { die, holds, fails, text: `${die}: ${holds} holds, ${fails} fails` };
}

/**
 * The parameters a scenario plays with: its `params` and `table` over the defaults. Not checked here: a
 * scenario from outside is checked once, by parseScenario, and a page's island need not load the checks.
 */
export function scenarioParams(scenario: { table: Table; params?: Partial<Omit<Params, 'table'>> }): Params {
  return mergeParams({ ...scenario.params, table: scenario.table });
}
