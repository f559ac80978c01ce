// Entry: the engine's words: events as sentences of a game report, numbers in force as a line.
export { describeEvent, describeParams, capitalise } from './core/report.ts';
