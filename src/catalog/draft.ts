// Making and updating a draft version: what `new-version` and `import-sheet` share, and the import
// itself as a library function (sheet text in → matching, draft files and problems out) that the
// scripts call and the desk can call later. Nothing here writes unless writeDraft is called.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isMap, isNode, parseDocument, stringify } from 'yaml';
import { loadCatalog, splitFrontmatter, type Catalog, type RuleEntry, type VersionMeta } from './catalog.ts';
import { STATUSES, type VersionStatus } from './schema.ts';
import { parseSheet, type Sheet } from './sheet.ts';
import { matchSheet, ruleText, slugOf, words, type Matching, type Overrule, type PreviousRule } from './sheet-match.ts';
import { ruleFileName } from './renumber.ts';
import { writeWhole } from './write-whole.ts';

export const VERSION_ID = /^v\d+(\.\d+)*[a-z]?$/;

/** What a draft's release date says until its build dates it (see the feed). */
export const DRAFT_RELEASE = 'unreleased (draft)';

/**
 * Reading "status-notes": a paragraph of an explanation that opens with a status word and a colon
 * ("Reconstructed: this v0.2 rule comes from…") is about that version's status. A copy into a version
 * of another status drops it, and the content check refuses a draft that still carries one.
 */
const STATUS_NOTE = new RegExp(`^(${STATUSES.map((s) => s[0]!.toUpperCase() + s.slice(1)).join('|')}):\\s`);

/** The status a paragraph is a note about, or undefined. */
export function statusNoteOf(paragraph: string): VersionStatus | undefined {
  const m = STATUS_NOTE.exec(paragraph.trimStart());
  return m ? (m[1]!.toLowerCase() as VersionStatus) : undefined;
}

/** The body without the paragraphs about a status other than `keep`. */
export function dropStatusNotes(body: string, keep: VersionStatus): string {
  const paragraphs = body.split(/\n{2,}/);
  const kept = paragraphs.filter((p) => {
    const status = statusNoteOf(p);
    return status === undefined || status === keep;
  });
  return kept.join('\n\n').replace(/^\n+/, '');
}

/** The version.yaml fields a sheet's title block can give, by the sheet's own key. */
const SHEET_FIELDS = [
  ['title', 'Title'],
  ['documentId', 'Document ID'],
  ['author', 'Author'],
  ['copyright', 'Copyright'],
] as const;

/** Fields of version.yaml that are ours about the version they were written for: a draft writes its own. */
const CARRIED_FIELDS = ['title', 'documentId', 'credit', 'source'] as const;

/**
 * version.yaml of `from`, rewritten as the draft `to`: its own id, order, status, date and header; the
 * title, documentId, author and copyright the sheet's title block gives (`details`). Reading
 * "draft-own-fields": what neither the sheet nor the draft gives (title, documentId, credit, source) is
 * `from`'s, its id swapped, and named in `review` for the designer to write.
 */
export function draftVersionYaml(text: string, from: string, to: string, order: number, details: Record<string, string> = {}): string {
  const doc = parseDocument(text);
  const swap = (key: string) => {
    const value = doc.get(key);
    if (typeof value === 'string') doc.set(key, value.split(from).join(to));
  };
  // The source's header comment describes the source; the copy gets its own.
  const first = isMap(doc.contents) ? doc.contents.items[0] : undefined;
  if (first && isNode(first.key)) first.key.commentBefore = undefined;
  doc.commentBefore = ` Draft ${to}, made from ${from}. Review title, credit, source and engine (its numbers and readings), then the rules.`;
  doc.set('id', to);
  doc.set('order', order);
  doc.set('status', 'draft');
  doc.set('releaseDate', DRAFT_RELEASE);
  // A draft is dated by the day it came to the site (draftDay), not its source's.
  doc.delete('firstBuilt');
  // "(reconstructed)" and the like describe the source's status, not the draft's.
  const title = doc.get('title');
  if (typeof title === 'string') doc.set('title', title.replace(/\s*\((reconstructed|published|draft)\)\s*$/i, ''));
  swap('title');
  swap('documentId');
  const given = new Set<string>();
  for (const [field, key] of SHEET_FIELDS)
    if (details[key] !== undefined) {
      doc.set(field, details[key]);
      given.add(field);
    }
  const carried = CARRIED_FIELDS.filter((f) => !given.has(f) && doc.get(f) !== undefined);
  if (carried.length) doc.set('review', `${listed(carried)} ${carried.length === 1 ? 'is' : 'are'} ${from}'s: write this draft's own, then delete this line`);
  else doc.delete('review');
  return doc.toString();
}

