// The turn systems the engine plays, chosen by a scenario's `system`.
import type { SystemId } from '../types.ts';
import { fragment1 } from './fragment1.ts';
import type { TurnSystem } from './types.ts';
import { wwpd } from './wwpd.ts';

export const SYSTEMS: Readonly<Record<SystemId, TurnSystem>> = { fragment1, wwpd };

export function isSystemId(value: unknown): value is SystemId {
  return typeof value === 'string' && Object.hasOwn(SYSTEMS, value);
}

export { candidatePairs, closestPairs, closestPairIndices } from './fragment1.ts';
export type { TurnSystem } from './types.ts';
export { snapChain, closestFreeEnemy, type Snap, type SnapChain } from './collapse-o-snap.ts';
export { WWPD_INCHES, MOVEMENT_CLEARANCE, wwpdDistance } from './wwpd.ts';
export { WWPD_STEPS, WWPD_STEP_IDS, isWwpdStepId, type WwpdStep, type WwpdStepId } from './wwpd-steps.ts';
