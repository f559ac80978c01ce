// The catalog and glossary the directives resolve against, read once per build instead of once per MDX
// file (a tenth of the build). Under `astro dev` an edit to a rule file, a version.yaml or the glossary
// changes the files' sizes or times, so the next page read sees it: the stamp is a walk of a few dozen
// stat calls, not a parse. The reading belongs to a ContentRead value its owner keeps (the plugin's
// options in astro.config.mjs, or the plugin itself).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, type Catalog } from '../catalog/catalog.ts';
import { loadGlossary, type GlossaryEntry } from '../catalog/glossary.ts';

export interface Content {
  catalog: Catalog;
  glossary: GlossaryEntry[];
}

export class ContentRead {
  readonly contentDir: string;
  private last: { stamp: string; content: Content } | undefined;

  constructor(contentDir: string) {
    this.contentDir = contentDir;
  }

  /** The content as its files are now: read again only when one of them changed. */
  now(): Content {
    const stamp = contentStamp(this.contentDir);
    if (this.last?.stamp !== stamp) this.last = { stamp, content: { catalog: loadCatalog(this.contentDir), glossary: loadGlossary(this.contentDir) } };
    return this.last.content;
  }
}

/** Every file the catalog and glossary read (content/glossary.yaml, <version>/version.yaml, <version>/rules/*), with its size and time. */
function contentStamp(contentDir: string): string {
  const parts: string[] = [];
  const add = (path: string) => {
    const s = statSync(path, { throwIfNoEntry: false });
    parts.push(s ? `${path}:${s.size}:${s.mtimeMs}` : `${path}:-`);
  };
  add(join(contentDir, 'glossary.yaml'));
  for (const name of readdirSync(contentDir)) {
    const dir = join(contentDir, name);
    if (!existsSync(join(dir, 'version.yaml'))) continue;
    add(join(dir, 'version.yaml'));
    const rules = join(dir, 'rules');
    if (existsSync(rules)) for (const f of readdirSync(rules)) add(join(rules, f));
  }
  return parts.join('|');
}
