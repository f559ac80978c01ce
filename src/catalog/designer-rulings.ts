// The designer's published rulings (content/rulings.yaml): his answers to playtesters' questions, written
// by the desk (`npm run desk -- publish`) and read by the build, so a clean clone with no database still
// builds. Only what a reader may see is in the file: question ids, never their text or their senders.
//
// Not the engine's rulings (src/engine/core/rulings*.ts), which are our named readings of open questions; a
// designer's ruling may *settle* one of those for a version, from the day it is published
// (settledFor; catalog/version-rules.ts lays them over version.yaml).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
// The engine's index, so that turn systems' own rulings are declared too.
import { readingProblem, type Readings } from '../engine/index.ts';
import { sourceFile, type Catalog } from './catalog.ts';
import { check, must, strict } from '../shared/zod-checks.ts';
import { YamlSource, type SourceFile, readSource } from './source.ts';

export const RULINGS_FILE = 'rulings.yaml';
export const RULING_STATUSES = ['provisional', 'confirmed'] as const;
export type RulingStatus = (typeof RULING_STATUSES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest ruling text the desk accepts: the same bound as a playtester's question. */
export const MAX_RULING_TEXT = 4000;

const uuid = z.string(must('a UUID')).regex(UUID, must('a UUID'));
const day = z
  .string(must('an ISO day, YYYY-MM-DD'))
  .regex(DAY, must('an ISO day, YYYY-MM-DD'))
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), must('an ISO day, YYYY-MM-DD'));
const rulingText = z
  .string(must(`text of 1 to ${MAX_RULING_TEXT} characters`))
  .refine((s) => s.trim() !== '' && s.length <= MAX_RULING_TEXT, must(`text of 1 to ${MAX_RULING_TEXT} characters`));
const status = z.enum(RULING_STATUSES, must(`one of ${RULING_STATUSES.join(', ')}`));

/** The engine ruling a designer's ruling settles in one version: `{ruling: move-distance, value: up-to}`. */
const settlesSchema = strict(
  { ruling: z.string(must('an engine ruling id')), value: z.union([z.string(), z.number()], must('a value of that ruling')) },
  'a mapping {ruling, value}',
).superRefine((s, ctx) => {
  const problem = readingProblem(s.ruling, s.value);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      path: problem.startsWith('is not a reading') ? ['ruling'] : ['value'],
      message: `${JSON.stringify(problem.startsWith('is not a reading') ? s.ruling : s.value)} ${problem}`,
    });
});

const earlierSchema = strict({ on: day, text: rulingText, status }, 'a mapping {on, text, status}');

export const designerRulingSchema = strict(
  {
    id: uuid,
    /** The questions it answers, by id only: their text and senders stay at the desk. */
    answers: z.array(uuid, must('a list of question ids (UUIDs)')).max(200, must('at most 200 question ids')).default([]),
    /** Stable rule ids, each a rule of at least one of `versions` (checked against the catalog). */
    rules: z
      .array(z.string(must('a rule id')), must('a list of rule ids'))
      .min(1, must('a list of at least one rule id'))
      .max(50, must('at most 50 rule ids')),
    versions: z.array(z.string(must('a version id')), must('a list of version ids')).min(1, must('a list of at least one version id')),
    text: rulingText,
    status,
    /** Who ruled, as readers see it ("settled by …"). */
    by: z.string(must('a name of 1 to 80 characters')).min(1, must('a name of 1 to 80 characters')).max(80, must('a name of 1 to 80 characters')),
    /** First published, and last changed. */
    published: day,
    updated: day,
    /** Per version, the engine ruling it settles; that version then plays it by default. */
    settles: z.record(z.string(), settlesSchema, must('a mapping of version ids to {ruling, value}')).default({}),
    /** Earlier wordings and statuses, oldest first: an edit never loses what was said. */
    history: z.array(earlierSchema, must('a list of {on, text, status}')).default([]),
    /** Withdrawn rulings stay listed, shown as withdrawn, and settle nothing. */
    withdrawn: z.boolean(must('true or false')).default(false),
  },
  'a mapping {id, answers, rules, versions, text, status, by, published, updated, settles?, history?, withdrawn?}',
);

export const rulingsFileSchema = strict({ rulings: z.array(designerRulingSchema, must('a list of rulings')).default([]) }, 'a mapping {rulings: [...]}');

export type DesignerRuling = z.output<typeof designerRulingSchema>;
export type RulingsFile = z.output<typeof rulingsFileSchema>;

