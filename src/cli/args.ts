// Flags shared by the commands, checked with messages that name the flag.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  DEFAULT_READINGS,
  isRulesetId,
  PAIRINGS,
  THE_SYSTEMS,
  paramProblem,
  ParamError,
  parseParamValue,
  PARAM_IDS,
  POLICY_NAMES,
  resolveParams,
  RULESET_IDS,
  readingProblem,
  type Pairing,
  type Params,
  type PolicyName,
  type ReadingId,
  type Systems,
  type Readings,
  type SystemId,
  atOnceProblem,
  ScenarioError,
} from '../engine/index.ts';
import { escapeControls } from '../shared/terminal.ts';
import { paramText } from '../shared/sim-command.ts';
import { playedWhy } from '../catalog/played.ts';
import { VERSION_TABLE } from './version-table.data.ts';
import { contentDir, versionInputs } from './version-inputs.ts';
import type { RulesetChoice } from './ruleset-choice.ts';

/** Bad input: printed as one line, exit status 2. */
export class UsageError extends Error {}

export const READING_FLAGS = {
  'move-distance': { type: 'string' },
  'last-strike': { type: 'string' },
  'start-in-contact': { type: 'string' },
  'turn-limit': { type: 'string' },
  exchange: { type: 'string' },
  'wwpd-scale': { type: 'string' },
} as const satisfies Record<ReadingId, { type: 'string' }>;

/** One flag per parameter (parameters.md P3): --actions, --move, --die, --fails-on, --table WxD, --deploy-depth, --base. */
export const PARAM_FLAGS = {
  actions: { type: 'string' },
  move: { type: 'string' },
  die: { type: 'string' },
  'fails-on': { type: 'string' },
  table: { type: 'string' },
  'deploy-depth': { type: 'string' },
  base: { type: 'string' },
} as const satisfies Record<(typeof PARAM_IDS)[number], { type: 'string' }>;

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T, allowPositionals = false) {
  try {
    return parseArgs({ args, options: { ...options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals, strict: true });
  } catch (error) {
    const message = (error as Error).message;
    // parseArgs reads "--gap -1" as a flag followed by another flag; say what to type instead.
    const ambiguous = /^Option '(--[\w-]+)' argument is ambiguous/.exec(message);
    if (ambiguous) throw new UsageError(`${ambiguous[1]}: a value starting with "-" must be written ${ambiguous[1]}=VALUE`);
    // Every refusal starts with what it refuses: the flag or the argument.
    const unknown = /^Unknown option '(-{1,2}[^']*)'/.exec(message);
    if (unknown) throw new UsageError(`${unknown[1]}: not a flag of this command (sow --help lists each command's flags)`);
    const missing = /^Option '(--[\w-]+)[^']*' argument missing/.exec(message);
    if (missing) throw new UsageError(`${missing[1]}: needs a value`);
    const extra = /^Unexpected argument '([^']*)'/.exec(message);
    if (extra) throw new UsageError(`${extra[1]}: this command reads no file or other argument`);
    const valued = /^Option '(--[\w-]+)' does not take an argument/.exec(message);
    if (valued) throw new UsageError(`${valued[1]}: takes no value`);
    throw new UsageError(message.split('\n')[0]!.replace(/\. To specify a positional.*$/, '.'));
  }
}

/** A numeric flag within its range; the refusal names the flag, the value and the range. */
export function number(
  flag: string,
  raw: string | undefined,
  { min, max, integer = false }: { min?: number; max?: number; integer?: boolean } = {},
): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw new UsageError(`--${flag}: "${raw}" is not a number`);
  if (integer && !Number.isInteger(value)) throw new UsageError(`--${flag}: "${raw}" must be a whole number`);
  if ((min !== undefined && value < min) || (max !== undefined && value > max))
    throw new UsageError(`--${flag}: ${raw} is out of range: ${integer ? 'a whole number' : 'a number'} from ${min ?? '-∞'} to ${max ?? '∞'}`);
  return value;
}

export function policy(flag: string, raw: string | undefined, fallback: PolicyName): PolicyName {
  if (raw === undefined) return fallback;
  if (!POLICY_NAMES.includes(raw as PolicyName)) throw new UsageError(`--${flag}: unknown policy "${raw}" (known: ${POLICY_NAMES.join(', ')})`);
  return raw as PolicyName;
}

/** --system and --pairing (on play and sim): the turn system, and how its engine Instigator picks pairs where it does. */
export const SYSTEM_FLAGS = {
  system: { type: 'string' },
  pairing: { type: 'string' },
} as const;

