// The shape of the content files, said once: a rule's frontmatter (content/<version>/rules/NN-<id>.mdx),
// a version's version.yaml and an explainer's frontmatter (content/explainers/<slug>.mdx). Astro's
// content config (src/content.config.ts) and the catalog (src/catalog/catalog.ts, which the site, the
// CLI and the tests load) both validate with these schemas.
//
// Every message is "must be <what is allowed>" or, where the value itself is the problem, "<problem>:
// must be <what is allowed>"; the catalog puts the file, line, column, field and value in front of it
// (describeIssue in src/shared/zod-checks.ts, the place from src/catalog/source.ts):
// `content/v0.3/version.yaml:26:3: field "engine.ruleset" is "v0.9": must be …`.
// Checks across files (duplicate ids and numbers, numbering 1..n, `related` ids, section ids, explainers'
// versions) are the catalog's.
//
// `z` comes from astro/zod, Astro's own zod 4, which also loads under plain Node (the CLI) and Vitest.
import { z } from 'astro/zod';
import { must, strict } from '../shared/zod-checks.ts';
import {
  RULESET_IDS,
  isRulesetId,
  type RulesetId,
  type Params,
  PARAM_IDS,
  ParamError,
  isParamId,
  paramInfo,
  paramProblem,
  parseTable,
  resolveParams,
  READINGS,
  readingProblem,
  type Readings,
  type Table,
} from '../engine/index.ts';

/** A non-empty string, kept exactly as written (a rule's wording is quoted, so nothing is trimmed). */
const text = (what = 'a non-empty string') => z.string(must(what)).refine((s) => s.trim() !== '', must(what));

const wholeAboveZero = (what: string) => z.number(must(what)).int(must(what)).min(1, must(what));

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const outcomeSchema = strict({ label: text(), text: text() }, 'a mapping {label, text}');

/** A rule's frontmatter. */
export const ruleSchema = strict(
  {
    /** Stable id: the same rule keeps it in every version, whatever its number. */
    id: z.string(must('a kebab-case slug')).regex(SLUG, must('a kebab-case slug')),
    /** The rule's number in this version: 1..n without gaps (checked by the catalog). */
    number: wholeAboveZero('a whole number above 0'),
    /** A section id of the version's version.yaml (checked by the catalog). */
    section: text('a section id of version.yaml'),
    title: text(),
    wording: text("the rule's exact wording"),
    outcomes: z.array(outcomeSchema, must('a list of {label, text}')).default([]),
    /** Stable ids of rules of the same version (checked by the catalog). */
    related: z.array(text('a rule id'), must('a list of rule ids')).default([]),
    rulings: z.array(text('a reading id'), must('a list of reading ids')).default([]),
    summary: text('a one-line summary'),
    /** In a draft: what the designer still has to look at (set by the sheet import; delete it once done). */
    review: text('a note of what to review').optional(),
  },
  'the rule frontmatter {id, number, section, title, wording, summary, outcomes?, related?, rulings?, review?}',
);

/**
 * An explainer's frontmatter (content/explainers/<slug>.mdx). Version ids are checked against the
 * catalog by src/catalog/explainers.ts.
 */
export const explainerSchema = strict(
  {
    title: text(),
    description: text('a one-line description'),
    /** Reading order on /explainers/. */
    order: wholeAboveZero('a whole number above 0 (the reading order)'),
    /** The versions the page is about; none: every version, a new draft included. */
    versions: z.array(text('a version id'), must('a list of version ids')).default([]),
    /** With no `versions`: the versions the page does not apply to. */
    except: z.array(text('a version id'), must('a list of version ids')).default([]),
    /** The version whose numbers :rule[n] uses; by default the newest of `versions`. */
    version: text('a version id').optional(),
  },
  'the explainer frontmatter {title, description, order, versions?, except?, version?}',
);

/**
 * One block of a passage quoted from the designer's WarSpike document (content/warspike/*.mdx): exactly
 * one of `heading` (his heading, e.g. "1: Instigator"), `p` (a paragraph) or `list` (a bulleted list's
 * items). Each text must stand word for word in content/warspike/source.txt (src/catalog/warspike.ts).
 */
