// Movement & Waiting (rules 23–28): where a Move ends (toward or away, off the table, into contact)
// and the Wait's event; the Actions themselves are the Match transition's (transition.ts). The Move's
// length is the `move` parameter (or less, under the up-to reading); see game.ts.
import { EPS, centreDistance, gap, newPreview, onTable, slideAmong, type MovePreview } from '../core/geometry.ts';
import { RULESETS } from '../core/rulesets.ts';
import { bit } from '../core/bits.ts';
import { indexOf, opponentOf } from './combat.ts';
import type { GameEvent, TableState, MatchState, Side } from '../core/types.ts';

/** Rule 24's event: the combatant did nothing for 1 Action (transition.ts). */
export function recordWait(g: TableState, k: number, action: number, out: GameEvent[]): void {
  out.push({ type: 'wait', id: g.combatants[k]!.id, action, rules: RULESETS[g.ruleset].cite.wait });
}

// The preview's shape is the core's (a Match's Moves are measured in the state's scratch, core/scratch.ts).
export { newPreview, type MovePreview } from '../core/geometry.ts';

/**
 * Where a Move would end (A3): along the line through both centres, stopping at the first base touched.
 * Written into `into`, a new one unless given.
 */
export function previewMove(g: TableState, m: MatchState, side: Side, toward: boolean, distance: number, into: MovePreview = newPreview()): MovePreview {
  const mover = indexOf(m, side);
  const opponent = opponentOf(m, mover);
  const p = g.combatants[mover]!;
  const o = g.combatants[opponent]!;
  const len = centreDistance(p, o);
  const sign = toward ? 1 : -1;
  const dx = (sign * (o.x - p.x)) / len;
  const dy = (sign * (o.y - p.y)) / len;
  const diameter = g.params.base;
  // The bases in the way are the Match's, measured at its first Move (inTheWay) in the state's scratch.
  const way = g.scratch.way;
  if (way.m !== m) inTheWay(g, m);
  slideAmong(g.combatants, way.among, way.count, mover, dx, dy, distance, diameter, -1, into);
  const moved = into.moved;
  const stoppedBy = into.stoppedBy;
  const to = into.to;
  // Land exactly in contact with the opponent so rounding never leaves a hair's gap or overlap.
  to.x = stoppedBy === opponent ? o.x - dx * diameter : p.x + dx * moved;
  to.y = stoppedBy === opponent ? o.y - dy * diameter : p.y + dy * moved;
  into.toward = toward;
  into.offTable = !onTable(to, g.params.table);
  into.contact = stoppedBy === opponent || gap(to, o, diameter) <= EPS;
  return into;
}

/**
 * Whether `side`'s Move toward of `distance` would end in contact: previewMove(...).contact, measured
 * into `into` only when it can be. A Move toward closes the gap by at most its length, so a gap wider
 * than that (by more than a hair for rounding) never ends in contact, and the bases in the way need
 * not be met: a counter Match spends most of its Actions waiting at such a gap, looking each time.
 */
export function moveReaches(g: TableState, m: MatchState, side: Side, distance: number, into: MovePreview): boolean {
  const cs = g.combatants;
  if (gap(cs[m.instigator]!, cs[m.retaliator]!, g.params.base) > distance + EPS + SLACK) return false;
  return previewMove(g, m, side, true, distance, into).contact;
}

/**
 * The bases a Move of Match `m` can meet (g.scratch.way), for the Match under way (measured at its first Move). Every
 * Move of a Match, toward or away, runs along the line through the pair's centres, so both stay on
 * that line, and no other base moves until the Match is over: a base farther than a diameter from the
 * line is never in the way. A hair of slack keeps every base that rounding could bring to the line's
 * reach; those left are tested as slide() tests them, in the same order.
 */
function inTheWay(g: TableState, m: MatchState): void {
  const cs = g.combatants;
  const p = cs[m.instigator]!;
  const o = cs[m.retaliator]!;
  const len = centreDistance(p, o);
  const ux = (o.x - p.x) / len;
  const uy = (o.y - p.y) / len;
  const reach = g.params.base + SLACK;
  const way = g.scratch.way;
  if (way.among.length < cs.length) way.among = new Int32Array(cs.length);
  let count = 0;
  const among = way.among;
  for (let k = 0; k < cs.length; k++) {
    const q = cs[k]!;
    // Kept without a branch (core/bits.ts): which bases are near the line differs from Match to Match.
    const near = bit(Math.abs((q.x - p.x) * uy - (q.y - p.y) * ux) <= reach);
    among[count] = k;
    count += bit(k === m.instigator || k === m.retaliator) | (near & (1 ^ bit(q.removed)));
  }
  way.count = count;
  way.m = m;
}

/** A hair beyond any rounding of the table's measures, so a bound kept with it never drops a case the exact test keeps. */
const SLACK = 1e-6;
