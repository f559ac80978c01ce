// The rule catalog: versions and their numbered rules, read from content/.
// Content files are the one source of truth for which number a rule (stable id) has in each version;
// the engine cites stable ids, and the CLI, the site and the tests resolve numbers here.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, ruleSchema, versionSchema, type RuleFrontmatter, type VersionFile } from './schema.ts';
import { CatalogError, readFrontmatter, YamlSource, type Place, type SourceFile } from './source.ts';
import type { RulesetId } from '../engine/values.ts';
import type { Params } from '../engine/values.ts';

export type { Outcome, Section, VersionStatus } from './schema.ts';

/** A version as its version.yaml gives it (see versionSchema in ./schema.ts). */
export interface VersionMeta extends VersionFile {
  /**
   * The engine ruleset that plays this version and the parameter defaults it changes, as given in
   * version.yaml and checked by the engine's own rules (`table` as {width, depth}); `params` is `{}`
   * when the version plays the engine's defaults.
   */
  engine: { ruleset: RulesetId; params: Partial<Params> };
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

export { CatalogError, type Place } from './source.ts';

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
  const yaml = new YamlSource(sourceFile(join(dir, 'version.yaml'), root), readFileSync(join(dir, 'version.yaml'), 'utf8'));
  const result = check(versionSchema, yaml.data);
  if (!result.ok) throw yaml.error(result.problem, yaml.at(result.path));
  return { meta: result.value, yaml };
}

function readRule(path: string, version: VersionMeta, root: string): ReadRule {
  const { yaml } = readFrontmatter(sourceFile(path, root), readFileSync(path, 'utf8'));
  const result = check(ruleSchema, yaml.data);
  if (!result.ok) throw yaml.error(result.problem, yaml.at(result.path));
  const rule = result.value;
  if (!version.sections.some((s) => s.id === rule.section))
    throw yaml.error(`field "section" is "${rule.section}", not one of ${version.sections.map((s) => s.id).join(', ')}`, yaml.at(['section']));
  return { rule: { version: version.id, ...rule, file: yaml.source.file }, yaml };
}

const placeText = (p: Place) => `${p.file}:${p.line}:${p.column}`;

/**
 * Checks across a version's rules. `read` is in file-name order, so of two files with the same id or
 * number the later one is blamed (at its key), naming the earlier one and its line.
 */
function checkVersionRules(version: VersionMeta, read: ReadRule[]): RuleEntry[] {
  const byId = new Map<string, ReadRule>();
  const byNumber = new Map<number, ReadRule>();
  for (const r of read) {
    const twin = byId.get(r.rule.id);
    if (twin) throw r.yaml.error(`id "${r.rule.id}" is also used by ${placeText(twin.yaml.at(['id']))}`, r.yaml.at(['id']));
    const same = byNumber.get(r.rule.number);
    if (same) throw r.yaml.error(`number ${r.rule.number} is also used by ${placeText(same.yaml.at(['number']))}`, r.yaml.at(['number']));
    byId.set(r.rule.id, r);
    byNumber.set(r.rule.number, r);
  }
  const sorted = [...read].sort((a, b) => a.rule.number - b.rule.number);
  sorted.forEach(({ rule, yaml }, i) => {
    if (rule.number !== i + 1)
      throw yaml.error(`rules of ${version.id} must be numbered 1..${sorted.length} without gaps; found ${rule.number} at position ${i + 1}`, yaml.at(['number']));
    rule.related.forEach((id, j) => {
      if (!byId.has(id)) throw yaml.error(`field "related" names "${id}", which is not a rule of ${version.id}`, yaml.at(['related', j]));
    });
  });
  return sorted.map((r) => r.rule);
}

export function loadCatalog(contentDir: string = CONTENT_DIR): Catalog {
  const root = join(contentDir, '..');
  if (!existsSync(contentDir)) throw new CatalogError(`${contentDir}: content folder not found`);
  const versions: VersionMeta[] = [];
  const rulesByVersion = new Map<string, RuleEntry[]>();
  for (const name of readdirSync(contentDir).sort()) {
    const dir = join(contentDir, name);
    if (!existsSync(join(dir, 'version.yaml'))) continue;
    const { meta, yaml } = readVersion(dir, root);
    if (meta.id !== name) throw yaml.error(`field "id" is "${meta.id}" but the folder is "${name}"`, yaml.at(['id']));
    const ruleDir = join(dir, 'rules');
    const files = existsSync(ruleDir) ? readdirSync(ruleDir).filter((f) => f.endsWith('.mdx') || f.endsWith('.md')).sort() : [];
    const rules = checkVersionRules(meta, files.map((f) => readRule(join(ruleDir, f), meta, root)));
    versions.push(meta);
    rulesByVersion.set(meta.id, rules);
  }
  if (versions.length === 0) throw new CatalogError(`${contentDir}: no version folders (each needs a version.yaml)`);
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
  return {
    root,
    versions,
    latest: versions[versions.length - 1]!,
    version: (id) => byId.get(id),
    rules: (version) => rulesByVersion.get(version) ?? [],
    rule: (version, ref) => index.get(version)?.get(String(ref)),
    numberOf: (version, id) => index.get(version)?.get(id)?.number,
  };
}
