// The service worker's registration, and the only script on a page without widgets. It asks the worker to
// save the site's own pages and the version being read, shows how far the saving got (a sign at the foot
// of the window while it lasts, then a line in the footer), offers "Save everything for offline", and
// offers a newer build when one is waiting, never swapping the rules under the reader: the new build
// takes over only when they press Reload. Markup: src/components/OfflineStatus.astro. Kept free of
// imports (types aside) so it stays small.
import type { SaveProgress, SaveRequest } from './saved-worker.ts';

/** Where the service worker lives (src/site/offline.ts writes it there; the budget test names it). */
export const SERVICE_WORKER = '/sw.js';

export function registerOffline(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const $ = (id: string) => document.getElementById(id)!;
  const state = $('sow-offline-state');
  const notice = $('sow-update');
  const sign = $('sow-saving');
  const all = $('sow-save-all') as HTMLButtonElement;
  const bar = sign.querySelector('progress')!;
  let reloading = false;

  const ask = (packs: SaveRequest['packs']) => sw.ready.then((r) => r.active?.postMessage({ type: 'sow-save', packs } as SaveRequest));
  // Only the worker's own part (src/site/client/saved-worker.ts) writes to the page; anything else has
  // neither a total nor a state, and changes nothing.
  sw.onmessage = ({ data }: MessageEvent<SaveProgress>) => {
    // Nothing was left to save: no sign, only the footer's line.
    if (data.total) {
      sign.hidden = false;
      sign.firstChild!.textContent = data.sign;
      bar.value = data.done / data.total;
    }
    if (data.state) {
      state.textContent = data.state;
      all.hidden = data.everything;
      // Gone after a moment, unless another save has started meanwhile (its bar is not full).
      setTimeout(() => bar.value == 1 && (sign.hidden = true), 5000);
    }
  };
  all.onclick = () => ask('all');

  const offer = (waiting: ServiceWorker) => {
    notice.hidden = false;
    notice.querySelector('button')!.onclick = () => {
      reloading = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    };
  };
  // The new worker has taken over: this page still shows the old build's rules, so load the new one.
  sw.addEventListener('controllerchange', () => reloading && location.reload());

  sw.register(SERVICE_WORKER)
    .then((registration) => {
      if (registration.waiting && sw.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && sw.controller) offer(installing);
        });
      });
      // Back online after a game at the table: look for a newer build at once.
      addEventListener('online', () => registration.update().catch(() => {}));
      return ask(state.dataset.packs!.split(' '));
    })
    // No service worker (a private window, a browser that refuses one): the site works as before, online.
    .catch(() => {});
}
