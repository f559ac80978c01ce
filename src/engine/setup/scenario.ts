// Scenarios: the starting position of a game, checked field by field, and seeded random deployment.
import { EPS, centreDistance, onTable, type Table } from '../core/geometry.ts';
import { DEFAULT_PARAMS, TABLE_SIDE, type Params } from '../core/params.ts';
import { changedParams, ParamError, resolveParams } from '../core/params-declared.ts';
import { depthMessage, tooDeep } from '../core/input-limits.ts';
import { seedProblem, Stream } from '../core/random.ts';
import { isRulesetId, RULESET_IDS, type RulesetId } from '../core/rulesets.ts';
import { type Readings } from '../core/readings.ts';
import { atOnceProblem } from '../core/readings.ts';
import { systemDescription, THE_SYSTEMS, type Systems } from '../systems/index.ts';
import { readingProblem } from './readings.ts';
import { POLICY_NAMES, type Pairing, type Policies, type PolicyName, type Side, type SystemId } from '../core/types.ts';

// The scenario's shape is a core type (the layers below read it); its checks live here.
import { COMBATANTS_PER_SIDE, type Scenario, type ScenarioCombatant, type ScenarioParams } from '../core/types.ts';
export type { Scenario, ScenarioCombatant, ScenarioParams };

export { COMBATANTS_PER_SIDE };
/** Beyond any Fragment 1 game; keeps a hostile file or link from asking for a huge crowd. */
export const MAX_PER_SIDE = 50;
/** A scenario file's whole table: both sides at their largest. */
export const MAX_COMBATANTS = 2 * MAX_PER_SIDE;

/** Rule 7 (G5): the players flip a coin, a die of two faces: player 1 or 2 is the Instigator. */
export const COIN_FACES = 2;

/** A problem with one field of the input, e.g. `combatants[2].x: must be a number`. */
export class ScenarioError extends Error {
  readonly field: string;
  readonly problem: string;
  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.field = field;
    this.problem = problem;
  }
}

