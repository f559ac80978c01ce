// Browser-side plumbing the islands share: loading the engine's policies on demand. (Pacing autoplay is
// in autoplay.ts, reading a shared link in links/shared-link.ts.)
import { useRef, useState } from 'preact/hooks';

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
