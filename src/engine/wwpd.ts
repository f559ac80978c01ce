// Entry: WWPD as a turn system value, and one Melee resolved on a table as it stands.
export { wwpd, resolveMeleeOf } from './systems/wwpd/wwpd.ts';
export type { WwpdState, WwpdEvent } from './systems/wwpd/wwpd-types.ts';
