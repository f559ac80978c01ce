// The Wait-or-Move choices of a combatant out of contact, and the random policy's pick among them:
// shared by the Match (game.ts, policies.ts) and by the lone Moves a turn system asks for outside a
// Match (WarSpike's leftovers and changeover), so the move-distance ruling is read in one place.
import { peekFloat } from './random.ts';
import { randomDistances } from './rulings.ts';
import type { Decision, GameState, LegalDecision } from './types.ts';

// Shared, frozen decisions: simulations make millions of them. A Move without a distance is the full Move.
export const WAIT: Decision = Object.freeze({ type: 'wait' });
export const TOWARD: Decision = Object.freeze({ type: 'move', toward: true });
export const AWAY: Decision = Object.freeze({ type: 'move', toward: false });

// Out of contact the choices depend only on the Move's limits: shared lists, the last one made kept at
// hand (a game, or a run of a million, asks for the same limits at every decision).
const outOfContact = new Map<string, readonly LegalDecision[]>();
let lastMoves = { min: NaN, max: NaN, list: [] as readonly LegalDecision[] };

function moveChoices(min: number, max: number): readonly LegalDecision[] {
  if (min === lastMoves.min && max === lastMoves.max) return lastMoves.list;
  const k = `${min}|${max}`;
  let list = outOfContact.get(k);
  if (!list) {
    list = [
      Object.freeze({ type: 'wait' } as const),
      Object.freeze({ type: 'move', toward: true, minDistance: min, maxDistance: max } as const),
      Object.freeze({ type: 'move', toward: false, minDistance: min, maxDistance: max } as const),
    ];
    outOfContact.set(k, list);
  }
  lastMoves = { min, max, list };
  return list;
}

/**
 * Wait, or Move toward or away (rules 23–26; ruling move-distance). A Move's length is `maxDistance`
 * (the `move` parameter) under `exact`; under `up-to` anything above `minDistance` (0) up to it.
 */
export function waitOrMove(g: GameState): readonly LegalDecision[] {
  const max = g.params.move;
  return moveChoices(g.rulings['move-distance'] === 'up-to' ? 0 : max, max);
}

/**
 * Wait, toward and away a third each (the three legal choices out of contact); under up-to the length
 * is uniform over randomDistances(), so the solver's odds for this policy stay exact.
 */
export function randomDecision(g: GameState, legal: readonly LegalDecision[]): Decision {
  const u = peekFloat(g.rng, g.decisions) * legal.length;
  const kind = Math.floor(u);
  const choice = legal[kind]!;
  if (choice.type !== 'move') return WAIT;
  if (choice.minDistance === choice.maxDistance) return choice.toward ? TOWARD : AWAY;
  const distances = randomDistances('up-to', choice.maxDistance);
  // The fractional part of the same draw picks the length, so one draw makes one decision.
  return { type: 'move', toward: choice.toward, distance: distances[Math.floor((u - kind) * distances.length)]! };
}
