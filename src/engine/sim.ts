// Entry: many seeded games tallied, with their intervals and limits.
export {
  simulate,
  simulateRange,
  simScenario,
  summarise,
  emptyTally,
  gameSeed,
  wilson,
  type SimOptions,
  type SimTally,
  type SimResult,
} from './play/simulate.ts';
export { addTally } from './play/tally.ts';
export { runProblem, runShape, gamesThatFit, gameCostMs, gameUnits, costPerUnit, MAX_GAMES, RUN_BUDGET_MS, type RunShape } from './play/run-cost.ts';
