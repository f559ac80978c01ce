// Every mistake in the content in one report: the catalog's checks (each file and across files), the
// explainers, the WarSpike section, then the checks across versions that catch a draft's slips. Each
// problem is a CatalogError at `file:line:col`, in plain words with what to do. `npm run check-content`
// prints the report; the build runs it first (src/site/catalog.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentVersion, problemsOf, readCatalog, sourceFile, type Catalog, type RuleEntry } from './catalog.ts';
import { loadDesignerRulings, type DesignerRuling } from './designer-rulings.ts';
import { statusNoteOf } from './draft.ts';
import { proseMessage, proseNumberProblems } from './prose-numbers.ts';
import { readExplainers, type ExplainerEntry } from './explainers.ts';
import { ruleText, similarity } from './sheet-match.ts';
import { CatalogError, readFrontmatter, YamlSource } from './source.ts';
import { loadWarSpike } from './warspike.ts';
import { resolveVersionRules, type VersionRules } from './version-rules.ts';
import { DEFAULT_PARAMS, DEFAULT_READINGS, READINGS } from '../engine/index.ts';
import { nearestWords } from '../shared/suggest.ts';

/**
 * Reading "reused-id": a rule whose id an earlier version had, but whose title and wording together
 * share less than this part of their words with that rule's, has probably taken another rule's id.
 * Drafts and published versions are checked; a reconstructed version is not, its ids being matched by
 * hand from the designer's notes (our v0.2's "contact-strike" shares a tenth of v0.1f's, on purpose).
 */
export const REUSED_ID_BELOW = 0.2;

