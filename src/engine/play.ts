// Entry: a game as a state machine (who decides what, the legal decisions, applying one), the Match's
// Move preview, the closest pairs and the end of a game: what every playing widget loads at once, with
// Fragment 1's turn system as a value (the others: their own entries, or loadSystem). The bundler's
// `engine` chunk is this module and what it imports, the values aside (astro.config.mjs).
export { newGame, initialState, pending, legalDecisions, step, replay, applyDecision, advance, basesAfter, cloneState, IllegalDecision } from './play/game.ts';
export { previewMove } from './match/actions.ts';
export { sidesOnTable } from './table/outcome.ts';
export { candidatePairs, closestPairs, closestPairIndices } from './table/pairs.ts';
export { fragment1 } from './systems/fragment1/fragment1.ts';
export { startSession, advanceSession, backSession, playOn, type Session } from './play/session.ts';
