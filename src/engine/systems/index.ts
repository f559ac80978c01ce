// The turn systems the engine plays, chosen by a scenario's `system`.
import type { SystemId } from '../types.ts';
import { fragment1 } from './fragment1.ts';
import type { TurnSystem } from './types.ts';
import { warspike } from './warspike.ts';

export const SYSTEMS: Readonly<Record<SystemId, TurnSystem>> = { fragment1, warspike };

export function isSystemId(value: unknown): value is SystemId {
  return typeof value === 'string' && Object.hasOwn(SYSTEMS, value);
}

export { candidatePairs, closestPairs, closestPairIndices } from './fragment1.ts';
export type { TurnSystem } from './types.ts';
export { WARSPIKE_STEPS, type WarSpikeStep, type WarSpikeStepId } from './warspike-steps.ts';
export { SHORT_OF_CONTACT } from './warspike.ts';
export { snapChain, closestFreeEnemy, type Snap, type SnapChain } from './collapse-o-snap.ts';
