// Closest first (rules 12, 13, 20; spec T2, T3): the pairs a Turn may Match next, measured now. Fragment 1
// forms its Matches from them, WarSpike offers them as `closest`, the widgets show them.
import { gap, EPS } from '../core/geometry.ts';
import { bit } from '../core/bits.ts';
import type { TableState, PairOption } from '../core/types.ts';

/**
 * Rules 12, 13, 20 (spec T2, T3): the closest pairs of non-Inert opposing combatants on the table,
 * measured now, as flat [instigator, retaliator, ...] indices in scenario order. More than one pair
 * is a tie the Instigator settles.
 */
export function closestPairIndices(g: TableState): number[] {
  const pairs: number[] = [];
  pairs.length = findClosestPairs(g, pairs);
  return pairs;
}

/**
 * closestPairIndices written into `pairs` (its earlier contents overwritten, its length left alone);
 * returns how many entries are the answer. The Turn's loop reuses one array, the state's
 * (g.scratch.pairs): a Match is formed ten times a game and millions of times a simulation.
 */
export function findClosestPairs(g: TableState, pairs: number[]): number {
  const cs = g.combatants;
  // The working lists are the state's (it never runs inside itself); `distances` holds the distance of
  // each pair in the answer so far, measured once rather than again at each closer pair.
  const scratch = g.scratch;
  // Who may still be Matched, side by side, in scenario order: the scan below then meets only them.
  if (scratch.freeInstigators.length < cs.length) {
    scratch.freeInstigators = new Int32Array(cs.length);
    scratch.freeRetaliators = new Int32Array(cs.length);
  }
  const fi = scratch.freeInstigators;
  const fr = scratch.freeRetaliators;
  let ni = 0;
  let nr = 0;
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k]!;
    // Listed without a branch on the flags (core/bits.ts): who is still free changes from one pairing
    // to the next as a Turn goes on, and the branch cost about a twentieth of a whole simulation. Each
    // index is written to both lists; only a free one is kept.
    const open = 1 ^ (bit(c.removed) | bit(c.inert));
    const mine = c.side === 'instigator' ? open : 0;
    fi[ni] = k;
    fr[nr] = k;
    ni += mine;
    nr += open ^ mine;
  }
  if (scratch.distances.length < ni * nr) scratch.distances = new Float64Array(ni * nr);
  const distances = scratch.distances;
  let best = Infinity;
  let bound = Infinity; // (best + EPS)², so most pairs are rejected without a square root
  let n = 0;
  for (let p = 0; p < ni; p++) {
    const i = fi[p]!;
    const a = cs[i]!;
    for (let q = 0; q < nr; q++) {
      const r = fr[q]!;
      const b = cs[r]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d2 = dx * dx + dy * dy;
      if (d2 > bound) continue;
      const d = Math.sqrt(d2);
      if (d < best - EPS) {
        // A strictly closer pair; earlier pairs within EPS of it stay tied with it.
        let kept = 0;
        for (let k = 0; k < n; k += 2) {
          if (distances[k >> 1]! <= d + EPS) {
            distances[kept >> 1] = distances[k >> 1]!;
            pairs[kept++] = pairs[k]!;
            pairs[kept++] = pairs[k + 1]!;
          }
        }
        n = kept;
        best = d;
        bound = (d + EPS) * (d + EPS);
      }
      distances[n >> 1] = d;
      pairs[n++] = i;
      pairs[n++] = r;
    }
  }
  return n;
}

export function closestPairs(g: TableState): PairOption[] {
  const idx = closestPairIndices(g);
  const out: PairOption[] = [];
  for (let k = 0; k < idx.length; k += 2) {
    const a = g.combatants[idx[k]!]!;
    const b = g.combatants[idx[k + 1]!]!;
    out.push({ instigator: a.id, retaliator: b.id, distance: Math.max(0, gap(a, b, g.params.base)) });
  }
  return out;
}

/** Every candidate pair with its gap, closest first: what a reader sees before a Match is formed. */
export function candidatePairs(g: TableState): PairOption[] {
  const out: PairOption[] = [];
  g.combatants.forEach((a) => {
    if (a.removed || a.inert || a.side !== 'instigator') return;
    g.combatants.forEach((b) => {
      if (b.removed || b.inert || b.side !== 'retaliator') return;
      out.push({ instigator: a.id, retaliator: b.id, distance: Math.max(0, gap(a, b, g.params.base)) });
    });
  });
  return out.sort((p, q) => p.distance - q.distance);
}
