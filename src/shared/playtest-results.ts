// A game's result as a report gives it, and the counts built on it: pure, for the build, the desk and
// the desk's browser script alike (no file reading here).

/**
 * WarSpike's `player-i` and `player-r` (the first Turn's roles) are tallied as instigator and retaliator,
 * as the engine's own WarSpike figures are (reading `warspike-first-roles`).
 */
export const RESULTS = ['instigator', 'retaliator', 'draw', 'unfinished'] as const;
export type Result = (typeof RESULTS)[number];
/** Where the sides change roles every Turn (WarSpike: `rolesChange`), a result names the players by their first Turn's roles. */
export const PLAYER_RESULTS = ['player-i', 'player-r', 'draw', 'unfinished'] as const;
export type PlayerResult = (typeof PLAYER_RESULTS)[number];

type Counted = { results: Record<Result, number> };

/** Games a tally counts, finished or not. */
export const gamesIn = (t: Counted) => RESULTS.reduce((n, r) => n + t.results[r], 0);
/** Games that ended with a winner or a draw: the ones the engine's predictions speak of. */
export const finishedIn = (t: Counted) => t.results.instigator + t.results.retaliator + t.results.draw;
