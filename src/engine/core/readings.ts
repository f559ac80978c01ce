// The engine's reading of cases the sheet leaves open (spec: fragment1-rulings.md): their values and
// defaults. Each reading is an option of the one engine; what each allows, and the questions the
// handbook lists, are in readings-declared.ts.

export type MoveDistance = 'exact' | 'up-to';
export type LastStrike = 'lost' | 'lands';
export type StartInContact = 'move-and-strike' | 'free-strike';
export type Exchange = 'alternating' | 'simultaneous';

export interface Readings {
  'move-distance': MoveDistance;
  'last-strike': LastStrike;
  'start-in-contact': StartInContact;
  'turn-limit': number;
  exchange: Exchange;
  /** WWPD's inches on the Fragment 1 table (turn-systems.md, WWPD): its distances times this. */
  'wwpd-scale': number;
}

export type ReadingId = keyof Readings;

/** Beyond any game two people play; keeps a file, flag or link from asking for hours of waiting. */
export const MAX_TURN_LIMIT = 1000;

export const DEFAULT_READINGS: Readonly<Readings> = Object.freeze({
  'move-distance': 'exact',
  'last-strike': 'lost',
  'start-in-contact': 'move-and-strike',
  'turn-limit': 50,
  exchange: 'alternating',
  'wwpd-scale': 0.25,
});

/** S4: the minimax solution assumes Actions in turn; unseen choices would need mixed strategies. */
export function atOnceProblem(policy: string): string | null {
  return policy === 'optimal' ? '"optimal" needs strikes in turn: under the reading exchange "simultaneous" choose aggressive, counter, wait or random' : null;
}

/**
 * Reading `optimal-at-once-as-aggressive` (S4): under strikes at once, a policy with no exact solution
 * there (optimal) plays as aggressive, as optimal plays wherever it cannot be exact: WarSpike's best-odds
 * pairing weighs it so, and a page's preset whose version settles strikes at once plays it so.
 */
export function playableAtOnce<P extends string>(policy: P, readings: { exchange?: Readings['exchange'] } | undefined): P | 'aggressive' {
  return readings?.exchange === 'simultaneous' && atOnceProblem(policy) ? 'aggressive' : policy;
}
