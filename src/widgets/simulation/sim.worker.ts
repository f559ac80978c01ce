// Plays simulations off the main thread. Two kinds of message: a whole run (sim-runner, the Odds
// widget): the first game's report, then the results after every chunk; or one slice of a run's game
// indices (the pool, sim-series): its tally. Cancelling terminates the worker, so no loop needs a stop flag.
import type { SimOptions } from '../../engine/browser.ts';
import { loadSystem, playSlice, runChunks, sampleGame, type SliceAsked } from './sim-core.ts';

type Asked = { options: SimOptions; chunk: number } | SliceAsked;

interface WorkerScope {
  onmessage: ((ev: MessageEvent<Asked>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (ev) => {
  const asked = ev.data;
  if ('slice' in asked) return scope.postMessage(await playSlice(asked));
  const { options, chunk } = asked;
  try {
    const system = await loadSystem(options.system);
    scope.postMessage({ type: 'sample', events: sampleGame(options, system) });
    let last = null;
    for (const result of runChunks(options, chunk, system)) {
      last = result;
      scope.postMessage({ type: 'progress', result });
    }
    scope.postMessage({ type: 'done', result: last });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
