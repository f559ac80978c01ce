// The decisions a Match allows (rules 23–26, 30–31; ruling move-distance), as shared read-only lists.
import type { TableState, LegalDecision } from '../core/types.ts';

// The shared lists are typed read-only but not frozen: V8 reads a frozen array's entries through a
// slow path, at every decision of a simulation. Their entries are frozen.
export const FIGHT_DEFENDING: readonly LegalDecision[] = [Object.freeze({ type: 'fight', defending: true } as const)];
export const FIGHT_STRIKING: readonly LegalDecision[] = [Object.freeze({ type: 'fight', defending: false } as const)];
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
 * Wait, or Move toward or away (rules 23–26; ruling move-distance): for a combatant out of contact in a
 * Match, and for the lone Moves a turn system asks for outside one (WarSpike's leftovers, changeover).
 */
export function waitOrMove(g: TableState): readonly LegalDecision[] {
  const max = g.params.move;
  return moveChoices(g.rulings['move-distance'] === 'up-to' ? 0 : max, max);
}
