// One figure of `npm run bench`: games a second on one worker for one turn system and policy pair, on
// `sow sim`'s own path (deployment from each game's seed included). bench-runs.ts measures ours in its
// own process; under `--against` it starts this script once per figure and checkout, ours and theirs in
// turn, so neither checkout's code shares a process (and the compiler's state) with the other's.
// Printed, never asserted: timings vary with the machine and its load.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { emptyTally, type SimOptions, type simulateRange, type TurnSystem } from '../src/engine/index.ts';

export type Simulate = typeof simulateRange;

/** Games a second on one worker: chunks of the run, after a warm-up, for about `seconds`. */
export function oneWorker(simulate: Simulate, o: SimOptions, system: TurnSystem | undefined, seconds: number): number {
  let from = 0;
  const chunk = (k: number) => {
    simulate(o, from, from + k, emptyTally(), system);
    from += k;
  };
  const warm = performance.now();
  while (performance.now() - warm < 200) chunk(Math.max(1, Math.min(200, from)));
  const start = performance.now();
  let played = 0;
  let k = 1;
  while (performance.now() - start < seconds * 1000) {
    chunk(k);
    played += k;
    k = Math.min(2000, k * 2);
  }
  return played / ((performance.now() - start) / 1000);
}

// Run alone: `node scripts/bench-one.ts --checkout DIR --options JSON --seconds S` prints the figure.
if (import.meta.main) {
  const { values } = parseArgs({ options: { checkout: { type: 'string' }, options: { type: 'string' }, seconds: { type: 'string' } } });
  const engine = await import(join(resolve(values.checkout ?? '.'), 'src/engine/index.ts'));
  const o = JSON.parse(values.options ?? '{}') as SimOptions;
  // Older code found a system's value itself; newer code is given it (loadSystem).
  const system: TurnSystem | undefined = engine.loadSystem ? await engine.loadSystem(o.system) : undefined;
  console.log(oneWorker(engine.simulateRange, o, system, Number(values.seconds ?? 1)));
}
