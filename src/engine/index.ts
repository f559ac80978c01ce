// The engine's public face: pure rules, no DOM, no I/O. See docs/engine.md for a map from rule to function.
import './exchange.ts'; // simultaneous strikes, provided to the Match layer (exchanges.ts)
import './systems/warspike-odds.ts'; // WarSpike's best-odds pairing, provided to warspike.ts
import './systems/wwpd.ts'; // WWPD, provided to systemOf (systems/index.ts)
import './systems/war.ts'; // WAR, provided to systemOf (systems/index.ts)
export * from './types.ts';
export * from './geometry.ts';
export * from './params.ts';
export * from './params-declared.ts';
export * from './rulings.ts';
export * from './rulings-declared.ts';
export * from './rulesets.ts';
export { parseScenario, parseRulings, deploy, ScenarioError, COMBATANTS_PER_SIDE, MAX_COMBATANTS, type Scenario, type ScenarioCombatant, type ScenarioParams } from './scenario.ts';
export { SEED_MAX, seedProblem } from './random.ts';
export { newGame, initialState, pending, legalDecisions, step, replay, applyDecision, advance, cloneState, IllegalDecision } from './game.ts';
export { systemOf, provideSystem, isSystemId, candidatePairs, closestPairs, type TurnSystem } from './systems/index.ts';
export { snapChain, closestFreeEnemy, type Snap, type SnapChain } from './systems/collapse-o-snap.ts';
// Importing a system provides it: the public face plays every system.
export { warspike } from './systems/warspike.ts';
export { PLAYERS } from './systems/warspike-sentences.ts';
export { WWPD_INCHES, wwpdDistance, resolveMeleeOf } from './systems/wwpd.ts';
export { WWPD_STEPS, WWPD_STEP_IDS, type WwpdStep, type WwpdStepId } from './systems/wwpd-steps.ts';
export { linkedGroups, groupIds, enemyLinks, type Base } from './groups.ts';
export { war, actOf, actionsFor, LAST_ROUND, ROUNDS_PER_ACT, ACTS, ACTIONS_PER_ACTIVATION, ACT_3_DIE } from './systems/war.ts';
export { WAR_STEPS, WAR_STEP_IDS, WAR_READINGS, type WarStep, type WarStepId, type WarReading } from './systems/war-steps.ts';
export { sidesOnTable } from './outcome.ts';
export { previewMove } from './actions.ts';
export { decide, decidingSide, playGame, playQuiet, type PlayResult } from './policies.ts';
export { matchOdds, matchKey, MatchSolver, GAP_RANGE, MATCH_PARAM_IDS, startNode, type MatchOdds, type OddsQuery, type MatchNode, type MatchParams } from './solver.ts';
export { simulate, simulateRange, simScenario, summarise, emptyTally, gameSeed, wilson, type SimOptions, type SimTally, type SimResult } from './simulate.ts';
export { runProblem, runShape, gamesThatFit, gameCostMs, MAX_GAMES, RUN_BUDGET_MS, type RunShape } from './run-cost.ts';
export { describeEvent, describeParams, capitalise } from './report.ts';
export { sweep, sweepPlan, sweepParams, sweepOdds, sweepSimOptions, sweepSim, sweepValue, SWEEP_DEFAULT_GAP, type SweepOptions, type SweepRow, type SweepSim } from './sweep.ts';
