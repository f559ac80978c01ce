// A scenario file read for `sow play` and `sow groups`, and the flags laid over its own fields.
import { parseScenario, ScenarioError, type Params, type Readings, type SystemId, depthMessage, tooDeep } from '../engine/index.ts';
import { UsageError } from './args.ts';
import { FileReadError, readBounded } from '../catalog/bounded-read.ts';

/** A scenario file's JSON, bounded in size before it is parsed and in depth before any field is read. */
export function readScenario(path: string): unknown {
  let text: string;
  try {
    text = readBounded(path);
  } catch (error) {
    if (error instanceof FileReadError) throw new UsageError(`${path}: ${error.problem}`);
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const deep = tooDeep(data);
  if (deep) throw new UsageError(`${path}: ${deep}: ${depthMessage()}`);
  return data;
}

/** A scenario file read and checked; its problems name the file. */
export function scenarioFrom(path: string) {
  try {
    return parseScenario(readScenario(path));
  } catch (error) {
    if (error instanceof ScenarioError) throw new UsageError(`${path}: ${error.message}`);
    throw error;
  }
}

/** Parameter flags laid over a scenario file's own: --table replaces its table, the rest its "params". */
export function withParams(raw: unknown, flags: Partial<Params>): unknown {
  if (Object.keys(flags).length === 0 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const { table, ...rest } = flags;
  const file = raw as Record<string, unknown>;
  const own = typeof file.params === 'object' && file.params !== null ? (file.params as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...own, ...rest };
  if (table) delete merged.table;
  return { ...file, ...(table ? { table } : {}), params: merged };
}

/** Reading flags (--exchange, --turn-limit, ...) laid over a scenario file's own "rulings". */
export function withReadings(raw: unknown, flags: Partial<Readings>): unknown {
  if (Object.keys(flags).length === 0 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const file = raw as Record<string, unknown>;
  // The scenario file's key keeps its name (formats-keep-their-names).
  const own = typeof file.rulings === 'object' && file.rulings !== null ? (file.rulings as Record<string, unknown>) : {};
  // Written back under the same key (formats-keep-their-names).
  return { ...file, rulings: { ...own, ...flags } };
}

/** --system and --pairing laid over a scenario file's "system" and "pairing". */
export function withTurns(raw: unknown, turns: { system?: SystemId; pairing?: string }): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  return { ...raw, ...(turns.system ? { system: turns.system } : {}), ...(turns.pairing ? { pairing: turns.pairing } : {}) };
}
