// "The nearest enemy", as every turn system measures it: centre to centre among the bases on the table,
// distances within EPS equal, and equal ones going to the first in scenario order.
import { centreDistance, EPS } from '../core/geometry.ts';
import type { GameState } from '../core/types.ts';

/** The nearest combatant to `i` on the table that passes `accept`, or -1. */
export function nearest(g: GameState, i: number, accept: (k: number) => boolean): number {
  const me = g.combatants[i]!;
  let best = -1;
  let bestD = Infinity;
  for (let k = 0; k < g.combatants.length; k++) {
    if (k === i || g.combatants[k]!.removed || !accept(k)) continue;
    const d = centreDistance(me, g.combatants[k]!);
    if (d < bestD - EPS) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

export function nearestEnemy(g: GameState, i: number): number {
  return nearest(g, i, (k) => g.combatants[k]!.side !== g.combatants[i]!.side);
}