/**
 * Reading "carried-commentary": a rule's summary and explanation (and its title, unless the sheet gives
 * one) are our words written for the version they come from. Copied into another version they are
 * marked `review` until the designer has read them for this one; check-content lists them, and a
 * published version cannot have any.
 */
export function carriedReview(base: Pick<RuleEntry, 'version' | 'number'>, to: string, withTitle = true): string {
  return `the ${withTitle ? 'title, summary' : 'summary'} and explanation were written for ${base.version}'s rule ${base.number}: check they hold for ${to}, then delete this line`;
}

/** A rule file's text with `review` added to its frontmatter (one already there is kept). */
export function withReview(text: string, note: string): string {
  const end = text.indexOf('\n---', 4);
  if (!text.startsWith('---\n') || end < 0 || /^review:/m.test(text.slice(0, end))) return text;
  return `${text.slice(0, end)}\nreview: ${JSON.stringify(note)}${text.slice(end)}`;
}

const listed = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

export class DraftError extends Error {}

export interface ImportOptions {
  /** The draft's version id, new or an existing draft. */
  to: string;
  /** The version the sheet's rules are matched against; default: the version before `to`, else the newest. */
  from?: string;
  /** The sheet's text, as the designer wrote it. */
  text: string;
  contentDir: string;
  overrule?: Overrule;
}

export interface DraftFile {
  /** Relative to the content folder. */
  path: string;
  text: string;
}

export interface ImportPlan {
  to: string;
  /** The draft does not exist yet. */
  created: boolean;
  from: string;
  sheet: Sheet;
  matching: Matching;
  /** Files to write (version.yaml and every rule). */
  files: DraftFile[];
  /** Rule files of the draft that the sheet no longer has, relative to the content folder. */
  remove: string[];
  /** Stop the import: nothing is written. */
  errors: string[];
  /** What needs the designer's eye once the draft is written. */
  checklist: string[];
}

const ruleFile = (to: string, number: number, count: number, id: string) => `${to}/rules/${ruleFileName(number, count, `${id}.mdx`)}`;

function previousRules(catalog: Catalog, version: VersionMeta): PreviousRule[] {
  return catalog.rules(version.id).map((r) => ({ ...r, section: version.sections.find((s) => s.id === r.section)?.title ?? r.section }));
}

/** Every other version's rules (not the draft's, not the source's), newest version first: the wordings an id has had. */
function otherRules(catalog: Catalog, to: string, source: VersionMeta): PreviousRule[] {
  return [...catalog.versions]
    .reverse()
    .filter((v) => v.id !== to && v.id !== source.id)
    .flatMap((v) => previousRules(catalog, v));
}

/** The order a new version takes: after every existing one. */
export function nextOrder(catalog: Catalog): number {
  return Math.max(...catalog.versions.map((v) => v.order)) + 1;
}

function fromVersion(catalog: Catalog, to: string, from: string | undefined): VersionMeta {
  if (from !== undefined) {
    const v = catalog.version(from);
    if (!v) throw new DraftError(`--from ${from}: no such version; the versions are ${catalog.versions.map((x) => x.id).join(', ')}`);
    if (v.id === to) throw new DraftError(`--from ${from}: a draft is matched against another version, not itself`);
    return v;
  }
  const others = catalog.versions.filter((v) => v.id !== to);
  const existing = catalog.version(to);
  const before = existing ? others.filter((v) => v.order < existing.order) : others;
  return (before.length ? before : others).at(-1)!;
}

/** Front matter in a fixed key order, as the content files write it. */
function ruleFileText(data: Record<string, unknown>, body: string): string {
  return `---\n${stringify(data, { lineWidth: 0 }).trimEnd()}\n---\n${body ? `\n${body.trim()}\n` : ''}`;
}

