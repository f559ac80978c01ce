// Several simulations one after another, each in its own worker (sim-runner), with one cancel for all:
// the turn systems' comparison plays its four systems this way. Apart from sim-runner so the widgets that
// import the runner directly (Odds) do not carry it.
import type { SimOptions, SimResult } from '../../engine/sim.ts';
import { runSimulation, type SimRun } from './sim-runner.ts';

export interface SeriesCallbacks {
  /** After each chunk: the run under way (its index in the list), its figures so far, and the games played in all. */
  progress: (index: number, result: SimResult, played: number) => void;
  done: (results: SimResult[]) => void;
  error: (message: string) => void;
}

/** Several runs one after another (each in its own worker), with one cancel for all. */
export function runSeries(list: readonly SimOptions[], on: SeriesCallbacks): SimRun {
  const results: SimResult[] = [];
  let stopped = false;
  let inner: SimRun | null = null;
  let before = 0;
  const next = (index: number) => {
    if (stopped) return;
    if (index >= list.length) return on.done(results);
    const options = list[index]!;
    inner = runSimulation(
      options,
      {
        sample: () => {},
        progress: (r) => on.progress(index, r, before + r.games),
        done: (r) => {
          results.push(r);
          before += options.games;
          on.progress(index, r, before);
          next(index + 1);
        },
        error: on.error,
      },
      { sample: false },
    );
  };
  next(0);
  return {
    cancel: () => {
      stopped = true;
      inner?.cancel();
    },
  };
}
