// The scratch's keyed values (kept): what a higher layer keeps for itself in a state's working space,
// typed by its key, made once per state and never shared with a copy (docs/engine.md, "The scratch").
import { describe, expect, it } from 'vitest';
import { deploy, kept, type ScratchKey, cloneState, newGame } from '../../../src/engine/index.ts';

describe('kept: a value of its own under a key', () => {
  const COUNT: ScratchKey<{ n: number }> = { name: 'count', make: () => ({ n: 0 }) };
  const OTHER: ScratchKey<{ n: number }> = { name: 'count', make: () => ({ n: 100 }) };

  it('is made by its key on first use and the same value after, one per key (not per name)', () => {
    const g = newGame(deploy(1)).state;
    kept(g.scratch, COUNT).n++;
    kept(g.scratch, COUNT).n++;
    expect(kept(g.scratch, COUNT).n).toBe(2);
    expect(kept(g.scratch, OTHER).n).toBe(100);
  });

  it("is never shared: another state and a state's copy each make their own, and the state compares as before", () => {
    const g = newGame(deploy(1)).state;
    kept(g.scratch, COUNT).n = 5;
    expect(kept(newGame(deploy(1)).state.scratch, COUNT).n).toBe(0);
    expect(kept(cloneState(g).scratch, COUNT).n).toBe(0);
    expect(g).toEqual(newGame(deploy(1)).state);
  });
});
