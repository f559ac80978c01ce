import { afterEach, describe, expect, it, vi } from 'vitest';
import { paced } from '../../../src/server/paced.ts';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('paced', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls in arrival order, each with its own arguments, after the caller returns', async () => {
    const seen: Array<[number, string]> = [];
    let done!: () => void;
    const all = new Promise<void>((ok) => (done = ok));
    const take = paced((n: number, s: string) => {
      seen.push([n, s]);
      if (seen.length === 5) done();
    }, 4);
    for (let i = 0; i < 5; i++) take(i, `r${i}`);
    expect(seen).toEqual([]);
    await all;
    expect(seen).toEqual([0, 1, 2, 3, 4].map((i) => [i, `r${i}`]));
  });

  it('reads a message that arrives while a crowd waits before the crowd is through', async () => {
    // The first call starts something another thread answers (as a commit does): its answer must be read
    // after a slice, not after all 40 calls of 1 ms each.
    const { port1, port2 } = new MessageChannel();
    let calls = 0;
    let callsWhenAnswered = -1;
    port1.onmessage = () => {
      callsWhenAnswered = calls;
      port1.close();
    };
    let done!: () => void;
    const all = new Promise<void>((ok) => (done = ok));
    const take = paced(() => {
      if (calls === 0) port2.postMessage('committed');
      busy(1);
      if (++calls === 40) done();
    }, 4);
    for (let i = 0; i < 40; i++) take();
    await all;
    expect(callsWhenAnswered).toBeGreaterThan(0);
    expect(callsWhenAnswered).toBeLessThanOrEqual(10);
  });

  it('goes on with the calls after one that throws, in the next turn', () => {
    // The turns are run by hand, so the throw is caught here rather than by the event loop.
    const turns: Array<() => void> = [];
    vi.spyOn(globalThis, 'setImmediate').mockImplementation(((f: () => void) => (turns.push(f), {})) as unknown as typeof setImmediate);
    const seen: number[] = [];
    const take = paced((n: number) => {
      if (n === 1) throw new Error('request 1 failed');
      seen.push(n);
    }, 1000);
    for (let i = 0; i < 4; i++) take(i);
    expect(() => turns.shift()!()).toThrow('request 1 failed');
    expect(seen).toEqual([0]);
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(seen).toEqual([0, 2, 3]);
    expect(turns).toHaveLength(0);
    // Idle again: the next call schedules a turn of its own.
    take(4);
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(seen).toEqual([0, 2, 3, 4]);
  });

  it('takes one call a turn when each is longer than the slice', async () => {
    let turns = 0;
    const tick = setInterval(() => turns++, 0);
    let done!: () => void;
    const all = new Promise<void>((ok) => (done = ok));
    let calls = 0;
    const take = paced(() => {
      busy(3);
      if (++calls === 6) done();
    }, 1);
    for (let i = 0; i < 6; i++) take();
    await all;
    clearInterval(tick);
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});
