// "The nearest enemy", as every turn system measures it: centre to centre among the bases on the table,
// distances within EPS equal, and equal ones going to the first in scenario order.
import { centreDistance, EPS, slide, type MovePath } from '../core/geometry.ts';
import type { TableState } from '../core/types.ts';

/** A test of base `k` as a candidate nearest to `i`: a function made once, so that asking it allocates nothing. */
export type Accept = (g: TableState, k: number, i: number) => boolean;

/**
 * The nearest combatant to `i` on the table that passes `accept` (all, when null), or -1; its distance
 * is then `g.scratch.nearestDistance` (Infinity when none), read at once. `accept` must be a pure test: it is
 * asked only of a base nearer than the nearest accepted so far, which gives the same answer as asking
 * every base, at a fraction of the cost when the test itself measures the table (WWPD's "engaged").
 */
export function nearest(g: TableState, i: number, accept: Accept | null, enemiesOnly = false): number {
  const cs = g.combatants;
  const me = cs[i]!;
  let best = -1;
  let bestD = Infinity;
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k]!;
    if (k === i || c.removed || (enemiesOnly && c.side === me.side)) continue;
    const d = centreDistance(me, c);
    if (d < bestD - EPS && (accept === null || accept(g, k, i))) {
      bestD = d;
      best = k;
    }
  }
  // Measured here, not again by the callers that need it.
  g.scratch.nearestDistance = bestD;
  return best;
}

/** Asked at nearly every step of every system but Fragment 1: the side test is inline, not a closure. */
export function nearestEnemy(g: TableState, i: number): number {
  return nearest(g, i, null, true);
}

/**
 * The one Move outside a Match (rules 25–26 as WS5–WS6, WW2 and WA6 use them): `k` toward or away from
 * its nearest enemy, along the line through both centres, stopping `spacing` from the first base in its
 * way (a base's diameter to touch it, more to stop short). Measures only: the caller places `k` at
 * `path.to`, records the Move, and removes `k` if it left the table. The answer is written into `path`
 * (the callers pass their state's, g.scratch.path, read at once).
 */
export function slideFromNearest(
  g: TableState,
  k: number,
  toward: boolean,
  distance: number,
  spacing: number,
  path: MovePath,
): { nearest: number; path: MovePath } {
  const c = g.combatants[k]!;
  const e = nearestEnemy(g, k);
  const o = g.combatants[e]!;
  const len = g.scratch.nearestDistance;
  const sign = toward ? 1 : -1;
  slide(g.combatants, k, (sign * (o.x - c.x)) / len, (sign * (o.y - c.y)) / len, distance, spacing, path);
  return { nearest: e, path };
}
