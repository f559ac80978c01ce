// The rule catalog: versions and their numbered rules, read from content/.
// Content files are the one source of truth for which number a rule (stable id) has in each version;
// the engine cites stable ids, and the CLI, the site and the tests resolve numbers here.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { check, ruleSchema, versionSchema, type RuleFrontmatter, type VersionFile } from './schema.ts';
import type { RulesetId } from '../engine/rulesets.ts';
import type { Params } from '../engine/params.ts';

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

export class CatalogError extends Error {}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CONTENT_DIR = join(REPO_ROOT, 'content');

/** Splits "---\nyaml\n---\nbody" into its parts; a file without frontmatter is an error. */
export function splitFrontmatter(text: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new CatalogError(`${file}: no frontmatter (the file must start with a --- block)`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new CatalogError(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  if (!data || typeof data !== 'object') throw new CatalogError(`${file}: frontmatter must be a mapping`);
  return { data: data as Record<string, unknown>, body: match[2] ?? '' };
}

function readVersion(dir: string, root: string): VersionMeta {
  const path = join(dir, 'version.yaml');
  const file = relative(root, path);
  let data: unknown;
  try {
    data = parseYaml(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CatalogError(`${file}: ${(error as Error).message}`);
  }
  const result = check(versionSchema, data);
  if (!result.ok) throw new CatalogError(`${file}: ${result.problem}`);
  return result.value;
}

function readRule(path: string, version: VersionMeta, root: string): RuleEntry {
  const file = relative(root, path);
  const { data } = splitFrontmatter(readFileSync(path, 'utf8'), file);
  const result = check(ruleSchema, data);
  if (!result.ok) throw new CatalogError(`${file}: ${result.problem}`);
  const rule = result.value;
  if (!version.sections.some((s) => s.id === rule.section))
    throw new CatalogError(`${file}: field "section" is "${rule.section}", not one of ${version.sections.map((s) => s.id).join(', ')}`);
  return { version: version.id, ...rule, file };
}

function checkVersionRules(version: VersionMeta, rules: RuleEntry[]): void {
  const seen = new Map<string, RuleEntry>();
  const numbers = new Map<number, RuleEntry>();
  for (const rule of rules) {
    const twin = seen.get(rule.id);
    if (twin) throw new CatalogError(`${rule.file}: id "${rule.id}" is also used by ${twin.file}`);
    const same = numbers.get(rule.number);
    if (same) throw new CatalogError(`${rule.file}: number ${rule.number} is also used by ${same.file}`);
    seen.set(rule.id, rule);
    numbers.set(rule.number, rule);
  }
  rules.forEach((rule, i) => {
    if (rule.number !== i + 1) throw new CatalogError(`${rule.file}: rules of ${version.id} must be numbered 1..${rules.length} without gaps; found ${rule.number} at position ${i + 1}`);
    for (const id of rule.related)
      if (!seen.has(id)) throw new CatalogError(`${rule.file}: field "related" names "${id}", which is not a rule of ${version.id}`);
  });
}

export function loadCatalog(contentDir: string = CONTENT_DIR): Catalog {
  const root = join(contentDir, '..');
  if (!existsSync(contentDir)) throw new CatalogError(`${contentDir}: content folder not found`);
  const versions: VersionMeta[] = [];
  const rulesByVersion = new Map<string, RuleEntry[]>();
  for (const name of readdirSync(contentDir).sort()) {
    const dir = join(contentDir, name);
    if (!existsSync(join(dir, 'version.yaml'))) continue;
    const meta = readVersion(dir, root);
    if (meta.id !== name) throw new CatalogError(`${relative(root, join(dir, 'version.yaml'))}: field "id" is "${meta.id}" but the folder is "${name}"`);
    const ruleDir = join(dir, 'rules');
    const files = existsSync(ruleDir) ? readdirSync(ruleDir).filter((f) => f.endsWith('.mdx') || f.endsWith('.md')) : [];
    const rules = files.map((f) => readRule(join(ruleDir, f), meta, root)).sort((a, b) => a.number - b.number);
    checkVersionRules(meta, rules);
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
