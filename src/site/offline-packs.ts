// What the service worker saves, in parts ("packs") a reader can save one by one: the built site's files,
// each in one pack, with the script, styles and search fragments its pages need. Read from the built site
// (dist/client/) once every page and the search index are written; `npm run page-weight` weighs the same
// packs. The worker's side: src/site/client/saved-worker.ts. Design: docs/site.md, "Offline and installing".
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { INDEX_FOLDER } from './search-index.ts';

/** The packs, by id; `site` and the version being read are saved on the first visit. */
export interface Packs {
  /** Every file the worker may save: its path on the site and a short hash of its bytes. */
  files: Array<[path: string, revision: string]>;
  /** Each pack: what the page says it is, and the files it saves (indexes into `files`). */
  packs: Record<string, { label: string; files: number[] }>;
}

/** The pack a page belongs to, by its address; the versions' own pages are grouped by version. */
function packOf(path: string, versions: ReadonlySet<string>, current: string): string {
  const [first, second, third] = path.split('/').filter(Boolean);
  if (first && versions.has(first)) return second === 'practice' && third ? `practice-${first}` : first;
  // The explainers' index links each explainer by its short address, which forwards to the current version: saved with it.
  if (first === 'explainers' && second) return current;
  // The other short addresses (/rules/<n>/, /r/<id>/: typed or shared, never linked by a page), a rule's history
  // (every version side by side), and the sections beside the rules are saved as they are visited, or with everything.
  if (first === 'rules' || first === 'r' || first === 'compare' || first === 'systems' || first === 'warspike') return 'more';
  if (first === 'play' || first === 'lab') return 'play';
  return 'site';
}

/** What a pack is called on the page ("Saved on this device for offline use: …"). */
function labelOf(pack: string): string {
  if (pack === 'site') return 'the explainers, glossary, search and forms';
  if (pack.startsWith('practice-')) return `the ${pack.slice('practice-'.length)} practice questions`;
  if (pack === 'play') return 'Play and the Lab';
  if (pack === 'more') return 'Compare, the turn systems and WarSpike';
  return `the ${pack} rules`;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) walk(file, out);
    else out.push(file);
  }
  return out;
}

/** A built file's address: `v0.1f/rules/1/index.html` is `/v0.1f/rules/1/`. */
export function addressOf(client: string, file: string): string {
  return ('/' + relative(client, file).split(sep).join('/')).replace(/(^|\/)index\.html$/, '$1');
}

/** Files the worker never saves: the 404 page (offline, /offline/ says more), crawlers' files, the JSON API, the worker itself, Pagefind's unused interfaces. */
const NOT_SAVED = new RegExp(
  `^/(404\\.html|sitemap[^/]*|feed\\.xml|api/.*|sw[^/]*\\.js|workbox-[^/]*\\.js|manifest\\.webmanifest|${INDEX_FOLDER}/[^/]*-ui\\.[^/]*)$`,
);

/** Pagefind files our search never loads: the pages are English (wasm.en), and results are not highlighted. */
const UNUSED_INDEX_FILE = /\/(wasm\.unknown\.pagefind|pagefind-highlight\.js)$/;

/**
 * The packs of the site built into `client`. A page's pack takes the script and styles it names and,
 * for scripts, every chunk they import (lazily too: a widget loads its view on the first touch, which
 * must work offline); each page's search fragment goes with the page. Pagefind's own files go with `site`.
 */
export function offlinePacks(client: string, versions: readonly string[], current: string): Packs {
  const versionSet = new Set(versions);
  const all = walk(client)
    .map((file) => ({ file, path: addressOf(client, file) }))
    .filter(({ path }) => !NOT_SAVED.test(path))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const index = new Map(all.map(({ path }, i) => [path, i]));
  const files: Packs['files'] = all.map(({ file, path }) => [path, createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10)]);
  const text = (i: number) => readFileSync(all[i]!.file, 'utf8');

  const packs: Packs['packs'] = {};
  const add = (pack: string, i: number) => {
    const files = (packs[pack] ??= { label: labelOf(pack), files: [] }).files;
    if (!files.includes(i)) files.push(i);
  };
  /** A script and the chunks its code names, once each (`./x.js` beside it, or `/_astro/x.js`). */
  const withImports = (pack: string, i: number) => {
    const seen = new Set<number>();
    const visit = (j: number) => {
      if (seen.has(j)) return;
      seen.add(j);
      add(pack, j);
      const path = all[j]!.path;
      if (!path.endsWith('.js')) return;
      for (const m of text(j).matchAll(/["'`](\.{1,2}\/[^"'`]+?\.js|\/_astro\/[^"'`]+?\.(?:js|css))["'`]/g)) {
        const k = index.get(m[1]!.startsWith('/') ? m[1]! : posix.join(posix.dirname(path), m[1]!));
        if (k !== undefined) visit(k);
      }
    };
    visit(i);
  };

  const pageOfFragment = new Map<string, string>();
  all.forEach(({ path }, i) => {
    if (path.startsWith(`/${INDEX_FOLDER}/fragment/`)) {
      // A fragment is the gzipped page record Pagefind shows for a result: "pagefind_dcd" then JSON naming the page.
      const record = gunzipSync(readFileSync(all[i]!.file)).toString('utf8');
      const url = /"url":"([^"]+)"/.exec(record)?.[1];
      if (url) pageOfFragment.set(path, url);
    }
  });

  all.forEach(({ path }, i) => {
    if (path.startsWith(`/${INDEX_FOLDER}/`)) {
      const page = pageOfFragment.get(path);
      add(page ? packOf(page, versionSet, current) : UNUSED_INDEX_FILE.test(path) ? 'more' : 'site', i);
    } else if (path.endsWith('/')) {
      const pack = packOf(path, versionSet, current);
      add(pack, i);
      // Every asset the page names: stylesheets, scripts, islands' components and renderers, icons.
      for (const m of text(i).matchAll(/(?:href|src|-url)="(\/[^"?#]+\.(?:js|css|svg|png))"/g)) {
        const k = index.get(m[1]!);
        if (k !== undefined) withImports(pack, k);
      }
      // Inline scripts that load a chunk themselves (the touch directive's import()).
      for (const m of text(i).matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) {
        const k = index.get(m[1]!);
        if (k !== undefined) withImports(pack, k);
      }
    }
  });
  // Whatever no page names (an icon only the manifest lists, a chunk only the desk loads) goes with the rest.
  all.forEach((_, i) => {
    if (!Object.values(packs).some((p) => p.files.includes(i))) add('more', i);
  });
  return { files, packs };
}