export interface ContentReport {
  problems: CatalogError[];
  versions: number;
  rules: number;
  /** Files of drafts (version.yaml, rules) still marked "review": not errors, listed after "Content OK". */
  toReview: number;
  text: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reading "stale-default-numbers": in a version that sets its own die or turn limit, an explanation that
 * still states the engine's default ("50 Turns", "1D6") says another version's rules. Only these two
 * are looked for: their wording is unambiguous; a Move's 2" or a table's 12" reads too many ways.
 */
function staleNumbers(rules: VersionRules): { pattern: RegExp; said: string; instead: string }[] {
  const out: { pattern: RegExp; said: string; instead: string }[] = [];
  const limit = rules.readings['turn-limit'];
  if (limit !== DEFAULT_READINGS['turn-limit'])
    out.push({
      pattern: new RegExp(`\\b${DEFAULT_READINGS['turn-limit']} Turns\\b`),
      said: `${DEFAULT_READINGS['turn-limit']} Turns`,
      instead: `${limit} Turns (engine.rulings.turn-limit)`,
    });
  if (rules.params.die !== DEFAULT_PARAMS.die)
    out.push({ pattern: new RegExp(`\\b1?D${DEFAULT_PARAMS.die}\\b`), said: `D${DEFAULT_PARAMS.die}`, instead: `D${rules.params.die} (engine.params.die)` });
  return out;
}
const RULE_REF = /\b[Rr]ule (\d+)\b/g;

function ruleYaml(catalog: Catalog, rule: RuleEntry): { yaml: YamlSource; body: string; bodyLine: number } {
  const path = join(catalog.root, rule.file);
  const text = readFileSync(path, 'utf8');
  const { yaml, body } = readFrontmatter(sourceFile(path, catalog.root), text);
  return { yaml, body, bodyLine: text.slice(0, text.length - body.length).split('\n').length };
}

/** "Rule N" in a rule's wording and outcomes, in order, with the field each stands in. */
function refsOf(rule: RuleEntry): { n: number; path: (string | number)[] }[] {
  const fields: { text: string; path: (string | number)[] }[] = [
    { text: rule.wording, path: ['wording'] },
    ...rule.outcomes.map((o, i) => ({ text: o.text, path: ['outcomes', i] })),
  ];
  return fields.flatMap((f) => [...f.text.matchAll(RULE_REF)].map((m) => ({ n: Number(m[1]), path: f.path })));
}

function isDate(s: string): boolean {
  return ISO_DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
}

/** The checks across versions, on a catalog that loaded. */
export function versionChecks(
  catalog: Catalog,
  today: string = new Date().toISOString().slice(0, 10),
  designer: readonly DesignerRuling[] = [],
): CatalogError[] {
  const problems: CatalogError[] = [];
  for (const version of catalog.versions) {
    const versionFile = join(catalog.root, 'content', version.id, 'version.yaml');
    const versionYaml = () => new YamlSource(sourceFile(versionFile, catalog.root), readFileSync(versionFile, 'utf8'));
    if (version.status === 'published' && !isDate(version.releaseDate)) {
      const yaml = versionYaml();
      problems.push(
        yaml.error(
          `field "releaseDate" is "${version.releaseDate}", but a published version needs the date it was released, written YYYY-MM-DD (e.g. 2026-11-25); or keep status: draft`,
          yaml.at(['releaseDate']),
        ),
      );
    } else if (version.status === 'published' && version.releaseDate > today) {
      const yaml = versionYaml();
      problems.push(
        yaml.error(
          `field "releaseDate" is ${version.releaseDate}, after today (${today}): a published version was released on a day that has come; keep status: draft until then`,
          yaml.at(['releaseDate']),
        ),
      );
    }
    if (version.status === 'published' && version.review !== undefined) {
      const yaml = versionYaml();
      problems.push(
        yaml.error(
          `status is published, but version.yaml is still marked "review" (${version.review}): see to it and delete the "review" line, or keep status: draft`,
          yaml.at(['review']),
        ),
      );
    }
    if (version.status === 'published') {
      const marked = catalog.rules(version.id).filter((r) => r.review !== undefined);
      if (marked.length)
        problems.push(
          versionYaml().error(
            `status is published, but ${marked.length} of its rules ${marked.length === 1 ? 'is' : 'are'} still marked "review" (${marked
              .slice(0, 5)
              .map((r) => `rule ${r.number}`)
              .join(', ')}${marked.length > 5 ? ', …' : ''}): review each and delete its "review" line, or keep status: draft`,
            versionYaml().at(['status']),
          ),
        );
    }
    const rules = resolveVersionRules(catalog, designer, version.id);
    for (const rule of catalog.rules(version.id)) {
      let read: ReturnType<typeof ruleYaml> | undefined;
      const file = () => (read ??= ruleYaml(catalog, rule));
      // Reading "reused-id" across versions: the id is fine when any earlier version's rule of that id
      // shares the wording (a rule returning from an older version keeps its id); blamed on the newest.
      const earlier = catalog.versions
        .filter((v) => v.order < version.order)
        .map((v) => catalog.rule(v.id, rule.id))
        .filter((r): r is RuleEntry => r !== undefined);
      const text = `${rule.title} ${ruleText(rule)}`;
      // The earlier rule this one continues: the closest wording of its id, the newest of equals.
      const before = earlier.reduce<RuleEntry | undefined>(
        (best, r) => (!best || similarity(ruleText(rule), ruleText(r)) >= similarity(ruleText(rule), ruleText(best)) ? r : best),
        undefined,
      );
      if (version.status !== 'reconstructed' && earlier.length && earlier.every((r) => similarity(text, `${r.title} ${ruleText(r)}`) < REUSED_ID_BELOW)) {
        const newest = earlier.at(-1)!;
        problems.push(
          file().yaml.error(
            `id "${rule.id}" was ${newest.version}'s rule ${newest.number} "${newest.title}", which this rule's title and wording share almost nothing with${earlier.length > 1 ? ` (nor does any earlier version's rule of that id)` : ''}: give this rule a new id (its title as a slug), unless it really continues that rule`,
            file().yaml.at(['id']),
          ),
        );
      }
      rule.rulings.forEach((id, j) => {
        if (READINGS.some((r) => r.id === id)) return;
        const near = nearestWords(
          id,
          READINGS.map((r) => r.id),
          1,
        );
        problems.push(
          file().yaml.error(
            `field "rulings" names "${id}", which is not a reading: ${near.length ? `did you mean "${near[0]}"? ` : ''}the readings are ${READINGS.map((r) => r.id).join(', ')}`,
            file().yaml.at(['rulings', j]),
          ),
        );
      });
      {
        // Our prose (the summary and the explanation) against the numbers this version plays.
        const { yaml, body, bodyLine } = file();
        for (const p of proseNumberProblems(rule.summary, rules))
          problems.push(yaml.error(`field "summary" ${proseMessage(p, version.id)}`, yaml.at(['summary'])));
        for (const p of proseNumberProblems(body, rules)) {
          const before = body.slice(0, p.at).split('\n');
          problems.push(
            new CatalogError(`the explanation ${proseMessage(p, version.id)}`, {
              ...sourceFile(join(catalog.root, rule.file), catalog.root),
              line: bodyLine + before.length - 1,
              column: before.at(-1)!.length + 1,
            }),
          );
        }
      }
      const refs = refsOf(rule);
      const oldRefs = before ? refsOf(before) : [];
      refs.forEach((ref, k) => {
        const target = catalog.rule(version.id, ref.n);
        if (!target) {
          problems.push(
            file().yaml.error(`"Rule ${ref.n}" points to no rule: ${version.id} has rules 1 to ${catalog.rules(version.id).length}`, file().yaml.at(ref.path)),
          );
          return;
        }
        const meant = oldRefs[k] && before ? catalog.rule(before.version, oldRefs[k].n) : undefined;
        if (!meant || meant.id === target.id) return;
        const now = catalog.rule(version.id, meant.id);
        problems.push(
          file().yaml.error(
            `"Rule ${ref.n}" now points to rule ${ref.n} "${target.title}"; in ${before!.version} it pointed to "${meant.title}" (${meant.id}), ${now ? `which is rule ${now.number} here: write "Rule ${now.number}"` : `which ${version.id} no longer has: reword the reference`}`,
            file().yaml.at(ref.path),
          ),
        );
      });
      if (version.status === 'draft') {
        const { body, bodyLine } = file();
        const lines = body.split('\n');
        lines.forEach((text, i) => {
          // A paragraph's first line: not blank, after a blank line or the body's start.
          if (text.trim() === '' || (i > 0 && lines[i - 1]!.trim() !== '')) return;
          const status = statusNoteOf(text);
          if (!status || status === 'draft') return;
          const said = text.trim().split(/\s+/).slice(0, 6).join(' ');
          problems.push(
            new CatalogError(`this draft's explanation still says "${said}…", a note about a ${status} version: delete that paragraph`, {
              ...sourceFile(join(catalog.root, rule.file), catalog.root),
              line: bodyLine + i,
              column: 1,
            }),
          );
        });
      }
    }
  }
  return problems;
}

/** Glossary entries that list a version playing another die or turn limit must not state the default's. */
export function glossaryChecks(catalog: Catalog, contentDir: string): CatalogError[] {
  const path = join(contentDir, 'glossary.yaml');
  if (!existsSync(path)) return [];
  const yaml = new YamlSource(sourceFile(path, catalog.root), readFileSync(path, 'utf8'));
  if (!Array.isArray(yaml.data)) return [];
  const problems: CatalogError[] = [];
  (yaml.data as Record<string, unknown>[]).forEach((entry, i) => {
    // No `versions`: the entry applies to every version (reading "glossary-all").
    const listed = Array.isArray(entry?.versions) ? (entry.versions as unknown[]).map(String) : undefined;
    const versions = listed ?? catalog.versions.map((v) => v.id);
    for (const id of versions) {
      const version = catalog.version(id);
      if (!version) continue;
      for (const st of staleNumbers(resolveVersionRules(catalog, [], version.id)))
        for (const field of ['short', 'long'])
          if (typeof entry[field] === 'string' && st.pattern.test(entry[field]))
            problems.push(
              yaml.error(
                `the term "${String(entry.term)}" applies to ${id}${listed ? '' : ' (it lists no versions: every version)'} but its ${field} text says "${st.said}", and ${id} plays ${st.instead}: ${listed ? `take ${id} out of its versions` : `list the versions it is about (not ${id})`} and give ${id} its own entry, or word it for both`,
                yaml.at([i, field]),
              ),
            );
    }
  });
  return problems;
}

/**
 * An explainer applies to every version it does not leave out; a rule it names by id must be in each of
 * them (a draft that drops a rule would otherwise fail the build later, one explainer at a time).
 */
export function explainerChecks(catalog: Catalog, explainers: readonly ExplainerEntry[], designer: readonly DesignerRuling[] = []): CatalogError[] {
  const problems: CatalogError[] = [];
  for (const e of explainers) {
    const covered = catalog.versions.filter((v) => (e.versions.length === 0 || e.versions.includes(v.id)) && !e.except.includes(v.id));
    const path = join(catalog.root, e.file);
    const text = readFileSync(path, 'utf8');
    // Its prose against the numbers of every version it applies to; one problem a place, naming them all.
    const { body } = readFrontmatter(sourceFile(path, catalog.root), text);
    const bodyLine = text.slice(0, text.length - body.length).split('\n').length;
    const found = new Map<number, { p: ReturnType<typeof proseNumberProblems>[number]; versions: string[] }>();
    for (const v of covered)
      for (const p of proseNumberProblems(body, resolveVersionRules(catalog, designer, v.id))) {
        const seen = found.get(p.at);
        if (seen) seen.versions.push(v.id);
        else found.set(p.at, { p, versions: [v.id] });
      }
    for (const { p, versions } of found.values()) {
      const before = body.slice(0, p.at).split('\n');
      const message =
        p.plays === ''
          ? proseMessage(p, versions[0]!)
          : `this explainer applies to ${versions.join(', ')}, and ${proseMessage(p, versions.join(' and '))}; or leave ${versions.join(', ')} out (except: [${versions.join(', ')}])`;
      problems.push(new CatalogError(message, { ...sourceFile(path, catalog.root), line: bodyLine + before.length - 1, column: before.at(-1)!.length + 1 }));
    }
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(/:[Rr]ule\[([a-z][a-z0-9-]*)\](?!\{)/g)) {
        const missing = covered.filter((v) => !catalog.rule(v.id, m[1]!)).map((v) => v.id);
        if (missing.length === 0) continue;
        const has = covered.find((v) => catalog.rule(v.id, m[1]!));
        // A rule none of them has is a misspelling: the build's own check says so, with the nearest ids.
        if (!has) continue;
        problems.push(
          new CatalogError(
            `${m[0]}: this explainer applies to ${missing.join(', ')}, which ${missing.length === 1 ? 'has' : 'have'} no rule "${m[1]}": pin it to a version that has it (${m[0]}{v=${has.id}}) or leave ${missing.join(', ')} out (except: [${missing.join(', ')}])`,
            { ...sourceFile(path, catalog.root), line: i + 1, column: (m.index ?? 0) + 1 },
          ),
        );
      }
    });
  }
  return problems;
}

