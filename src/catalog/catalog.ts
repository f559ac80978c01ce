// The rule catalog: versions and their numbered rules, read from content/.
// Content files are the one source of truth for which number a rule (stable id) has in each version;
// the engine cites stable ids, and the CLI, the site and the tests resolve numbers here.
import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from '../shared/zod-checks.ts';
import { ruleSchema, STATUSES, versionSchema, type RuleFrontmatter, type VersionFile } from './schema.ts';
import { CatalogError, readFrontmatter, readSource, throwCollected, YamlSource, type Place, type SourceFile } from './source.ts';
import { nearestWords } from '../shared/suggest.ts';
import type { Params, RulesetId, Readings } from '../engine/index.ts';

export type { Outcome, Section, VersionStatus } from './schema.ts';

/** A version as its version.yaml gives it (see versionSchema in ./schema.ts). */
export interface VersionMeta extends VersionFile {
  /**
   * The engine ruleset that plays this version and the parameter defaults it changes, as given in
   * version.yaml and checked by the engine's own rules (`table` as {width, depth}); `params` is `{}`
   * when the version plays the engine's defaults.
   */
  engine: { ruleset: RulesetId; params: Partial<Params>; rulings: Partial<Readings> };
}

/** A rule as its file's frontmatter gives it (see ruleSchema in ./schema.ts), with where it came from. */
export interface RuleEntry extends RuleFrontmatter {
  version: string;
  /** Path relative to the repository root, for error messages. */
  file: string;
}

export interface Catalog {
  root: string;
  /** Oldest first. */
  versions: VersionMeta[];
  latest: VersionMeta;
  version(id: string): VersionMeta | undefined;
  rules(version: string): RuleEntry[];
  /** By stable id or by number (as a number or a numeric string). */
  rule(version: string, ref: string | number): RuleEntry | undefined;
  /** "rule 25" style number for a stable id in a version, or undefined if the version lacks it. */
  numberOf(version: string, id: string): number | undefined;
}

export { CatalogError, CatalogErrors, problemsOf, type Place } from './source.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CONTENT_DIR = join(REPO_ROOT, 'content');

/**
 * Splits "---\nyaml\n---\nbody" into its parts; a file without frontmatter, or whose frontmatter is not
 * a YAML mapping, is a CatalogError at its line (`file` names the file in messages).
 */
export function splitFrontmatter(text: string, file: string, path: string = file): { data: Record<string, unknown>; body: string } {
  const { yaml, body } = readFrontmatter({ file, path }, text);
  if (!yaml.data || typeof yaml.data !== 'object') throw yaml.error('frontmatter must be a mapping', yaml.at([]));
  return { data: yaml.data as Record<string, unknown>, body };
}

/** A content file, named relative to the content folder's parent (`content/v0.2/...`) in messages. */
export function sourceFile(path: string, root: string): SourceFile {
  return { path, file: relative(root, path) };
}

/** A rule and the YAML it was read from, for the checks across files to point at its keys. */
interface ReadRule {
  rule: RuleEntry;
  yaml: YamlSource;
}

function readVersion(dir: string, root: string): { meta: VersionMeta; yaml: YamlSource } {
  const yaml = new YamlSource(sourceFile(join(dir, 'version.yaml'), root), readSource(sourceFile(join(dir, 'version.yaml'), root)));
  const result = check(versionSchema, yaml.data);
  if (!result.ok) throw yaml.error(result.problem, yaml.at(result.path));
  return { meta: result.value, yaml };
}

/** A rule file; a section the version lacks is a problem in `problems`, the rule is still read (its id and number count). */
function readRule(path: string, version: VersionMeta, root: string, problems: CatalogError[]): ReadRule {
  const { yaml } = readFrontmatter(sourceFile(path, root), readSource(sourceFile(path, root)));
  const result = check(ruleSchema, yaml.data);
  if (!result.ok) throw yaml.error(result.problem, yaml.at(result.path));
  const rule = result.value;
  if (!version.sections.some((s) => s.id === rule.section)) {
    const ids = version.sections.map((s) => s.id);
    const near = nearestWords(rule.section, ids, 1);
    problems.push(
      yaml.error(
        `field "section" is "${rule.section}", not a section of ${version.id}: ${near.length ? `did you mean "${near[0]}"? ` : ''}use one of ${ids.join(', ')}, or add the section to ${version.id}/version.yaml`,
        yaml.at(['section']),
      ),
    );
  }
  return { rule: { version: version.id, ...rule, file: yaml.source.file }, yaml };
}

const placeText = (p: Place) => `${p.file}:${p.line}:${p.column}`;

/**
 * Checks across a version's rules, each problem added to `problems`. `read` is in file-name order, so
 * of two files with the same id or number the later one is blamed (at its key), naming the earlier one.
 */
