// The die (spec: Dice; rules 7, 33): a face is 1 + ⌊float × faces⌋ of the stream's next state, so a
// seed replays its games. rollDie and deployment's coin read it through faceAt, which truncates rather
// than calls Math.floor.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { faceAt, floatAt, nextState, Stream } from '../../../src/engine/core/random.ts';
import { DIE_FACES } from '../../../src/engine/core/params.ts';
import { ACT_3_DIE } from '../../../src/engine/systems/war/war.ts';
import { COIN_FACES } from '../../../src/engine/setup/scenario.ts';

// Every die a game rolls: the defence die's choices, WAR's Act 3 D6 and the coin of rule 7.
const FACES = [...DIE_FACES, ACT_3_DIE, COIN_FACES];

describe('faceAt', () => {
  it('is 1 + ⌊floatAt × faces⌋ for every stream state and every die', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.constantFrom(...FACES), (state, faces) => {
        expect(faceAt(state, faces)).toBe(1 + Math.floor(floatAt(state) * faces));
      }),
      { numRuns: 20_000 },
    );
  });

  it('rolls each face of every die about equally often, and no other (a fair die: rule 33’s 1D6, and the coin of rule 7)', () => {
    for (const faces of FACES) {
      const count = new Map<number, number>();
      const draws = 2_000 * faces;
      let state = 12345;
      for (let k = 0; k < draws; k++) {
        state = nextState(state);
        const face = faceAt(state, faces);
        count.set(face, (count.get(face) ?? 0) + 1);
      }
      expect([...count.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: faces }, (_, k) => k + 1));
      // 2,000 expected a face: a fair die strays by more than 10% about once in 10⁵ faces.
      for (const seen of count.values()) expect(Math.abs(seen - 2_000)).toBeLessThan(200);
    }
  });

  it('is the set-up stream’s die too: 1 + ⌊next float × sides⌋', () => {
    const stream = new Stream(7);
    const floats = new Stream(7);
    for (let k = 0; k < 1_000; k++) {
      const sides = FACES[k % FACES.length]!;
      expect(stream.die(sides)).toBe(1 + Math.floor(floats.next() * sides));
    }
  });
});
