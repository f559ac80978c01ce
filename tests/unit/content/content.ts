// Helpers for the content tests: the glossary, the explainers and the MDX bodies of rule pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadGlossary, type GlossaryEntry } from '../../../src/catalog/glossary.ts';
import { CONTENT_DIR, REPO_ROOT, splitFrontmatter } from '../../../src/catalog/catalog.ts';

export type { GlossaryEntry } from '../../../src/catalog/glossary.ts';

/** The glossary as the site reads it: one reader, so the tests check what the pages show. */
export function readGlossary(): GlossaryEntry[] {
  return loadGlossary(CONTENT_DIR);
}

export interface Page {
  /** Path relative to the repository root. */
  file: string;
  data: Record<string, unknown>;
  body: string;
}

function readPage(path: string): Page {
  const file = relative(REPO_ROOT, path);
  const { data, body } = splitFrontmatter(readFileSync(path, 'utf8'), file);
  return { file, data, body };
}

export function readExplainers(): Page[] {
  const dir = join(CONTENT_DIR, 'explainers');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => readPage(join(dir, f)));
}

export function readRulePages(version: string): Page[] {
  const dir = join(CONTENT_DIR, version, 'rules');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => readPage(join(dir, f)));
}

export interface Directive {
  kind: 'rule' | 'term' | 'combatant' | 'widget' | 'figures' | 'another-version' | 'unknown';
  name: string;
  label: string;
  attributes: Record<string, string>;
  raw: string;
}

const TEXT_DIRECTIVE = /(?<![\w:/]):([a-z][\w-]*)\[([^\]\n]*)\](?:\{([^}\n]*)\})?/g;
const LEAF_DIRECTIVE = /^::([a-z][\w-]*)(?:\[([^\]\n]*)\])?(?:\{([^}\n]*)\})?\s*$/gm;

function attributes(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!text) return out;
  for (const m of text.matchAll(/([\w-]+)=(?:"([^"]*)"|([^\s"]+))/g)) out[m[1]!] = m[2] ?? m[3] ?? '';
  return out;
}

const kindOf = (name: string): Directive['kind'] =>
  name === 'rule' || name === 'term' || name === 'combatant' || name === 'widget' || name === 'figures' ? name : name === 'other' ? 'another-version' : 'unknown';

/** The directives of an MDX body: text directives (`:rule[25]{v=v0.2}`, `:term[Inert]`) and leaf widgets. */
export function directives(body: string): Directive[] {
  const found: Directive[] = [];
  for (const m of body.matchAll(LEAF_DIRECTIVE))
    found.push({ kind: kindOf(m[1]!), name: m[1]!, label: m[2] ?? '', attributes: attributes(m[3]), raw: m[0].trim() });
  const withoutLeaves = body.replace(LEAF_DIRECTIVE, '');
  for (const m of withoutLeaves.matchAll(TEXT_DIRECTIVE))
    found.push({ kind: kindOf(m[1]!), name: m[1]!, label: m[2]!, attributes: attributes(m[3]), raw: m[0] });
  return found;
}

/** The body's prose with every directive removed, for checks on raw MDX characters. */
export function prose(body: string): string {
  return body.replace(LEAF_DIRECTIVE, '').replace(TEXT_DIRECTIVE, '');
}

/** Every run of `n` consecutive words in a text, lower-cased: what an own-words check compares. */
export function wordRuns(text: string, n = 10): Set<string> {
  const w = text.toLowerCase().replace(/[’‘]/g, "'").match(/[a-z0-9']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}
