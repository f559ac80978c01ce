// Plays a simulation's games off the main thread: the first game's report, then the results after
// every chunk. Cancelling terminates the worker, so the loop needs no stop flag.
import type { SimOptions } from '../../engine/sim.ts';
import { loadSystem, runChunks, sampleGame } from './sim-core.ts';

interface WorkerScope {
  onmessage: ((ev: MessageEvent<{ options: SimOptions; chunk: number; sample?: boolean }>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (ev) => {
  const { options, chunk, sample = true } = ev.data;
  try {
    await loadSystem(options.system);
    if (sample) scope.postMessage({ type: 'sample', events: sampleGame(options) });
    let last = null;
    for (const result of runChunks(options, chunk)) {
      last = result;
      scope.postMessage({ type: 'progress', result });
    }
    scope.postMessage({ type: 'done', result: last });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
