// The Lab's run: progress handed on once a frame, whatever the workers report meanwhile, and slices sized
// by the time they take (issue 38). Render counts and sizes here; the speed itself is scripts/bench-lab.ts's.
import { describe, expect, it } from 'vitest';
import { progressBatcher, type LabProgress } from '../../../src/widgets/lab/lab-run.ts';
import { nextSliceSize, poolSize } from '../../../src/widgets/simulation/sim-series.ts';
import type { SweepSim } from '../../../src/engine/index.ts';

const sim = (games: number): SweepSim => ({
  games,
  instigatorWins: games,
  retaliatorWins: 0,
  draws: 0,
  meanTurns: 2,
  intervals: { instigator: [0, 1], retaliator: [0, 1], draw: [0, 1] },
});

/** A frame that comes only when the test says so. */
function frames() {
  const waiting: Array<() => void> = [];
  return {
    schedule: (f: () => void) => {
      waiting.push(f);
      return () => waiting.splice(waiting.indexOf(f) >>> 0, 1);
    },
    tick: () => waiting.splice(0).forEach((f) => f()),
    get asked() {
      return waiting.length;
    },
  };
}

describe('Lab progress, once a frame', () => {
  it('600 reports within one frame make one update with each cell’s latest figures', () => {
    const f = frames();
    const seen: LabProgress[] = [];
    const b = progressBatcher((p) => seen.push(p), f.schedule);
    for (let k = 1; k <= 600; k++) b.report(k % 12, sim(k), k * 20);
    expect(f.asked).toBe(1);
    expect(seen).toHaveLength(0);
    f.tick();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.played).toBe(12_000);
    expect(new Map(seen[0]!.cells).get(0)!.games).toBe(600);
    expect(new Map(seen[0]!.cells).get(11)!.games).toBe(599);
    expect(seen[0]!.cells).toHaveLength(12);
    f.tick();
    expect(seen).toHaveLength(1);
  });

  it('a flush hands on what is waiting at once and cancels the frame; a stop drops it', () => {
    const f = frames();
    const seen: LabProgress[] = [];
    const b = progressBatcher((p) => seen.push(p), f.schedule);
    b.report(3, sim(5), 5);
    b.flush();
    expect(seen).toEqual([{ cells: [[3, sim(5)]], played: 5 }]);
    expect(f.asked).toBe(0);
    b.report(4, sim(6), 11);
    b.stop();
    f.tick();
    b.flush();
    expect(seen).toHaveLength(1);
  });
});

describe('slices sized by time', () => {
  it('asks about 50 ms of games at the last slice’s pace, at most four times the last slice', () => {
    expect(nextSliceSize(0, 0)).toBe(20);
    // 20 games in 1 ms: 1,000 games would be 50 ms, but at most 80 at once.
    expect(nextSliceSize(20, 1)).toBe(80);
    // 2,000 games in 100 ms: 1,000.
    expect(nextSliceSize(2_000, 100)).toBe(1_000);
    // A slow game (optimal play): never less than one.
    expect(nextSliceSize(1, 400)).toBe(1);
  });
});

describe('the pool of workers (reading web-pool-size)', () => {
  it('leaves the page a core of its own, with one worker at least and eight at most', () => {
    expect([1, 2, 3, 4, 8, 9, 64].map(poolSize)).toEqual([1, 1, 2, 3, 7, 8, 8]);
  });
});