/** --system's value: one of `systems` (the one list unless a test gives a longer one). */
export function system(raw: string | undefined, systems: Systems = THE_SYSTEMS): SystemId | undefined {
  if (raw === undefined) return undefined;
  if (!systems.has(raw)) throw new UsageError(`--system: unknown turn system "${raw}" (known: ${systems.ids.join(', ')})`);
  return raw;
}

/** The value alone; whether the game's system takes a pairing is the engine's check (pairingProblem). */
export function pairing(raw: string | undefined): Pairing | undefined {
  if (raw === undefined) return undefined;
  if (!PAIRINGS.includes(raw as Pairing)) throw new UsageError(`--pairing: unknown pairing "${raw}" (known: ${PAIRINGS.join(', ')})`);
  return raw as Pairing;
}

/** S4: under simultaneous strikes `optimal` is not offered; the refusal names the flag that chose it. */
export function checkAtOnce(policies: Record<'instigator' | 'retaliator', PolicyName>, ruled: Partial<Readings>): void {
  if (ruled.exchange !== 'simultaneous') return;
  for (const side of ['instigator', 'retaliator'] as const) {
    const problem = atOnceProblem(policies[side]);
    if (problem) throw new UsageError(`--${side}: ${problem}`);
  }
}

/**
 * The rule catalog and what reads it (YAML, zod: most of a start-up's modules), imported only by a
 * command that needs a version's rules, so `sow sim` without `--ruleset` starts without them. A
 * catalog's problem is bad input like any other: one line, status 2.
 */
export async function withCatalog<T>(use: (modules: CatalogModules) => T): Promise<T> {
  const [catalog, designer, versionRules, config] = await Promise.all([
    import('../catalog/catalog.ts'),
    import('../catalog/designer-rulings.ts'),
    import('../catalog/version-rules.ts'),
    import('../catalog/content-dir.ts'),
  ]);
  try {
    return use({ ...catalog, ...designer, ...versionRules, CONTENT_DIR: config.CONTENT_DIR });
  } catch (error) {
    if (error instanceof catalog.CatalogError) throw new UsageError(error.message);
    throw error;
  }
}

type CatalogModules = typeof import('../catalog/catalog.ts') &
  typeof import('../catalog/designer-rulings.ts') &
  typeof import('../catalog/version-rules.ts') & { CONTENT_DIR: string };

const SHEET: RulesetChoice = { version: 'v0.1f', ruleset: 'v0.1f', params: {}, readings: {}, plays: [] };

/** `--on DAY`: the day a game was played, for the rules in force then. */
export const ON_FLAG = { on: { type: 'string' } } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day written YYYY-MM-DD, and a real one; the refusal names the flag. */
export function day(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const real = DAY.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) && new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);
  if (!real) throw new UsageError(`--on: "${raw}" must be a day written YYYY-MM-DD`);
  return raw;
}

/**
 * `--ruleset` takes a version of the rules (`v0.3`, a draft whose version.yaml sets `die: 10`) and plays
 * it as its pages do, through the catalog's one resolver (version.yaml, then the designer's rulings in
 * force); or a bare engine ruleset. With `--on DAY`, a version plays the rulings in force that day (a game
 * played then). The flags given beside it are laid over the version's values by the caller.
 */
export async function ruleset(raw: string | undefined, on?: string): Promise<RulesetChoice> {
  if (raw === undefined) {
    if (on !== undefined) throw new UsageError('--on: names the day a version of the rules was played on: give the version with --ruleset');
    return SHEET;
  }
  // The generated table (scripts/version-table.ts) when it was made from the content as it is now:
  // no catalog, YAML or zod to load. Stale (content/ edited since), or a day asked for, the catalog reads it.
  if (on === undefined && VERSION_TABLE.inputs === versionInputs(contentDir())) {
    const version = VERSION_TABLE.versions[raw];
    if (version) return version;
    if (isRulesetId(raw)) return { version: raw, ruleset: raw, params: {}, readings: {}, plays: [] };
    const versions = Object.keys(VERSION_TABLE.versions);
    throw new UsageError(`--ruleset: unknown ruleset or version "${raw}" (known: ${[...new Set([...RULESET_IDS, ...versions])].join(', ')})`);
  }
  return withCatalog(({ CatalogError, loadCatalog, loadDesignerRulings, resolveVersionRules, CONTENT_DIR }) => {
    let catalog;
    try {
      catalog = loadCatalog(CONTENT_DIR);
    } catch (error) {
      if (!(error instanceof CatalogError)) throw error;
    }
    const version = catalog?.version(raw);
    if (version) {
      // Reading `cli-settled-by-ruleset`: a version plays what the designer settled for it, as its pages do.
      const rules = resolveVersionRules(catalog!, loadDesignerRulings(CONTENT_DIR, catalog!), version.id, on);
      return { version: version.id, ruleset: rules.ruleset, params: rules.given, readings: rules.changedReadings, plays: rules.plays };
    }
    if (on !== undefined) throw new UsageError(`--on: "${raw}" is an engine ruleset, not a version of the rules: only a version has rulings by day`);
    if (isRulesetId(raw)) return { version: raw, ruleset: raw, params: {}, readings: {}, plays: [] };
    const versions = catalog ? catalog.versions.map((v) => v.id) : [];
    throw new UsageError(`--ruleset: unknown ruleset or version "${raw}" (known: ${[...new Set([...RULESET_IDS, ...versions])].join(', ')})`);
  });
}

