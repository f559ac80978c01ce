// `--workers N` on `sow sim` and `sow sweep`: a run's games dealt out to worker threads as slices of
// game indices. A game's seed depends only on its index (gameSeed), so a slice plays exactly the games
// the whole run would play there, and the slices' tallies add up to the tally of one worker (addTally):
// the output is the same for any N.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { addTally, emptyTally, ScenarioError, simulateRange, THE_SYSTEMS, type SimOptions, type SimTally, type Systems } from '../engine/index.ts';
import { number } from './args.ts';
import type { SliceDone } from './sim-thread.ts';

export const WORKERS_FLAG = { workers: { type: 'string' } } as const;

const WORKERS = { min: 1, max: 256, integer: true };
/** Games a slice plays in one go: few enough for steady progress, many enough that messages cost nothing. */
const MAX_SLICE = 2000;
/**
 * Reading `workers-default`: without `--workers`, a run predicted (by the run limit's cost model) to
 * take less than this plays on one thread, since starting a thread costs more than it saves there.
 */
const SPLIT_FROM_MS = 2000;

/** `--workers` as given (1 to 256), or by default every core for a run long enough to gain from them. */
export function workersFor(raw: string | undefined, predictedMs: number): number {
  return number('workers', raw, WORKERS) ?? (predictedMs >= SPLIT_FROM_MS ? Math.min(WORKERS.max, availableParallelism()) : 1);
}

interface Slice {
  run: number;
  from: number;
  to: number;
}

/** Each run's games [0, games) cut into slices, in order: about four a worker, so a slow thread is not waited for. */
function slices(runs: readonly SimOptions[], workers: number): Slice[] {
  const out: Slice[] = [];
  runs.forEach((o, run) => {
    const size = workers === 1 ? MAX_SLICE : Math.max(1, Math.min(MAX_SLICE, Math.ceil(o.games / (workers * 4))));
    for (let from = 0; from < o.games; from += size) out.push({ run, from, to: Math.min(o.games, from + size) });
  });
  return out;
}

/**
 * Plays every run's games on `workers` threads (this one alone for 1) and returns each run's tally;
 * `progress` hears the games played so far over all runs. Each run's system is one of `systems`; a list
 * other than the one list (a test's) is played on this thread, since a thread loads the one list itself.
 */
export async function playRuns(
  runs: readonly SimOptions[],
  workers: number,
  progress?: (played: number) => void,
  systems: Systems = THE_SYSTEMS,
): Promise<SimTally[]> {
  const tallies = runs.map(() => emptyTally());
  const work = slices(runs, workers);
  let played = 0;
  const threads = systems === THE_SYSTEMS ? Math.min(workers, work.length) : 1;
  if (threads <= 1) {
    const values = await Promise.all(runs.map((r) => systems.load(r.system)));
    for (const s of work) {
      simulateRange(runs[s.run]!, s.from, s.to, tallies[s.run]!, values[s.run]);
      played += s.to - s.from;
      progress?.(played);
    }
    return tallies;
  }
  return new Promise((resolve, reject) => {
    const pool = Array.from({ length: threads }, () => new Worker(new URL('./sim-thread.ts', import.meta.url)));
    let next = 0;
    let finished = 0;
    const stop = () => void Promise.all(pool.map((t) => t.terminate()));
    const fail = (error: Error) => {
      stop();
      reject(error);
    };
    const give = (thread: Worker) => {
      if (next >= work.length) return;
      const s = work[next]!;
      thread.postMessage({ slice: next++, options: runs[s.run], from: s.from, to: s.to });
    };
    for (const thread of pool) {
      thread.on('message', (m: SliceDone) => {
        if ('problem' in m) return fail(m.problem.field === undefined ? new Error(m.problem.message) : new ScenarioError(m.problem.field, m.problem.text));
        const s = work[m.slice]!;
        addTally(tallies[s.run]!, m.tally);
        played += s.to - s.from;
        progress?.(played);
        if (++finished === work.length) {
          stop();
          resolve(tallies);
        } else give(thread);
      });
      thread.on('error', fail);
      give(thread);
    }
  });
}
