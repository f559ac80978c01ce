// A run of the Lab's games: every cell over the pool of workers (sim-series), its progress gathered and
// handed to the Lab at most once an animation frame. Workers report many times a frame on a big grid, and
// a render of the whole Lab for each report kept the page's main thread busy most of a run (issue 38).
import type { SweepSim, SimOptions, SimResult } from '../../engine/browser.ts';
import type { SimRun } from '../simulation/sim-runner.ts';
import type { LabAction } from './lab-model.ts';

/** What changed since the last report: each cell's latest figures, and the games played in all. */
export interface LabProgress {
  cells: Array<readonly [index: number, sim: SweepSim]>;
  played: number;
}

/** Runs `flush` once before the next frame, however often asked meanwhile; returns a cancel. */
export type Schedule = (flush: () => void) => () => void;

/**
 * The next animation frame; a hidden page gets no frames, so a timer stands in for one there (the
 * figures still arrive, at most a few times a second).
 */
export const nextFrame: Schedule = (flush) => {
  if (typeof requestAnimationFrame !== 'function' || (typeof document !== 'undefined' && document.hidden)) {
    const t = setTimeout(flush, 100);
    return () => clearTimeout(t);
  }
  const f = requestAnimationFrame(flush);
  return () => cancelAnimationFrame(f);
};

/** The worker's summary as the sweep's row: the same fields sweepSim picks from the tally. */
export function sweepSimOf(r: SimResult): SweepSim {
  return { games: r.games, instigatorWins: r.instigatorWins, retaliatorWins: r.retaliatorWins, draws: r.draws, meanTurns: r.meanTurns, intervals: r.intervals };
}

/**
 * Gathers progress reports and passes them on in one call a frame: the last figures of each cell
 * reported since, and the latest count. `flush()` passes on what is waiting at once (before "done").
 */
export function progressBatcher(emit: (p: LabProgress) => void, schedule: Schedule = nextFrame) {
  let waiting = new Map<number, SweepSim>();
  let played = 0;
  let cancel: (() => void) | null = null;
  const flush = () => {
    cancel?.();
    cancel = null;
    if (waiting.size === 0) return;
    const cells = [...waiting];
    waiting = new Map();
    emit({ cells, played });
  };
  return {
    report(index: number, sim: SweepSim, total: number) {
      waiting.set(index, sim);
      played = total;
      cancel ??= schedule(flush);
    },
    flush,
    stop() {
      cancel?.();
      cancel = null;
      waiting = new Map();
    },
  };
}

/**
 * Starts the run once its cells' options and the pool's code are here, telling the Lab's reducer its
 * progress, its end or why it failed; one cancel for the whole of it (the loading, then the pool).
 * Nothing is reported after a cancel.
 */
export function startLabRun(cells: Promise<SimOptions[]>, dispatch: (a: LabAction) => void, schedule: Schedule = nextFrame): SimRun {
  let stopped = false;
  let inner: SimRun | null = null;
  const failed = (message: string) => dispatch({ type: 'failed', message });
  const batch = progressBatcher(({ cells, played }) => dispatch({ type: 'progress', cells, played }), schedule);
  Promise.all([import('../simulation/sim-series.ts'), cells]).then(
    ([runner, list]) => {
      if (stopped) return;
      inner = runner.runSeries(list, {
        progress: (index, r, played) => batch.report(index, sweepSimOf(r), played),
        done: () => {
          batch.flush();
          dispatch({ type: 'done' });
        },
        error: (message) => {
          batch.stop();
          failed(message);
        },
      });
    },
    () => stopped || failed('the simulation code could not be loaded'),
  );
  return {
    cancel: () => {
      stopped = true;
      batch.stop();
      inner?.cancel();
    },
  };
}
