// Rule 6 (spec G4) for a base placed by hand: the deployment zones a side's bases may stand in.
import type { Params } from '../core/params.ts';
import type { Side } from '../core/types.ts';

/**
 * The spot nearest (x, y) where a base of `side` lies wholly on the table with its centre within
 * `zone` inches of its own edge (the Instigator's edge is y = 0), the table and the base's size from
 * `p`. Overlaps are parseScenario's to refuse.
 */
export function placeInZone(p: Pick<Params, 'table' | 'base'>, zone: number, side: Side, x: number, y: number): { x: number; y: number } {
  const { width, depth } = p.table;
  const r = p.base / 2;
  const cx = Math.min(width - r, Math.max(r, x));
  const cy = side === 'instigator' ? Math.min(zone, Math.max(r, y)) : Math.min(depth - r, Math.max(depth - zone, y));
  return { x: cx, y: cy };
}
