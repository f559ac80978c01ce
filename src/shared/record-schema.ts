// The two records a playtester sends (spec: playtest.md, Records): a game report and a rule question.
// One schema, checked by the server on arrival and by the forms before they save or send, so a form
// never keeps a record the server would refuse. What depends on the content (the versions, their rule
// ids and parameter defaults) comes in as a Known value: the server reads it from the catalog, a form
// page from the build.
//
// Messages follow the catalog's convention (src/catalog/schema.ts): `field "turns" is 0: must be …`.
import { z } from 'astro/zod';
import { check, must, pathText } from './zod-checks.ts';
import { PLAYER_RESULTS, RESULTS } from './playtest-results.ts';
import {
  paramProblem,
  parseTable,
  ParamError,
  resolveParams,
  type Params,
  readingProblem,
  MAX_TURN_LIMIT,
  COMBATANTS_PER_SIDE,
  MAX_PER_SIDE,
  type SystemId,
} from '../engine/browser.ts';
import { SYSTEM_IDS, systemDescription } from '../engine/systems.ts';

/** A record's place in the designer's triage: new → read → answered | will-change-next-draft | set-aside. */
export const RECORD_STATES = ['new', 'read', 'answered', 'will-change-next-draft', 'set-aside'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

/** What the schema needs to know of the content: each version's rule ids and parameter defaults. */
export interface KnownVersion {
  id: string;
  /** The engine ruleset that plays it (a game link must be played under it). */
  ruleset: string;
  /** Stable rule ids of the version. */
  rules: readonly string[];
  /** The parameters the version changes from the engine's (version.yaml's engine.params). */
  params: Partial<Params>;
}
export type Known = readonly KnownVersion[];

export const LIMITS = {
  text: 4000,
  name: 80,
  /** A share link: a widget's state (MAX_PARAM_LENGTH, 12,000) and the page's address around it. */
  link: 13_000,
  page: 300,
  questions: 30,
  rulings: 20,
  perSide: { min: 1, max: MAX_PER_SIDE },
  turns: { min: 1, max: MAX_TURN_LIMIT },
  minutes: { min: 1, max: 600 },
  /** Whole request bodies (the API's 413). */
  body: 64 * 1024,
  /** Lists and mappings inside one another: a record's deepest is 3 (questions[0].rule); anything past this is not a record. */
  depth: 8,
} as const;

/** Games reported can be no older than the handbook's rules. */
export const FIRST_DAY = '2019-01-01';
/** The systems whose results name the players, for the refusal's wording. */
const ROLES_CHANGE = SYSTEM_IDS.map(systemDescription)
  .filter((d) => d.rolesChange)
  .map((d) => d.name)
  .join(', ');
export const EXPERIENCE = ['new', 'played'] as const;
export const SIDES = ['instigator', 'retaliator'] as const;

const list = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ');

/**
 * Text a person wrote, kept exactly as written (stored and shown as text, never as HTML). No NUL
 * character (PostgreSQL's text cannot hold it) and no unpaired surrogate (it is no character at all: the
 * database would keep U+FFFD in its place, so the record would not be stored as sent).
 */
export const writable = (s: string) => !s.includes('\u0000') && s.isWellFormed();
const text = (max: number, min = 0) => {
  const what = `text of ${min > 0 ? `${min} to ` : 'at most '}${max.toLocaleString('en')} characters`;
  return z
    .string(must(what))
    .min(min, must(what))
    .max(max, must(what))
    .refine(writable, must(`${what} without NUL characters or unpaired surrogates`));
};

/** Optional text: missing, null or only spaces all mean "not given". */
const optionalText = (max: number) => z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), text(max).optional());

const whole = (min: number, max: number) =>
  z
    .number(must(`a whole number from ${min} to ${max}`))
    .int(must(`a whole number from ${min} to ${max}`))
    .min(min, must(`a whole number from ${min} to ${max}`))
    .max(max, must(`a whole number from ${min} to ${max}`));

const id = z
  .string(must('a UUID made by the sender'))
  .uuid(must('a UUID made by the sender'))
  .transform((s) => s.toLowerCase());

/** Today's date where the day is furthest ahead (UTC+14), so no playtester's today counts as the future. */
export function latestDay(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

const playedOn = z
  .string(must(`a date written YYYY-MM-DD, from ${FIRST_DAY} to today`))
  .regex(/^\d{4}-\d{2}-\d{2}$/, must(`a date written YYYY-MM-DD, from ${FIRST_DAY} to today`))
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), must('a real date, written YYYY-MM-DD'))
  .refine((s) => s >= FIRST_DAY, must(`a day from ${FIRST_DAY} on`))
  .refine((s) => s <= latestDay(), must('a day not in the future'));

