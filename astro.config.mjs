// @ts-check
import { resolve } from 'node:path';
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
import { audienceGroup, touchIslands } from './src/site/client-chunks.ts';
import { islandPreload } from './src/site/island-preload.ts';
import { offline } from './src/site/offline.ts';
import { searchIndex } from './src/site/search-index.ts';
import { serverEntries } from './src/site/server-entries.ts';

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

// The browser build's chunks, by audience (src/site/client-chunks.ts): which islands import a module, the
// islands that wait for a touch (found in the components and pages) told apart from those that load at once.
const TOUCH_ISLANDS = touchIslands([fileURLToPath(new URL('./src/components/', import.meta.url)), fileURLToPath(new URL('./src/pages/', import.meta.url))]);
const ENGINE_FILE = /[\\/]src[\\/]engine[\\/].*\.ts$/;

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
  // Middleware mode: npm start serves the files itself, so the API is not looked for among them first.
  adapter: node({ mode: 'middleware' }),
  // The printed sheet and its PDF link to this address; override it with SITE_URL when publishing elsewhere.
  site: SITE_URL,
  // No modulepreload helper in the browser build (Astro sets its own, so a plugin says it last): a lazy
  // chunk's imports load when it does, and every widget page sheds the helper and its dependency lists.
  vite: {
    plugins: [
      PRELOAD_FREE,
      // dist/server/records.mjs: the record routes as `npm start` serves them (src/server/records/serve.ts).
      serverEntries(),
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
                    // A chunk may take in none of its modules' imports (below), which the bundler allows
                    // only if an entry's chunk may export more than the entry does.
                    preserveEntrySignatures: 'allow-extension',
                    output: { codeSplitting: { groups: [audienceGroup((id) => TOUCH_ISLANDS.has(id))] } },
                  },
                },
              }
            : undefined,
      },
    ],
  },
  trailingSlash: 'always',
  // Four pages rendered at a time: one at a time, the thread sat idle while each page's asynchronous work
  // finished (its files written, its server islands' props encrypted), 22% of the rendering phase in a
  // profile against 8% with four (docs/perf-log.md, 2026-11-29, night). The build-time caches pages
  // share are synchronous (src/site/sim-cache.ts), so no two pages race to fill one.
  build: { format: 'directory', concurrency: 4 },
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
