// Where the solver keeps its rankings of the open field's unlocked nodes (minimax.ts), and what they are
// keyed by. In the open field a gap changes a ranking only through the contact tests of the Moves ahead
// (openMove: a full Move toward reaches when the gap is at most a Move and EPS), so every gap between two
// neighbouring multiples of the Move (offset by EPS) ranks alike, bit for bit: the recursion below it
// meets the same tests, takes the same branches and adds the same numbers. Such a gap is kept by its
// class (how many full Moves toward it would take to reach, clamped past what the Match's Actions can
// reach); a gap within TIGHT of a class's edge, where a last rounding could tip a test, is kept by its
// exact value, in a least-recently-used store of bounded size. tests/unit/engine/rankings.test.ts holds
// the classes to the uncached recursion.
import { EPS } from '../core/geometry.ts';
import type { MatchState } from '../core/types.ts';

/** Distinct from every class: the gap sits on a class's edge, so it is kept by its exact value. */
const ON_EDGE = NaN;

/**
 * How near to a class's edge, in Moves, a gap is kept exactly. The gaps along a Match differ from the
 * exact multiples by a few roundings (about 1e-14 of an inch); this is far wider, and games' gaps are
 * continuous, so almost none fall within it.
 */
const TIGHT = 1e-7;

/** Exact entries kept at most: beyond, the least recently used goes. */
export const EXACT_LIMIT = 4096;

/**
 * The class of `gap` for a Match of `actions` Actions a side and Moves of `move`: ⌈(gap − EPS) / move⌉,
 * the full Moves toward that reach contact, clamped to ±2·actions (no Match has more Actions left than
 * that); ON_EDGE (NaN) within TIGHT of an edge a Move could meet.
 */
export function gapClass(gap: number, move: number, actions: number): number {
  const reach = 2 * actions;
  const q = (gap - EPS) / move;
  if (q > reach + TIGHT) return reach + 1;
  if (q < -reach - TIGHT) return -reach - 1;
  const k = Math.ceil(q);
  return k - q < TIGHT || q - (k - 1) < TIGHT ? ON_EDGE : k;
}

/**
 * key()'s part that is not the gap: the slot, who acts first, whether locked, whom a strike waits on.
 * Under AT_A_GAP.
 */
export function place(m: MatchState): number {
  const pending = m.pending < 0 ? 0 : m.pending === m.instigator ? 1 : 2;
  return ((m.slot * 2 + (m.first === 'instigator' ? 0 : 1)) * 2 + (m.locked ? 1 : 0)) * 3 + pending;
}

/** How many places a gap holds (slots up to 63; a Match has at most 20). */
export const AT_A_GAP = 64 * 2 * 2 * 3;

/**
 * A solver's rankings (any row type), by class and place: at most (4·actions + 3) × AT_A_GAP by class,
 * in one array made once, and EXACT_LIMIT on an edge. Nothing is cleared wholesale.
 */
export class Rankings<Row> {
  private readonly byClass: Array<Row | undefined>;
  /** Insertion order is use order: a hit is moved to the end, the first is the least recently used. */
  private readonly exact = new Map<string, Row>();
  private readonly lowest: number;
  private readonly move: number;
  private readonly actions: number;
  private readonly exactLimit: number;

  constructor(move: number, actions: number, exactLimit = EXACT_LIMIT) {
    this.move = move;
    this.actions = actions;
    this.exactLimit = exactLimit;
    this.lowest = -2 * actions - 1;
    this.byClass = new Array<Row | undefined>((4 * actions + 3) * AT_A_GAP).fill(undefined);
  }

  find(gap: number, m: MatchState): Row | undefined {
    const k = gapClass(gap, this.move, this.actions);
    if (k === k) return this.byClass[(k - this.lowest) * AT_A_GAP + place(m)];
    const key = `${gap}|${place(m)}`;
    const row = this.exact.get(key);
    if (row !== undefined) {
      this.exact.delete(key);
      this.exact.set(key, row);
    }
    return row;
  }

  keep(gap: number, m: MatchState, row: Row): void {
    const k = gapClass(gap, this.move, this.actions);
    if (k === k) {
      this.byClass[(k - this.lowest) * AT_A_GAP + place(m)] = row;
      return;
    }
    if (this.exact.size >= this.exactLimit) this.exact.delete(this.exact.keys().next().value!);
    this.exact.set(`${gap}|${place(m)}`, row);
  }

  /** How many exact entries are held (for the tests of the bound). */
  get exactHeld(): number {
    return this.exact.size;
  }
}
