// Browser-side plumbing the islands share: pacing autoplay, loading the engine's policies on demand.
// (Reading a shared link is in links/shared-link.ts.)
import { useEffect, useRef, useState } from 'preact/hooks';

/** Calls `tick` after `delay` ms whenever `active` holds, again after every change of `key`. */
export function useAutoplay(active: boolean, delay: number, key: unknown, tick: () => void): void {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(tick, delay);
    return () => clearTimeout(timer);
  }, [active, delay, key]);
}

type PolicyTools = typeof import('./models/policy-tools.ts');

/**
 * The engine's policies, loaded the first time they are needed. `decide` is null until then;
 * `load` starts loading (call it on Play, Step, hover) and resolves to the module.
 */
export function usePolicies(): { decide: PolicyTools['decide'] | null; load: () => Promise<PolicyTools> } {
  const [tools, setTools] = useState<PolicyTools | null>(null);
  const loading = useRef<Promise<PolicyTools> | null>(null);
  const load = () =>
    (loading.current ??= import('./models/policy-tools.ts').then((t) => {
      setTools(t);
      return t;
    }));
  return { decide: tools?.decide ?? null, load };
}
