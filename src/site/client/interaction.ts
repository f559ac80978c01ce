// `client:interaction`: hydrates an island when the reader first touches it (focus, pointer, click, key
// or a changed value), so a control that most readers never use costs its page no script until then.
// A change, click or key press that arrives before hydration finishes is dispatched again afterwards,
// so the component sees it: Preact leaves an input's value alone while it hydrates, and nothing has a
// handler until then. The copies are untrusted events (a click as a plain Event, never a MouseEvent), so
// no browser default (following a link, ticking a box, typing) happens twice. Given a query parameter's
// name (`client:interaction={param}`), an address that carries it (a shared link to this island)
// hydrates the island at once, so the link is read without a touch. A pointer coming over the island
// starts fetching its code without running it, so the touch that follows waits less or not at all.
import type { ClientDirective } from 'astro';

const TRIGGERS = ['focusin', 'pointerdown', 'change', 'click', 'keydown'];

const interaction: ClientDirective = (load, { value }, el) => {
  let hydrated: Promise<void> | undefined;
  let loaded: ReturnType<typeof load> | undefined;
  const fetchCode = () => (loaded ??= load());
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
