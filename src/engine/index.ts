// The engine's public face: pure rules, no DOM, no I/O. See docs/engine.md for a map from rule to function.
import './match/exchange.ts'; // simultaneous strikes, provided to the Match layer (exchanges.ts)
import './systems/warspike/warspike-odds.ts'; // WarSpike's best-odds pairing, provided to warspike.ts
import './systems/wwpd/wwpd.ts'; // WWPD, provided to systemOf (systems/index.ts)
import './systems/war/war.ts'; // WAR, provided to systemOf (systems/index.ts)
export * from './core/types.ts';
export * from './core/geometry.ts';
export * from './core/params.ts';
export * from './core/params-declared.ts';
export * from './core/rulings.ts';
export * from './core/rulings-declared.ts';
export * from './core/rulesets.ts';
export { parseScenario, parseRulings, deploy, ScenarioError, COMBATANTS_PER_SIDE, MAX_COMBATANTS, type Scenario, type ScenarioCombatant, type ScenarioParams } from './setup/scenario.ts';
export { SEED_MAX, seedProblem } from './core/random.ts';
export { newGame, initialState, pending, legalDecisions, step, replay, applyDecision, advance, cloneState, IllegalDecision } from './play/game.ts';
export { systemOf, provideSystem, isSystemId, candidatePairs, closestPairs, type TurnSystem } from './systems/index.ts';
export { snapChain, closestFreeEnemy, type Snap, type SnapChain } from './systems/warspike/collapse-o-snap.ts';
// Importing a system provides it: the public face plays every system.
export { warspike } from './systems/warspike/warspike.ts';
export { PLAYERS } from './systems/warspike/warspike-sentences.ts';
export { WWPD_INCHES, wwpdDistance, resolveMeleeOf } from './systems/wwpd/wwpd.ts';
export { WWPD_STEPS, WWPD_STEP_IDS, type WwpdStep, type WwpdStepId } from './systems/wwpd/wwpd-steps.ts';
export { linkedGroups, groupIds, enemyLinks, type Base } from './table/groups.ts';
export { war, actOf, actionsFor, LAST_ROUND, ROUNDS_PER_ACT, ACTS, ACTIONS_PER_ACTIVATION, ACT_3_DIE } from './systems/war/war.ts';
export { WAR_STEPS, WAR_STEP_IDS, WAR_READINGS, type WarStep, type WarStepId, type WarReading } from './systems/war/war-steps.ts';
export { sidesOnTable } from './table/outcome.ts';
export { previewMove } from './match/actions.ts';
export { decide, decidingSide, playGame, playQuiet, type PlayResult } from './play/policies.ts';
export { matchOdds, matchKey, MatchSolver, GAP_RANGE, MATCH_PARAM_IDS, startNode, type MatchOdds, type OddsQuery, type MatchNode, type MatchParams } from './match/solver.ts';
export { simulate, simulateRange, simScenario, summarise, emptyTally, gameSeed, wilson, runProblem, MAX_GAMES, MAX_RUN_WORK, type SimOptions, type SimTally, type SimResult } from './play/simulate.ts';
export { describeEvent, describeParams, capitalise } from './core/report.ts';
export { sweep, sweepPlan, sweepParams, sweepOdds, sweepSimOptions, sweepSim, sweepValue, SWEEP_DEFAULT_GAP, type SweepOptions, type SweepRow, type SweepSim } from './play/sweep.ts';
