// The turn systems the engine plays, chosen by a scenario's `system`. Fragment 1's is always here; each
// other system's module provides itself when imported (the engine's index imports them all), so a page
// whose widgets play only Fragment 1 loads no other system's code.
import { SYSTEM_IDS, type SystemId } from '../core/types.ts';
import { fragment1 } from './fragment1/fragment1.ts';
import { providedSystem, type TurnSystem } from '../flow/turn-system.ts';

/** The system that organises `id`'s Turns; throws, naming the module to import, when it is not loaded. */
export function systemOf(id: SystemId): TurnSystem {
  const s = id === 'fragment1' ? fragment1 : providedSystem(id);
  if (!s) throw new Error(`the turn system "${id}" is not loaded: import src/engine/systems/${id}.ts (src/engine/index.ts does)`);
  return s;
}

/** Whether `id`'s module is loaded here (a page loads only the systems its widgets play). */
export function isSystemLoaded(id: SystemId): boolean {
  return id === 'fragment1' || providedSystem(id) !== undefined;
}

export function isSystemId(value: unknown): value is SystemId {
  return typeof value === 'string' && (SYSTEM_IDS as readonly string[]).includes(value);
}

export { candidatePairs, closestPairs, closestPairIndices } from '../table/pairs.ts';
export { provideSystem } from '../flow/turn-system.ts';
export type { TurnSystem } from '../flow/turn-system.ts';
