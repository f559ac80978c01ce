// The decisions a Match allows (rules 23–26, 30–31; reading move-distance).
import type { TableState, LegalDecision } from '../core/types.ts';

// The shared lists are typed read-only but not frozen: V8 reads a frozen array's entries through a
// slow path, at every decision of a simulation. Their entries are frozen.
export const FIGHT_DEFENDING: readonly LegalDecision[] = [Object.freeze({ type: 'fight', defending: true } as const)];
export const FIGHT_STRIKING: readonly LegalDecision[] = [Object.freeze({ type: 'fight', defending: false } as const)];
const WAIT_CHOICE: LegalDecision = Object.freeze({ type: 'wait' } as const);

/**
 * Wait, or Move toward or away (rules 23–26; reading move-distance): for a combatant out of contact in a
 * Match, and for the lone Moves a turn system asks for outside one (WarSpike's leftovers, changeover).
 * Made afresh (three small objects): kept, the lists were module state shared by every game.
 */
export function waitOrMove(g: TableState): readonly LegalDecision[] {
  const max = g.params.move;
  const min = g.readings['move-distance'] === 'up-to' ? 0 : max;
  return [
    WAIT_CHOICE,
    Object.freeze({ type: 'move', toward: true, minDistance: min, maxDistance: max } as const),
    Object.freeze({ type: 'move', toward: false, minDistance: min, maxDistance: max } as const),
  ];
}