/**
 * A share link a player stored is shown at the desk as a link, so it may only lead into the handbook:
 * a path of this site (`/v0.2/…`, never `//host/…`), or a full address on one of the handbook's own
 * origins (the server passes SITE_URL's; a form in the browser its page's). Reading `links-stay-home`.
 */
export function isHandbookLink(s: string, origins: readonly string[]): boolean {
  if (/[\s\\]/.test(s)) return false;
  if (s.startsWith('/')) return !s.startsWith('//');
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return false;
  }
  return url.username === '' && url.password === '' && origins.some((o) => URL.canParse(o) && new URL(o).origin === url.origin);
}

/** Where a form runs, its page's origin is the handbook's. */
const pageOrigins = (): string[] => (typeof location === 'undefined' ? [] : [location.origin]);

const link = (origins: readonly string[]) =>
  optionalText(LIMITS.link).refine(
    (s) => s === undefined || isHandbookLink(s, origins),
    must(
      `a share link of this handbook (what a widget's Share gives): a path such as /v0.2/…${origins.length > 0 ? ` or an address on ${origins.map((o) => new URL(o).origin).join(', ')}` : ''}`,
    ),
  );

const rulings = z
  .record(z.string(), z.union([z.string(), z.number()]), must('a mapping of reading ids to values'))
  .default({})
  .superRefine((given, ctx) => {
    const ids = Object.keys(given);
    if (ids.length > LIMITS.rulings) ctx.addIssue({ code: 'custom', message: `must be at most ${LIMITS.rulings} readings` });
    for (const r of ids) {
      const problem = readingProblem(r, given[r]);
      if (problem) ctx.addIssue({ code: 'custom', path: [r], message: problem.startsWith('must be') ? problem : `${JSON.stringify(r)} ${problem}` });
    }
  });

const params = z.record(z.string(), z.unknown(), must('a mapping of parameter ids to values')).default({});

const players = z
  .strictObject(
    { instigator: z.enum(EXPERIENCE, must(list(EXPERIENCE))).optional(), retaliator: z.enum(EXPERIENCE, must(list(EXPERIENCE))).optional() },
    must('a mapping {instigator?, retaliator?} of "new" or "played"'),
  )
  .optional();

const left = z.strictObject(
  { instigator: whole(0, LIMITS.perSide.max), retaliator: whole(0, LIMITS.perSide.max) },
  must('a mapping {instigator, retaliator} of combatants left'),
);

const questionAtTable = z.strictObject(
  { rule: z.string(must('a stable rule id')).max(80, must('a stable rule id')), text: optionalText(LIMITS.text) },
  must('a mapping {rule, text?}'),
);

function versionOf(known: Known, ctx: z.RefinementCtx, version: string): KnownVersion | undefined {
  const v = known.find((k) => k.id === version);
  if (!v) ctx.addIssue({ code: 'custom', path: ['version'], message: `must be a version of the handbook: ${list(known.map((k) => k.id))}` });
  return v;
}

function checkRule(v: KnownVersion, rule: string, ctx: z.RefinementCtx, path: PropertyKey[]): void {
  if (!v.rules.includes(rule)) ctx.addIssue({ code: 'custom', path, message: `must be a stable rule id of ${v.id} (e.g. ${list(v.rules.slice(0, 3))})` });
}

/** The parameters as the engine checks them, with the version's own defaults; table written WxD becomes {width, depth}. */
function checkParams(v: KnownVersion, given: Record<string, unknown>, ctx: z.RefinementCtx): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    const problem = paramProblem(key, value);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['params', key],
        message: problem.startsWith('is not a parameter') ? `${JSON.stringify(key)} ${problem}` : problem,
      });
      return given;
    }
    out[key] = key === 'table' && typeof value === 'string' ? parseTable(value) : value;
  }
  try {
    resolveParams(out, v.params);
  } catch (error) {
    if (!(error instanceof ParamError)) throw error;
    ctx.addIssue({ code: 'custom', path: ['params', error.param], message: error.message });
  }
  return out;
}

