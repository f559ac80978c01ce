// A build-time simulation is played once for the same inputs under the same engine, and afresh for others.
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedRun } from '../../../src/site/sim-cache.ts';

const CACHE = resolve('node_modules', '.cache', 'sow-sims');
afterAll(() => {
  for (const f of readdirSync(CACHE)) if (f.startsWith('test-')) rmSync(join(CACHE, f));
});

describe('cachedRun', () => {
  it('plays once for the same inputs and again for different ones', () => {
    const stamp = `${process.pid}-${Date.now()}`;
    let runs = 0;
    const play = () => ({ games: 10, wins: ++runs });
    expect(cachedRun('test', { stamp, seed: 1 }, play)).toEqual({ games: 10, wins: 1 });
    expect(cachedRun('test', { stamp, seed: 1 }, play)).toEqual({ games: 10, wins: 1 });
    expect(cachedRun('test', { stamp, seed: 2 }, play)).toEqual({ games: 10, wins: 2 });
    expect(runs).toBe(2);
  });
});
