// The rule catalog: versions and their numbered rules, read from content/.
// Content files are the one source of truth for which number a rule (stable id) has in each version;
// the engine cites stable ids, and the CLI, the site and the tests resolve numbers here.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export type VersionStatus = 'published' | 'reconstructed' | 'draft';

export interface Section {
  id: string;
  title: string;
}

export interface VersionMeta {
  id: string;
  /** Position among versions, oldest first; a new version takes the next number. */
  order: number;
  title: string;
  /** As the designer dates it; free text for reconstructions whose date is unknown. */
  releaseDate: string;
  status: VersionStatus;
  documentId: string;
  author: string;
  copyright: string;
  credit: string;
  source: string;
  /** Combatant role names in this version, e.g. "Combatant A" / "Attacker". */
  terms: { a: string; z: string };
  sections: Section[];
}

export interface Outcome {
  label: string;
  text: string;
}

export interface RuleEntry {
  version: string;
  id: string;
  number: number;
  section: string;
  title: string;
  wording: string;
  outcomes: Outcome[];
  related: string[];
  rulings: string[];
  summary: string;
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
const STATUSES: VersionStatus[] = ['published', 'reconstructed', 'draft'];

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

function field<T>(data: Record<string, unknown>, name: string, file: string, check: (v: unknown) => v is T, what: string): T {
  const value = data[name];
  if (!check(value)) throw new CatalogError(`${file}: field "${name}" ${value === undefined ? 'is missing' : 'is invalid'}: must be ${what}`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isOutcomes = (v: unknown): v is Outcome[] =>
  Array.isArray(v) && v.every((o) => o && typeof o === 'object' && isString((o as Outcome).label) && isString((o as Outcome).text));

function readVersion(dir: string, root: string): VersionMeta {
  const path = join(dir, 'version.yaml');
  const file = relative(root, path);
  let data: Record<string, unknown>;
  try {
    data = parseYaml(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new CatalogError(`${file}: ${(error as Error).message}`);
  }
  const s = (name: string) => field(data, name, file, isString, 'a non-empty string');
  const status = s('status');
  if (!STATUSES.includes(status as VersionStatus)) throw new CatalogError(`${file}: field "status" must be one of ${STATUSES.join(', ')}`);
  const terms = data.terms as { a?: unknown; z?: unknown } | undefined;
  if (!terms || !isString(terms.a) || !isString(terms.z)) throw new CatalogError(`${file}: field "terms" must have strings "a" and "z"`);
  const sections = data.sections;
  if (!Array.isArray(sections) || !sections.every((x) => x && isString(x.id) && isString(x.title)))
    throw new CatalogError(`${file}: field "sections" must be a list of {id, title}`);
  return {
    id: s('id'),
    order: field(data, 'order', file, isPositiveInt, 'a whole number above 0 (oldest version first)'),
    title: s('title'),
    releaseDate: s('releaseDate'),
    status: status as VersionStatus,
    documentId: s('documentId'),
    author: s('author'),
    copyright: s('copyright'),
    credit: s('credit'),
    source: s('source'),
    terms: { a: terms.a, z: terms.z },
    sections: sections as Section[],
  };
}

function readRule(path: string, version: VersionMeta, root: string): RuleEntry {
  const file = relative(root, path);
  const { data } = splitFrontmatter(readFileSync(path, 'utf8'), file);
  const section = field(data, 'section', file, isString, 'a section id of version.yaml');
  if (!version.sections.some((s) => s.id === section))
    throw new CatalogError(`${file}: field "section" is "${section}", not one of ${version.sections.map((s) => s.id).join(', ')}`);
  return {
    version: version.id,
    id: field(data, 'id', file, (v): v is string => isString(v) && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), 'a kebab-case slug'),
    number: field(data, 'number', file, isPositiveInt, 'a whole number above 0'),
    section,
    title: field(data, 'title', file, isString, 'a non-empty string'),
    wording: field(data, 'wording', file, isString, "the rule's exact wording"),
    outcomes: data.outcomes === undefined ? [] : field(data, 'outcomes', file, isOutcomes, 'a list of {label, text}'),
    related: data.related === undefined ? [] : field(data, 'related', file, isStringList, 'a list of rule ids'),
    rulings: data.rulings === undefined ? [] : field(data, 'rulings', file, isStringList, 'a list of ruling ids'),
    summary: field(data, 'summary', file, isString, 'a one-line summary'),
    file,
  };
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
