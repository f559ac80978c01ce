// @ts-check
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { unified } from '@astrojs/markdown-remark';
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { ContentRead } from './src/markdown/content-read.ts';
import remarkSow from './src/markdown/remark-sow.ts';
import { apiPaths } from './src/server/paths.ts';
import { contentCheck, siteCatalog } from './src/site/catalog.ts';
import { quietBuild } from './src/site/quiet-build.ts';
import { clientDirectives } from './src/site/client/directives.ts';
import { SITE_URL } from './src/site/config.ts';
import { islandPreload } from './src/site/island-preload.ts';
import { offline } from './src/site/offline.ts';
import { searchIndex } from './src/site/search-index.ts';

// Pages run from bundled chunks under dist/, where src/catalog's import.meta.url-based default no longer
// points at content/; pin the folder here, where the path is still known (src/catalog/content-dir.ts reads it).
// A build of another content folder (tests build copies of it) keeps Astro's cache beside that folder:
// the content layer's cache would otherwise carry one folder's entries into the next folder's build.
const otherContent = process.env.SOW_CONTENT_DIR ? resolve(process.env.SOW_CONTENT_DIR, '..', '.astro-cache') : undefined;
process.env.SOW_CONTENT_DIR ??= fileURLToPath(new URL('./content/', import.meta.url));

// Redirect pages (/rules/<n>/, /r/<id>/, /explainers/<slug>/), the search page and the offline fallback are not
// content: keep them out of the sitemap (a rule's history, /r/<id>/history/, is content and stays in).
const NOT_IN_SITEMAP = /^\/(rules\/|r\/[^/]+\/$|search\/|offline\/|explainers\/[^/]+\/$)/;

// With modulepreload off the lazy imports have nothing to preload and no CSS of their own, so Vite's
// preload helper (1.7 KB on every widget page) is only a call: a one-line helper does the same.
const PRELOAD_HELPER = '\0vite/preload-helper.js';

// The browser build's shared chunks: the engine's Match layer, its Turn layer, and Preact, each as one file.
// Left to itself the bundler cut them into many small chunks, and the import lines between them came to
// about 4 KB of a widget page's script. The engine has one entry for the browser (src/engine/browser.ts),
// so its chunks are named here by the layer modules each starts from: a chunk is those modules and the
// engine files they import, so a file moved or split inside a layer keeps its chunk.
const ENGINE = resolve(fileURLToPath(new URL('./src/engine/', import.meta.url)));
/** The engine files `starts` import for their values, directly or not (type-only imports load nothing). */
function engineClosure(/** @type {string[]} */ ...starts) {
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'(\.[^']+\.ts)'/gm)) visit(resolve(dirname(file), String(m[1])));
  };
  for (const start of starts) visit(resolve(ENGINE, start));
  return seen;
}
// The values every widget reads (parameters, readings, rulesets, the model's types, geometry, the seeded stream).
const ENGINE_VALUES = engineClosure(
  'core/geometry.ts',
  'core/params.ts',
  'core/readings.ts',
  'core/rulesets.ts',
  'core/types.ts',
  'core/random.ts',
  'core/victory.ts',
);
// The list of turn systems and their descriptions (data), which the Lab's checks and the links read
// without any system's code: kept out of the game's chunk, where Fragment 1's own description would pull it.
const ENGINE_SYSTEMS = new Set([...engineClosure('systems/index.ts')].filter((f) => !ENGINE_VALUES.has(f)));
// A game as a state machine with Fragment 1's system, the session, the Move preview and the closest pairs.
const ENGINE_PLAY = engineClosure(
  'play/game.ts',
  'match/actions.ts',
  'table/outcome.ts',
  'table/pairs.ts',
  'systems/fragment1/fragment1.ts',
  'play/session.ts',
);
// The Match layer both play and the exact solver run (one Match transition, match/transition.ts): its
// own chunk, so the Odds widget loads the Match without the rest of the game's state machine.
const ENGINE_MATCH = new Set([...engineClosure('match/solver.ts')].filter((f) => ENGINE_PLAY.has(f) && !ENGINE_VALUES.has(f)));
// The exact solver with the Match-layer files only it uses (the policies' model it ranks with among them):
// one chunk, which the bundler otherwise cut in two, adding an import line and its names to the Odds page.
const ENGINE_ODDS = new Set([...engineClosure('match/solver.ts')].filter((f) => f.startsWith(resolve(ENGINE, 'match')) && !ENGINE_MATCH.has(f)));
// A group also takes in what its files import, unless a group above holds it: the solver's imports that
// pages load without it keep chunks of their own. The declarations: the Lab reads them at once and the
// solver on demand. The exchanges: the widgets that play strikes at once load them on a touch, the solver not.
const SOLVER_APART = [resolve(ENGINE, 'core/params-declared.ts'), resolve(ENGINE, 'match/exchanges.ts')];
const ENGINE_FILE = /[\\/]src[\\/]engine[\\/].*\.ts$/;
const inGroup = (/** @type {Set<string>} */ files) => (/** @type {string} */ id) => files.has(resolve(id.split('?')[0] ?? id));
const CLIENT_CHUNKS = [
  // The one-line preload helper (below) every lazy import calls: its own file, or the first group whose
  // module makes a lazy import (the list of systems) would take it in, and every page would load that group.
  { name: 'preload-helper', test: (/** @type {string} */ id) => id === PRELOAD_HELPER, priority: 5 },
  { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 4 },
  // The values every widget reads (the Lab too): kept apart, or the group below would take them in.
  { name: 'engine-values', test: inGroup(ENGINE_VALUES), priority: 3 },
  { name: 'engine-systems', test: inGroup(ENGINE_SYSTEMS), priority: 2 },
  { name: 'engine-match', test: inGroup(ENGINE_MATCH), priority: 2 },
  { name: 'engine', test: inGroup(ENGINE_PLAY), priority: 1 },
  ...SOLVER_APART.map((file) => ({ name: basename(file, '.ts'), test: inGroup(new Set([file])), priority: 2 })),
  { name: 'engine-odds', test: inGroup(new Set([...ENGINE_ODDS].filter((f) => !SOLVER_APART.includes(f)))), priority: 1 },
];