const TOP_FIELDS = ['ruleset', 'system', 'table', 'params', 'combatants', 'seed', 'dice', 'policies', 'rulings', 'name', 'description'];
const COMBATANT_FIELDS = ['id', 'side', 'x', 'y'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function noUnknown(obj: Record<string, unknown>, known: readonly string[], where: string): void {
  for (const key of Object.keys(obj))
    if (!known.includes(key)) throw new ScenarioError(where ? `${where}.${key}` : key, `unknown field (known: ${known.join(', ')})`);
}

/**
 * Checks untrusted JSON (a file, a URL) and returns a Scenario, or throws ScenarioError naming the
 * field. Positions may be anywhere on the table: a scenario can be a moment in mid-game. Its system is
 * one of `systems` (the one list unless a test gives a longer one).
 */
export function parseScenario(input: unknown, systems: Systems = THE_SYSTEMS): Scenario {
  if (!isObject(input)) throw new ScenarioError('(top level)', 'must be a JSON object');
  const deep = tooDeep(input);
  if (deep) throw new ScenarioError(deep, depthMessage());
  const system = 'system' in input ? input.system : 'fragment1';
  if (!systems.has(system)) throw new ScenarioError('system', `unknown turn system ${JSON.stringify(system)} (known: ${systems.ids.join(', ')})`);
  const own = systems.of(system).fields ?? {};
  noUnknown(input, [...TOP_FIELDS, ...Object.keys(own)], '');
  for (const k of ['name', 'description'] as const) if (k in input && typeof input[k] !== 'string') throw new ScenarioError(k, 'must be a string');
  const ruleset = 'ruleset' in input ? input.ruleset : 'v0.1f';
  if (!isRulesetId(ruleset)) throw new ScenarioError('ruleset', `unknown ruleset ${JSON.stringify(ruleset)} (known: ${RULESET_IDS.join(', ')})`);

  if (input.params !== undefined && !isObject(input.params)) throw new ScenarioError('params', 'must be an object of parameter ids and values');
  const given = (input.params ?? {}) as Record<string, unknown>;
  if (input.table !== undefined && given.table !== undefined)
    throw new ScenarioError('params.table', 'the table is given twice: keep either "table" or "params.table"');
  if (input.table !== undefined) {
    if (!isObject(input.table)) throw new ScenarioError('table', 'must be an object {width, depth} in inches');
    noUnknown(input.table, ['width', 'depth'], 'table');
    for (const k of ['width', 'depth'] as const) {
      const v = input.table[k];
      if (!finite(v) || v < TABLE_SIDE.min || v > TABLE_SIDE.max)
        throw new ScenarioError(
          `table.${k}`,
          `${JSON.stringify(v) ?? 'nothing'} is out of range: a number of inches from ${TABLE_SIDE.min} to ${TABLE_SIDE.max}`,
        );
    }
  }
  let params: Params;
  try {
    params = resolveParams({ ...given, ...(input.table !== undefined ? { table: input.table } : {}) });
  } catch (error) {
    if (!(error instanceof ParamError)) throw error;
    throw new ScenarioError(error.param === 'table' && input.table !== undefined ? 'table' : `params.${error.param}`, error.message);
  }
  const table = params.table;
  const diameter = params.base;

  if (!Array.isArray(input.combatants) || input.combatants.length === 0) throw new ScenarioError('combatants', 'must be a non-empty list of {id, side, x, y}');
  if (input.combatants.length > MAX_COMBATANTS) throw new ScenarioError('combatants', `has ${input.combatants.length} entries; at most ${MAX_COMBATANTS}`);
  const combatants: ScenarioCombatant[] = input.combatants.map((raw, i) => {
    const where = `combatants[${i}]`;
    if (!isObject(raw)) throw new ScenarioError(where, 'must be an object {id, side, x, y}');
    noUnknown(raw, COMBATANT_FIELDS, where);
    if (typeof raw.id !== 'string' || !/^[A-Za-z0-9_-]{1,16}$/.test(raw.id)) throw new ScenarioError(`${where}.id`, 'must be 1–16 letters, digits, - or _');
    if (raw.side !== 'instigator' && raw.side !== 'retaliator') throw new ScenarioError(`${where}.side`, 'must be "instigator" or "retaliator"');
    if (!finite(raw.x)) throw new ScenarioError(`${where}.x`, 'must be a number (inches from the left edge)');
    if (!finite(raw.y)) throw new ScenarioError(`${where}.y`, "must be a number (inches from the Instigator's edge)");
    const c: ScenarioCombatant = { id: raw.id, side: raw.side, x: raw.x, y: raw.y };
    if (!onTable(c, table)) throw new ScenarioError(where, `${c.id} at (${c.x}, ${c.y}) is off the ${table.width}" x ${table.depth}" table`);
    return c;
  });
  const seen = new Set<string>();
  combatants.forEach((c, i) => {
    if (seen.has(c.id)) throw new ScenarioError(`combatants[${i}].id`, `"${c.id}" is used twice`);
    seen.add(c.id);
    for (let j = 0; j < i; j++) {
      const o = combatants[j]!;
      if (centreDistance(c, o) < diameter - EPS)
        throw new ScenarioError(`combatants[${i}]`, `${c.id} overlaps ${o.id}: ${diameter}" bases need their centres at least ${diameter}" apart`);
    }
  });
  for (const side of ['instigator', 'retaliator'] as const)
    if (!combatants.some((c) => c.side === side)) throw new ScenarioError('combatants', `no ${side} combatant: a game needs both players (rule 1)`);

  const scenario: Scenario = { ruleset, table, combatants };
  if (system !== 'fragment1') scenario.system = system;
  for (const field in own) {
    if (input[field] === undefined) continue;
    const problem = own[field]!(input[field]);
    if (problem) throw new ScenarioError(field, problem);
    (scenario as unknown as Record<string, unknown>)[field] = input[field];
  }
  const { table: _table, ...rest } = changedParams(params);
  if (Object.keys(rest).length > 0) scenario.params = rest;
  if (input.seed !== undefined) {
    const problem = seedProblem(input.seed);
    if (problem) throw new ScenarioError('seed', problem);
    scenario.seed = input.seed as number;
  }
  if (input.dice !== undefined) {
    if (!Array.isArray(input.dice)) throw new ScenarioError('dice', `must be a list of D${params.die} results (1–${params.die})`);
    input.dice.forEach((d, i) => {
      if (!Number.isInteger(d) || (d as number) < 1 || (d as number) > params.die)
        throw new ScenarioError(`dice[${i}]`, `must be a whole number from 1 to ${params.die} (the D${params.die})`);
    });
    scenario.dice = input.dice as number[];
  }
  if (input.policies !== undefined) {
    if (!isObject(input.policies)) throw new ScenarioError('policies', 'must be an object {instigator, retaliator}');
    noUnknown(input.policies, ['instigator', 'retaliator'], 'policies');
    const policies: Partial<Policies> = {};
    for (const side of ['instigator', 'retaliator'] as const) {
      const p = input.policies[side];
      if (p === undefined) continue;
      if (!POLICY_NAMES.includes(p as PolicyName))
        throw new ScenarioError(`policies.${side}`, `unknown policy ${JSON.stringify(p)} (known: ${POLICY_NAMES.join(', ')})`);
      policies[side] = p as PolicyName;
    }
    scenario.policies = policies;
  }
  // The scenario file's key keeps its name (formats-keep-their-names).
  if (input.rulings !== undefined) scenario.readings = parseReadings(input.rulings, 'rulings');
  if (scenario.readings?.exchange === 'simultaneous')
    for (const side of ['instigator', 'retaliator'] as const) {
      const problem = atOnceProblem(scenario.policies?.[side] ?? '');
      if (problem) throw new ScenarioError(`policies.${side}`, problem);
    }
  return scenario;
}

export function parseReadings(input: unknown, where: string): Partial<Readings> {
  if (!isObject(input)) throw new ScenarioError(where, 'must be an object of reading ids and values');
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(input)) {
    const problem = readingProblem(id, value);
    if (problem) throw new ScenarioError(`${where}.${id}`, problem);
    out[id] = value;
  }
  return out as Partial<Readings>;
}

