// One worker thread of `sow sim --workers N` (and `sow sweep`): plays each slice of game indices it is
// handed and sends back the slice's tally, played by the run's turn system (loaded from the engine's list).
import { parentPort } from 'node:worker_threads';
import { emptyTally, loadSystem, ScenarioError, simulateRange, type SimOptions, type SimTally } from '../engine/index.ts';

export interface SliceAsked {
  slice: number;
  options: SimOptions;
  from: number;
  to: number;
}

/** A slice's tally, or why it could not be played (a ScenarioError's field and problem, so the CLI words it as usual). */
export type SliceDone = { slice: number; tally: SimTally } | { slice: number; problem: { message: string; field?: string; text: string } };

parentPort?.on('message', async ({ slice, options, from, to }: SliceAsked) => {
  let done: SliceDone;
  try {
    done = { slice, tally: simulateRange(options, from, to, emptyTally(), await loadSystem(options.system)) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    done = { slice, problem: error instanceof ScenarioError ? { message, field: error.field, text: error.problem } : { message, text: message } };
  }
  parentPort!.postMessage(done);
});
