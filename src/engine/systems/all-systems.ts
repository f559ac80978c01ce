// Every turn system's full value at hand, for Node code that plays whatever a file, link or flag names
// (the site's build, the server's link replays, tests). Loaded when the caller asks, once, and held by it:
// `const systems = await loadAllSystems()`, then `systems.of(id)`. The CLI loads only the system a command
// plays (loadSystem); pages, theirs.
import { THE_SYSTEMS, type Systems } from './index.ts';
import type { SystemId, TurnSystem } from '../core/types.ts';

export interface AllSystems {
  /** The list they were loaded from. */
  readonly systems: Systems;
  /** `id`'s full value (loadSystem's); Fragment 1's by default. */
  of(id?: SystemId): TurnSystem;
}

/** The full value of every system of `systems` (the one list, unless a test gives a longer one). */
export async function loadAllSystems(systems: Systems = THE_SYSTEMS): Promise<AllSystems> {
  const loaded = new Map<SystemId, TurnSystem>(await Promise.all(systems.ids.map(async (id) => [id, await systems.load(id)] as const)));
  return {
    systems,
    of(id = 'fragment1') {
      const system = loaded.get(id);
      if (!system) throw new Error(`no turn system "${id}" (known: ${[...loaded.keys()].join(', ')})`);
      return system;
    },
  };
}