export interface DeploymentOptions {
  ruleset?: RulesetId;
  system?: SystemId;
  pairing?: Pairing;
  perSide?: number;
  table?: Table;
  params?: ScenarioParams;
  readings?: Partial<Readings>;
}

/**
 * A seeded random set-up (rules 4–7, spec G4, G5): a coin flip makes player 1 or 2 the Instigator,
 * then each side's bases are placed wholly on the table, centres within `deploy-depth` of their own
 * edge, never overlapping. Ids are I1.. and R1.. in placement order.
 */
export function deploy(seed: number, options: DeploymentOptions = {}): Scenario & { instigatorPlayer: 1 | 2 } {
  return deployPlanned(planDeployment(options), seed);
}

/** What every seed of a deployment shares, checked once: a simulation plans once and deploys each game. */
export interface DeploymentPlan {
  options: DeploymentOptions;
  /** The parameters as given, resolved: the table, the zones, the bases. */
  params: Params;
  perSide: number;
  /** The scenario's `params`: those that differ from the defaults, the table aside. */
  changed: ScenarioParams | undefined;
}

/** Checks deploy's options; refusals are ScenarioErrors naming the parameter (or `perSide`). */
export function planDeployment(options: DeploymentOptions = {}): DeploymentPlan {
  let p: Params;
  try {
    p = resolveParams({ ...options.params, table: options.table ?? DEFAULT_PARAMS.table });
  } catch (error) {
    if (error instanceof ParamError) throw new ScenarioError(error.param, error.message);
    throw error;
  }
  if (options.pairing !== undefined) {
    const check = systemDescription(options.system ?? 'fragment1').fields?.pairing;
    const problem = check ? check(options.pairing) : 'applies only to a turn system whose Instigator chooses its pairs';
    if (problem) throw new ScenarioError('pairing', problem);
  }
  const perSide = options.perSide ?? COMBATANTS_PER_SIDE;
  if (!Number.isInteger(perSide) || perSide < 1)
    throw new ScenarioError('perSide', 'must be a whole number of combatants, at least 1 a side (rule 1: two players)');
  if (perSide > MAX_PER_SIDE) throw new ScenarioError('perSide', `must be at most ${MAX_PER_SIDE} a side`);
  const { table: _table, ...rest } = changedParams(p);
  return { options, params: p, perSide, changed: Object.keys(rest).length > 0 ? rest : undefined };
}

/** How many seeds a set-up is deployed with before it counts as playable: places are drawn at random, so one seed's success says little. */
export const FIT_SEEDS = 8;

/**
 * Whether a set-up can be played at all: `options` deployed on seeds 1 to FIT_SEEDS. Otherwise the field
 * at fault and the problem in words; for too many bases, with the most a side that do deploy on that
 * table (found by halves: fewer bases never fit worse).
 */
export function deploymentProblem(options: DeploymentOptions): { field: string; problem: string } | undefined {
  // Places only, into one buffer: deployPlanned would also build a scenario a seed, which the check
  // throws away (the API checks every game report it stores this way).
  const deploys = (perSide: number): ScenarioError | undefined => {
    try {
      const plan = planDeployment({ ...options, perSide });
      const at = deployPlaces(plan);
      for (let seed = 1; seed <= FIT_SEEDS; seed++) place(plan, seed, at);
      return undefined;
    } catch (error) {
      if (error instanceof ScenarioError) return error;
      throw error;
    }
  };
  const perSide = options.perSide ?? COMBATANTS_PER_SIDE;
  const error = deploys(perSide);
  if (!error) return undefined;
  if (error.field !== 'deployment') return { field: error.field, problem: error.problem };
  let fits = 0;
  for (let lo = 1, hi = perSide - 1; lo <= hi;) {
    const mid = (lo + hi) >> 1;
    if (deploys(mid)) hi = mid - 1;
    else [fits, lo] = [mid, mid + 1];
  }
  return { field: 'perSide', problem: `is ${perSide}: ${error.problem}; ${fits > 0 ? `at most ${fits} a side fit` : 'none fit'}` };
}

