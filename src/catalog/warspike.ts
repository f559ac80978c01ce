// The WarSpike section's content (content/warspike/): the designer's Turn Sequence quoted exactly, step
// by step, beside our explanations. Read and checked here, each problem a CatalogError at its file, line
// and column, like the catalog and the explainers; the build runs it before anything else
// (src/site/catalog.ts, `checkContent`), and the pages render the MDX bodies through Astro's content
// collection "warspike".
//
// content/warspike/
//   source.txt          the designer's document as published (a vendored copy of the seed): every quote
//                       must stand in it word for word, only whitespace may differ
//   index.mdx           /warspike/          the section's introduction
//   <step id>.mdx       /warspike/<id>/     one per step id of the engine (WARSPIKE_STEP_IDS), nothing else
//   glossary.mdx        /warspike/glossary/ the designer's glossary (frontmatter `terms`)
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogError, sourceFile, type Catalog } from './catalog.ts';
import { check } from '../shared/zod-checks.ts';
import { warspikePageSchema, type QuoteBlock, type WarSpikePageFrontmatter } from './schema.ts';
import { readFrontmatter, readSource, type YamlSource } from './source.ts';
import { WARSPIKE_STEP_IDS, isWarSpikeStepId, type WarSpikeStepId } from '../engine/index.ts';

export interface WarSpikePage extends WarSpikePageFrontmatter {
  /** Path relative to the repository root, for messages. */
  file: string;
  /** The Fragment 1 version the page's :rule[...] links use: `version`, or the current version. */
  linkVersion: string;
}

export interface WarSpikeStepPage extends WarSpikePage {
  id: WarSpikeStepId;
}

export interface WarSpikeSection {
  index: WarSpikePage;
  glossary: WarSpikePage;
  /** In the order of WARSPIKE_STEPS. */
  steps: WarSpikeStepPage[];
  /** The designer's document (source.txt) as published. */
  source: string;
}

export const WARSPIKE_DIR = 'warspike';
export const WARSPIKE_SOURCE_FILE = 'source.txt';
const SPECIAL = ['index', 'glossary'] as const;

/** Whitespace is the only difference a quote may have from the published text (line breaks, the page's non-breaking spaces). */
export function squashSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Where a quote stops following the source: the longest start of `quote` (in whole words) that the
 * source contains, for the message. `undefined` when the whole quote is there.
 */
export function quoteProblem(quote: string, source: string): string | undefined {
  const q = squashSpace(quote);
  const s = squashSpace(source);
  if (s.includes(q)) return undefined;
  const words = q.split(' ');
  let good = 0;
  while (good < words.length && s.includes(words.slice(0, good + 1).join(' '))) good++;
  const shown = (w: string[]) => (w.join(' ').length > 60 ? `…${w.join(' ').slice(-57)}` : w.join(' '));
  return good === 0
    ? `its first word "${words[0]}" is not in the designer's text`
    : `the designer's text has "${shown(words.slice(0, good))}" but not what follows it here: "${words.slice(good, good + 6).join(' ')}…"`;
}

/** Every quoted string of a page with its place in the frontmatter, in order. */
export function quotedTexts(page: Pick<WarSpikePageFrontmatter, 'quote' | 'terms'>): Array<{ text: string; path: PropertyKey[] }> {
  const out: Array<{ text: string; path: PropertyKey[] }> = [];
  page.quote.forEach((b: QuoteBlock, i) => {
    if (b.heading !== undefined) out.push({ text: b.heading, path: ['quote', i, 'heading'] });
    if (b.p !== undefined) out.push({ text: b.p, path: ['quote', i, 'p'] });
    b.list?.forEach((item, j) => out.push({ text: item, path: ['quote', i, 'list', j] }));
  });
  page.terms?.forEach((t, i) => out.push({ text: t.quote, path: ['terms', i, 'quote'] }));
  return out;
}