export const quoteBlockSchema = strict(
  {
    heading: text("the designer's heading, exactly").optional(),
    p: text("a paragraph of the designer's text, exactly").optional(),
    list: z
      .array(text("a list item of the designer's text, exactly"), must('a list of the items, exactly'))
      .min(1, must('a list of at least one item'))
      .optional(),
  },
  'a mapping with one of heading, p or list',
).refine((b) => [b.heading, b.p, b.list].filter((x) => x !== undefined).length === 1, must('a mapping with exactly one of heading, p or list'));

/** A term of the designer's WarSpike glossary: his entry quoted whole, and where Fragment 1 stands. */
export const warspikeTermSchema = strict(
  {
    /** The term as the glossary lists it. */
    term: text(),
    /** Its anchor on /warspike/glossary/. */
    slug: z.string(must('a kebab-case slug')).regex(SLUG, must('a kebab-case slug')),
    /** The designer's whole entry, exactly. */
    quote: text("the designer's glossary entry, exactly"),
    /** Our words: the nearest thing in Fragment 1, or that there is none. */
    note: text('a sentence in our own words'),
    /** Stable ids of the Fragment 1 rules the note is about (in the page's version; checked by the loader). */
    fragment1: z.array(text('a rule id'), must('a list of rule ids')).default([]),
  },
  'a mapping {term, slug, quote, note, fragment1?}',
);

/**
 * A page of the WarSpike section (content/warspike/<id>.mdx): `index`, `glossary`, or a step whose id is
 * one of src/site/warspike.ts. The quote is the designer's; the MDX body is our explanation.
 */
export const warspikePageSchema = strict(
  {
    /** The file's name: index, glossary or a step id of src/site/warspike.ts (checked by the loader). */
    id: z.string(must('a kebab-case slug')).regex(SLUG, must('a kebab-case slug')),
    title: text(),
    description: text('a one-line description'),
    /** The Fragment 1 version whose numbers :rule[...] uses in the body; by default the current version. */
    version: text('a version id').optional(),
    /** Where in the designer's document the quote comes from, e.g. "Turn Sequence, step 1: Instigator". */
    source: text("the part of the designer's document quoted"),
    quote: z.array(quoteBlockSchema, must('a list of quoted blocks')).min(1, must('a list of at least one quoted block')),
    /** The glossary page's terms (only there). */
    terms: z.array(warspikeTermSchema, must('a list of glossary terms')).optional(),
  },
  'the WarSpike page frontmatter {id, title, description, source, quote, version?, terms?}',
);

export const STATUSES = ['published', 'reconstructed', 'draft'] as const;

/**
 * Parameter defaults a version changes, as the engine checks them (src/engine/core/params.ts): each one on
 * its own (paramProblem), then all together (resolveParams). `table` may be written "WxD"; it comes
 * out as {width, depth}. Only the values given are kept: the rest are the engine's defaults.
 */
export const paramsSchema = z
  .record(z.string(), z.unknown(), must('a mapping of engine parameters, e.g. { die: 10 }'))
  .superRefine((given, ctx) => {
    let alone = true;
    for (const [id, value] of Object.entries(given)) {
      if (!isParamId(id)) ctx.addIssue({ code: 'custom', path: [id], message: `is not an engine parameter: must be one of ${PARAM_IDS.join(', ')}` });
      else if (paramProblem(id, value) !== null) ctx.addIssue({ code: 'custom', path: [id], message: `must be ${paramInfo(id).range}` });
      else continue;
      alone = false;
    }
    if (!alone) return;
    try {
      resolveParams(given);
    } catch (error) {
      if (!(error instanceof ParamError)) throw error;
      ctx.addIssue({ code: 'custom', path: [error.param], message: `does not fit the other parameters: ${error.message}` });
    }
  })
  .transform((given): Partial<Params> => {
    const out: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(given)) {
      if (id !== 'table') out[id] = value;
      else {
        const t = (typeof value === 'string' ? parseTable(value) : value) as Table;
        out[id] = { width: t.width, depth: t.depth };
      }
    }
    return out as Partial<Params>;
  });