/** deploy() for a plan already checked. */
export function deployPlanned(plan: DeploymentPlan, seed: number): Scenario & { instigatorPlayer: 1 | 2 } {
  const { options, params: p, perSide } = plan;
  const at = new Float64Array(4 * perSide);
  const instigatorPlayer = place(plan, seed, at);
  const combatants: ScenarioCombatant[] = [];
  for (const side of ['instigator', 'retaliator'] as const)
    for (let n = 1; n <= perSide; n++) {
      const k = combatants.length;
      combatants.push({ id: baseId(side, n), side, x: at[2 * k]!, y: at[2 * k + 1]! });
    }
  // Field by field rather than spread. The order is the scenario's.
  const scenario: Partial<Scenario & { instigatorPlayer: 1 | 2 }> = { ruleset: options.ruleset ?? 'v0.1f' };
  if (options.system && options.system !== 'fragment1') scenario.system = options.system;
  if (options.pairing) scenario.pairing = options.pairing;
  scenario.table = { width: p.table.width, depth: p.table.depth };
  if (plan.changed) scenario.params = { ...plan.changed };
  scenario.combatants = combatants;
  scenario.seed = seed;
  scenario.instigatorPlayer = instigatorPlayer;
  if (options.readings) scenario.readings = options.readings;
  return scenario as Scenario & { instigatorPlayer: 1 | 2 };
}

/**
 * deployPlanned(plan, seed) written into `scenario`, one deployPlanned made of the same plan: the
 * bases' places, the seed and the coin flip change, nothing is allocated (a simulation deploys once a
 * game into one scenario). `at` holds the places as they are drawn, [x0, y0, x1, y1, …]: the run's,
 * two numbers a base (deployPlaces).
 */
export function redeploy(plan: DeploymentPlan, seed: number, scenario: Scenario & { instigatorPlayer: 1 | 2 }, at: Float64Array): void {
  scenario.instigatorPlayer = place(plan, seed, at);
  scenario.seed = seed;
  const cs = scenario.combatants;
  for (let k = 0; k < cs.length; k++) {
    cs[k]!.x = at[2 * k]!;
    cs[k]!.y = at[2 * k + 1]!;
  }
}

/** Room for redeploy's places under `plan`. */
export function deployPlaces(plan: DeploymentPlan): Float64Array {
  return new Float64Array(4 * plan.perSide);
}

/**
 * Rules 4–7 (G4, G5): the coin flip, then each side's bases in turn (the Instigator's first), each
 * drawn in its zone until it overlaps none placed so far. Places go into `at`; returns who is Instigator.
 */
function place(plan: DeploymentPlan, seed: number, at: Float64Array): 1 | 2 {
  const { params: p, perSide } = plan;
  const table = p.table;
  const rng = new Stream(seed);
  const instigatorPlayer = rng.die(COIN_FACES) as 1 | 2;
  const diameter = p.base;
  const r = diameter / 2;
  const zone = p['deploy-depth'];
  const spacing = diameter + EPS;
  let k = 0;
  for (const side of ['instigator', 'retaliator'] as const) {
    for (let n = 1; n <= perSide; n++) {
      for (let attempt = 0; ; attempt++) {
        if (attempt > 10_000)
          throw new ScenarioError(
            'deployment',
            `${perSide} bases a side of ${diameter}" do not fit in the ${zone}" deployment zones of a ${table.width}" x ${table.depth}" table`,
          );
        // Rounded inward, so a base never pokes off the table or out of its zone.
        const x = round3(r + rng.next() * (table.width - 2 * r - 0.002) + 0.001);
        const depth = round3(r + rng.next() * (zone - r - 0.002) + 0.001);
        const y = side === 'instigator' ? depth : round3(table.depth - depth);
        if (clearOf(at, k, x, y, spacing)) {
          at[2 * k] = x;
          at[2 * k + 1] = y;
          k++;
          break;
        }
      }
    }
  }
  return instigatorPlayer;
}

/** Whether a base centred at (x, y) keeps `spacing` from each of the first `count` centres in `at`. */
function clearOf(at: Float64Array, count: number, x: number, y: number, spacing: number): boolean {
  for (let k = 0; k < count; k++) {
    const dx = x - at[2 * k]!;
    const dy = y - at[2 * k + 1]!;
    if (Math.sqrt(dx * dx + dy * dy) < spacing) return false;
  }
  return true;
}

// I1, R1...: made once a run (redeploy keeps them).
function baseId(side: Side, n: number): string {
  return side === 'instigator' ? `I${n}` : `R${n}`;
}

/** Positions to the thousandth of an inch: readable in reports and links, exact in JSON. */
function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
