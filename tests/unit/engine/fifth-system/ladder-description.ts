// What is known of the Ladder without loading it: the data the list of systems holds.
import type { SystemDescription } from '../../../../src/engine/core/types.ts';

export const LADDER_DESCRIPTION = {
  id: 'ladder',
  name: 'the Ladder',
  rolesChange: false,
  optimalNote: null,
  cost: { perUnit: 1.8e-4, solvesMatches: true },
} satisfies SystemDescription;
