// `client:interaction`: hydrates an island when the reader first touches it (focus, pointer, or a
// changed value), so a control that most readers never use costs its page no script until then. A
// value changed before hydration finishes is announced again afterwards, so the component sees it
// (Preact leaves an input's value alone while it hydrates).
import type { ClientDirective } from 'astro';

const TRIGGERS = ['focusin', 'pointerdown', 'change'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let hydrated: Promise<void> | null = null;
  const start = (event: Event) => {
    hydrated ??= load()
      .then((hydrate) => hydrate())
      .then(() => {
        for (const t of TRIGGERS) el.removeEventListener(t, start, true);
      });
    if (event.type === 'change' && event.target) {
      const target = event.target;
      void hydrated.then(() => target.dispatchEvent(new Event('change', { bubbles: true })));
    }
  };
  for (const t of TRIGGERS) el.addEventListener(t, start, true);
};

export default interaction;
