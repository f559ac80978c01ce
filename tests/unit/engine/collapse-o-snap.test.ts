// Collapse-o-Snap (turn-systems.md, the designer's comments): from any attempted pair the snaps end at
// two combatants each other's closest, and whatever the attempts, a Turn's Matches are the ones
// closest-first forms (only their order can differ).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closestFreeEnemy, initialState, parseScenario, snapChain, type GameState } from '../../../src/engine/index.ts';
import { closestPairIndices } from '../../../src/engine/table/pairs.ts';
import { snapshot } from './helpers.ts';

/** The designer's example: a pair close together in the middle, and one of each side out on its edge. */
const edgeAndMiddle = () =>
  initialState(
    parseScenario({
      combatants: [
        { id: 'Iedge', side: 'instigator', x: 2, y: 0.5 },
        { id: 'Imid', side: 'instigator', x: 6, y: 5.5 },
        { id: 'Rmid', side: 'retaliator', x: 6, y: 7 },
        { id: 'Redge', side: 'retaliator', x: 10, y: 11.5 },
      ],
    }),
  );

describe('the snap chain', () => {
  it('edge attacks middle: the middle Retaliator snaps to the middle Instigator, who is its closest in turn', () => {
    const c = snapChain(edgeAndMiddle(), 'Iedge', 'Rmid');
    expect(c.snaps.map((s) => `${s.active}>${s.snapsTo}`)).toEqual(['Rmid>Imid', 'Imid>Rmid']);
    expect(c.pair).toEqual({ instigator: 'Imid', retaliator: 'Rmid' });
    expect(c.snaps[0]!.gap).toBeCloseTo(0.5, 12);
  });

  it('edge attacks edge: the far Retaliator snaps to the middle Instigator, who snaps to the middle Retaliator', () => {
    const c = snapChain(edgeAndMiddle(), 'Iedge', 'Redge');
    expect(c.snaps.map((s) => `${s.active}>${s.snapsTo}`)).toEqual(['Redge>Imid', 'Imid>Rmid', 'Rmid>Imid']);
    expect(c.pair).toEqual({ instigator: 'Imid', retaliator: 'Rmid' });
  });

  it("a pair already each other's closest stays as attempted", () => {
    expect(snapChain(edgeAndMiddle(), 'Imid', 'Rmid').pair).toEqual({ instigator: 'Imid', retaliator: 'Rmid' });
  });

  it('refuses a pair of one side, or a combatant already Matched', () => {
    const g = edgeAndMiddle();
    expect(() => snapChain(g, 'Iedge', 'Imid')).toThrow(/same side/);
    g.combatants[2]!.inert = true;
    expect(() => snapChain(g, 'Iedge', 'Rmid')).toThrow(/not an unMatched combatant/);
    expect(snapChain(g, 'Iedge', 'Redge').pair).toEqual({ instigator: 'Imid', retaliator: 'Redge' });
  });
});

/** Marks a pair Matched (Inert) without playing it: the static picture the property compares. */
function matchOff(g: GameState, i: string, r: string): void {
  for (const c of g.combatants) if (c.id === i || c.id === r) c.inert = true;
}

const positionsArb = fc
  .array(fc.tuple(fc.double({ min: 0.5, max: 23.5, noNaN: true }), fc.double({ min: 0.5, max: 23.5, noNaN: true }), fc.boolean()), {
    minLength: 2,
    maxLength: 14,
  })
  .map((pts) => {
    const cs: { id: string; side: 'instigator' | 'retaliator'; x: number; y: number }[] = [];
    pts.forEach(([x, y, isI], k) => {
      if (cs.every((c) => Math.hypot(c.x - x, c.y - y) >= 1)) cs.push({ id: `${isI ? 'I' : 'R'}${k}`, side: isI ? 'instigator' : 'retaliator', x, y });
    });
    return cs;
  })
  .filter((cs) => cs.some((c) => c.side === 'instigator') && cs.some((c) => c.side === 'retaliator'))
  // Tied distances leave the choice to the Instigator (rule 13), and then either Match may form: the
  // claim is for tables without ties, as real tables are.
  .filter((cs) => {
    const ds = cs
      .flatMap((a) => cs.filter((b) => b.side !== a.side && a.side === 'instigator').map((b) => Math.hypot(a.x - b.x, a.y - b.y)))
      .sort((x, y) => x - y);
    return ds.every((d, k) => k === 0 || d - ds[k - 1]! > 1e-6);
  });

describe("property: whatever the attempts, the Matches are closest-first's", () => {
  it('random positions, random attempted pairs', () => {
    fc.assert(
      fc.property(positionsArb, fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (combatants, picks) => {
        const start = initialState(parseScenario({ table: { width: 24, depth: 24 }, combatants }));
        // Closest first, measured on the static table.
        const greedy = snapshot(start);
        const expected = new Set<string>();
        for (let pairs = closestPairIndices(greedy); pairs.length > 0; pairs = closestPairIndices(greedy)) {
          const [i, r] = [greedy.combatants[pairs[0]!]!.id, greedy.combatants[pairs[1]!]!.id];
          expected.add(`${i}|${r}`);
          matchOff(greedy, i, r);
        }
        // Any attempts, each snapped.
        const snapped = snapshot(start);
        const got = new Set<string>();
        let n = 0;
        for (;;) {
          const free = (side: string) => snapped.combatants.filter((c) => c.side === side && !c.inert);
          const is = free('instigator');
          const rs = free('retaliator');
          if (is.length === 0 || rs.length === 0) break;
          const a = is[picks[n++ % picks.length]! % is.length]!;
          const t = rs[picks[n++ % picks.length]! % rs.length]!;
          const { pair, snaps } = snapChain(snapped, a.id, t.id);
          // Every snap goes to the active combatant's closest free enemy.
          for (const s of snaps)
            expect(
              snapped.combatants[
                closestFreeEnemy(
                  snapped,
                  snapped.combatants.findIndex((c) => c.id === s.active),
                )
              ]!.id,
            ).toBe(s.snapsTo);
          got.add(`${pair.instigator}|${pair.retaliator}`);
          matchOff(snapped, pair.instigator, pair.retaliator);
        }
        expect([...got].sort()).toEqual([...expected].sort());
      }),
      { numRuns: 300 },
    );
  });
});
