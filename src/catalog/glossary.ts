// content/glossary.yaml: read synchronously so the remark plugin and the pages share one reading.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readSource, YamlSource } from './source.ts';

export interface GlossaryEntry {
  term: string;
  /** The anchor on /glossary/. */
  slug: string;
  short: string;
  long: string;
  /** The versions whose rules use the term; empty (no `versions` in the file): every version. */
  versions: string[];
  /** Stable rule ids. */
  rules: string[];
}

export class GlossaryError extends Error {}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

export function loadGlossary(contentDir: string): GlossaryEntry[] {
  const path = join(contentDir, 'glossary.yaml');
  const file = relative(join(contentDir, '..'), path);
  if (!existsSync(path)) return [];
  // Read as every content file is: bounded in size, aliases and depth, reserved keys refused.
  const data: unknown = new YamlSource({ path, file }, readSource({ path, file })).data;
  if (!Array.isArray(data)) throw new GlossaryError(`${file}: must be a list of {term, slug, short, long, versions, rules}`);
  const seen = new Set<string>();
  return data.map((raw: Record<string, unknown>, i) => {
    const where = `${file}: entry ${i + 1}${isText(raw?.term) ? ` ("${raw.term}")` : ''}`;
    for (const name of ['term', 'slug', 'short'] as const)
      if (!isText(raw?.[name])) throw new GlossaryError(`${where}: field "${name}" must be a non-empty string`);
    for (const name of ['versions', 'rules'] as const)
      if (raw[name] !== undefined && !isList(raw[name])) throw new GlossaryError(`${where}: field "${name}" must be a list of strings`);
    const slug = raw.slug as string;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new GlossaryError(`${where}: slug "${slug}" must be kebab-case`);
    if (seen.has(slug)) throw new GlossaryError(`${where}: slug "${slug}" is used twice`);
    seen.add(slug);
    return {
      term: raw.term as string,
      slug,
      short: raw.short as string,
      long: isText(raw.long) ? raw.long : '',
      versions: (raw.versions as string[] | undefined) ?? [],
      rules: (raw.rules as string[] | undefined) ?? [],
    };
  });
}

/** A term by its name (case-insensitive) or slug. */
export function findTerm(glossary: readonly GlossaryEntry[], ref: string): GlossaryEntry | undefined {
  const key = ref.trim().toLowerCase();
  return glossary.find((g) => g.slug === key || g.term.toLowerCase() === key);
}