export interface ReportOptions {
  /** Checks that need more than the catalog (src/markdown/content-report.ts: the pages' directives and the like). */
  more?: (catalog: Catalog) => CatalogError[];
}

/** Problems by file, then line and column; a problem without a file (a missing folder) first. */
function byPlace(a: CatalogError, b: CatalogError): number {
  const x = a.where;
  const y = b.where;
  if (!x || !y) return x ? 1 : y ? -1 : 0;
  return x.file < y.file ? -1 : x.file > y.file ? 1 : x.line - y.line || x.column - y.column;
}

/**
 * What the drafts still ask the designer to look at: each version.yaml and rule marked `review`, at the
 * line of its note. Listed only once the content has no problems: mistakes first. (A published
 * version with a note is a problem: versionChecks.)
 */
function reviewNotes(catalog: Catalog): string[] {
  const notes: string[] = [];
  for (const version of catalog.versions) {
    if (version.review !== undefined) {
      const path = join(catalog.root, 'content', version.id, 'version.yaml');
      const yaml = new YamlSource(sourceFile(path, catalog.root), readFileSync(path, 'utf8'));
      notes.push(yaml.error(`review: ${version.review}`, yaml.at(['review'])).message);
    }
    for (const rule of catalog.rules(version.id))
      if (rule.review !== undefined) {
        const { yaml } = ruleYaml(catalog, rule);
        notes.push(yaml.error(`review: ${rule.review}`, yaml.at(['review'])).message);
      }
  }
  return notes;
}

