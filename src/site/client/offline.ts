// The service worker's registration, and the only script on a page without widgets. It says when the
// page is saved for offline use, and offers a newer build when one is waiting, never swapping the
// rules under the reader: the new build takes over only when they press Reload.
// Markup: src/components/OfflineStatus.astro. Kept free of imports so it stays a few hundred bytes.

/** Where the service worker lives (src/site/offline.ts writes it there; the budget test names it). */
export const SERVICE_WORKER = '/sw.js';

export function registerOffline(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const saved = document.getElementById('sow-offline-state');
  const notice = document.getElementById('sow-update');
  let reloading = false;

  const offer = (waiting: ServiceWorker) => {
    if (!notice) return;
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
      return sw.ready;
    })
    .then(() => {
      if (saved) saved.textContent = 'Saved on this device for offline use.';
    })
    // No service worker (a private window, a browser that refuses one): the site works as before, online.
    .catch(() => {});
}
