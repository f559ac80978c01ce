// `npm run bench:cost`: the run limit's cost model (src/engine/play/run-cost.ts) against the clock. For each
// system and a spread of set-ups it plays games for a moment and prints the predicted and the measured
// time a game, and their ratio (at or above 1: the model errs long). Printed, never asserted.
import {
  emptyTally,
  simulateRange,
  type SimOptions,
  type SystemId,
  loadAllSystems,
  costPerUnit,
  gameCostMs,
  gameUnits,
  runShape,
} from '../src/engine/index.ts';

type Setup = Omit<SimOptions, 'games' | 'seed'>;
const both = (p: 'aggressive' | 'random' | 'optimal' | 'wait' | 'counter') => ({ instigator: p, retaliator: p });
const BIG = { table: { width: 72, depth: 72 }, params: { base: 0.5 } };

const setups: Setup[] = [];
for (const system of ['fragment1', 'warspike', 'wwpd', 'war'] as const) {
  for (const perSide of [1, 5, 20])
    for (const p of ['aggressive', 'random', 'counter', 'optimal', 'wait'] as const) setups.push({ system, perSide, policies: both(p) });
  setups.push(
    { system, perSide: 5, policies: both('aggressive'), ...BIG },
    { system, perSide: 20, policies: both('aggressive'), ...BIG },
    { system, perSide: 50, policies: both('aggressive'), ...BIG },
  );
}
for (const perSide of [5, 20]) {
  for (const pairing of ['best-odds', 'random'] as const) setups.push({ system: 'warspike', pairing, perSide, policies: both('aggressive') });
  setups.push({ system: 'wwpd', perSide, readings: { 'wwpd-scale': 0.05 }, policies: both('aggressive') });
}
setups.push({ system: 'warspike', pairing: 'best-odds', perSide: 50, policies: both('aggressive'), ...BIG });

const describe = (o: Setup) =>
  [
    o.system,
    o.pairing,
    `${o.perSide} a side`,
    `${o.policies.instigator}`,
    o.table ? `${o.table.width}x${o.table.depth} base ${o.params?.base}` : '',
    o.readings?.['wwpd-scale'] ? `scale ${o.readings['wwpd-scale']}` : '',
  ]
    .filter(Boolean)
    .join(', ');

const systems = await loadAllSystems();
const worst: Record<string, number> = {};
console.log(`${'set-up'.padEnd(52)} ${'predicted'.padStart(11)} ${'measured'.padStart(11)}  ratio`);
for (const o of setups) {
  const run: SimOptions = { games: 0, seed: 1, ...o };
  const tally = emptyTally();
  let n = 0;
  const start = performance.now();
  // Long enough to pass the JIT's warm-up, short enough for the whole table in a few minutes.
  while (performance.now() - start < 1500 && n < 50_000) {
    const k = Math.max(1, Math.min(100, n));
    simulateRange(run, n, n + k, tally, systems.of(run.system));
    n += k;
  }
  const measured = (performance.now() - start) / n;
  const shape = runShape(o);
  const predicted = gameCostMs(shape);
  worst[shape.system] = Math.max(worst[shape.system] ?? 0, measured / gameUnits(shape));
  console.log(
    `${describe(o).padEnd(52)} ${`${predicted.toFixed(3)} ms`.padStart(11)} ${`${measured.toFixed(3)} ms`.padStart(11)}  ${(predicted / measured).toFixed(2)}`,
  );
}
console.log('\nms a unit, as fitted now and as the largest measured ratio here:');
for (const [system, k] of Object.entries(worst))
  console.log(`  ${system.padEnd(10)} ${costPerUnit(system as SystemId).toExponential(2)}  measured ${k.toExponential(2)}`);