/** @type {import('vite').Plugin} */
const PRELOAD_FREE = {
  name: 'sow-preload-free',
  enforce: 'pre',
  resolveId: (/** @type {string} */ id) => (id === PRELOAD_HELPER ? id : undefined),
  load: (/** @type {string} */ id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
};

export default defineConfig({
  ...(otherContent ? { cacheDir: otherContent } : {}),
  // One Node server: every page is still prerendered (static output, now under dist/client/), and the
  // routes that say `export const prerender = false` (the playtest API) run on demand (docs/server.md).
  adapter: node({ mode: 'standalone' }),
  // The printed sheet and its PDF link to this address; override it with SITE_URL when publishing elsewhere.
  site: SITE_URL,
  // No modulepreload helper in the browser build (Astro sets its own, so a plugin says it last): a lazy
  // chunk's imports load when it does, and every widget page sheds the helper and its dependency lists.
  vite: {
    plugins: [
      PRELOAD_FREE,
      {
        name: 'sow-client-chunks',
        configEnvironment: (name) =>
          name === 'client'
            ? {
                build: {
                  modulePreload: false,
                  rolldownOptions: {
                    // The engine is pure (no module runs anything when imported), so a page that imports one
                    // name of its browser entry takes only the modules that name needs: declared, the
                    // bundler reads an entry as a barrel and leaves its other re-exports out of the graph.
                    treeshake: { moduleSideEffects: [{ test: ENGINE_FILE, sideEffects: false }] },
                    experimental: { lazyBarrel: true },
                    output: { advancedChunks: { groups: CLIENT_CHUNKS } },
                  },
                },
              }
            : undefined,
      },
    ],
  },
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Astro 7's default processor (satteri) runs no remark plugins; our :rule/:term/::widget directives need unified.
  // The content is read once for every page the build renders, and again when its files change.
  markdown: { processor: unified({ remarkPlugins: [[remarkSow, { read: new ContentRead(resolve(process.env.SOW_CONTENT_DIR)) }]] }) },
  // contentCheck first: it checks content/ before Astro's content layer or any page reads it, so a
  // content error stops the build with its file, line and column, and Astro's "Location:" names that
  // place (see src/site/catalog.ts).
  integrations: [
    contentCheck(resolve(process.env.SOW_CONTENT_DIR)),
    clientDirectives(),
    apiPaths(),
    mdx(),
    preact(),
    sitemap({ filter: (page) => !NOT_IN_SITEMAP.test(new URL(page).pathname) }),
    // Each touch-waiting island's scripts, listed in the pages before the search index reads them and
    // the service worker lists them with their revisions.
    islandPreload(),
    // The search index, written into the built site before the service worker lists its files.
    searchIndex(),
    // Last: the service worker lists the pages the others have written.
    offline(),
    quietBuild(siteCatalog),
  ],
});
