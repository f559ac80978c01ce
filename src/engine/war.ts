// Entry: WAR as a turn system. Loading it provides it to the engine.
export { war, actOf, diceLeft, actionsFor, LAST_ROUND, ROUNDS_PER_ACT, ACTS, ACTIONS_PER_ACTIVATION, ACT_3_DIE } from './systems/war/war.ts';
