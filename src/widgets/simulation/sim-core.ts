// The simulation's work, shared by the Web Worker and the main-thread fallback: the run's first game
// as a report, then the tally after every chunk of games. Engine calls only.
import {
  playGame,
  emptyTally,
  simScenario,
  simulateRange,
  summarise,
  type SimOptions,
  type SimResult,
  type SimTally,
  type GameEvent,
  type TurnSystem,
} from '../../engine/browser.ts';

// The run's turn system comes from the engine's list (loadSystem), so a run of Fragment 1 loads no
// other system's code.
export { loadSystem } from '../../engine/systems.ts';
import { loadSystem } from '../../engine/systems.ts';

/** Game 0 of the run, with its events: the first game simulateRange plays. */
export function sampleGame(o: SimOptions, system: TurnSystem): GameEvent[] {
  return playGame(simScenario(o, 0), o.policies, system).events;
}

/** The run in chunks: yields the summary (with 95% intervals) after each. */
export function* runChunks(o: SimOptions, chunk: number, system: TurnSystem): Generator<SimResult> {
  const tally = emptyTally();
  for (let from = 0; from < o.games; from += chunk) {
    simulateRange(o, from, Math.min(o.games, from + chunk), tally, system);
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
    const system = await loadSystem(options.system);
    return { slice, tally: simulateRange(options, from, to, emptyTally(), system) };
  } catch (error) {
    return { slice, problem: error instanceof Error ? error.message : String(error) };
  }
}
