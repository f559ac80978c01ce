// Decisions the engine's policies and turn systems make: the shared frozen ones, and the random
// policy's draw. Kept apart from policies.ts so a turn system can choose without loading the solver.
import { peekFloat } from './random.ts';
import type { Readings } from './readings.ts';
import type { Decision, TableState, LegalDecision } from './types.ts';

// Shared, frozen decisions: simulations make millions of them. A Move without a distance is the full Move.
export const WAIT: Decision = Object.freeze({ type: 'wait' });
export const TOWARD: Decision = Object.freeze({ type: 'move', toward: true });
export const AWAY: Decision = Object.freeze({ type: 'move', toward: false });
export const FIGHT: Decision = Object.freeze({ type: 'fight' });

/** The random policy's Move lengths (P5a): the full Move, or under up-to a quarter, half, three quarters or all of it. */
export function randomDistances(moveDistance: Readings['move-distance'], move: number): number[] {
  return moveDistance === 'up-to' ? [move / 4, move / 2, (3 * move) / 4, move] : [move];
}

/**
 * Wait, toward and away a third each (the three legal choices out of contact); under up-to the length
 * is uniform over randomDistances(), so the solver's odds for this policy stay exact.
 */
export function randomDecision(g: TableState, legal: readonly LegalDecision[]): Decision {
  const u = peekFloat(g.rng, g.decisions) * legal.length;
  const kind = Math.floor(u);
  const choice = legal[kind]!;
  if (choice.type !== 'move') return WAIT;
  if (choice.minDistance === choice.maxDistance) return choice.toward ? TOWARD : AWAY;
  const distances = randomDistances('up-to', choice.maxDistance);
  // The fractional part of the same draw picks the length, so one draw makes one decision.
  return { type: 'move', toward: choice.toward, distance: distances[Math.floor((u - kind) * distances.length)]! };
}
