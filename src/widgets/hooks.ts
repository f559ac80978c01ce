// Browser-side plumbing shared by the widgets: reading a shared link once hydrated, pacing autoplay.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SharedState } from './codec.ts';

/** The parameter a widget owns, named after its (unique) anchor: "widget-match-contact" owns "w.match-contact". */
export function paramName(anchor: string): string {
  return `w.${anchor.replace(/^widget-/, '')}`;
}

/** Loads the link codec. Each widget passes its own `() => import('./url-state.ts')`: a dynamic import
 * written in a shared module lets the bundler merge the codec into the shared (eager) chunk. */
export type LinkModule = () => Promise<typeof import('./url-state.ts')>;

/**
 * After hydration (never during it, so the first render matches the server's HTML) reads the widget's
 * parameter from the address and hands a good state to `load`, or a reason to `fail`. The link reader
 * is loaded only when the address has such a parameter.
 */
export function useSharedLink(links: LinkModule, param: string, load: (s: SharedState) => void, fail: (why: string) => void): void {
  useEffect(() => {
    const search = window.location.search;
    if (!new URLSearchParams(search).has(param)) return;
    links().then(
      ({ readLink }) => {
        const read = readLink(search, param);
        if (read.kind === 'ok') load(read.state);
        else if (read.kind === 'bad') fail(read.problem);
      },
      () => fail('the link reader could not be loaded'),
    );
    // Once, on mount: later changes to the address belong to the reader, not to us.
  }, []);
}

/** Calls `tick` after `delay` ms whenever `active` holds, again after every change of `key`. */
export function useAutoplay(active: boolean, delay: number, key: unknown, tick: () => void): void {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(tick, delay);
    return () => clearTimeout(timer);
  }, [active, delay, key]);
}

type PolicyTools = typeof import('./policy-tools.ts');

/**
 * The engine's policies, loaded the first time they are needed. `decide` is null until then;
 * `load` starts loading (call it on Play, Step, hover) and resolves to the module.
 */
export function usePolicies(): { decide: PolicyTools['decide'] | null; load: () => Promise<PolicyTools> } {
  const [tools, setTools] = useState<PolicyTools | null>(null);
  const loading = useRef<Promise<PolicyTools> | null>(null);
  const load = () =>
    (loading.current ??= import('./policy-tools.ts').then((t) => {
      setTools(t);
      return t;
    }));
  return { decide: tools?.decide ?? null, load };
}
