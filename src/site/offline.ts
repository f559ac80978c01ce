// The installable, offline handbook: a web manifest and a Workbox service worker, made by @vite-pwa/astro.
// Registration is ours (src/site/client/offline.ts): a few hundred bytes, where the plugin's own
// (workbox-window) would add several KB to every page.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AstroPWA, { type PwaOptions } from '@vite-pwa/astro';
import type { AstroIntegration } from 'astro';
import { SERVICE_WORKER } from './client/offline.ts';
import { savedWorker, type SavedWorkerData } from './client/saved-worker.ts';
import { currentVersion, siteCatalog } from './catalog.ts';
import { SITE_NAME } from './config.ts';
import { THEME } from '../shared/theme.ts';
import { offlinePacks } from './offline-packs.ts';
import { urls } from '../shared/urls.ts';

/** The worker's own part, written beside sw.js (src/site/client/saved-worker.ts). */
export const SAVED_WORKER = 'sw-saved.js';

/** Writes the worker's own part, with the packs of the site built into `client`. */
export function writeSavedWorker(client: string): void {
  const catalog = siteCatalog();
  const data: SavedWorkerData = {
    ...offlinePacks(
      client,
      catalog.versions.map((v) => v.id),
      currentVersion(catalog).id,
    ),
    offline: urls.offline,
  };
  writeFileSync(join(client, SAVED_WORKER), `(${savedWorker.toString()})(${JSON.stringify(data)});\n`);
}

/**
 * The plugin, pointed at the folder the pages are built into. With the Node adapter that is
 * build.client (dist/client/), which the plugin finds only for output 'server'; our output is static
 * (every page prerendered), so it would otherwise list dist/ itself, server code included.
 */
export function offline(): AstroIntegration {
  let pwa: AstroIntegration | undefined;
  let client = '';
  return {
    name: 'sow-offline',
    hooks: {
      'astro:config:setup': (options) => {
        client = fileURLToPath(options.config.build.client);
        pwa = AstroPWA(pwaOptions(client));
        return pwa.hooks['astro:config:setup']?.(options);
      },
      // The packs first: the worker's list of what it precaches names their file, so each build's packs change sw.js.
      'astro:build:done': (options) => {
        writeSavedWorker(client);
        return pwa?.hooks['astro:build:done']?.(options);
      },
    },
  };
}

type SavedScope = { sowSaved?: { handles(r: Request): boolean; respond(r: Request): Promise<Response> } };

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
      // Precached, before the worker takes the page: only what a page needs to say it is offline (the
      // offline page, the stylesheets, the icons) and the worker's own part. The rest is saved in packs after
      // it has taken over (src/site/offline-packs.ts): the site's own pages, the version being read and
      // their search index at once, the rest as visited or with "Save everything for offline" (docs/site.md).
      globPatterns: ['offline/index.html', '_astro/*.css', '*.{svg,png}', SAVED_WORKER],
      importScripts: [`/${SAVED_WORKER}`],
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
          // What the desk's Publish changes (the rulings' server islands, the JSON files, the feed,
          // /playtests/): network first, so a reader online always has the newest publication, and the
          // copy kept for offline is refreshed on each visit with a connection. Offline: that copy, else
          // the saved pack's (the build's snapshot); an island with neither answers 204, and the page keeps
          // the rulings it was built with. First, so the saved packs,
          // which answer from what is saved, never shadow it. The function is written into sw.js as text:
          // it names nothing from this module.
          urlPattern: livePattern(),
          handler: async ({ request }) => {
            const cache = await caches.open('sow-live');
            const island = new URL(request.url).pathname.startsWith('/_server-islands/');
            let failed: unknown;
            try {
              const response = await fetch(request);
              if (response.ok) {
                await cache.put(request, response.clone());
                return response;
              }
              // A static host has no island to give (404): the kept copy, else the page's own snapshot.
              if (!island) return response;
            } catch (error) {
              failed = error;
            }
            const kept = await cache.match(request);
            if (kept) return kept;
            const saved = (self as unknown as SavedScope).sowSaved;
            if (!island && saved?.handles(request)) return saved.respond(request);
            // Nothing newer to show: "no content" leaves the rulings the page was built with, quietly.
            if (island) return new Response(null, { status: 204 });
            throw failed;
          },
        },
        {
          // Pages and their files: from what is saved, else the network (saving what it brings), else, for
          // a page, the offline page. Both functions are written into sw.js as text and run there, where
          // sw-saved.js has set `sowSaved`.
          urlPattern: ({ request }) => (self as unknown as SavedScope).sowSaved?.handles(request) ?? false,
          handler: ({ request }) => (self as unknown as SavedScope).sowSaved!.respond(request),
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

/** The addresses whose content the desk's Publish changes (src/server/paths.ts sends them to the live routes). */
export function livePattern(): RegExp {
  return /^[a-z]+:\/\/[^/]+\/(?:_server-islands\/|feed\.xml(?=[?#]|$)|api\/[^/?#]+\/rules\.json(?=[?#]|$)|api\/rules\/[^/?#]+\.json(?=[?#]|$)|playtests\/(?=[?#]|$))/;
}

/** The API's record addresses (with or without the slash both servers accept), for the send-later route. */
export function sendLaterPattern(): RegExp {
  const paths = [urls.apiPlaytests, urls.apiQuestions].map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^[a-z]+://[^/]+(?:${paths.join('|')})/?(?:[?#]|$)`);
}
