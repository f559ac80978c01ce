// One figure of `npm run bench`: games a second on one worker for one turn system and policy pair, on
// `sow sim`'s own path (deployment from each game's seed included). bench-runs.ts measures ours in its
// own process; under `--against` it starts this script once per figure and checkout, ours and theirs in
// turn, so neither checkout's code shares a process (and the compiler's state) with the other's.
// Printed, never asserted: timings vary with the machine and its load.
import { existsSync } from 'node:fs';
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
// bench-runs.ts writes these arguments; a hand that gets one wrong is told which, without a stack trace.
if (import.meta.main) {
  const refuse = (problem: string): never => {
    console.error(`bench-one.ts: ${problem} (usage: --checkout DIR --options JSON --seconds S)`);
    process.exit(2);
  };
  const { values } = parseArgs({ options: { checkout: { type: 'string' }, options: { type: 'string' }, seconds: { type: 'string' } } });
  const entry = join(resolve(values.checkout ?? '.'), 'src/engine/index.ts');
  if (!existsSync(entry)) refuse(`--checkout ${JSON.stringify(values.checkout ?? '.')}: no checkout of this project there`);
  const seconds = Number(values.seconds ?? 1);
  if (!(seconds >= 0.1 && seconds <= 60)) refuse(`--seconds ${JSON.stringify(values.seconds)}: must be a number from 0.1 to 60`);
  const o = ((): SimOptions => {
    try {
      return JSON.parse(values.options ?? '') as SimOptions;
    } catch {
      return refuse(`--options: must be a run's options as JSON`);
    }
  })();
  const engine = await import(entry);
  // Older code found a system's value itself; newer code is given it (loadSystem).
  const system: TurnSystem | undefined = engine.loadSystem ? await engine.loadSystem(o.system) : undefined;
  console.log(oneWorker(engine.simulateRange, o, system, seconds));
}
