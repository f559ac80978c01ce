// The die (spec: Dice): a face is 1 + ⌊float × faces⌋ of the stream's next state. rollDie and
// deployment's coin read it through faceAt, which truncates rather than calls Math.floor.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { faceAt, floatAt, nextState, Stream } from '../../../src/engine/core/random.ts';
import { DIE_FACES } from '../../../src/engine/core/params.ts';

// Every die a game rolls: the defence die's choices, WAR's Act 3 D6 and the coin of rule 4.
const FACES = [...DIE_FACES, 6, 2];

describe('faceAt', () => {
  it('is 1 + ⌊floatAt × faces⌋ for every stream state and every die', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.constantFrom(...FACES), (state, faces) => {
        expect(faceAt(state, faces)).toBe(1 + Math.floor(floatAt(state) * faces));
      }),
      { numRuns: 20_000 },
    );
  });

  it('gives every face from 1 to the die’s faces and no other', () => {
    for (const faces of FACES) {
      const seen = new Set<number>();
      let state = 12345;
      for (let k = 0; k < 5_000; k++) {
        state = nextState(state);
        seen.add(faceAt(state, faces));
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: faces }, (_, k) => k + 1));
    }
  });

  it('is what a set-up stream’s die rolls', () => {
    const stream = new Stream(7);
    let state = new Stream(7).state;
    for (let k = 0; k < 100; k++) {
      state = nextState(state);
      expect(stream.die(20)).toBe(faceAt(state, 20));
    }
  });
});
