// What is known of Fragment 1's Turn Organisation without loading it (systems/index.ts lists it).
import type { SystemDescription } from '../../core/types.ts';

export const FRAGMENT1_DESCRIPTION = {
  id: 'fragment1',
  name: 'Fragment 1',
  rolesChange: false,
  // Its only choice outside a Match is a tie, which every policy settles the same way.
  optimalNote: null,
  cost: { perUnit: 1.8e-4, solvesMatches: true },
} satisfies SystemDescription;
