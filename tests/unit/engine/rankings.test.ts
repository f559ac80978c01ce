// The solver keeps its rankings by the class of a gap (match/rankings.ts): every gap between two
// neighbouring multiples of the Move (offset by EPS) ranks alike, and a gap on an edge is kept exactly.
// Held here against the solver with no cache at all, bit for bit, for any parameters, readings, gaps and
// slots, including gaps a hair either side of every edge; and the exact store keeps to its bound.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EPS } from '../../../src/engine/core/geometry.ts';
import { MatchSolver, matchKey, type MatchParams } from '../../../src/engine/match/minimax.ts';
import { EXACT_LIMIT, gapClass, Rankings } from '../../../src/engine/match/rankings.ts';
import type { Readings } from '../../../src/engine/core/readings.ts';

type Rules = Pick<Readings, 'move-distance' | 'last-strike'>;

const shapes = fc.record({
  actions: fc.integer({ min: 1, max: 3 }),
  move: fc.integer({ min: 1, max: 24 }).map((k) => k / 4),
  die: fc.constantFrom(4, 6, 10),
  'last-strike': fc.constantFrom('lost', 'lands') as fc.Arbitrary<Rules['last-strike']>,
  'move-distance': fc.constantFrom('full', 'up-to') as fc.Arbitrary<Rules['move-distance']>,
});

// A gap anywhere, or a hair either side of an edge (k Moves and EPS), where a class could go wrong.
const gapFor = (move: number, actions: number) =>
  fc.oneof(
    fc.double({ min: 0, max: 4 * actions * move + 2, noNaN: true }),
    fc
      .tuple(fc.integer({ min: 0, max: 2 * actions + 1 }), fc.constantFrom(-1e-6, -1e-9, -1e-12, 0, 1e-12, 1e-9, 1e-6))
      .map(([k, d]) => Math.max(1e-3, k * move + EPS + d)),
  );

// Cached solvers live across the property's runs, so a class filled at one gap is read at another.
const cached = new Map<string, MatchSolver>();

describe('the solver ranks by the class of a gap as it would with no cache', () => {
  it('bit for bit, for any parameters, readings, gap and slot', () => {
    fc.assert(
      fc.property(
        shapes.chain((s) => fc.tuple(fc.constant(s), gapFor(s.move, s.actions), fc.integer({ min: 0, max: 2 * s.actions - 1 }))),
        ([s, gap, slot]) => {
          const params: MatchParams = { actions: s.actions, move: s.move, die: s.die, 'fails-on': Math.ceil(s.die / 2) + 1 };
          const readings: Rules = { 'move-distance': s['move-distance'], 'last-strike': s['last-strike'] };
          const k = matchKey(params, readings);
          let solver = cached.get(k);
          if (!solver) cached.set(k, (solver = new MatchSolver(readings, params)));
          const fresh = new MatchSolver(readings, params, { cache: false });
          const n = fresh.partWay(gap, slot);
          if (n.m.locked) return;
          expect(solver.ranked(n.gap, n.m)).toStrictEqual(fresh.ranked(n.gap, n.m));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('gap classes', () => {
  it('ceil((gap − EPS) / move), on an edge none, clamped past what the Actions reach', () => {
    expect(gapClass(2.5, 2, 5)).toBe(2);
    expect(gapClass(2 + EPS + 1e-3, 2, 5)).toBe(2);
    expect(gapClass(2 + EPS - 1e-3, 2, 5)).toBe(1);
    expect(gapClass(2 + EPS, 2, 5)).toBeNaN();
    expect(gapClass(2 + EPS + 1e-9, 2, 5)).toBeNaN();
    expect(gapClass(50, 2, 5)).toBe(11);
    expect(gapClass(99.5, 2, 5)).toBe(11);
  });

  it('the exact store keeps at most its limit, dropping the least recently used', () => {
    const solver = new MatchSolver();
    const m = solver.startNode(3).m;
    const r = new Rankings<number>(2, 5, 3);
    const edge = (k: number) => 2 * k + EPS;
    for (const k of [1, 2, 3]) r.keep(edge(k), m, k);
    expect(r.find(edge(1), m)).toBe(1); // used: now the most recent
    r.keep(edge(4), m, 4);
    expect(r.exactHeld).toBe(3);
    expect(r.find(edge(2), m)).toBeUndefined();
    expect([r.find(edge(1), m), r.find(edge(3), m), r.find(edge(4), m)]).toEqual([1, 3, 4]);
    expect(EXACT_LIMIT).toBeGreaterThan(1000);
  });
});
