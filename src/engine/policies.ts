// Entry: sides played by the engine, each choosing among the legal decisions, and whole games so played.
export { decide, decider, decidingSide, playGame, playQuiet, type PlayResult } from './play/policies.ts';
export { SolverCache } from './match/solvers.ts';