/**
 * Says on stderr what a version plays beside the engine's defaults and why, one line a setting (its
 * version.yaml, or the designer's ruling), and which flags typed beside it win; so a figure that changed
 * after a ruling is never a mystery. A bare engine ruleset says nothing. stdout stays the figures alone.
 */
export function notePlays(chosen: RulesetChoice, typed: Partial<Readings>, typedParams: Partial<Params> = {}): void {
  if (chosen.plays.length === 0) return;
  const say = (line: string) => process.stderr.write(`sow: ${escapeControls(chosen.version)} plays ${escapeControls(line)}\n`);
  for (const p of chosen.plays) {
    const flag = p.setting in typed || p.setting in typedParams ? `; --${p.setting} given, which wins` : '';
    const value = typeof p.value === 'object' ? paramText(p.value as Params['table']) : String(p.value);
    say(`${p.setting} ${value}: ${playedWhy(chosen.version, p.why)}${flag}`);
  }
  say("every other setting at the engine's defaults, or the flags given");
}

export function readings(values: Record<string, unknown>): Partial<Readings> {
  const out: Record<string, unknown> = {};
  for (const id of Object.keys(READING_FLAGS)) {
    const raw = values[id];
    if (raw === undefined) continue;
    const value = typeof DEFAULT_READINGS[id as ReadingId] === 'number' ? Number(raw) : raw;
    const problem = readingProblem(id, value);
    if (problem) throw new UsageError(`--${id}: "${String(raw)}" ${problem}`);
    out[id] = value;
  }
  return out as Partial<Readings>;
}

/** The parameter flags given, each checked on its own and then against the others (fails-on ≤ die). */
export function params(values: Record<string, unknown>): Partial<Params> {
  const out: Record<string, unknown> = {};
  for (const id of PARAM_IDS) {
    const raw = values[id];
    if (raw === undefined) continue;
    try {
      const value = parseParamValue(id, String(raw));
      const problem = paramProblem(id, value);
      if (problem) throw new UsageError(`--${id}: ${problem}`);
      out[id] = value;
    } catch (error) {
      if (error instanceof ParamError) throw new UsageError(`--${id}: ${error.message}`);
      throw error;
    }
  }
  try {
    resolveParams(out);
  } catch (error) {
    if (error instanceof ParamError) throw new UsageError(`--${error.param}: ${error.message}`);
    throw error;
  }
  return out as Partial<Params>;
}

/**
 * Reading `unread-flags`, for a command: a flag it takes (the shared reading and parameter flags) but
 * never reads is refused with why, rather than accepted and changing nothing.
 */
export function refuseUnread(command: string, values: Record<string, unknown>, unread: Readonly<Record<string, string>>): void {
  for (const [flag, why] of Object.entries(unread)) if (values[flag] !== undefined) throw new UsageError(`--${flag}: ${command} does not read it: ${why}`);
}

/** The flags that shape a deployment, as given, for a refusal that blames what was typed. */
export const DEPLOYMENT_FLAGS = ['per-side', 'table', 'base', 'deploy-depth'] as const;

/**
 * A run's first deployment that cannot be dealt (the bases do not fit their zones), refused before any
 * game is played, naming the deployment flags that were given (or the sheet's numbers when none were).
 */
export function deploymentRefusal(values: Record<string, unknown>, problem: string): UsageError {
  const given = DEPLOYMENT_FLAGS.filter((f) => values[f] !== undefined).map((f) => `--${f} ${String(values[f])}`);
  const fix = 'fewer a side (--per-side), a larger --table, a smaller --base or a deeper --deploy-depth';
  return new UsageError(`${given.length > 0 ? given.join(' ') : 'the deployment'}: ${problem}; try ${fix}`);
}

/** A run's deployment dealt once before any game is played: bases that cannot fit are refused up front. */
export function firstDeployment(values: Record<string, unknown>, deal: () => unknown): void {
  try {
    deal();
  } catch (error) {
    if (error instanceof ScenarioError && error.field === 'deployment') throw deploymentRefusal(values, error.problem);
    throw error;
  }
}
