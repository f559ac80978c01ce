// Explainers (content/explainers/<slug>.mdx) as content: their frontmatter checked with the schema Astro's
// content config also uses (explainerSchema), and their versions against the catalog, each problem a
// CatalogError at its file, line and column. The build runs this with the catalog before anything else
// (src/site/catalog.ts, `checkContent`); the pages read explainers through Astro's content collection.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFile, type Catalog } from './catalog.ts';
import { check } from '../shared/zod-checks.ts';
import { explainerSchema, type ExplainerFrontmatter } from './schema.ts';
import { CatalogError, readFrontmatter, readSource, throwCollected } from './source.ts';

export interface ExplainerEntry extends ExplainerFrontmatter {
  /** The file name without its extension: the page's address under /explainers/. */
  slug: string;
  /** Path relative to the repository root, for messages. */
  file: string;
}

/** The explainers of `contentDir` in reading order (none if it has no explainers folder). */
export function loadExplainers(contentDir: string, catalog: Catalog): ExplainerEntry[] {
  const { explainers, problems } = readExplainers(contentDir, catalog);
  throwCollected(problems);
  return explainers;
}

/** The explainers that read, and the problems of those that did not (each file's first). */
export function readExplainers(contentDir: string, catalog: Catalog): { explainers: ExplainerEntry[]; problems: CatalogError[] } {
  const dir = join(contentDir, 'explainers');
  const problems: CatalogError[] = [];
  if (!existsSync(dir)) return { explainers: [], problems };
  const root = join(contentDir, '..');
  const ids = catalog.versions.map((v) => v.id);
  const known = `(versions: ${ids.join(', ')})`;
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
    .sort()
    .flatMap((name): ExplainerEntry[] => {
      try {
        return [readOne(name)];
      } catch (error) {
        if (!(error instanceof CatalogError)) throw error;
        problems.push(error);
        return [];
      }
    });
  function readOne(name: string): ExplainerEntry {
    const { yaml } = readFrontmatter(sourceFile(join(dir, name), root), readSource(sourceFile(join(dir, name), root)));
    const result = check(explainerSchema, yaml.data);
    if (!result.ok) throw yaml.error(result.problem, yaml.at(result.path));
    const data = result.value;
    for (const field of ['versions', 'except'] as const)
      data[field].forEach((v, i) => {
        if (!catalog.version(v)) throw yaml.error(`field "${field}" names "${v}", which is not a version ${known}`, yaml.at([field, i]));
      });
    if (data.version !== undefined && !catalog.version(data.version))
      throw yaml.error(`field "version" is "${data.version}", which is not a version ${known}`, yaml.at(['version']));
    return { ...data, slug: name.replace(/\.mdx?$/, ''), file: yaml.source.file };
  }
  return { explainers: entries.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)), problems };
}
