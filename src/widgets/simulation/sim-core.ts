// The simulation's work, shared by the Web Worker and the main-thread fallback: the run's first game
// as a report, then the tally after every chunk of games. Engine calls only.
import '../../engine/exchange.ts'; // the ruling exchange's simultaneous strikes, loaded with this chunk (engine/exchanges.ts)
import { playGame } from '../../engine/policies.ts';
import { emptyTally, simScenario, simulateRange, summarise, type SimOptions, type SimResult, type SimTally } from '../../engine/sim.ts';
import type { GameEvent, SystemId } from '../../engine/index.ts';

/**
 * Loads the turn system a run plays, where it is not Fragment 1 (each system provides itself to the
 * engine when imported), so a run of Fragment 1 loads no other system's code.
 */
export function loadSystem(id: SystemId | undefined): Promise<unknown> {
  switch (id) {
    case 'warspike':
      return import('../../engine/warspike.ts');
    case 'wwpd':
      return import('../../engine/wwpd.ts');
    case 'war':
      return import('../../engine/war.ts');
    default:
      return Promise.resolve();
  }
}

/** Game 0 of the run, with its events: the first game simulateRange plays. */
export function sampleGame(o: SimOptions): GameEvent[] {
  return playGame(simScenario(o, 0), o.policies).events;
}

/** The run in chunks: yields the summary (with 95% intervals) after each. */
export function* runChunks(o: SimOptions, chunk: number): Generator<SimResult> {
  const tally = emptyTally();
  for (let from = 0; from < o.games; from += chunk) {
    simulateRange(o, from, Math.min(o.games, from + chunk), tally);
    yield summarise(tally);
  }
}

/** A slice of a run's game indices, as the pool of workers (sim-series) hands it out. */
export interface SliceAsked {
  slice: number;
  options: SimOptions;
  from: number;
  to: number;
}

/** The slice's tally, or why it could not be played. */
export type SliceDone = { slice: number; tally: SimTally } | { slice: number; problem: string };

export async function playSlice({ slice, options, from, to }: SliceAsked): Promise<SliceDone> {
  try {
    await loadSystem(options.system);
    return { slice, tally: simulateRange(options, from, to, emptyTally()) };
  } catch (error) {
    return { slice, problem: error instanceof Error ? error.message : String(error) };
  }
}
