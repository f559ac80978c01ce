// Entry: every turn system's full value at hand, for Node code that plays whatever a file, link or
// flag names (the site's build, the server's link replays, tests). Loaded when the caller asks, once,
// and held by it: `const systems = await loadAllSystems()`, then `systems.of(id)`. The CLI loads only
// the system a command plays (loadSystem); pages, theirs.
import { loadSystem, SYSTEMS, type SystemEntry } from './systems/index.ts';
import type { SystemId, TurnSystem } from './core/types.ts';

export interface AllSystems {
  /** `id`'s full value (loadSystem's); Fragment 1's by default. */
  of(id?: SystemId): TurnSystem;
}

/** The full value of every system of `list` (the one list, SYSTEMS, unless a test adds one). */
export async function loadAllSystems(list: readonly SystemEntry[] = SYSTEMS): Promise<AllSystems> {
  const loaded = new Map<SystemId, TurnSystem>(await Promise.all(list.map(async (s) => [s.id, await loadSystem(s.id, list)] as const)));
  return {
    of(id = 'fragment1') {
      const system = loaded.get(id);
      if (!system) throw new Error(`no turn system "${id}" (known: ${[...loaded.keys()].join(', ')})`);
      return system;
    },
  };
}