function readPage(path: string, root: string, catalog: Catalog, defaultVersion: string, source: string, sourceName: string): WarSpikePage {
  const { yaml } = readFrontmatter(sourceFile(path, root), readSource(sourceFile(path, root)));
  const result = check(warspikePageSchema, yaml.data);
  if (!result.ok) throw yaml.error(result.problem, yaml.at(result.path));
  const page = result.value;
  const name = path
    .split(/[\\/]/)
    .pop()!
    .replace(/\.mdx?$/, '');
  if (page.id !== name) throw yaml.error(`field "id" is "${page.id}" but the file is ${name}.mdx: they must be the same`, yaml.at(['id']));
  if (!isWarSpikeStepId(page.id) && !(SPECIAL as readonly string[]).includes(page.id))
    throw yaml.error(
      `field "id" is "${page.id}": must be index, glossary or a step id of src/site/warspike.ts (${WARSPIKE_STEP_IDS.join(', ')})`,
      yaml.at(['id']),
    );
  const ids = catalog.versions.map((v) => v.id);
  if (page.version !== undefined && !catalog.version(page.version))
    throw yaml.error(`field "version" is "${page.version}", which is not a version (versions: ${ids.join(', ')})`, yaml.at(['version']));
  const linkVersion = page.version ?? defaultVersion;
  checkTerms(page, yaml, catalog, linkVersion);
  for (const { text, path: at } of quotedTexts(page)) {
    const problem = quoteProblem(text, source);
    if (problem) throw yaml.error(`field "${pathText(at)}" is not quoted exactly from ${sourceName} (only whitespace may differ): ${problem}`, yaml.at(at));
  }
  return { ...page, file: yaml.source.file, linkVersion };
}

function checkTerms(page: WarSpikePageFrontmatter, yaml: YamlSource, catalog: Catalog, version: string): void {
  if (page.id !== 'glossary') {
    if (page.terms !== undefined) throw yaml.error('field "terms" belongs to glossary.mdx only', yaml.at(['terms']));
    return;
  }
  if (!page.terms || page.terms.length === 0) throw yaml.error('field "terms" is missing: the glossary page must list its terms', yaml.at(['terms']));
  const seen = new Map<string, number>();
  page.terms.forEach((t, i) => {
    const twin = seen.get(t.slug);
    if (twin !== undefined) throw yaml.error(`field "terms[${i}].slug" is "${t.slug}", also the slug of terms[${twin}]`, yaml.at(['terms', i, 'slug']));
    seen.set(t.slug, i);
    t.fragment1.forEach((id, j) => {
      if (!catalog.rule(version, id))
        throw yaml.error(`field "terms[${i}].fragment1" names "${id}", which is not a rule of ${version}`, yaml.at(['terms', i, 'fragment1', j]));
    });
  });
}

const pathText = (path: readonly PropertyKey[]) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');

/** Whether `contentDir` has a WarSpike section (its folder), without reading it. */
export function hasWarSpike(contentDir: string): boolean {
  return existsSync(join(contentDir, WARSPIKE_DIR));
}

/**
 * The WarSpike section of `contentDir`, checked; undefined when the content has no warspike folder.
 * `defaultVersion`: the version :rule[...] means on a page without `version` (the site's current version).
 */
export function loadWarSpike(contentDir: string, catalog: Catalog, defaultVersion: string): WarSpikeSection | undefined {
  if (!hasWarSpike(contentDir)) return undefined;
  const dir = join(contentDir, WARSPIKE_DIR);
  const root = join(contentDir, '..');
  const where = sourceFile(dir, root).file;
  const sourcePath = join(dir, WARSPIKE_SOURCE_FILE);
  if (!existsSync(sourcePath)) throw new CatalogError(`${where}: no ${WARSPIKE_SOURCE_FILE}, the designer's document the pages quote (a copy of the seed)`);
  const source = readSource(sourceFile(sourcePath, root));
  const sourceName = sourceFile(sourcePath, root).file;
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
    .sort()
    .map((f) => readPage(join(dir, f), root, catalog, defaultVersion, source, sourceName));
  const byId = new Map(pages.map((p) => [p.id, p]));
  for (const id of [...SPECIAL, ...WARSPIKE_STEP_IDS])
    if (!byId.has(id)) throw new CatalogError(`${where}: no ${id}.mdx (every step id of src/site/warspike.ts has a page, and so do index and glossary)`);
  return {
    index: byId.get('index')!,
    glossary: byId.get('glossary')!,
    steps: WARSPIKE_STEP_IDS.map((id) => byId.get(id) as WarSpikeStepPage),
    source,
  };
}
