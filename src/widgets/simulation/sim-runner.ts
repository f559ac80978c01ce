// Starts a simulation in a Web Worker (so the page stays responsive), or, where workers are missing,
// in small chunks on the main thread. Either way: the first game, progress after each chunk, and
// cancel at any time. The engine code for it loads only when a run starts.
import type { GameEvent, SimOptions, SimResult } from '../../engine/browser.ts';

export interface SimCallbacks {
  /** The run's first game. */
  sample: (events: GameEvent[]) => void;
  progress: (result: SimResult) => void;
  done: (result: SimResult) => void;
  error: (message: string) => void;
}

export interface SimRun {
  cancel(): void;
}

function chunkFor(games: number): number {
  return Math.max(10, Math.min(500, Math.ceil(games / 50)));
}

type Message = { type: 'sample'; events: GameEvent[] } | { type: 'progress' | 'done'; result: SimResult } | { type: 'error'; message: string };

export function runSimulation(options: SimOptions, on: SimCallbacks): SimRun {
  const chunk = chunkFor(options.games);
  if (typeof Worker === 'undefined') return runHere(options, chunk, on);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return runHere(options, chunk, on);
  }
  worker.onmessage = (ev: MessageEvent<Message>) => {
    const d = ev.data;
    if (d.type === 'sample') on.sample(d.events);
    else if (d.type === 'progress') on.progress(d.result);
    else if (d.type === 'done') {
      on.done(d.result);
      worker.terminate();
    } else if (d.type === 'error') {
      on.error(d.message);
      worker.terminate();
    }
  };
  worker.onerror = (ev) => {
    ev.preventDefault();
    on.error(ev.message || 'the simulation worker failed');
    worker.terminate();
  };
  worker.postMessage({ options, chunk });
  return { cancel: () => worker.terminate() };
}

/** The same work on the main thread, one chunk per task, so the page still responds between chunks. */
function runHere(options: SimOptions, chunk: number, on: SimCallbacks): SimRun {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  import('./sim-core.ts')
    .then(async (core) => ({ ...core, system: await core.loadSystem(options.system) }))
    .then(
      ({ runChunks, sampleGame, system }) => {
        if (cancelled) return;
        const steps = runChunks(options, chunk, system);
        const next = () => {
          if (cancelled) return;
          try {
            const { value, done } = steps.next();
            if (done) return;
            const last = value.games >= options.games;
            if (last) on.done(value);
            else {
              on.progress(value);
              timer = setTimeout(next, 0);
            }
          } catch (error) {
            on.error(error instanceof Error ? error.message : String(error));
          }
        };
        try {
          on.sample(sampleGame(options, system));
        } catch (error) {
          on.error(error instanceof Error ? error.message : String(error));
          return;
        }
        timer = setTimeout(next, 0);
      },
      () => on.error('the simulation code could not be loaded'),
    );
  return {
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
