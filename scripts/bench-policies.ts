// The part of `npm run bench` that prints issue 38's figures beside their goals: what each policy costs
// against aggressive (time per Match where the system tallies Matches, else per decision, on `sow sim`'s
// path, five a side, seed 7), and the start-up of `sow odds --ruleset` against the same command without
// it. Each in alternating rounds (aggressive, then the policy; without, then with), the median of the
// rounds' ratios and their lowest and highest after it. Printed, never asserted.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { emptyTally, loadSystem, simulateRange, SYSTEM_IDS, type PolicyName, type SimOptions, type TurnSystem } from '../src/engine/index.ts';
import { ROUNDS, SECONDS } from './bench-options.ts';

const ROOT = resolve(import.meta.dirname, '..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const spread = (xs: number[]) => `median of ${xs.length}, ${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

interface Cost {
  ms: number;
  matches: number;
  decisions: number;
}

/** The time a policy against itself took, and the Matches and decisions it played in it. */
function cost(system: TurnSystem, id: SimOptions['system'], policy: PolicyName, seconds: number): Cost {
  const o: SimOptions = { games: 0, seed: 7, perSide: 5, system: id, policies: { instigator: policy, retaliator: policy } };
  let from = 0;
  const warm = performance.now();
  while (performance.now() - warm < 200) simulateRange(o, from, (from += 20), emptyTally(), system);
  const t = emptyTally();
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) simulateRange(o, from, (from += 20), t, system);
  return { ms: performance.now() - start, matches: t.matches, decisions: t.decisions.instigator + t.decisions.retaliator };
}

/** The policy's time over aggressive's, per Match where both played Matches, else per decision. */
function ratio(p: Cost, a: Cost): [number, string] {
  return p.matches > 0 && a.matches > 0 ? [p.ms / p.matches / (a.ms / a.matches), 'Match'] : [p.ms / p.decisions / (a.ms / a.decisions), 'decision'];
}

const GOALS: Array<[PolicyName, number]> = [
  ['optimal', 2],
  ['counter', 1.1],
  ['wait', 1.1],
];
console.log(`\nWhat a policy costs against aggressive (issue 38), each against itself, in ${ROUNDS} alternating rounds of ${SECONDS} s each`);
for (const id of SYSTEM_IDS) {
  const system = await loadSystem(id);
  for (const [policy, goal] of GOALS) {
    const ratios: number[] = [];
    let per = '';
    for (let k = 0; k < ROUNDS; k++) {
      const first = k % 2 === 0;
      const a = first ? cost(system, id, 'aggressive', SECONDS) : null;
      const p = cost(system, id, policy, SECONDS);
      const b = a ?? cost(system, id, 'aggressive', SECONDS);
      const [x, unit] = ratio(p, b);
      ratios.push(x);
      per = unit;
    }
    const r = median(ratios);
    console.log(
      `  ${`${id}, ${policy}`.padEnd(22)} ×${r.toFixed(2)} aggressive's time per ${per.padEnd(8)} goal at most ×${goal}: ${r <= goal ? 'met' : 'NOT met'} (${spread(ratios)})`,
    );
  }
}

/** Wall time of one `sow` command, in seconds. */
function sow(args: string[]): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/sow.js'), ...args], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`sow ${args.join(' ')}: ${r.stderr.trim()}`);
  return (performance.now() - t) / 1000;
}

const ODDS = ['odds', '--gap', '3'];
sow(ODDS);
sow([...ODDS, '--ruleset', 'v0.2']);
const plain: number[] = [];
const versioned: number[] = [];
for (let k = 0; k < 9; k++) {
  if (k % 2 === 0) plain.push(sow(ODDS));
  versioned.push(sow([...ODDS, '--ruleset', 'v0.2']));
  if (k % 2 === 1) plain.push(sow(ODDS));
}
const startRatios = versioned.map((v, k) => v / plain[k]!);
const start = median(startRatios);
console.log(
  `\nsow odds --gap 3 --ruleset v0.2 against without --ruleset: ${median(versioned).toFixed(3)} s v ${median(plain).toFixed(3)} s, ×${start.toFixed(2)}; goal at most ×1.2: ${start <= 1.2 ? 'met' : 'NOT met'} (${spread(startRatios)})`,
);
