// Entry: a run's tally, its slices added and its summary with 95% intervals, without the games: what a
// page that hands a run to its workers (sim-series) and the playtest statistics load.
export { addTally, emptyTally, summarise, wilson, type SimTally, type SimResult } from './play/tally.ts';
