// The whole content check, as `npm run check-content` prints it and the build runs it first: the
// catalog's own checks (src/catalog/content-check.ts) and, on top, everything the build could still fail
// on once pages render: each MDX body's directives read by the build's own plugin (remark-sow) in its
// check mode, the glossary, the widget presets each version must play, the desk's published files.
// One run, every problem, ordered by file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { CatalogError, type Catalog } from '../catalog/catalog.ts';
import { contentReport, type ContentReport } from '../catalog/content-check.ts';
import { loadDesignerRulings } from '../catalog/designer-rulings.ts';
import { loadTallies } from '../catalog/playtest-tallies.ts';
import { readFrontmatter } from '../catalog/source.ts';
import { GlossaryError, loadGlossary, type GlossaryEntry } from '../catalog/glossary.ts';
import { nearestWords } from '../shared/suggest.ts';
import { presetsProblem } from '../widgets/models/presets.ts';
import remarkSow from './remark-sow.ts';
import type { DirectiveProblem } from './directive-components.ts';

/** Folders of content/ whose MDX bodies the build renders, besides the versions' rules. */
const PAGE_FOLDERS = ['explainers', 'warspike'];

/** The MDX files whose bodies the build renders: every version's rules, the explainers, the WarSpike pages. */
function pageFiles(contentDir: string, catalog: Catalog): string[] {
  const folders = [...catalog.versions.map((v) => join(contentDir, v.id, 'rules')), ...PAGE_FOLDERS.map((f) => join(contentDir, f))];
  return folders.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
          .sort()
          .map((f) => join(dir, f))
      : [],
  );
}

/**
 * Every directive problem of every page body, as the build's plugin finds them (all of them: its check
 * mode leaves a wrong directive as written and goes on). The frontmatter is blanked line for line, so
 * the plugin's lines are the file's.
 */
export function directiveChecks(contentDir: string, catalog: Catalog, glossary: GlossaryEntry[]): CatalogError[] {
  const root = join(contentDir, '..');
  const problems: CatalogError[] = [];
  for (const path of pageFiles(contentDir, catalog)) {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    let frontmatter: Record<string, unknown> | undefined;
    let body: string;
    try {
      const read = readFrontmatter({ path, file }, text);
      frontmatter = read.yaml.data as Record<string, unknown> | undefined;
      body = read.body;
    } catch (error) {
      // The catalog's own checks have said it.
      if (error instanceof CatalogError) continue;
      throw error;
    }
    const head = text.slice(0, text.length - body.length);
    const blanked = `${'\n'.repeat(head.split('\n').length - 1)}${body}`;
    const report = (p: DirectiveProblem) => problems.push(new CatalogError(p.reason, { file, path, line: p.line, column: p.column }));
    const processor = unified().use(remarkParse).use(remarkSow, { contentDir, catalog, glossary, report });
    const vfile = new VFile({ path, value: blanked, data: { astro: { frontmatter } } });
    processor.runSync(processor.parse(vfile), vfile);
  }
  return problems;
}

/** A rule a glossary term lists must be in one of the versions the term applies to (the glossary page's own check). */
function glossaryRuleChecks(contentDir: string, catalog: Catalog, glossary: GlossaryEntry[]): CatalogError[] {
  const file = relative(join(contentDir, '..'), join(contentDir, 'glossary.yaml'));
  return glossary.flatMap((g) =>
    g.rules
      .filter((id) => !catalog.versions.some((v) => (g.versions.length === 0 || g.versions.includes(v.id)) && catalog.rule(v.id, id)))
      .map(
        (id) =>
          new CatalogError(
            `${file}: "${g.term}" lists rule "${id}", which none of its versions (${g.versions.join(', ') || 'all'}) has: name a rule id of one of them, or list the version that has it`,
          ),
      ),
  );
}

/** An explainer's Markdown link to /explainers/<slug>/ must name an explainer (ExplainerLink.astro's check). */
function explainerLinkChecks(contentDir: string, catalog: Catalog): CatalogError[] {
  const dir = join(contentDir, 'explainers');
  if (!existsSync(dir)) return [];
  const root = join(contentDir, '..');
  const slugs = readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.replace(/\.mdx?$/, ''));
  const problems: CatalogError[] = [];
  for (const path of pageFiles(contentDir, catalog).filter((p) => p.startsWith(dir))) {
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const m of line.matchAll(/\]\(\/explainers\/([a-z0-9-]+)\/[^)]*\)/g))
          if (!slugs.includes(m[1]!)) {
            const near = nearestWords(m[1]!, slugs, 1);
            problems.push(
              new CatalogError(`a link to /explainers/${m[1]}/, which is no explainer${near.length ? `: did you mean /explainers/${near[0]}/?` : ''}`, {
                file: relative(root, path),
                path,
                line: i + 1,
                column: m.index! + 2,
              }),
            );
          }
      });
  }
  return problems;
}

/** The checks that need more than the catalog: the glossary, the pages' directives, presets, the desk's files. */
function siteChecks(contentDir: string, catalog: Catalog): CatalogError[] {
  const problems: CatalogError[] = [];
  let glossary: GlossaryEntry[] | undefined;
  try {
    glossary = loadGlossary(contentDir);
  } catch (error) {
    if (!(error instanceof GlossaryError)) throw error;
    problems.push(new CatalogError(error.message));
  }
  // Reading "glossary-first": a glossary that does not read would make every term unknown; those
  // problems wait until it reads.
  const directives = directiveChecks(contentDir, catalog, glossary ?? []).filter(
    (p) => glossary !== undefined || !/no glossary term|content\/glossary\.yaml has no entry for/.test(p.message),
  );
  problems.push(...directives, ...glossaryRuleChecks(contentDir, catalog, glossary ?? []), ...explainerLinkChecks(contentDir, catalog));
  // A version's numbers must play every widget preset it shows: the engine's refusal names the preset.
  for (const v of catalog.versions) {
    const problem = presetsProblem(v.engine.ruleset, v.engine.params);
    if (problem)
      problems.push(new CatalogError(`${relative(join(contentDir, '..'), join(contentDir, v.id, 'version.yaml'))}: engine.params do not fit ${problem}`));
  }
  for (const load of [loadDesignerRulings, loadTallies]) {
    try {
      load(contentDir, catalog);
    } catch (error) {
      if (!(error instanceof CatalogError)) throw error;
      problems.push(error);
    }
  }
  return problems;
}

/** Everything the build can fail on in `contentDir`, in one report. */
export function fullContentReport(contentDir: string): ContentReport {
  return contentReport(contentDir, { more: (catalog) => siteChecks(contentDir, catalog) });
}
