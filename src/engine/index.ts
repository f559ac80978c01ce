// The engine's public face: pure rules, no DOM, no I/O. See docs/engine.md for a map from rule to function.
export * from './types.ts';
export * from './geometry.ts';
export * from './rulings.ts';
export * from './rulesets.ts';
export { parseScenario, parseRulings, deploy, ScenarioError, DEFAULT_TABLE, MIN_TABLE, DEPLOYMENT_DEPTH, COMBATANTS_PER_SIDE, type Scenario, type ScenarioCombatant } from './scenario.ts';
export { newGame, initialState, pending, legalDecisions, step, replay, applyDecision, advance, cloneState, IllegalDecision } from './game.ts';
export { candidatePairs, closestPairs, sidesOnTable } from './turn.ts';
export { previewMove, MOVE_DISTANCE } from './actions.ts';
export { ACTIONS_PER_MATCH } from './combat.ts';
export { decide, decidingSide, playGame, playQuiet, type PlayResult } from './policies.ts';
export { matchOdds, MatchSolver, startNode, P_DEFENCE_FAILS, type MatchOdds, type OddsQuery, type MatchNode } from './solver.ts';
export { simulate, simulateRange, simScenario, summarise, emptyTally, gameSeed, wilson, type SimOptions, type SimTally, type SimResult } from './simulate.ts';
export { describeEvent } from './report.ts';
