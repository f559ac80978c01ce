// The service worker's own part (Workbox's generated sw.js loads it with importScripts): it saves the site
// in packs (src/site/offline-packs.ts) when a page asks, says how far it got, answers from what is saved,
// saves each page and script as it is visited, and falls back to /offline/ for a page never saved.
// The build writes `(${savedWorker})(data)` into /sw-saved.js, so the function takes everything it needs as
// its argument and refers to nothing outside itself (no imports, no module names in its body).
import type { Packs } from '../offline-packs.ts';

export interface SavedWorkerData extends Packs {
  /** The page a navigation gets when it is neither saved nor reachable. */
  offline: string;
}

/** What a page asks the worker (src/site/client/offline.ts): save these packs, or every pack. */
export interface SaveRequest {
  type: 'sow-save';
  packs: string[] | 'all';
}

/** What the worker tells every open page while it saves, and once it is done. */
export interface SaveProgress {
  type: 'sow-saving' | 'sow-saved';
  done: number;
  total: number;
  /** The sign at the foot of the window, while it saves and for a moment after. */
  sign: string;
  /** The footer's line, once it is done: what is saved. */
  state: string;
  /** True once every pack is saved: the page hides "Save everything". */
  everything: boolean;
}

// The few service worker globals used here (the project's TypeScript lib is the DOM's, not the worker's).
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown; waitUntil(p: Promise<unknown>): void }) => void): void;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<Array<{ postMessage(m: SaveProgress): void }>> };
  location: Location;
  sowSaved?: { handles(request: Request): boolean; respond(request: Request): Promise<Response> };
}

export function savedWorker(data: SavedWorkerData): void {
  const scope = self as unknown as WorkerScope;
  // One cache across builds; each entry's key carries the file's revision, so an update fetches only what
  // changed, and a waiting build's files never take the place of the ones the page in use was built with.
  const CACHE = 'sow-saved';
  const MARK = '/__sow/saved-packs';
  const revision = new Map(data.files);
  const keyOf = (path: string) => `${path}?rev=${revision.get(path)}`;
  const pathsOf = (ids: readonly string[]) => [...new Set(ids.flatMap((id) => (data.packs[id]?.files ?? []).map((i) => data.files[i]![0])))];
  const allPacks = Object.keys(data.packs);

  const tell = async (message: SaveProgress) => {
    for (const client of await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
  };
  const readMark = async (cache: Cache): Promise<string[]> => {
    const mark = await cache.match(MARK);
    return mark ? ((await mark.json()) as string[]) : [];
  };
  const labels = (ids: readonly string[]) => {
    const names = ids.map((id) => data.packs[id]?.label).filter((l): l is string => !!l);
    return names.join('; ');
  };

  /** Saves the packs' files that are not saved yet, six at a time, telling the pages every few files. */
  const save = async (ids: readonly string[], quiet: boolean) => {
    const cache = await caches.open(CACHE);
    const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search));
    const missing = pathsOf(ids).filter((path) => !have.has(keyOf(path)));
    const total = missing.length;
    let done = 0;
    let failed = 0;
    const pending = [...missing];
    const worker = async () => {
      for (let path = pending.shift(); path !== undefined; path = pending.shift()) {
        try {
          const response = await fetch(path, { cache: 'no-cache' });
          if (response.ok) await cache.put(keyOf(path), response);
          else failed++;
        } catch {
          failed++;
        }
        done++;
        if (!quiet && (done % 5 === 0 || done === total)) {
          await tell({ type: 'sow-saving', done, total, everything: false, state: '', sign: `Saving for offline use: ${done} of ${total} files…` });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(6, total) }, worker));
    const saved = failed === 0 ? [...new Set([...(await readMark(cache)), ...ids])] : await readMark(cache);
    await cache.put(MARK, new Response(JSON.stringify(saved)));
    if (quiet) return;
    const everything = allPacks.every((id) => saved.includes(id));
    await tell({
      type: 'sow-saved',
      done,
      total,
      everything,
      sign: failed > 0 ? `Could not save ${failed} of ${total} files for offline use.` : 'Saved for offline use.',
      state:
        (saved.length > 0 ? `Saved on this device for offline use. What is saved: ${everything ? 'everything' : labels(saved)}.` : '') +
        (failed > 0 ? ` ${failed} files could not be saved; they will be on a later visit.` : ''),
    });
  };
  // One save at a time: every page asks on load, and two saves of one pack would fetch it twice.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (ids: readonly string[], quiet: boolean) => (queue = queue.then(() => save(ids, quiet)).catch(() => {}));

  scope.addEventListener('message', (event) => {
    const request = event.data as Partial<SaveRequest> | null;
    if (request?.type !== 'sow-save') return;
    const ids = request.packs === 'all' ? allPacks : (request.packs ?? []).filter((id) => Object.hasOwn(data.packs, id));
    event.waitUntil(enqueue(ids, false));
  });

  // A newer build saves, before it takes over, every pack the reader had saved: what changed is fetched, the rest is kept.
  scope.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(CACHE)
        .then(readMark)
        .then((ids) => enqueue(ids, true)),
    );
  });
  // Once it has taken over, what no file of this build is saved under any more goes.
  scope.addEventListener('activate', (event) => {
    const current = new Set(data.files.map(([path]) => keyOf(path)));
    event.waitUntil(
      caches.open(CACHE).then(async (cache) => {
        for (const request of await cache.keys()) {
          const url = new URL(request.url);
          if (url.pathname !== MARK && !current.has(url.pathname + url.search)) await cache.delete(request);
        }
      }),
    );
  });

  scope.sowSaved = {
    // Any file of the site (by its path, whatever the query: every page reads its own), and any page.
    handles: (request) => {
      const url = new URL(request.url);
      return url.origin === scope.location.origin && (request.mode === 'navigate' || revision.has(url.pathname));
    },
    respond: async (request) => {
      const path = new URL(request.url).pathname;
      const cache = await caches.open(CACHE);
      if (revision.has(path)) {
        const hit = await cache.match(keyOf(path));
        if (hit) return hit;
      }
      try {
        const response = await fetch(request);
        // Saved as visited: the version, Play or practice page opened online works offline from now on.
        if (revision.has(path) && response.ok && response.type === 'basic') await cache.put(keyOf(path), response.clone());
        return response;
      } catch (error) {
        if (request.mode !== 'navigate') throw error;
        return (await caches.match(data.offline, { ignoreSearch: true })) ?? Response.error();
      }
    },
  };
}