function checkVersionRules(version: VersionMeta, read: ReadRule[], problems: CatalogError[], allRead: boolean): RuleEntry[] {
  const byId = new Map<string, ReadRule>();
  const byNumber = new Map<number, ReadRule>();
  const renumber = `the order of the file names decides: run \`npm run renumber -- ${version.id}\` to number the rules 1..n in that order`;
  // A file that could not be read leaves a gap that is not a numbering mistake.
  let numbered = allRead;
  for (const r of read) {
    const twin = byId.get(r.rule.id);
    if (twin) problems.push(r.yaml.error(`id "${r.rule.id}" is also used by ${placeText(twin.yaml.at(['id']))}: give each rule its own id`, r.yaml.at(['id'])));
    const same = byNumber.get(r.rule.number);
    if (same) {
      problems.push(r.yaml.error(`number ${r.rule.number} is also used by ${placeText(same.yaml.at(['number']))}: ${renumber}`, r.yaml.at(['number'])));
      numbered = false;
    }
    if (!twin) byId.set(r.rule.id, r);
    if (!same) byNumber.set(r.rule.number, r);
  }
  const sorted = [...read].sort((a, b) => a.rule.number - b.rule.number);
  sorted.forEach(({ rule, yaml }, i) => {
    if (numbered && rule.number !== i + 1) {
      problems.push(
        yaml.error(
          `rules of ${version.id} must be numbered 1..${sorted.length} without gaps; found ${rule.number} at position ${i + 1}: ${renumber}`,
          yaml.at(['number']),
        ),
      );
      numbered = false;
    }
    rule.related.forEach((id, j) => {
      // With a rule file unread, its id is unknown: say nothing rather than blame the rules naming it.
      if (byId.has(id) || !allRead) return;
      const near = nearestWords(id, [...byId.keys()], 1);
      problems.push(
        yaml.error(
          `field "related" names "${id}", which is not a rule of ${version.id}${near.length ? `: did you mean "${near[0]}"?` : ''}`,
          yaml.at(['related', j]),
        ),
      );
    });
  });
  return sorted.map((r) => r.rule);
}

/** Runs `read`, keeping its CatalogError in `problems` instead of stopping. */
function collecting<T>(problems: CatalogError[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    problems.push(error);
    return undefined;
  }
}

export function loadCatalog(contentDir: string = CONTENT_DIR): Catalog {
  const { catalog, problems } = readCatalog(contentDir);
  throwCollected(problems);
  return catalog;
}

/**
 * The catalog as far as it reads, and every problem found on the way: a rule file that fails is left
 * out, the rest is there, so the checks across files and versions still run on it (one content check
 * reports every mistake, none hidden behind another). Throws only when there is no catalog at all.
 */
export function readCatalog(contentDir: string = CONTENT_DIR): { catalog: Catalog; problems: CatalogError[] } {
  const root = join(contentDir, '..');
  if (!existsSync(contentDir)) throw new CatalogError(`${contentDir}: content folder not found`);
  const versions: VersionMeta[] = [];
  const rulesByVersion = new Map<string, RuleEntry[]>();
  // Every problem of every version, reported together: one fix-and-run round, not one per mistake.
  const problems: CatalogError[] = [];
  for (const name of readdirSync(contentDir).sort()) {
    const dir = join(contentDir, name);
    if (!existsSync(join(dir, 'version.yaml'))) continue;
    const read = collecting(problems, () => readVersion(dir, root));
    if (!read) continue;
    const { meta, yaml } = read;
    if (meta.id !== name) problems.push(yaml.error(`field "id" is "${meta.id}" but the folder is "${name}": make them the same`, yaml.at(['id'])));
    const ruleDir = join(dir, 'rules');
    const files = existsSync(ruleDir)
      ? readdirSync(ruleDir)
          .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
          .sort()
      : [];
    const readRules = files
      .map((f) => collecting(problems, () => readRule(join(ruleDir, f), meta, root, problems)))
      .filter((r): r is ReadRule => r !== undefined);
    const rules = checkVersionRules(meta, readRules, problems, readRules.length === files.length);
    versions.push(meta);
    rulesByVersion.set(meta.id, rules);
  }
  if (versions.length === 0) {
    throwCollected(problems);
    throw new CatalogError(`${contentDir}: no version folders (each needs a version.yaml)`);
  }
  versions.sort((a, b) => a.order - b.order);
  const byId = new Map(versions.map((v) => [v.id, v]));
  const index = new Map<string, Map<string, RuleEntry>>();
  for (const [v, rules] of rulesByVersion) {
    const m = new Map<string, RuleEntry>();
    for (const r of rules) {
      m.set(r.id, r);
      m.set(String(r.number), r);
    }
    index.set(v, m);
  }
  const catalog: Catalog = {
    root,
    versions,
    latest: versions[versions.length - 1]!,
    version: (id) => byId.get(id),
    rules: (version) => rulesByVersion.get(version) ?? [],
    rule: (version, ref) => index.get(version)?.get(String(ref)),
    numberOf: (version, id) => index.get(version)?.get(id)?.number,
  };
  return { catalog, problems };
}

/**
 * Versions a reader should land on, best first: by status in the order STATUSES lists them (published,
 * then reconstructed, then draft), newest first within a status. So a reconstructed or draft version is
 * never the default while a published one exists, whatever their order.
 */
export function preferredVersions(catalog: Catalog): VersionMeta[] {
  const rank = (v: VersionMeta) => STATUSES.indexOf(v.status);
  return [...catalog.versions].reverse().sort((a, b) => rank(a) - rank(b));
}

/** The version unqualified addresses mean: the newest published one (else the newest reconstructed, else the newest draft). */
export function currentVersion(catalog: Catalog): VersionMeta {
  return preferredVersions(catalog)[0]!;
}
