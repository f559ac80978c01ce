// Browser-side plumbing the islands share: loading the engine's policies on demand. (Pacing autoplay is
// in autoplay.ts, reading a shared link in links/shared-link.ts.)
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

type PolicyTools = { decide: ReturnType<(typeof import('./models/policy-tools.ts'))['decider']> };

/**
 * The engine's policies, loaded the first time they are needed. `decide` is null until then;
 * `load` starts loading (call it on Play, Step, hover) and resolves to the widget's own `decide`, whose
 * solvers (what optimal has solved) the widget keeps for as long as it lives.
 */
export function usePolicies(): { decide: PolicyTools['decide'] | null; load: () => Promise<PolicyTools> } {
  const [tools, setTools] = useState<PolicyTools | null>(null);
  const loading = useRef<Promise<PolicyTools> | null>(null);
  const load = () =>
    (loading.current ??= import('./models/policy-tools.ts').then((t) => {
      const own = { decide: t.decider() };
      setTools(own);
      return own;
    }));
  return { decide: tools?.decide ?? null, load };
}

/**
 * When the control the reader pressed goes away or goes dead (Move toward becomes Roll, the last Roll
 * ends the Match), focus moves to the widget's next decision, else its first live control: never to the
 * page's body, where a keyboard or screen-reader reader loses their place. A control it settled on while
 * a policy answers hands focus on to the reader's next decision once that appears.
 */
export function useFocusKept(root: RefObject<HTMLElement>): void {
  // undefined: the reader's last press was not in this widget, so focus is theirs to place.
  const placed = useRef<Element | null | undefined>(undefined);
  // Listening from the first commit (a layout effect, not a passive one): an island that hydrates on the
  // reader's first touch replays that press straight after hydrating, before a passive effect has run, and
  // the press must count as the reader's, or focus falls to the page after the first choice.
  useLayoutEffect(() => {
    const press = (ev: Event) => void (placed.current = root.current?.contains(ev.target as Node) ? null : undefined);
    document.addEventListener('click', press, true);
    return () => document.removeEventListener('click', press, true);
  }, []);
  useLayoutEffect(() => {
    const el = root.current;
    const active = document.activeElement as HTMLButtonElement | null;
    if (!el || placed.current === undefined || !(!active || active === document.body || active.disabled || active === placed.current)) return;
    const next = el.querySelector<HTMLElement>('.sow-decide button:not(:disabled)') ?? el.querySelector<HTMLElement>('.sow-controls button:not(:disabled)');
    if (next && next !== active) {
      next.focus();
      placed.current = next;
    }
  });
}
