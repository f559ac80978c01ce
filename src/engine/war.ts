// Entry: WAR as a turn system value, with the numbers of its acts.
export { war, actOf, diceLeft, actionsFor, LAST_ROUND, ROUNDS_PER_ACT, ACTS, ACTIONS_PER_ACTIVATION, ACT_3_DIE } from './systems/war/war.ts';
export type { WarState, WarEvent, FatigueReason } from './systems/war/war-types.ts';