/** Checks across the file and the catalog: versions, rule ids, one settled value per version and engine ruling. */
function crossCheck(file: RulingsFile, catalog: Catalog, yaml: YamlSource): void {
  const ids = new Set<string>();
  const settled = new Map<string, string>();
  file.rulings.forEach((r, i) => {
    const at = (...path: PropertyKey[]) => yaml.at(['rulings', i, ...path]);
    if (ids.has(r.id)) throw yaml.error(`field "rulings[${i}].id" is "${r.id}": must be unique (another ruling has it)`, at('id'));
    ids.add(r.id);
    const known = catalog.versions.map((v) => v.id);
    r.versions.forEach((v, j) => {
      if (!known.includes(v))
        throw yaml.error(`field "rulings[${i}].versions[${j}]" is "${v}": must be a version of the catalog (${known.join(', ')})`, at('versions', j));
    });
    r.rules.forEach((id, j) => {
      if (!r.versions.some((v) => catalog.rule(v, id)))
        throw yaml.error(`field "rulings[${i}].rules[${j}]" is "${id}": must be the stable id of a rule of ${r.versions.join(' or ')}`, at('rules', j));
    });
    for (const [v, s] of Object.entries(r.settles)) {
      if (!r.versions.includes(v))
        throw yaml.error(
          `field "rulings[${i}].settles.${v}" is a version the ruling does not apply to: must be one of ${r.versions.join(', ')}`,
          at('settles', v),
        );
      // A version's own sheet is not open to a ruling: its version.yaml decides, and a ruling that says
      // otherwise would be played silently by whoever read it first.
      const own = catalog.version(v)?.engine.rulings[s.ruling as keyof Readings];
      if (own !== undefined && own !== s.value)
        throw yaml.error(
          `field "rulings[${i}].settles.${v}" settles ${s.ruling} ${s.value} for ${v}, but content/${v}/version.yaml sets ${s.ruling} ${own}: ` +
            `a ruling cannot contradict its version's own rules (change version.yaml, or settle only what it leaves open)`,
          at('settles', v),
        );
      if (r.withdrawn) continue;
      const key = `${v} ${s.ruling}`;
      const other = settled.get(key);
      if (other)
        throw yaml.error(
          `field "rulings[${i}].settles.${v}" settles ${s.ruling} for ${v}, which ruling ${other} already settles: must be withdrawn from one of them`,
          at('settles', v),
        );
      settled.set(key, r.id);
    }
  });
}

/**
 * Reads content/rulings.yaml; a missing file is no rulings. A bad one is a CatalogError naming the
 * file, line, field, value and what is allowed.
 */
export function loadDesignerRulings(contentDir: string, catalog: Catalog): DesignerRuling[] {
  const path = join(contentDir, RULINGS_FILE);
  if (!existsSync(path)) return [];
  const source = sourceFile(path, join(contentDir, '..'));
  return parseDesignerRulings(readSource(source), source, catalog);
}

export function parseDesignerRulings(text: string, source: SourceFile, catalog: Catalog): DesignerRuling[] {
  const yaml = new YamlSource(source, text);
  const result = check(rulingsFileSchema, yaml.data ?? {});
  if (!result.ok) throw yaml.error(result.problem, yaml.at(result.path));
  crossCheck(result.value, catalog, yaml);
  return result.value.rulings;
}

/** An engine ruling a version plays by the designer's word, and who gave it. */
export interface SettledRuling {
  ruling: keyof Readings;
  value: string | number;
  by: string;
  /** Its last change, as readers see it dated. */
  on: string;
  /** The day it was first published: it settles games played from that day on. */
  from: string;
  status: RulingStatus;
  /** The designer's ruling that settles it. */
  id: string;
}

/**
 * Whether a ruling is in force for a game played on `day` (YYYY-MM-DD); without a day, as it stands now.
 * Reading `ruled-on-the-day`: a ruling counts from the day it was first published, that day included
 * (the designer's word is the newest a table could have had that day). Reading `withdrawn-on-the-day`:
 * a withdrawn ruling stops counting on the day it was withdrawn (its `updated` day, which the desk sets
 * when it withdraws one and never moves afterwards: a withdrawn ruling is not edited).
 */
export function inForceOn(r: Pick<DesignerRuling, 'published' | 'updated' | 'withdrawn'>, day?: string): boolean {
  if (day === undefined) return !r.withdrawn;
  return r.published <= day && !(r.withdrawn && r.updated <= day);
}

/** The engine rulings the designer had settled for `version` on `day` (as they stand now without one). */
export function settledFor(version: string, rulings: readonly DesignerRuling[], day?: string): SettledRuling[] {
  return rulings.flatMap((r) => {
    const s = r.settles[version];
    return s && inForceOn(r, day)
      ? [{ ruling: s.ruling as keyof Readings, value: s.value, by: r.by, on: r.updated, from: r.published, status: r.status, id: r.id }]
      : [];
  });
}

/** "Confirmed", "Provisional" or "Withdrawn": what a reader needs to know first (the pages, the feed and the desk CLI). */
export function rulingState(r: Pick<DesignerRuling, 'status' | 'withdrawn'>): string {
  return r.withdrawn ? 'Withdrawn' : r.status === 'confirmed' ? 'Confirmed' : 'Provisional';
}
