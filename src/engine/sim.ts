// Entry: many seeded games tallied, with their intervals and limits.
export { simulate, simulateRange, simScenario, summarise, emptyTally, gameSeed, wilson, runProblem, MAX_GAMES, MAX_RUN_WORK, type SimOptions, type SimTally, type SimResult } from './play/simulate.ts';
