// What is known of WAR without loading it (systems/index.ts lists it), with the numbers of its acts.
import type { SystemDescription } from '../../core/types.ts';

/** WA1: three acts of three rounds. */
export const ROUNDS_PER_ACT = 3;
export const ACTS = 3;
export const LAST_ROUND = ACTS * ROUNDS_PER_ACT;

export const WAR_DESCRIPTION = {
  id: 'war',
  name: 'WAR',
  rolesChange: false,
  tokens: [
    { type: 'rest', letter: 'r' },
    { type: 'activate-combatant', letter: 'g', field: 'id' },
  ],
  optimalNote: 'WAR has no exact solution: "optimal" plays as "aggressive" in every choice WAR asks (which combatant to activate, each Action)',
  fixedTurns: LAST_ROUND,
  turnsAre: 'rounds',
  noMatches: true,
  unread: {
    'turn-limit': `a game is at most ${LAST_ROUND} rounds (WA1)`,
    exchange: 'its fights are always one exchange at once (WA6)',
    'last-strike': 'it plays no Match, so no Actions run out under a strike (WA6)',
    'start-in-contact': 'it plays no Match to start in contact (WA6)',
    actions: 'an activation has 2 Actions, or 1 to 3 from the Act 3 roll (WA5)',
  },
  // Every combatant moves every round: its rounds cost more on a larger table.
  cost: { perUnit: 3.75e-3, solvesMatches: false, factor: (s) => Math.sqrt((s.table.width * s.table.depth) / 144) },
} satisfies SystemDescription;