/** Fragment 1's readings a version may settle (not a turn system's, which no version of the sheet reads). */
const VERSION_READING_IDS = READINGS.map((r) => r.id);

/**
 * The readings a version settles its own way, e.g. { turn-limit: 6 }: each checked against the values
 * its declaration allows (src/engine/core/readings-declared.ts). The rest keep the engine's defaults.
 */
export const versionReadingsSchema = z
  .record(z.string(), z.unknown(), must('a mapping of readings, e.g. { turn-limit: 6 }'))
  .superRefine((given, ctx) => {
    for (const [id, value] of Object.entries(given)) {
      if (!(VERSION_READING_IDS as readonly string[]).includes(id))
        ctx.addIssue({ code: 'custom', path: [id], message: `is not a reading a version can settle: must be one of ${VERSION_READING_IDS.join(', ')}` });
      else {
        const problem = readingProblem(id, value);
        if (problem) ctx.addIssue({ code: 'custom', path: [id], message: problem });
      }
    }
  })
  .transform((given) => given as Partial<Readings>);

/** Which engine ruleset plays a version, and which parameter and reading defaults the version changes. */
export const engineSchema = strict(
  {
    ruleset: z.custom<RulesetId>(isRulesetId, must(`one of the engine's rulesets: ${RULESET_IDS.join(', ')}`)),
    params: paramsSchema.default({}),
    rulings: versionReadingsSchema.default({}),
  },
  `a mapping { ruleset, params?, rulings? } naming the engine ruleset that plays this version (one of ${RULESET_IDS.join(', ')}) and any parameter or reading defaults it changes`,
);

export const sectionSchema = strict({ id: text('a section id (a kebab-case slug)'), title: text() }, 'a mapping {id, title}');

/** A version's version.yaml. */
export const versionSchema = strict(
  {
    id: text('the version id, the same as its folder'),
    /** Position among versions, oldest first; a new version takes the next number. */
    order: wholeAboveZero('a whole number above 0 (oldest version first)'),
    title: text(),
    /** As the designer dates it; free text for reconstructions whose date is unknown. */
    releaseDate: text(),
    status: z.enum(STATUSES, must(`one of ${STATUSES.join(', ')}`)),
    /** A draft's day in the feed, when the designer sets it; otherwise read from git (draftDay in draft.ts). The build never writes it. */
    firstBuilt: z
      .string(must('a day written YYYY-MM-DD'))
      .regex(/^\d{4}-\d{2}-\d{2}$/, must('a day written YYYY-MM-DD'))
      .optional(),
    documentId: text(),
    author: text(),
    copyright: text(),
    credit: text(),
    source: text(),
    /** Combatant role names in this version, e.g. "Combatant A" / "Attacker". */
    terms: strict({ a: text(), z: text() }, "a mapping {a, z} of the combatants' names"),
    sections: z.array(sectionSchema, must('a list of {id, title}')).min(1, must('a list of {id, title}')),
    engine: engineSchema,
    /** In a draft: the fields carried from another version that the designer still has to write (set by new-version and the import). */
    review: text('a note of what to review').optional(),
  },
  'a mapping of the version fields',
);

export type Outcome = z.output<typeof outcomeSchema>;
export type Section = z.output<typeof sectionSchema>;
export type VersionStatus = (typeof STATUSES)[number];
export type RuleFrontmatter = z.output<typeof ruleSchema>;
export type VersionEngine = z.output<typeof engineSchema>;
export type VersionFile = z.output<typeof versionSchema>;
export type ExplainerFrontmatter = z.output<typeof explainerSchema>;
export type QuoteBlock = z.output<typeof quoteBlockSchema>;
export type WarSpikeTerm = z.output<typeof warspikeTermSchema>;
export type WarSpikePageFrontmatter = z.output<typeof warspikePageSchema>;
