// "The nearest enemy" (table/nearest.ts) as every system but Fragment 1 measures it: the first base in
// scenario order among those within EPS of the least distance, a test asked only where it can matter,
// and the distance found handed back rather than measured again by the caller.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centreDistance, EPS } from '../../../src/engine/core/geometry.ts';
import { nearest, nearestEnemy, type Accept } from '../../../src/engine/table/nearest.ts';
import { newScratch, type Combatant, type TableState } from '../../../src/engine/core/types.ts';

function table(bases: { x: number; y: number; enemy: boolean; removed?: boolean }[]): TableState {
  const combatants: Combatant[] = bases.map((b, k) => ({
    id: `B${k}`,
    side: k === 0 || !b.enemy ? 'instigator' : 'retaliator',
    x: b.x,
    y: b.y,
    removed: b.removed ?? false,
    inert: false,
  }));
  return { combatants, scratch: newScratch() } as unknown as TableState;
}

// What nearest promises, written the slow way: every base asked, the least distance first, ties within
// EPS to the earliest in scenario order.
function slowNearest(g: TableState, i: number, accept: Accept | null, enemiesOnly: boolean): number {
  const cs = g.combatants;
  let best = -1;
  let bestD = Infinity;
  for (let k = 0; k < cs.length; k++) {
    if (k === i || cs[k]!.removed || (enemiesOnly && cs[k]!.side === cs[i]!.side)) continue;
    if (accept && !accept(g, k, i)) continue;
    const d = centreDistance(cs[i]!, cs[k]!);
    if (d < bestD - EPS) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

const basesArb = fc.array(
  fc.record({
    x: fc.integer({ min: 0, max: 48 }).map((n) => n / 2),
    y: fc.integer({ min: 0, max: 48 }).map((n) => n / 2),
    enemy: fc.boolean(),
    removed: fc.boolean(),
  }),
  { minLength: 2, maxLength: 12 },
);

// A pure test that reads the table: the bases left of the one asking.
const leftOf: Accept = (g, k, i) => g.combatants[k]!.x < g.combatants[i]!.x;

describe('the nearest base', () => {
  it('ties within EPS go to the first in scenario order, and its distance is handed back', () => {
    const g = table([
      { x: 0, y: 0, enemy: false },
      { x: 3, y: 4, enemy: true },
      // Nearer by less than EPS: equal, so the first one stays.
      { x: 5 - 1e-7, y: 0, enemy: true },
      { x: 0, y: 2, enemy: false },
    ]);
    expect(nearestEnemy(g, 0)).toBe(1);
    expect(g.scratch.nearestDistance).toBe(5);
    expect(nearest(g, 0, null)).toBe(3);
    expect(g.scratch.nearestDistance).toBe(2);
    expect(nearest(g, 0, (t, k) => t.combatants[k]!.x > 0)).toBe(1);
  });

  it('none found: -1, and the distance is Infinity', () => {
    const g = table([
      { x: 0, y: 0, enemy: false },
      { x: 1, y: 1, enemy: true, removed: true },
    ]);
    expect(nearestEnemy(g, 0)).toBe(-1);
    expect(g.scratch.nearestDistance).toBe(Infinity);
  });

  it('gives what asking every base gives, with or without a test, and the distance to the base it gives', () => {
    fc.assert(
      fc.property(basesArb, fc.boolean(), fc.boolean(), (bases, test, enemiesOnly) => {
        const g = table(bases);
        const accept = test ? leftOf : null;
        const k = nearest(g, 0, accept, enemiesOnly);
        expect(k).toBe(slowNearest(g, 0, accept, enemiesOnly));
        expect(g.scratch.nearestDistance).toBe(k < 0 ? Infinity : centreDistance(g.combatants[0]!, g.combatants[k]!));
      }),
    );
  });
});