export function reportSchema(known: Known, origins: readonly string[] = pageOrigins()) {
  return z
    .strictObject(
      {
        id,
        version: z.string(must('a version id')).max(40, must('a version id')),
        system: z.enum(SYSTEM_IDS as [SystemId, ...SystemId[]], must(list(SYSTEM_IDS))).default('fragment1'),
        rulings,
        params,
        perSide: whole(LIMITS.perSide.min, LIMITS.perSide.max).default(COMBATANTS_PER_SIDE),
        playedOn,
        result: z.string(must(`${list(RESULTS)} (${ROLES_CHANGE}: ${list(PLAYER_RESULTS)})`)),
        turns: whole(LIMITS.turns.min, LIMITS.turns.max),
        left,
        minutes: whole(LIMITS.minutes.min, LIMITS.minutes.max).optional(),
        players,
        questions: z
          .array(questionAtTable, must(`a list of at most ${LIMITS.questions} {rule, text?}`))
          .max(LIMITS.questions, must(`a list of at most ${LIMITS.questions} {rule, text?}`))
          .default([]),
        notes: optionalText(LIMITS.text),
        game: link(origins),
        name: optionalText(LIMITS.name),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? 'is not a field of a game report' : 'must be a game report {id, version, playedOn, result, turns, left, …}',
      },
    )
    .transform((r, ctx) => {
      const v = versionOf(known, ctx, r.version);
      if (!v) return z.NEVER;
      const system = systemDescription(r.system);
      const results: readonly string[] = system.rolesChange ? PLAYER_RESULTS : RESULTS;
      if (!results.includes(r.result))
        ctx.addIssue({
          code: 'custom',
          path: ['result'],
          message: `must be ${list(results)}${system.rolesChange ? ` (${system.name} names the players by their first Turn)` : ''}`,
        });
      for (const side of SIDES)
        if (r.left[side] > r.perSide)
          ctx.addIssue({ code: 'custom', path: ['left', side], message: `must be a whole number from 0 to the combatants a side (${r.perSide})` });
      r.questions.forEach((q, i) => checkRule(v, q.rule, ctx, ['questions', i, 'rule']));
      return { ...r, params: checkParams(v, r.params, ctx) };
    });
}

export function questionSchema(known: Known, origins: readonly string[] = pageOrigins()) {
  return z
    .strictObject(
      {
        id,
        version: z.string(must('a version id')).max(40, must('a version id')),
        rule: optionalText(80),
        page: optionalText(LIMITS.page).refine(
          (s) => s === undefined || /^\/[A-Za-z0-9._~/-]*$/.test(s),
          must("a page's path on this site, e.g. /v0.2/explainers/instigator/"),
        ),
        text: text(LIMITS.text, 1).refine((s) => s.trim() !== '', must('a question of 1 to 4,000 characters')),
        situation: link(origins),
        name: optionalText(LIMITS.name),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? 'is not a field of a rule question' : 'must be a rule question {id, version, rule or page, text, …}',
      },
    )
    .superRefine((q, ctx) => {
      const v = versionOf(known, ctx, q.version);
      if (!v) return;
      if (q.rule !== undefined) checkRule(v, q.rule, ctx, ['rule']);
      else if (q.page === undefined)
        ctx.addIssue({ code: 'custom', path: ['rule'], message: 'must be a stable rule id, or give page: the path of the page the question is about' });
    });
}

export type GameReport = z.output<ReturnType<typeof reportSchema>>;
export type RuleQuestion = z.output<ReturnType<typeof questionSchema>>;
export type QuestionAtTable = GameReport['questions'][number];
export type Players = NonNullable<GameReport['players']>;
export type RecordKind = 'report' | 'question';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string; field: string };

/**
 * What no record holds, found before the schema sees the value: lists or mappings nested past
 * LIMITS.depth (20,000 deep would overflow the stack while the error is written) and a `__proto__` key
 * (zod would drop it silently, where every other unknown key is refused). Walked without recursion.
 */
export function shapeProblem(data: unknown): { error: string; field: string } | undefined {
  // Each entry points at its parent, so a path is only spelled out for the problem found (every report
  // the API receives is walked here).
  interface At {
    value: unknown;
    depth: number;
    key?: PropertyKey;
    parent?: At;
  }
  const pathOf = (at: At, last?: PropertyKey): PropertyKey[] => {
    const path: PropertyKey[] = last === undefined ? [] : [last];
    for (let a: At | undefined = at; a?.parent; a = a.parent) path.unshift(a.key!);
    return path;
  };
  const stack: At[] = [{ value: data, depth: 0 }];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const { value } = at;
    if (value === null || typeof value !== 'object') continue;
    if (at.depth >= LIMITS.depth) {
      const field = pathText(pathOf(at));
      return { error: `field "${field}" is nested ${LIMITS.depth} deep or more: no field of a record is`, field };
    }
    if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, depth: at.depth + 1, key: i, parent: at }));
    else
      for (const key of Object.keys(value)) {
        if (key === '__proto__') {
          const field = pathText(pathOf(at, key));
          return { error: `field "${field}" is not a field of any record`, field };
        }
        stack.push({ value: (value as Record<string, unknown>)[key], depth: at.depth + 1, key, parent: at });
      }
  }
  return undefined;
}

/** A record checked: its value, or the first problem as one line and the field it is about. */
export function checkRecord<S extends z.ZodType>(schema: S, data: unknown): Checked<z.output<S>> {
  const shape = shapeProblem(data);
  if (shape) return { ok: false, ...shape };
  const result = check(schema, data);
  if (result.ok) return result;
  return { ok: false, error: result.problem, field: pathText(result.path) };
}
