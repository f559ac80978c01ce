// Table geometry (spec G1–G3): round bases, centre-to-centre distances, contact within EPS.
// The base diameter and the table are parameters (params.ts): every function here takes them.

export const EPS = 1e-6;

/**
 * Readings ws-stop-short (WarSpike WS5, WS6) and WWPD's "short of contact" (WW2): a Move that "may not
 * target" ends this far short of the first base in its way, visibly not touching, rather than in contact.
 */
export const SHORT_OF_CONTACT = 0.1;

export interface Point {
  x: number;
  y: number;
}

export interface Table {
  width: number;
  depth: number;
}

export function centreDistance(a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return Math.sqrt(dx * dx + dy * dy); // not Math.hypot: this is the engine's hottest line
}

/** Edge-to-edge gap between two bases of `diameter`: what a player measures with a ruler. */
export function gap(a: Point, b: Point, diameter: number): number {
  return centreDistance(a, b) - diameter;
}

export function inContact(a: Point, b: Point, diameter: number): boolean {
  return gap(a, b, diameter) <= EPS;
}

/** Edge to edge at most `reach` inches apart, within EPS: a charge's reach (WWPD WW3), a group's links. */
export function withinReach(a: Point, b: Point, diameter: number, reach: number): boolean {
  return gapWithinReach(gap(a, b, diameter), reach);
}

/** withinReach for a gap already measured (a pending Action's `gap`, say). */
export function gapWithinReach(edgeGap: number, reach: number): boolean {
  return edgeGap <= reach + EPS;
}

/** Rule 27 reads "moving off the gaming area": the base centre has left the table. */
export function onTable(p: Point, table: Table): boolean {
  return p.x >= -EPS && p.x <= table.width + EPS && p.y >= -EPS && p.y <= table.depth + EPS;
}

export interface MovePath {
  to: Point;
  /** Distance actually moved. */
  moved: number;
  /** Index (in `bases`) of the base that stopped the move, or -1. */
  stoppedBy: number;
}

/** Where a Move in a Match would end (match/actions.ts, previewMove): its path, and what it comes to. */
export interface MovePreview extends MovePath {
  toward: boolean;
  offTable: boolean;
  contact: boolean;
}

export function newPreview(): MovePreview {
  return { toward: true, to: { x: 0, y: 0 }, moved: 0, stoppedBy: -1, offTable: false, contact: false };
}

/**
 * Moves base `self` of `bases` along unit vector (dx, dy) for up to `distance`, stopping at the first
 * other base it would touch (spec A3). Removed bases are not on the table and stop nothing, nor does
 * base `ignore` (under simultaneous strikes the opponent moves too: exchange.ts settles that meeting).
 * The answer is written into `path`, a new one unless given: the engine's own Moves reuse one (actions.ts).
 */
export function slide(
  bases: readonly (Point & { removed?: boolean })[],
  self: number,
  dx: number,
  dy: number,
  distance: number,
  diameter: number,
  path: MovePath = newPath(),
  ignore = -1,
): MovePath {
  const from = bases[self]!;
  slideAmong(bases, null, bases.length, self, dx, dy, distance, diameter, ignore, path);
  path.to.x = from.x + dx * path.moved;
  path.to.y = from.y + dy * path.moved;
  return path;
}

/**
 * slide() testing only the first `count` bases listed in `among` (ascending indices; all of them when
 * null): for a caller that knows which bases can be in the way (a Match's line, actions.ts). The same
 * test, base by base, so the same answer whenever the others cannot be met. Writes the distance moved
 * and the base that stopped the Move (or -1) into `path`, leaving `path.to` to the caller: the mover
 * ends at its centre plus (dx, dy) times the distance.
 */
export function slideAmong(
  bases: readonly (Point & { removed?: boolean })[],
  among: Int32Array | null,
  count: number,
  self: number,
  dx: number,
  dy: number,
  distance: number,
  diameter: number,
  ignore: number,
  path: MovePath,
): void {
  const from = bases[self]!;
  const fx = from.x;
  const fy = from.y;
  // `+` makes `stop` a plain double from the start. Begun as the argument (the Move's length, often a
  // whole number of inches and so held as a small integer) and then given a nearer base's double, it
  // was boxed as a new heap number at every Move.
  let stop = +distance;
  let stoppedBy = -1;
  const reach = diameter;
  const far = distance + reach;
  const far2 = far * far;
  const reach2 = reach * reach;
  for (let j = 0; j < count; j++) {
    const i = among === null ? j : among[j]!;
    const q = bases[i]!;
    if (i === self || i === ignore || q.removed) continue;
    const px = fx - q.x;
    const py = fy - q.y;
    const d2 = px * px + py * py;
    if (d2 > far2) continue; // out of reach this Move
    const b = dx * px + dy * py; // negative when heading toward q
    if (b >= 0) continue;
    const c = d2 - reach2;
    const disc = b * b - c;
    if (disc < 0) continue;
    let t = -b - Math.sqrt(disc);
    if (t < EPS) t = 0; // already touching: rounding must not report a hair's-breadth Move
    if (t < stop) {
      stop = t;
      stoppedBy = i;
    }
  }
  path.moved = stop;
  path.stoppedBy = stoppedBy;
}

export function newPath(): MovePath {
  return { to: { x: 0, y: 0 }, moved: 0, stoppedBy: -1 };
}
