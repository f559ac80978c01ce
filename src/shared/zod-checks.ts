// The zod helpers every schema of the tree uses (content files, playtest records, designer rulings,
// tallies): one "must be …" error option, strict mappings that name the allowed keys, and one line per
// problem naming the field and its value. Pure: the catalog, the server and the forms share it.
import { z } from 'astro/zod';

/** The error option every schema takes: one "must be …" for every way a value can be wrong. */
export const must = (what: string) => ({ error: `must be ${what}` });

/** A strict mapping: a misspelt key is an error naming the allowed ones, never silently ignored. */
export function strict<Shape extends z.ZodRawShape>(shape: Shape, what: string) {
  const keys = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `is not a field here: must be one of ${keys}` : `must be ${what}`),
  });
}

/** How a value is quoted in a message: strings in quotes, short lists and mappings as JSON. */
function shown(value: unknown): string {
  if (value === null) return 'empty';
  const s = typeof value === 'string' || typeof value === 'object' ? JSON.stringify(value) : String(value);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

/** A value's path as messages write it: `questions[0].rule`. */
export const pathText = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/**
 * One zod issue as one line, for the file it came from: `field "<path>" <problem>: must be …`, the
 * problem being "is missing", "is <value>" or the check's own words.
 */
export function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const path = issuePath(issue);
  const value = valueAt(data, path);
  const problem = issue.message.startsWith('must be ') ? `${value === undefined ? 'is missing' : `is ${shown(value)}`}: ${issue.message}` : issue.message;
  return path.length === 0 ? `the file ${value === undefined ? 'is empty' : `is ${shown(value)}`}: ${issue.message}` : `field "${pathText(path)}" ${problem}`;
}

/** The path of the value an issue is about: for a misspelt key, the key itself. */
export function issuePath(issue: z.core.$ZodIssue): PropertyKey[] {
  return issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : [...issue.path];
}

/**
 * Validates `data` with `schema`; on failure, the first problem as one line (see describeIssue) and the
 * path of the value it is about, for the catalog to find its line (src/catalog/source.ts).
 */
export function check<S extends z.ZodType>(schema: S, data: unknown): { ok: true; value: z.output<S> } | { ok: false; problem: string; path: PropertyKey[] } {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  return { ok: false, problem: describeIssue(issue, data), path: issuePath(issue) };
}
