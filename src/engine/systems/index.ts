// The turn systems the engine plays, chosen by a scenario's `system`. Fragment 1 is always here; every
// other system registers itself when its module is loaded (engine/index.ts loads them all), so a page
// whose widgets play only Fragment 1 does not carry their code (the 60 KB script budget).
import type { SystemId } from '../types.ts';
import { fragment1 } from './fragment1.ts';
import type { TurnSystem } from './types.ts';

const loaded: Partial<Record<SystemId, TurnSystem>> = { fragment1 };

/** The systems loaded so far, by id. */
export const SYSTEMS: Readonly<Partial<Record<SystemId, TurnSystem>>> = loaded;

/** Called once by a system's own module as it loads. */
export function registerSystem(system: TurnSystem): void {
  loaded[system.id] = system;
}

/** The system a game plays. One that was never loaded is the program's mistake, said plainly. */
export function systemOf(id: SystemId): TurnSystem {
  const system = loaded[id];
  if (!system) throw new Error(`the ${id} turn system is not loaded: import src/engine/systems/${id}.ts (engine/index.ts loads every system)`);
  return system;
}

export function isSystemId(value: unknown): value is SystemId {
  return typeof value === 'string' && Object.hasOwn(loaded, value);
}

export { candidatePairs, closestPairs, closestPairIndices } from './fragment1.ts';
export type { TurnSystem } from './types.ts';
export { snapChain, closestFreeEnemy, type Snap, type SnapChain } from './collapse-o-snap.ts';
