// Entry for the browser (src/widgets, src/shared, the site's client scripts): everything a widget may
// import, re-exported from the layers. Which of it a page loads is the bundler's business, not this
// file's: the build cuts chunks by which islands import each module (src/site/client-chunks.ts), and a
// name this entry re-exports costs a page nothing unless the page uses it. What loads on demand is a function here (loadSystem,
// loadSetupTools, loadAtOnce), never a dynamic import of this file, which would make all of it one chunk.
// Node code imports index.ts (this, and every system's value at hand); the list of systems alone is systems.ts.

// The values every widget reads: parameters, readings, rulesets, the model's types and names, geometry,
// the seeded stream and its seed check.
export * from './core/geometry.ts';
export * from './core/params.ts';
export * from './core/readings.ts';
export * from './core/rulesets.ts';
export * from './core/types.ts';
export * from './core/random.ts';
export * from './core/victory.ts';
// What each parameter and reading allows, checks and says (their declarations).
export * from './core/params-declared.ts';
export * from './core/readings-declared.ts';
export * from './core/input-limits.ts';
export { readingProblem } from './setup/readings.ts';
// The engine's words: events as sentences of a game report, numbers in force as a line.
export { describeEvent, describeParams, capitalise } from './core/report.ts';

// The list of turn systems (systems.ts).
export * from './systems.ts';

// A game as a state machine, the session every widget holds, the Move preview, the closest pairs, the
// end of a game, Fragment 1's system value; what a widget loads on demand.
export { newGame, initialState, pending, legalDecisions, step, replay, applyDecision, advance, basesAfter, cloneState, IllegalDecision } from './play/game.ts';
export { previewMove } from './match/actions.ts';
export { sidesOnTable } from './table/outcome.ts';
export { candidatePairs, closestPairs, closestPairIndices } from './table/pairs.ts';
export { fragment1 } from './systems/fragment1/fragment1.ts';
export { startSession, advanceSession, backSession, playOn, type Session } from './play/session.ts';
export { loadSetupTools, type SetupTools } from './setup/tools.ts';
export { loadAtOnce } from './match/at-once.ts';

// The reading exchange's simultaneous strikes (S1–S3) as a value: `withAtOnce(system)` plays them.
export { AT_ONCE, withAtOnce } from './match/exchange.ts';

// Scenarios read and checked field by field, and seeded deployment.
export {
  parseScenario,
  parseReadings,
  deploy,
  deploymentProblem,
  FIT_SEEDS,
  ScenarioError,
  COMBATANTS_PER_SIDE,
  MAX_COMBATANTS,
  MAX_PER_SIDE,
  type Scenario,
  type ScenarioCombatant,
  type ScenarioParams,
} from './setup/scenario.ts';
export { withKeptKeys } from './setup/kept-keys.ts';
export { placeInZone } from './setup/zone.ts';

// The exact odds of a Match (the solver), and a game's Match as the solver sees it.
export {
  matchOdds,
  matchOddsOverGaps,
  choiceOdds,
  matchKey,
  MatchSolver,
  pairOutcomes,
  GAP_RANGE,
  MATCH_PARAM_IDS,
  type MatchOdds,
  type ChoiceOdds,
  type OddsQuery,
  type MatchNode,
  type Ranked,
  type AtOnceNode,
  type PairChoice,
  type MatchParams,
} from './match/solver.ts';
export { matchNode, matchQuery, offField, type OffField } from './match/open-field.ts';

// Sides played by the engine, whole games so played; many seeded games tallied; one parameter swept.
export { decide, decider, decidingSide, playGame, playQuiet, type PlayResult } from './play/policies.ts';
export { SolverCache } from './match/solvers.ts';
export { simulate, simulateRange, simScenario, gameSeed, type SimOptions } from './play/simulate.ts';
export { addTally, emptyTally, summarise, wilson, type SimTally, type SimResult } from './play/tally.ts';
export { runProblem, runShape, gamesThatFit, gameCostMs, gameUnits, costPerUnit, MAX_GAMES, RUN_BUDGET_MS, type RunShape } from './play/run-cost.ts';
export {
  sweep,
  sweepPlan,
  sweepParams,
  sweepOdds,
  sweepSimOptions,
  sweepSim,
  sweepValue,
  SWEEP_DEFAULT_GAP,
  type SweepOptions,
  type SweepRow,
  type SweepSim,
} from './play/sweep.ts';

// Every turn system's steps with their stable ids, which events cite and pages anchor (pure data).
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

// The table's own reckonings a widget shows without playing: groups linked by contact or range, and
// the Collapse-o-Snap chain.
export { linkedGroups, groupIds, enemyLinks, type Base } from './table/groups.ts';
export {
  snapChain,
  closestFreeEnemy,
  withMatchesFormed,
  closestFirstMatches,
  type Snap,
  type SnapChain,
  type PairIds,
} from './systems/warspike/collapse-o-snap.ts';

// Each system as its value, lighter than loadSystem's (the strikes in turn): WarSpike (`warspike` its
// closest and random pairings, `warspikeWithBestOdds` the best-odds one and with it the solver), WWPD
// (and one Melee resolved on a table as it stands), WAR (and the numbers of its acts).
export { warspike } from './systems/warspike/warspike.ts';
export { warspikeWithBestOdds } from './systems/warspike/warspike-odds.ts';
export type { WarSpikeSystem } from './systems/warspike/warspike-pairing.ts';
export type { WarSpikeState, WarSpikeEvent } from './systems/warspike/warspike-types.ts';
export { PLAYERS } from './systems/warspike/warspike-sentences.ts';
export { wwpd, resolveMeleeOf } from './systems/wwpd/wwpd.ts';
export type { WwpdState, WwpdEvent } from './systems/wwpd/wwpd-types.ts';
export { war, actOf, diceLeft, actionsFor, LAST_ROUND, ROUNDS_PER_ACT, ACTS, ACTIONS_PER_ACTIVATION, ACT_3_DIE } from './systems/war/war.ts';
export type { WarState, WarEvent, FatigueReason } from './systems/war/war-types.ts';
