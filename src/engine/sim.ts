// Entry: many seeded games tallied, with their intervals and limits.
export { simulate, simulateRange, simScenario, gameSeed, type SimOptions } from './play/simulate.ts';
export { addTally, emptyTally, summarise, wilson, type SimTally, type SimResult } from './play/tally.ts';
export { runProblem, runShape, gamesThatFit, gameCostMs, gameUnits, costPerUnit, MAX_GAMES, RUN_BUDGET_MS, type RunShape } from './play/run-cost.ts';
