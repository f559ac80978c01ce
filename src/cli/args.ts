// Flags shared by the commands, checked with messages that name the flag.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isRulesetId, POLICY_NAMES, rulingProblem, type PolicyName, type RulesetId, type Rulings } from '../engine/index.ts';

/** Bad input: printed as one line, exit status 2. */
export class UsageError extends Error {}

export const RULING_FLAGS = {
  'move-distance': { type: 'string' },
  'last-strike': { type: 'string' },
  'start-in-contact': { type: 'string' },
  'turn-limit': { type: 'string' },
} as const;

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T, allowPositionals = false) {
  try {
    return parseArgs({ args, options: { ...options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals, strict: true });
  } catch (error) {
    const message = (error as Error).message;
    // parseArgs reads "--gap -1" as a flag followed by another flag; say what to type instead.
    const ambiguous = /^Option '(--[\w-]+)' argument is ambiguous/.exec(message);
    if (ambiguous) throw new UsageError(`${ambiguous[1]}: a value starting with "-" must be written ${ambiguous[1]}=VALUE`);
    throw new UsageError(message.split('\n')[0]!.replace(/\. To specify a positional.*$/, '.'));
  }
}

export function number(flag: string, raw: string | undefined, { min, integer = false }: { min?: number; integer?: boolean } = {}): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw new UsageError(`--${flag}: "${raw}" is not a number`);
  if (integer && !Number.isInteger(value)) throw new UsageError(`--${flag}: "${raw}" must be a whole number`);
  if (min !== undefined && value < min) throw new UsageError(`--${flag}: ${raw} is below ${min}`);
  return value;
}

export function policy(flag: string, raw: string | undefined, fallback: PolicyName): PolicyName {
  if (raw === undefined) return fallback;
  if (!POLICY_NAMES.includes(raw as PolicyName)) throw new UsageError(`--${flag}: unknown policy "${raw}" (known: ${POLICY_NAMES.join(', ')})`);
  return raw as PolicyName;
}

export function ruleset(raw: string | undefined): RulesetId | undefined {
  if (raw === undefined) return undefined;
  if (!isRulesetId(raw)) throw new UsageError(`--ruleset: unknown ruleset "${raw}" (known: v0.1f, v0.2)`);
  return raw;
}

export function rulings(values: Record<string, unknown>): Partial<Rulings> {
  const out: Record<string, unknown> = {};
  for (const id of Object.keys(RULING_FLAGS)) {
    const raw = values[id];
    if (raw === undefined) continue;
    const value = id === 'turn-limit' ? Number(raw) : raw;
    const problem = rulingProblem(id, value);
    if (problem) throw new UsageError(`--${id}: "${String(raw)}" ${problem}`);
    out[id] = value;
  }
  return out as Partial<Rulings>;
}
