// The designer's unwritten "Collapse-o-Snap" (spec turn-systems.md; his comments on the v0.1f post):
// an activated combatant always snaps to its closest unMatched enemy, overriding the Match attempt that
// activated it. Followed from any attempted pair, the snaps end at two combatants that are each other's
// closest, which is why Fragment 1 can drop WarSpike's free choice and simply Match the closest pair.
import { gap } from '../../core/geometry.ts';
import { nearest, type Accept } from '../../table/nearest.ts';
import { closestPairs } from '../../table/pairs.ts';
import type { Combatant, GameState, PairOption } from '../../core/types.ts';

export interface Snap {
  /** The combatant that became active. */
  active: string;
  /** Its closest unMatched enemy, which it snaps to. */
  snapsTo: string;
  /** Edge-to-edge gap between them, inches. */
  gap: number;
}

export interface SnapChain {
  attempt: { instigator: string; retaliator: string };
  snaps: Snap[];
  /** The Match the snaps collapse to: two combatants each other's closest. */
  pair: { instigator: string; retaliator: string };
}

const free = (c: Combatant) => !c.removed && !c.inert;
const notInert: Accept = (g, k) => !g.combatants[k]!.inert;

/**
 * The closest free enemy of combatant `i`, or -1. Distances within EPS are equal, as closest-first
 * measures them; equal ones go to the one first in scenario order, so the chain is one definite sequence.
 */
export function closestFreeEnemy(g: GameState, i: number): number {
  return nearest(g, i, notInert, true);
}

/**
 * Follows the snaps from an attempted Match of `instigator` (its active combatant) and `retaliator`
 * (its target): the target activates and snaps to its closest unMatched enemy, that one to its own,
 * and so on, until the last two are each other's closest. Throws on a combatant that is not free.
 */
export function snapChain(g: GameState, instigator: string, retaliator: string): SnapChain {
  const index = (id: string) => {
    const k = g.combatants.findIndex((c) => c.id === id);
    if (k < 0 || !free(g.combatants[k]!)) throw new Error(`${id} is not an unMatched combatant on the table`);
    return k;
  };
  let prev = index(instigator);
  let cur = index(retaliator);
  if (g.combatants[prev]!.side === g.combatants[cur]!.side) throw new Error(`${instigator} and ${retaliator} are on the same side`);
  const snaps: Snap[] = [];
  // Each snap is to a strictly closer pair (or the same one), so the chain ends within one step a combatant.
  for (let step = 0; step <= 2 * g.combatants.length; step++) {
    const next = closestFreeEnemy(g, cur);
    const a = g.combatants[cur]!;
    const b = g.combatants[next]!;
    snaps.push({ active: a.id, snapsTo: b.id, gap: Math.max(0, gap(a, b, g.params.base)) });
    if (next === prev && closestFreeEnemy(g, prev) === cur) {
      const [i, r] = a.side === 'instigator' ? [a, b] : [b, a];
      return { attempt: { instigator, retaliator }, snaps, pair: { instigator: i.id, retaliator: r.id } };
    }
    prev = cur;
    cur = next;
  }
  throw new Error('the snaps did not settle'); // unreachable: distances only fall along the chain
}

/** A pair of combatants by id: the Instigator's, then the Retaliator's. */
export interface PairIds {
  instigator: string;
  retaliator: string;
}

/**
 * The table after the Matches of `pairs` have formed: their combatants Inert for the rest of the Turn
 * (rule 19); `g` is left as it was. A view to measure, never played: it shares g's scratch.
 */
export function withMatchesFormed(g: GameState, pairs: readonly PairIds[]): GameState {
  const matched = new Set(pairs.flatMap((p) => [p.instigator, p.retaliator]));
  return { ...g, combatants: g.combatants.map((c) => (matched.has(c.id) ? { ...c, inert: true } : c)) };
}

/**
 * The Matches closest first forms on this table, in its order (rules 12, 20): the closest pair, then the
 * closest of those left, until no pair is. `tied` marks a pick the Instigator makes (rule 13); here the
 * first in the table's list is taken, as automatic play does.
 */
export function closestFirstMatches(g: GameState): Array<PairOption & { tied: boolean }> {
  const out: Array<PairOption & { tied: boolean }> = [];
  for (let table = g, best = closestPairs(table); best.length > 0; best = closestPairs(table)) {
    const p = best[0]!;
    out.push({ ...p, tied: best.length > 1 });
    table = withMatchesFormed(table, [p]);
  }
  return out;
}
