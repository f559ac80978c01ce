// @ts-check
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { unified } from '@astrojs/markdown-remark';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import remarkSow from './src/markdown/remark-sow.ts';
import { contentCheck } from './src/site/catalog.ts';
import { clientDirectives } from './src/site/client/directives.ts';
import { SITE_URL } from './src/site/config.ts';
import { offline } from './src/site/offline.ts';
import { searchIndex } from './src/site/search-index.ts';

// Pages run from bundled chunks under dist/, where src/catalog's import.meta.url-based default no longer
// points at content/; pin the folder here, where the path is still known (src/site/config.ts reads it).
process.env.SOW_CONTENT_DIR ??= fileURLToPath(new URL('./content/', import.meta.url));

// Redirect pages (/rules/<n>/, /r/<id>/, /explainers/<slug>/), the search page and the offline fallback are not
// content: keep them out of the sitemap (a rule's history, /r/<id>/history/, is content and stays in).
const NOT_IN_SITEMAP = /^\/(rules\/|r\/[^/]+\/$|search\/|offline\/|explainers\/[^/]+\/$)/;

// The browser build's shared chunks: the engine's Match and Turn layer, and Preact, each as one file.
// Left to itself the bundler cut them into many small chunks, and the import lines between them came to
// about 4 KB of a widget page's script.
const CLIENT_CHUNKS = [
  { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 3 },
  // The values every widget reads (the Lab too): kept apart, or the group below would take them in.
  { name: 'engine-values', test: /src[\\/]engine[\\/](params|rulings|rulesets|types|geometry|random)\.ts/, priority: 2 },
  { name: 'engine', test: /src[\\/]engine[\\/](game|combat|actions|outcome|exchanges|systems[\\/](index|fragment1|types))\.ts/, priority: 1 },
];

// With modulepreload off the lazy imports have nothing to preload and no CSS of their own, so Vite's
// preload helper (1.7 KB on every widget page) is only a call: a one-line helper does the same.
const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** @type {import('vite').Plugin} */
const PRELOAD_FREE = {
  name: 'sow-preload-free',
  enforce: 'pre',
  resolveId: (/** @type {string} */ id) => (id === PRELOAD_HELPER ? id : undefined),
  load: (/** @type {string} */ id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
};

export default defineConfig({
  // The printed sheet and its PDF link to this address; override it with SITE_URL when publishing elsewhere.
  site: SITE_URL,
  // No modulepreload helper in the browser build (Astro sets its own, so a plugin says it last): a lazy
  // chunk's imports load when it does, and every widget page sheds the helper and its dependency lists.
  vite: { plugins: [PRELOAD_FREE, { name: 'sow-client-chunks', configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false, rolldownOptions: { output: { advancedChunks: { groups: CLIENT_CHUNKS } } } } } : undefined) }] },
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Astro 7's default processor (satteri) runs no remark plugins; our :rule/:term/::widget directives need unified.
  markdown: { processor: unified({ remarkPlugins: [remarkSow] }) },
  // contentCheck first: it checks content/ before Astro's content layer or any page reads it, so a
  // content error stops the build with its file, line and column, and Astro's "Location:" names that
  // place (see src/site/catalog.ts).
  integrations: [
    contentCheck(resolve(process.env.SOW_CONTENT_DIR)),
    clientDirectives(),
    mdx(),
    preact(),
    sitemap({ filter: (page) => !NOT_IN_SITEMAP.test(new URL(page).pathname) }),
    // The search index, written into the built site before the service worker lists its files.
    searchIndex(),
    // Last: the service worker lists the pages the others have written.
    offline(),
  ],
});
