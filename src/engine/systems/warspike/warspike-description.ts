// What is known of WarSpike without loading it (systems/index.ts lists it).
import { PAIRINGS, type Pairing, type SystemDescription } from '../../core/types.ts';

export const WARSPIKE_DESCRIPTION = {
  id: 'warspike',
  name: 'WarSpike',
  rolesChange: true,
  fields: {
    pairing: (value) =>
      PAIRINGS.includes(value as Pairing) ? null : `unknown pairing ${JSON.stringify(value) ?? String(value)} (known: ${PAIRINGS.join(', ')})`,
  },
  tokens: [
    { type: 'elect', letter: 'e' },
    { type: 'pass', letter: 'n' },
  ],
  optimalNote:
    'optimal is exact only inside a Match: outside one (electing, leftover and changeover Moves) it plays as aggressive, and its activations follow the pairing',
  cost: {
    perUnit: 1.95e-3,
    solvesMatches: true,
    // best-odds weighs every pair at each activation; its other pairings scatter the fights, and such
    // games run to the turn limit even when a side charges (run-cost.ts counts that as `scattered`).
    factor: (s) => (s.pairing === 'best-odds' ? s.perSide : 1),
    scattered: (s) => s.pairing === 'best-odds' || s.pairing === 'random',
  },
} satisfies SystemDescription;
