// Rule 22 (T6; WS8, WW8, WA1 in the other turn systems): a side alone on the table wins. With none left
// on either side the game is a draw (only strikes at once take both sides' last together: reading
// "mutual destruction"); with both standing it goes on, or ends drawn at the turn limit.
import type { Outcome } from './types.ts';

/** Combatants of each side still on the table. */
export interface Standing {
  instigator: number;
  retaliator: number;
}

/** The outcome the combatants standing decide, or null while both sides stand. */
export function standingOutcome(n: Standing): Outcome | null {
  if (n.instigator === 0 && n.retaliator === 0) return 'draw';
  return n.retaliator === 0 ? 'instigator' : n.instigator === 0 ? 'retaliator' : null;
}

/**
 * Whether a game's end as a table tells it can follow from the combatants left: a winner must be alone
 * on the table; a draw is both sides gone, or both standing (the turn limit). A game not finished may
 * stop anywhere. The outcome the combatants left decide when the result contradicts them (null: both
 * still stand, so no side has won), else undefined.
 */
export function resultContradiction(result: Outcome | 'unfinished', left: Standing): { decided: Outcome | null } | undefined {
  if (result === 'unfinished') return undefined;
  const decided = standingOutcome(left);
  if (result === 'draw') return decided === null || decided === 'draw' ? undefined : { decided };
  return decided === result ? undefined : { decided };
}
