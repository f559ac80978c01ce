// A run cut into slices of game indices, each tallied on its own and the tallies added, is the run's
// tally: what `--workers` and the browser's pool of workers rely on, for every turn system.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTally, emptyTally, SYSTEM_IDS, type SimOptions } from '../../../src/engine/index.ts';
import { simulateRange } from '../systems.ts';

describe('addTally', () => {
  for (const system of SYSTEM_IDS)
    it(`${system}: slices added in any order equal the whole run`, () => {
      const o: SimOptions = { games: 24, seed: 9, perSide: 3, system, policies: { instigator: 'random', retaliator: 'aggressive' } };
      const whole = simulateRange(o, 0, o.games, emptyTally());
      fc.assert(
        fc.property(fc.uniqueArray(fc.integer({ min: 1, max: o.games - 1 }), { maxLength: 5 }), fc.boolean(), (cuts, backwards) => {
          const bounds = [0, ...cuts.sort((a, b) => a - b), o.games];
          const parts = bounds.slice(1).map((to, k) => simulateRange(o, bounds[k]!, to, emptyTally()));
          if (backwards) parts.reverse();
          expect(parts.reduce(addTally, emptyTally())).toEqual(whole);
        }),
        { numRuns: 8 },
      );
    });
});
