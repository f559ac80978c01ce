// Movement & Waiting (rules 23–28): where a Move ends (toward or away, off the table, into contact)
// and the Wait's event; the Actions themselves are the Match transition's (transition.ts). The Move's
// length is the `move` parameter (or less, under the up-to ruling); see game.ts.
import { EPS, centreDistance, gap, onTable, slid, slideAmong, type Point } from '../core/geometry.ts';
import { RULESETS } from '../core/rulesets.ts';
import { bit } from '../core/bits.ts';
import { indexOf, opponentOf } from './combat.ts';
import type { GameEvent, TableState, MatchState, Side } from '../core/types.ts';

/** Rule 24's event: the combatant did nothing for 1 Action (transition.ts). */
export function recordWait(g: TableState, k: number, action: number, out: GameEvent[]): void {
  out.push({ type: 'wait', id: g.combatants[k]!.id, action, rules: RULESETS[g.ruleset].cite.wait });
}

export interface MovePreview {
  toward: boolean;
  to: Point;
  moved: number;
  /** Index of the base that stopped the move, or -1. */
  stoppedBy: number;
  offTable: boolean;
  contact: boolean;
}

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
  // The bases in the way are the Match's, measured at its first Move (inTheWay).
  if (way.m !== m || way.g !== g) inTheWay(g, m);
  const stoppedBy = slideAmong(g.combatants, way.among, way.count, mover, dx, dy, distance, diameter, -1);
  const moved = slid[0]!;
  const to = into.to;
  // Land exactly in contact with the opponent so rounding never leaves a hair's gap or overlap.
  to.x = stoppedBy === opponent ? o.x - dx * diameter : p.x + dx * moved;
  to.y = stoppedBy === opponent ? o.y - dy * diameter : p.y + dy * moved;
  into.toward = toward;
  into.moved = moved;
  into.stoppedBy = stoppedBy;
  into.offTable = !onTable(to, g.params.table);
  into.contact = stoppedBy === opponent || gap(to, o, diameter) <= EPS;
  return into;
}

export function newPreview(): MovePreview {
  return { toward: true, to: { x: 0, y: 0 }, moved: 0, stoppedBy: -1, offTable: false, contact: false };
}

/**
 * The bases a Move of Match `m` can meet, for the Match under way (measured at its first Move). Every
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
  const reach = g.params.base + WAY_SLACK;
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
  way.g = g;
  way.m = m;
}

const WAY_SLACK = 1e-6;
// inTheWay's answer: `among[0..count)` for Match `m` on table `g`.
const way = { g: null as TableState | null, m: null as MatchState | null, among: new Int32Array(16), count: 0 };

/** Forgets the bases in the way of the last Match measured: a Match opened may take a closed one's object (turn-flow.ts). */
export function forgetWay(): void {
  way.m = null;
}
