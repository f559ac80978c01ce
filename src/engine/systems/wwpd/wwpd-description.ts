// What is known of WWPD without loading it (systems/index.ts lists it), its reading wwpd-scale included.
import { DEFAULT_READINGS } from '../../core/readings.ts';
import type { SystemDescription } from '../../core/types.ts';
import { WWPD_INCHES, wwpdDistance } from './wwpd-steps.ts';

const SCALE = { min: 0.05, max: 1 } as const;
const inch = (what: keyof typeof WWPD_INCHES) => `${wwpdDistance(DEFAULT_READINGS, what)}"`;

export const WWPD_DESCRIPTION = {
  id: 'wwpd',
  name: 'WWPD',
  rolesChange: false,
  noMatches: true,
  unread: {
    exchange: 'its Melees always strike all at once (WW6)',
    'last-strike': 'it plays no Match, so no Actions run out under a strike (WW6)',
    'start-in-contact': 'it plays no Match to start in contact (WW5)',
    actions: 'a combatant strikes once in each Melee, with no Actions to count (WW6)',
    move: 'it moves its own distances, scaled by the reading wwpd-scale (WW2, WW3)',
    'move-distance': 'its Moves and charges always go up to their distance (WW2, WW3)',
  },
  tokens: [
    { type: 'charge', letter: 'c' },
    { type: 'pick-melee', letter: 'm', field: 'first' },
  ],
  optimalNote: 'WWPD forms no Fragment 1 Match, the only place "optimal" has an exact solution: here it plays as aggressive',
  readings: [
    {
      id: 'wwpd-scale',
      spec: 'WWPD',
      system: 'wwpd',
      title: "WWPD's inches on our table",
      rules: ['ww-movement', 'ww-charge', 'ww-not-played'],
      question: `WWPD measures for its own scale: a ${WWPD_INCHES.move}" Move, an ${WWPD_INCHES.charge}" charge, ${WWPD_INCHES.firefight}" Firefights, on a table far larger than Fragment 1's. By how much are its distances multiplied on ours?`,
      default: String(DEFAULT_READINGS['wwpd-scale']),
      variants: [
        {
          value: 'S',
          label: `Any number from ${SCALE.min} to ${SCALE.max}: WWPD's inches times S (${DEFAULT_READINGS['wwpd-scale']}: Move ${inch('move')}, charge ${inch('charge')}, Firefights ${inch('firefight')})`,
        },
      ],
      range: { ...SCALE, fractional: true },
    },
  ],
  // Shorter reaches mean more Turns of approach.
  cost: { perUnit: 3e-3, solvesMatches: false, factor: (s) => Math.pow(0.25 / s.wwpdScale, 0.5) },
} satisfies SystemDescription;
