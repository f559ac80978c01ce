// The numbers on the sheet as parameters (spec: parameters.md): each one declared once, with its range,
// and read from here by the engine, the solver, the CLI, the links, the widgets and the pages.
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

export interface ParamInfo {
  id: ParamId;
  /** What it is, for labels and help. */
  title: string;
  unit: 'inches' | 'Actions' | 'faces' | 'face';
  /** Stable ids of the rules that state the number (content/<version>/rules). */
  rules: readonly string[];
  /** The allowed values in words, as every refusal quotes them. */
  range: string;
  /** Numeric bounds and step for inputs and sweeps (table: each side; fails-on: 2 to the die). */
  min: number;
  max: number;
  step: number;
}

export const PARAMETERS: readonly ParamInfo[] = [
  { id: 'actions', title: 'Actions per combatant per Match', unit: 'Actions', rules: ['five-actions', 'counting-actions'], range: 'a whole number from 1 to 10', min: 1, max: 10, step: 1 },
  { id: 'move', title: 'Length of a Move', unit: 'inches', rules: ['move-action'], range: 'from 0.25 to 6 inches in steps of 0.25', min: 0.25, max: 6, step: 0.25 },
  { id: 'die', title: 'Faces of the defence die', unit: 'faces', rules: ['dice', 'defence-test', 'counter-defence-test'], range: `one of ${DIE_FACES.join(', ')}`, min: 4, max: 20, step: 2 },
  { id: 'fails-on', title: 'Lowest roll that fails a defence', unit: 'face', rules: ['defence-test', 'counter-defence-test'], range: 'a whole number from 2 to the die', min: 2, max: 20, step: 1 },
  { id: 'table', title: 'Play area (width × depth)', unit: 'inches', rules: ['table'], range: `each side from ${TABLE_SIDE.min} to ${TABLE_SIDE.max} inches, written WxD`, min: TABLE_SIDE.min, max: TABLE_SIDE.max, step: 1 },
  { id: 'deploy-depth', title: 'Depth of each deployment zone', unit: 'inches', rules: ['deployment'], range: "from 1 inch to half the table's depth", min: 1, max: TABLE_SIDE.max / 2, step: 0.5 },
  { id: 'base', title: 'Base diameter', unit: 'inches', rules: [], range: 'from 0.5 to 2 inches', min: 0.5, max: 2, step: 0.125 },
];

export const PARAM_IDS: readonly ParamId[] = PARAMETERS.map((p) => p.id);

export function paramInfo(id: ParamId): ParamInfo {
  return PARAMETERS.find((p) => p.id === id)!;
}

export function isParamId(value: unknown): value is ParamId {
  return typeof value === 'string' && (PARAM_IDS as readonly string[]).includes(value);
}

/** A parameter refused; `param` is its id as given, so callers can name it (`params.die`, `--die`). */
export class ParamError extends Error {
  readonly param: string;
  constructor(param: string, problem: string) {
    super(problem);
    this.param = param;
  }
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const onStep = (v: number, step: number) => Math.abs(v / step - Math.round(v / step)) < 1e-9;
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : isTable(v) ? formatTable(v) : String(JSON.stringify(v) ?? v));

function isTable(v: unknown): v is Table {
  return typeof v === 'object' && v !== null && isNum((v as Table).width) && isNum((v as Table).depth);
}

export function formatTable(t: Table): string {
  return `${t.width}x${t.depth}`;
}

/** "18x12" → {width: 18, depth: 12}; anything else is null. */
export function parseTable(raw: string): Table | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*$/.exec(raw);
  return m ? { width: Number(m[1]), depth: Number(m[2]) } : null;
}

/**
 * Checks one parameter on its own (not against the others): null when allowed, otherwise the problem,
 * naming the value and the range. `fails-on` and `deploy-depth` are checked against the die and the
 * table by resolveParams.
 */
export function paramProblem(id: string, value: unknown): string | null {
  if (!isParamId(id)) return `is not a parameter (known: ${PARAM_IDS.join(', ')})`;
  const info = paramInfo(id);
  const refuse = () => `${show(value)} is out of range: ${info.range}`;
  switch (id) {
    case 'table': {
      const t = typeof value === 'string' ? parseTable(value) : value;
      if (!isTable(t)) return `${show(value)} is not a table: ${info.range}`;
      return t.width >= TABLE_SIDE.min && t.width <= TABLE_SIDE.max && t.depth >= TABLE_SIDE.min && t.depth <= TABLE_SIDE.max ? null : refuse();
    }
    case 'die':
      return isNum(value) && DIE_FACES.includes(value) ? null : refuse();
    case 'actions':
    case 'fails-on':
      return isNum(value) && Number.isInteger(value) && value >= info.min && value <= info.max ? null : refuse();
    case 'move':
      return isNum(value) && value >= info.min && value <= info.max && onStep(value, info.step) ? null : refuse();
    case 'deploy-depth':
    case 'base':
      return isNum(value) && value >= info.min && value <= info.max ? null : refuse();
  }
}

