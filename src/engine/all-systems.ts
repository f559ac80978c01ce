// Entry: every turn system's full value at hand, for Node code that plays whatever a file, link or
// flag names (the site's build, the server's link replays, tests): loaded from the list when this entry
// is first imported. The CLI loads only the system a command plays (loadSystem); pages, theirs.
import { loadSystem, SYSTEMS } from './systems/index.ts';
import type { SystemId, TurnSystem } from './core/types.ts';

const LOADED = new Map<SystemId, TurnSystem>(await Promise.all(SYSTEMS.map(async (s) => [s.id, await loadSystem(s.id)] as const)));

/** `id`'s full value (loadSystem's); Fragment 1's by default. */
export function systemOf(id: SystemId = 'fragment1'): TurnSystem {
  return LOADED.get(id)!;
}
