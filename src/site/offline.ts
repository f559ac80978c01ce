// The installable, offline handbook: a web manifest and a Workbox service worker, made by @vite-pwa/astro.
// Registration is ours (src/site/client/offline.ts): a few hundred bytes, where the plugin's own
// (workbox-window) would add several KB to every page.
import { fileURLToPath } from 'node:url';
import AstroPWA, { type PwaOptions } from '@vite-pwa/astro';
import type { AstroIntegration } from 'astro';
import { SERVICE_WORKER } from './client/offline.ts';
import { SITE_NAME, THEME } from './config.ts';
import { urls } from '../shared/urls.ts';
import { INDEX_FOLDER } from './search-index.ts';

/**
 * The plugin, pointed at the folder the pages are built into. With the Node adapter that is
 * build.client (dist/client/), which the plugin finds only for output 'server'; our output is static
 * (every page prerendered), so it would otherwise list dist/ itself, server code included.
 */
export function offline(): AstroIntegration {
  let pwa: AstroIntegration | undefined;
  return {
    name: 'sow-offline',
    hooks: {
      'astro:config:setup': (options) => {
        pwa = AstroPWA(pwaOptions(fileURLToPath(options.config.build.client)));
        return pwa.hooks['astro:config:setup']?.(options);
      },
      'astro:build:done': (options) => pwa?.hooks['astro:build:done']?.(options),
    },
  };
}

function pwaOptions(client: string): Partial<PwaOptions> {
  return {
    outDir: client,
    // The reader decides when a newer build replaces the one in use (src/site/client/offline.ts).
    registerType: 'prompt',
    injectRegister: false,
    filename: SERVICE_WORKER.slice(1),
    manifest: {
      name: SITE_NAME,
      short_name: 'SoW handbook',
      description: 'The rules of Spheres of War Tactical Fragment 1, explained, with widgets to play them out; works offline.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME.accent,
      background_color: THEME.background,
      icons: [
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globDirectory: client,
      // Every page and its script, styles and icons: about 4.5 MB as built, 1.4 MB gzipped (docs/site.md). Not
      // the 404 page (offline, the page below says more); not the manifest (the plugin adds it); not the
      // sitemaps, for crawlers. The search index too (about 0.9 MB, written by search-index.ts before this
      // list is made), so search works offline after one visit; not Pagefind's ready-made interfaces, unused.
      globPatterns: ['**/*.{html,js,css,svg,png}', `${INDEX_FOLDER}/**/*`],
      globIgnores: ['404.html', `${INDEX_FOLDER}/*-ui.*`],
      // The saved copy answers an address whatever its query says: every page is prerendered and only its
      // script reads the query (Pagefind's ?ts=, the search page's ?q=, a shared widget's ?w.<anchor>=, the
      // Lab's ?lab=, a form's prefill such as /playtests/ask/?rule=…), so a search, a shared link or a form
      // opens offline too.
      ignoreURLParametersMatching: [/.*/],
      // A newly installed worker takes the page at once, so one visit is enough; an update still waits for the reader.
      clientsClaim: true,
      // Our own fallback below, offline only: the plugin's default would answer every unknown address
      // with the home page, online too, hiding the 404 page.
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: urls.offline } },
        },
        {
          // A playtest record sent offline: Workbox's Background Sync keeps the request and sends it when
          // the browser is back online, even with the page closed (src/widgets/playtest/outbox.ts keeps
          // its own copy for browsers without Background Sync; the record's id makes a second send harmless).
          // A pattern, not a function: workbox writes a function's source into sw.js, where `urls` does not
          // exist, so the route threw on every POST and nothing was queued.
          urlPattern: sendLaterPattern(),
          method: 'POST',
          handler: 'NetworkOnly',
          options: { backgroundSync: { name: 'sow-records', options: { maxRetentionTime: 14 * 24 * 60 } } },
        },
      ],
    },
  };
}

/** The API's record addresses (with or without the slash both servers accept), for the send-later route. */
export function sendLaterPattern(): RegExp {
  const paths = [urls.apiPlaytests, urls.apiQuestions].map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^[a-z]+://[^/]+(?:${paths.join('|')})/?(?:[?#]|$)`);
}