/** P1: with a new die and no `fails-on`, keep the failing share near the D6's 2 in 6. */
export function defaultFailsOn(die: number): number {
  return die - Math.round(die / 3) + 1;
}

/**
 * The parameters in force: the engine's defaults, then a ruleset's (a version's) own defaults, then
 * the given values, each checked. A die given without `fails-on` takes P1's face. Throws ParamError.
 */
export function resolveParams(given: Readonly<Record<string, unknown>> = {}, rulesetDefaults: Partial<Params> = {}): Params {
  for (const [id, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const problem = paramProblem(id, value);
    if (problem) throw new ParamError(id, problem);
  }
  const g = given as Partial<Record<ParamId, unknown>>;
  const table = g.table === undefined ? undefined : typeof g.table === 'string' ? parseTable(g.table)! : { ...(g.table as Table) };
  const base = { ...DEFAULT_PARAMS, ...rulesetDefaults };
  const die = (g.die as number | undefined) ?? base.die;
  const p: Params = {
    actions: (g.actions as number | undefined) ?? base.actions,
    move: (g.move as number | undefined) ?? base.move,
    die,
    'fails-on': (g['fails-on'] as number | undefined) ?? (g.die !== undefined ? defaultFailsOn(die) : base['fails-on']),
    table: table ?? { ...base.table },
    'deploy-depth': (g['deploy-depth'] as number | undefined) ?? base['deploy-depth'],
    base: (g.base as number | undefined) ?? base.base,
  };
  if (p['fails-on'] > p.die) throw new ParamError('fails-on', `${p['fails-on']} is out of range: a whole number from 2 to the die (${p.die})`);
  if (p['deploy-depth'] > p.table.depth / 2) {
    if (g['deploy-depth'] !== undefined) throw new ParamError('deploy-depth', `${p['deploy-depth']} is out of range: from 1 inch to half the table's depth (${p.table.depth / 2})`);
    p['deploy-depth'] = p.table.depth / 2; // a shallow table narrows the default zone with it
  }
  if (p.base > Math.min(p.table.width, p.table.depth)) throw new ParamError('base', `${p.base} is wider than the ${formatTable(p.table)} table`);
  return p;
}

/** The parameters that differ from the defaults, for links and scenario files. */
export function changedParams(p: Params, defaults: Params = DEFAULT_PARAMS): Partial<Params> {
  const out: Partial<Record<ParamId, unknown>> = {};
  for (const id of PARAM_IDS) {
    const same = id === 'table' ? formatTable(p.table) === formatTable(defaults.table) : p[id] === defaults[id];
    if (!same) out[id] = id === 'table' ? { ...p.table } : p[id];
  }
  return out as Partial<Params>;
}

/** Rules 33, 34 (A7): a roll below `fails-on` holds. The one place the defence band is decided. */
export function defenceHolds(roll: number, p: Pick<Params, 'fails-on'>): boolean {
  return roll < p['fails-on'];
}

/** The chance that one defence test fails. */
export function failChance(p: Pick<Params, 'die' | 'fails-on'>): number {
  return (p.die - p['fails-on'] + 1) / p.die;
}

/** The band as the reports and dice say it: "1D10: 1–7 holds, 8–10 fails". */
export function defenceBand(p: Pick<Params, 'die' | 'fails-on'>): { die: string; holds: string; fails: string; text: string } {
  const f = p['fails-on'];
  const holds = f - 1 === 1 ? '1' : `1–${f - 1}`;
  const fails = f === p.die ? `${f}` : `${f}–${p.die}`;
  const die = `1D${p.die}`;
  return { die, holds, fails, text: `${die}: ${holds} holds, ${fails} fails` };
}

/** A number as the sheet would print it: inches with `"`, the table as W" × D". */
export function formatParam(id: ParamId, p: Params): string {
  switch (id) {
    case 'table':
      return `${p.table.width}" × ${p.table.depth}"`;
    case 'move':
    case 'deploy-depth':
    case 'base':
      return `${p[id]}"`;
    case 'die':
      return `D${p.die}`;
    default:
      return String(p[id]);
  }
}

/** A parameter's value from text (CLI flags, sweep values): numbers, or WxD for the table. */
export function parseParamValue(id: ParamId, raw: string): number | Table {
  if (id === 'table') {
    const t = parseTable(raw);
    if (!t) throw new ParamError('table', `${JSON.stringify(raw)} is not a table: ${paramInfo('table').range}`);
    return t;
  }
  const v = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(v)) throw new ParamError(id, `${JSON.stringify(raw)} is not a number: ${paramInfo(id).range}`);
  return v;
}