/** A title for a rule the sheet gives none: its first words, as a short phrase. */
function titleFrom(wording: string): string {
  const w = wording
    .replace(/[.;:,]+$/, '')
    .split(/\s+/)
    .slice(0, 6)
    .join(' ');
  return w.length > 60 ? `${w.slice(0, 57)}…` : w;
}

/**
 * Plans the import of a sheet as the draft `to`: reads the sheet, matches its rules to `from`'s ids,
 * and makes every file of the draft. An existing draft keeps what was written since: its explanations,
 * summaries, related rules and readings by id; its version.yaml but for the sections.
 */
export function planImport({ to, from, text, contentDir, overrule }: ImportOptions): ImportPlan {
  if (!VERSION_ID.test(to)) throw new DraftError(`"${to}" is not a version id: write it like v0.3 or v1.0 (a "v", numbers with dots, an optional letter)`);
  const catalog = loadCatalog(contentDir);
  const existing = catalog.version(to);
  if (existing && existing.status !== 'draft') throw new DraftError(`${to} is ${existing.status}: the import only writes drafts; start a new version id`);
  const source = fromVersion(catalog, to, from);
  const sheet = parseSheet(text);
  const errors: string[] = sheet.rules.length === 0 ? sheet.problems.map((p) => `sheet line ${p.line}: ${p.message}`) : [];
  const matching = matchSheet(sheet.rules, previousRules(catalog, source), overrule, otherRules(catalog, to, source));
  errors.push(...matching.problems);
  const checklist: string[] = sheet.rules.length > 0 ? sheet.problems.map((p) => `sheet line ${p.line}: ${p.message}`) : [];

  // Sections: a heading the previous version has keeps its id.
  const sectionIds = new Map<string, string>();
  const taken = new Set<string>();
  const byTitle = new Map([...(existing?.sections ?? []), ...source.sections].map((s) => [words(s.title).join(' '), s.id]));
  for (const heading of sheet.sections) {
    let id = byTitle.get(words(heading).join(' ')) ?? slugOf(heading);
    for (let k = 2; taken.has(id); k++) id = `${slugOf(heading)}-${k}`;
    taken.add(id);
    sectionIds.set(heading, id);
  }
  const sections = sheet.sections.map((title) => ({
    id: sectionIds.get(title)!,
    title: existing?.sections.find((s) => s.id === sectionIds.get(title))?.title ?? source.sections.find((s) => s.id === sectionIds.get(title))?.title ?? title,
  }));

  const versionPath = join(contentDir, to, 'version.yaml');
  let versionText: string;
  if (existing) {
    const doc = parseDocument(readFileSync(versionPath, 'utf8'));
    doc.set('sections', sections);
    versionText = doc.toString();
  } else {
    const doc = parseDocument(
      draftVersionYaml(readFileSync(join(contentDir, source.id, 'version.yaml'), 'utf8'), source.id, to, nextOrder(catalog), sheet.details),
    );
    doc.set('sections', sections);
    versionText = doc.toString();
  }
  const files: DraftFile[] = [{ path: `${to}/version.yaml`, text: versionText }];

  const ids = new Set(matching.ids.values());
  const draftRules = new Map((existing ? catalog.rules(to) : []).map((r) => [r.id, r]));
  for (const rule of sheet.rules) {
    const id = matching.ids.get(rule.position)!;
    const kept = draftRules.get(id);
    const pair = matching.pairs.get(rule.position);
    const previous = pair ? catalog.rule(pair.version, id) : undefined;
    const base: RuleEntry | undefined = kept ?? previous;
    const body = base ? dropStatusNotes(splitFrontmatter(readFileSync(join(catalog.root, base.file), 'utf8'), base.file).body, 'draft') : '';
    const reworded = base !== undefined && ruleText(base) !== ruleText(rule);
    let review: string | undefined;
    if (!base) review = 'a new rule: write its summary and explanation';
    else if (reworded) review = `the wording changed since this explanation was written for ${base.version}'s rule ${base.number}`;
    else if (kept) review = kept.review;
    else review = carriedReview(base, to, rule.title === undefined);
    const stale = [...body.matchAll(/:rule\[([a-z0-9-]+)\](?!\{)/g)].map((m) => m[1]!).filter((ref) => !ids.has(ref));
    if (stale.length)
      review = [review, `the explanation points to ${[...new Set(stale)].join(', ')}, which this draft no longer has`].filter(Boolean).join('; ');
    const data: Record<string, unknown> = {
      id,
      number: rule.position,
      section: sectionIds.get(rule.section)!,
      title: rule.title ?? base?.title ?? titleFrom(rule.wording),
      wording: rule.wording,
      ...(rule.outcomes.length ? { outcomes: rule.outcomes.map((o) => ({ label: o.label, text: o.text })) } : {}),
      related: (base?.related ?? []).filter((r) => ids.has(r) && r !== id),
      rulings: base?.rulings ?? [],
      summary: base?.summary ?? rule.wording,
      ...(review ? { review } : {}),
    };
    if (review) checklist.push(`rule ${rule.position} (${id}): ${review}`);
    files.push({ path: ruleFile(to, rule.position, sheet.rules.length, id), text: ruleFileText(data, body) });
  }

  const rulesDir = join(contentDir, to, 'rules');
  const writing = new Set(files.map((f) => f.path));
  const remove =
    existing && existsSync(rulesDir)
      ? readdirSync(rulesDir)
          .map((f) => `${to}/rules/${f}`)
          .filter((f) => !writing.has(f))
      : [];
  if (!existing) checklist.push(...newVersionChecklist(to));
  return { to, created: !existing, from: source.id, sheet, matching, files, remove, errors, checklist };
}

/**
 * Reading "draft-first-built": a draft is dated (in the feed) by the day it came to the site: its
 * `firstBuilt` if the designer wrote one; else the day git first recorded its version.yaml (the commit
 * that added the draft); else, not yet committed, the day of this build. The build never writes to
 * content/: the day is read, not stamped.
 */
export function draftDay(catalog: Catalog, version: VersionMeta, today: string = new Date().toISOString().slice(0, 10)): string {
  if (version.firstBuilt !== undefined) return version.firstBuilt;
  const path = join(catalog.root, 'content', version.id, 'version.yaml');
  let added = addedOn.get(path);
  if (added === undefined) {
    try {
      const log = execFileSync('git', ['log', '--diff-filter=A', '--format=%cs', '--', path], {
        cwd: dirname(path),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      added = log.trim().split('\n').at(-1) ?? '';
    } catch {
      // Not a git work tree (a copy of the content): not recorded.
      added = '';
    }
    addedOn.set(path, added);
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(added) ? added : today;
}
/** Per build: git is asked once per draft. */
const addedOn = new Map<string, string>();

/** How a version's release reads after "·" on its pages: "released 2019-11-10", or "a draft, not released". */
export function releaseText(version: Pick<VersionMeta, 'status' | 'releaseDate'>): string {
  return version.status === 'draft' ? 'a draft, not released' : `released ${version.releaseDate}`;
}

/** What a new draft needs from the designer beyond its rules. */
export function newVersionChecklist(to: string): string[] {
  return [
    `${to}/version.yaml: title, credit and source say who wrote this draft and where it comes from`,
    `${to}/version.yaml: engine: the ruleset that plays it, the numbers it changes (params, e.g. { die: 10 }) and the readings it settles (rulings, e.g. { turn-limit: 6 })`,
    `explainers and glossary: each applies to ${to} unless it lists the versions it is about (glossary) or leaves ${to} out (explainers' except:); read those that state a number`,
    `npm run check-content: every mistake in one report`,
  ];
}

/**
 * Writes the plan: its files, and removes the draft's rule files the sheet no longer has. Nothing
 * outside the draft's folder changes (reading "glossary-all": a term without `versions` applies to
 * every version, so a new draft needs no glossary edit and deleting its folder undoes it whole).
 */
export function writeDraft(plan: ImportPlan, contentDir: string): void {
  if (plan.errors.length) throw new DraftError(`not written: ${plan.errors.join('; ')}`);
  for (const path of plan.remove) rmSync(join(contentDir, path));
  for (const f of plan.files) {
    mkdirSync(dirname(join(contentDir, f.path)), { recursive: true });
    writeWhole(join(contentDir, f.path), f.text);
  }
}
