// What each parameter allows (spec: parameters.md), declared once with its range in words, and the
// checks that quote it. Kept apart from params.ts so a page that only plays the sheet's numbers does
// not load the declarations.
import type { Table } from './geometry.ts';
import { DEFAULT_PARAMS, DIE_FACES, formatTable, mergeParams, TABLE_SIDE, type ParamId, type Params } from './params.ts';

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
  {
    id: 'actions',
    title: 'Actions per combatant per Match',
    unit: 'Actions',
    rules: ['five-actions', 'counting-actions'],
    range: 'a whole number from 1 to 10',
    min: 1,
    max: 10,
    step: 1,
  },
  {
    id: 'move',
    title: 'Length of a Move',
    unit: 'inches',
    rules: ['move-action'],
    range: 'from 0.25 to 6 inches in steps of 0.25',
    min: 0.25,
    max: 6,
    step: 0.25,
  },
  {
    id: 'die',
    title: 'Faces of the defence die',
    unit: 'faces',
    rules: ['dice', 'defence-test', 'counter-defence-test'],
    range: `one of ${DIE_FACES.join(', ')}`,
    min: 4,
    max: 20,
    step: 2,
  },
  {
    id: 'fails-on',
    title: 'Lowest roll that fails a defence',
    unit: 'face',
    rules: ['defence-test', 'counter-defence-test'],
    range: 'a whole number from 2 to the die',
    min: 2,
    max: 20,
    step: 1,
  },
  {
    id: 'table',
    title: 'Play area (width × depth)',
    unit: 'inches',
    rules: ['table'],
    range: `each side from ${TABLE_SIDE.min} to ${TABLE_SIDE.max} inches, written WxD`,
    min: TABLE_SIDE.min,
    max: TABLE_SIDE.max,
    step: 1,
  },
  {
    id: 'deploy-depth',
    title: 'Depth of each deployment zone',
    unit: 'inches',
    rules: ['deployment'],
    range: "from 1 inch to half the table's depth",
    min: 1,
    max: TABLE_SIDE.max / 2,
    step: 0.5,
  },
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
      const extra = Object.keys(t).find((k) => k !== 'width' && k !== 'depth');
      if (extra !== undefined) return `${JSON.stringify(extra)} is an unknown field of the table (known: width, depth)`;
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

/**
 * The parameters in force, each given value checked first: mergeParams' result, refused with a
 * ParamError when a value is out of its range or the values do not fit together.
 */
export function resolveParams(given: Readonly<Record<string, unknown>> = {}, rulesetDefaults: Partial<Params> = {}): Params {
  for (const [id, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const problem = paramProblem(id, value);
    if (problem) throw new ParamError(id, problem);
  }
  const g = given as Partial<Record<ParamId, unknown>>;
  const table = g.table === undefined ? undefined : typeof g.table === 'string' ? parseTable(g.table)! : (g.table as Table);
  const p = mergeParams({ ...(given as Partial<Params>), table }, rulesetDefaults);
  if (p['fails-on'] > p.die) throw new ParamError('fails-on', `${p['fails-on']} is out of range: a whole number from 2 to the die (${p.die})`);
  if (p['deploy-depth'] > p.table.depth / 2)
    throw new ParamError('deploy-depth', `${p['deploy-depth']} is out of range: from 1 inch to half the table's depth (${p.table.depth / 2})`);
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
