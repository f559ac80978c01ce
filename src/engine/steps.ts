// Entry: every turn system's steps with their stable ids, which events cite and pages anchor (pure
// data: loading it loads no system).
export {
  WARSPIKE_STEPS,
  WARSPIKE_STEP_IDS,
  isWarSpikeStepId,
  warSpikeStep,
  type WarSpikeStep,
  type WarSpikeStepId,
} from './systems/warspike/warspike-steps.ts';
export { WWPD_STEPS, WWPD_STEP_IDS, WWPD_INCHES, wwpdDistance, type WwpdStep, type WwpdStepId } from './systems/wwpd/wwpd-steps.ts';
export { WAR_STEPS, WAR_STEP_IDS, WAR_READINGS, type WarStep, type WarStepId, type WarReading } from './systems/war/war-steps.ts';
