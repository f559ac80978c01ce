// Entry: WWPD as a turn system. Loading it provides it (and its ruling wwpd-scale) to the engine.
export { wwpd, resolveMeleeOf } from './systems/wwpd/wwpd.ts';
