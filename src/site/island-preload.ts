// Each island that waits for a touch (client:interaction) is told, in its HTML, every script its
// hydration imports besides the component and the renderer (islandScripts). The directive (client/interaction.ts)
// asks for them all at once as <link rel="modulepreload"> when a pointer or focus comes to the island, with
// the component and the renderer, so the browser need not find them one import at a time (issue 38). With
// the chunks cut by audience (client-chunks.ts) that is 8 to 10 names: a touch takes two round trips over
// HTTP/1.1's six connections a host (`npm run bench:touch`). Nothing is loaded before that: the page's
// budget of script before a touch is unchanged, only its HTML grows by the list.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The attribute the directive reads: file names relative to the component's own address, space-separated,
 * on the first island of each component in a page (the others of the same component look there).
 */
export const PRELOAD_ATTRIBUTE = 'data-preload';

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** A built chunk's imports, static and on demand, as paths inside the site (cached: read once a build). */
function importsOf(site: string, cache: Map<string, { static: string[]; dynamic: string[] }>, file: string) {
  let found = cache.get(file);
  if (!found) {
    const code = readFileSync(join(site, file), 'utf8');
    const resolve = (spec: string) => join(dirname(file), spec);
    found = { static: [...code.matchAll(STATIC_IMPORT)].map((m) => resolve(m[1]!)), dynamic: [...code.matchAll(DYNAMIC_IMPORT)].map((m) => resolve(m[1]!)) };
    cache.set(file, found);
  }
  return found;
}

/** Every chunk `entries` import statically, directly or not, themselves included. */
function staticClosure(site: string, cache: Map<string, { static: string[]; dynamic: string[] }>, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const f of importsOf(site, cache, file).static) visit(f);
  };
  entries.forEach(visit);
  return seen;
}

/**
 * What hydrating the island loads besides the component and the renderer (the directive imports those
 * itself): every chunk they import statically. Reading _preload-the-depth_: the list is in the page (a
 * list fetched on approach would cost a round trip of its own), so it must stay small: at most 2% of a
 * widget page's gzipped HTML (1.2 to 1.7% with 8 to 10 names). What the component loads on demand is left
 * to its own use: listed too, those files (every turn system, the coach, the settings panel) doubled a
 * touch's scripts (measured: scripts/bench-touch.ts, docs/perf-log.md).
 */
export function islandScripts(site: string, component: string, renderer: string, cache = new Map<string, { static: string[]; dynamic: string[] }>()): string[] {
  return [...staticClosure(site, cache, [component, renderer])].filter((f) => f !== component && f !== renderer).sort();
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

const ISLAND = /<astro-island\b([^>]*)>/g;

/** The built pages' touch-waiting islands, each given its list (before the service worker lists the pages with their revisions). */
export function islandPreload(): AstroIntegration {
  return {
    name: 'sow-island-preload',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const cache = new Map<string, { static: string[]; dynamic: string[] }>();
        const lists = new Map<string, string>();
        let islands = 0;
        for (const page of htmlFiles(site)) {
          const html = readFileSync(page, 'utf8');
          if (!html.includes('client="interaction"')) continue;
          // One list a component a page: its other islands read the first one's (the directive looks it up).
          const listed = new Set<string>();
          const out = html.replace(ISLAND, (tag, attrs: string) => {
            if (!attrs.includes('client="interaction"') || attrs.includes(PRELOAD_ATTRIBUTE)) return tag;
            const component = /component-url="\/([^"]+)"/.exec(attrs)?.[1];
            const renderer = /renderer-url="\/([^"]+)"/.exec(attrs)?.[1];
            if (!component || !renderer) return tag;
            const key = `${component} ${renderer}`;
            if (listed.has(key)) return tag;
            listed.add(key);
            let list = lists.get(key);
            if (list === undefined) {
              list = islandScripts(site, component, renderer, cache)
                .map((f) => relative(dirname(component), f))
                .join(' ');
              lists.set(key, list);
            }
            islands++;
            return `<astro-island ${PRELOAD_ATTRIBUTE}="${list}"${attrs}>`;
          });
          if (out !== html) writeFileSync(page, out);
        }
        logger.info(`preload lists: ${islands} islands, ${lists.size} kinds`);
      },
    },
  };
}
