// One seeded stream per game (spec: Dice). Mulberry32: tiny state (one uint32) that lives in the
// game state, so cloning a state clones its future dice and a seed replays a game exactly.

/** The stream's state is one uint32: larger or negative seeds would replay another seed's games. */
export const SEED_MAX = 2 ** 32 - 1;

/** A seed outside 0..SEED_MAX is refused rather than folded onto another seed. */
export function seedProblem(seed: unknown): string | null {
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= SEED_MAX
    ? null
    : `${JSON.stringify(seed) ?? String(seed)} is out of range: a whole number from 0 to ${SEED_MAX}`;
}

/** Turns any integer seed into a stream state. */
export function seedState(seed: number): number {
  return (seed >>> 0) ^ 0x9e3779b9;
}

/** Advances the stream: the next state; floatAt(it) is the float in [0, 1) it draws (two calls, no pair built). */
export function nextState(state: number): number {
  return ((state + 0x6d2b79f5) | 0) >>> 0;
}

/** The float in [0, 1) a stream state draws. */
export function floatAt(state: number): number {
  return mix(state | 0);
}

/**
 * The face from 1 to `faces` a stream state rolls: 1 + ⌊floatAt(state) × faces⌋. The product is never
 * negative and below 2³¹, so `| 0` is that floor, without the rounding and check Math.floor compiles to.
 */
export function faceAt(state: number, faces: number): number {
  return 1 + ((floatAt(state) * faces) | 0);
}

/** A float in [0, 1) derived from a state and a salt without advancing the stream (used by the random policy). */
export function peekFloat(state: number, salt: number): number {
  return mix((state ^ Math.imul(salt + 1, 0x85ebca6b)) | 0);
}

function mix(s: number): number {
  let t = Math.imul(s ^ (s >>> 15), s | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A stand-alone stream for set-up (deployment, coin flip) before a game state exists. */
export class Stream {
  state: number;
  constructor(seed: number) {
    this.state = seedState(seed);
  }
  next(): number {
    this.state = nextState(this.state);
    return floatAt(this.state);
  }
  /** A whole number from 1 to `sides`. */
  die(sides: number): number {
    this.state = nextState(this.state);
    return faceAt(this.state, sides);
  }
}
