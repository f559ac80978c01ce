// `client:interaction`: hydrates an island when the reader first touches it (focus, pointer, click, key
// or a changed value), so a control that most readers never use costs its page no script until then.
// A change, click or key press that arrives before hydration finishes is dispatched again afterwards,
// so the component sees it: Preact leaves an input's value alone while it hydrates, and nothing has a
// handler until then. The copies are untrusted events (a click as a plain Event, never a MouseEvent), so
// no browser default (following a link, ticking a box, typing) happens twice. Given a query parameter's
// name (`client:interaction={param}`), an address that carries it (a shared link to this island)
// hydrates the island at once, so the link is read without a touch. A pointer or focus coming to the
// island asks at once for every script its hydration imports (the build lists them on the island, see
// src/site/island-preload.ts) as modulepreload links, and starts fetching its code without running it:
// the scripts are asked for together instead of one import after another, and nothing is fetched
// before the reader comes near.
import type { ClientDirective } from 'astro';

const TRIGGERS = ['focusin', 'pointerdown', 'change', 'click', 'keydown'];

const interaction: ClientDirective = (load, { value }, el) => {
  let hydrated: Promise<void> | undefined;
  let loaded: ReturnType<typeof load> | undefined;
  const fetchCode = () => {
    if (!loaded) {
      const url = el.getAttribute('component-url')!;
      const base = new URL(url, location.href);
      // The page lists a component's scripts once, on its first island.
      const list =
        el.getAttribute('data-preload') ?? document.querySelector(`astro-island[component-url="${url}"][data-preload]`)?.getAttribute('data-preload');
      for (const name of (list || '').split(' ')) {
        const href = name && new URL(name, base).href;
        // Another island of the page may have asked for it already.
        if (!href || document.querySelector(`link[href="${href}"]`)) continue;
        document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
      }
    }
    return (loaded ??= load());
  };
  el.addEventListener('pointerover', fetchCode, { once: true });
  const start = (event?: Event) => {
    // A busy sign while the code arrives (a slow phone takes a second): widgets.css draws it.
    el.setAttribute('aria-busy', 'true');
    hydrated ??= fetchCode()
      .then((hydrate) => hydrate())
      .then(() => TRIGGERS.forEach((t) => el.removeEventListener(t, start, true)))
      .finally(() => el.removeAttribute('aria-busy'));
    // Focus and pointer events only wake the island: nothing in it acts on them.
    const type = event?.type;
    const again =
      type == 'click' || type == 'change' ? new Event(type, { bubbles: true }) : event instanceof KeyboardEvent && new KeyboardEvent('keydown', event);
    if (again) void hydrated.then(() => event!.target!.dispatchEvent(again));
  };
  TRIGGERS.forEach((t) => el.addEventListener(t, start, true));
  if (typeof value == 'string' && value && new URLSearchParams(location.search).has(value)) start();
};

export default interaction;