/** Runs a check, keeping its CatalogErrors: one check that stops does not hide the others'. */
function collect(problems: CatalogError[], check: () => void): void {
  try {
    check();
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    problems.push(...problemsOf(error));
  }
}

/**
 * Checks all of `contentDir` and says what it found, every problem on its own line, ordered by file.
 * The catalog is read as far as it goes, so a file that fails leaves the rest checked: a reused id is
 * not hidden behind a misspelt section in another file.
 */
export function contentReport(contentDir: string, options: ReportOptions = {}): ContentReport {
  const problems: CatalogError[] = [];
  let catalog: Catalog | undefined;
  collect(problems, () => {
    const read = readCatalog(contentDir);
    catalog = read.catalog;
    problems.push(...read.problems);
  });
  const placeOf = (p: CatalogError) => (p.where ? `${p.where.file}:${p.where.line}:${p.where.column}` : p.message);
  if (catalog) {
    const loaded = catalog;
    const explainers = readExplainers(contentDir, loaded);
    problems.push(...explainers.problems);
    let designer: DesignerRuling[] = [];
    collect(problems, () => void (designer = loadDesignerRulings(contentDir, loaded)));
    collect(problems, () => problems.push(...explainerChecks(loaded, explainers.explainers, designer)));
    collect(problems, () => void loadWarSpike(contentDir, loaded, currentVersion(loaded).id));
    collect(problems, () => problems.push(...versionChecks(loaded, undefined, designer), ...glossaryChecks(loaded, contentDir)));
    // A place the catalog's checks already named is not said again in the build's words, nor a whole
    // file's problem (at 1:1, e.g. its frontmatter's version) in a file they named.
    const named = new Set(problems.map(placeOf));
    const files = new Set(problems.flatMap((p) => (p.where ? [p.where.file] : [])));
    const said = (p: CatalogError) => named.has(placeOf(p)) || (p.where?.line === 1 && p.where.column === 1 && files.has(p.where.file));
    if (options.more) collect(problems, () => problems.push(...options.more!(loaded).filter((p) => !said(p))));
  }
  const unique = [...new Map(problems.map((p) => [p.message, p])).values()];
  unique.sort(byPlace);
  const versions = catalog?.versions.length ?? 0;
  const all = catalog ? catalog.versions.flatMap((v) => catalog!.rules(v.id)) : [];
  const notes = catalog ? reviewNotes(catalog) : [];
  const toReview = notes.length;
  const files = new Set(unique.flatMap((p) => (p.where ? [p.where.file] : [])));
  const where = files.size ? ` in ${files.size} file${files.size === 1 ? '' : 's'}` : '';
  const text = unique.length
    ? [
        ...unique.map((p) => p.message),
        `${unique.length} problem${unique.length === 1 ? '' : 's'}${where}: fix ${unique.length === 1 ? 'it' : 'them'} and run \`npm run check-content\` again.`,
      ].join('\n')
    : [
        `Content OK: ${versions} versions, ${all.length} rules${toReview ? `; ${toReview} draft file${toReview === 1 ? '' : 's'} still marked "review" (not errors; delete each "review" line once done):` : '.'}`,
        ...notes,
      ].join('\n');
  return { problems: unique, versions, rules: all.length, toReview, text };
}
