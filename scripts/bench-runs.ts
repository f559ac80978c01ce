// The part of `npm run bench` that measures what a user waits for: games a second on `sow sim`'s own
// path (deployment from each game's seed included) for each turn system and policy pair, on one worker
// and on every core, and the start-up of `sow sim --games 1`; each beside the figure the README states
// (its "Engine figures" table) as a ratio. `--against DIR` measures another checkout's code (main's, say)
// on one worker beside ours: each figure in processes of its own (bench-one.ts), ours and theirs in turn,
// `--rounds` times, so the machine's load falls on both alike and neither shares a process with the other.
// Printed, never asserted: timings vary with the machine and its load.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import module from 'node:module';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSystem, simulateRange, SYSTEM_IDS, type PolicyName, type SimOptions } from '../src/engine/index.ts';
import { playRuns } from '../src/cli/workers.ts';
import { oneWorker } from './bench-one.ts';
import { HEADLINE_GAMES, ROUNDS, SECONDS, values } from './bench-options.ts';

const ROOT = resolve(import.meta.dirname, '..');
// As bin/sow.js does, so the worker threads start as they do under `sow sim`.
const cache = module.enableCompileCache?.();
if (cache?.directory && !process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = cache.directory;
const WORKERS = availableParallelism();

/**
 * Reading `bench-pairs`: each policy against itself, and aggressive against counter (the Lab's
 * default); `--all-pairs` measures all twenty-five.
 */
const POLICIES: readonly PolicyName[] = ['aggressive', 'counter', 'random', 'wait', 'optimal'];
const pairs: [PolicyName, PolicyName][] = values['all-pairs']
  ? POLICIES.flatMap((i) => POLICIES.map((r): [PolicyName, PolicyName] => [i, r]))
  : [...POLICIES.map((p): [PolicyName, PolicyName] => [p, p]), ['aggressive', 'counter']];

/** The issue's command: five a side, seed 7, sow sim's defaults otherwise. */
const run = (system: SimOptions['system'], instigator: PolicyName, retaliator: PolicyName): SimOptions => ({
  games: 0,
  seed: 7,
  perSide: 5,
  system,
  policies: { instigator, retaliator },
});

/** Games a second on every core, as `sow sim --workers N` plays them (the threads' start-up included). */
async function everyCore(o: SimOptions, perWorker: number): Promise<number> {
  // Long enough (about three times the one-worker measure) that the threads' start-up weighs as in a long run.
  const games = Math.max(WORKERS * 4, Math.round(perWorker * WORKERS * SECONDS * 3));
  const start = performance.now();
  await playRuns([{ ...o, games }], WORKERS);
  return games / ((performance.now() - start) / 1000);
}

/** The environment `sow` is started in: a user's, where the compile cache is whatever that checkout's `sow` makes it. */
const { NODE_COMPILE_CACHE: _ours, ...USER_ENV } = process.env;

/** `sow` in a checkout, timed: its stdout and the wall time in seconds. */
function sow(dir: string, args: string[], env: NodeJS.ProcessEnv = USER_ENV): { out: string; seconds: number } {
  const t = performance.now();
  const r = spawnSync(process.execPath, [join(dir, 'bin/sow.js'), ...args], { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`sow ${args.join(' ')} in ${dir}: ${r.stderr.trim()}`);
  return { out: r.stdout, seconds: (performance.now() - t) / 1000 };
}

/** The median wall time, in seconds, of `sow sim --games 1` started afresh (after one start that fills the compile cache). */
function startUp(dir: string, env?: NodeJS.ProcessEnv): number {
  const once = () => sow(dir, ['sim', '--games', '1', '--seed', '1'], env).seconds;
  once();
  const times = Array.from({ length: 9 }, once).sort((a, b) => a - b);
  return times[4]!;
}

/** The README's "Engine figures" table: games a second by "system, policies", and the start-up in seconds. */
function readmeFigures(): { games: Map<string, [number, number]>; startUp?: number } {
  const text = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = text.split(/^## Engine figures$/m)[1]?.split(/^## /m)[0] ?? '';
  const games = new Map<string, [number, number]>();
  let startUp: number | undefined;
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const num = (c: string | undefined) => Number((c ?? '').replace(/[^\d.]/g, ''));
    if ((SYSTEM_IDS as readonly string[]).includes(cells[1] ?? '')) games.set(`${cells[1]}, ${cells[2]}`, [num(cells[3]), num(cells[4])]);
    else if (cells[1]?.startsWith('start-up')) startUp = num(cells[3]);
  }
  return { games, startUp };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
/** How many times faster now is than before: a rate over the old rate, or the old time over the new. */
const faster = (now: number, before: number | undefined, time = false) => (before ? `×${(time ? before / now : now / before).toFixed(2)}` : 'n/a').padStart(6);

/** One figure measured by bench-one.ts in a process of its own, with the code of the checkout in `dir`. */
function apart(dir: string, o: SimOptions): number {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/bench-one.ts'), '--checkout', dir, '--options', JSON.stringify(o), '--seconds', String(SECONDS)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`bench-one.ts in ${dir}: ${r.stderr.trim()}`);
  return Number(r.stdout.trim());
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * Ours and the other checkout's games a second on one worker, each the median of ROUNDS processes of
 * its own, ours and theirs in turn; and the lowest and highest of the rounds' ratios.
 */
function sideBySide(o: SimOptions, dir: string): { ours: number; theirs: number; low: number; high: number } {
  const ours: number[] = [];
  const theirs: number[] = [];
  // Who goes first changes every round: a process started right after another ran a little slower here.
  for (let k = 0; k < ROUNDS; k++) {
    if (k % 2 === 0) ours.push(apart(ROOT, o));
    theirs.push(apart(dir, o));
    if (k % 2 === 1) ours.push(apart(ROOT, o));
  }
  const ratios = ours.map((x, k) => x / theirs[k]!);
  return { ours: median(ours), theirs: median(theirs), low: Math.min(...ratios), high: Math.max(...ratios) };
}

const before = readmeFigures();
const againstDir = values.against ? resolve(values.against) : undefined;

console.log(
  `\nsow sim's path, five a side, seed 7: games a second on 1 worker and on ${WORKERS} (this machine's available parallelism); ×: how many times faster than the README's figure${againstDir ? ` or the --against code (1 worker: the median of ${ROUNDS} processes each, ours and theirs in turn, each first every other round; the rounds' lowest and highest ratio after it)` : ''}`,
);
console.log(
  `${'system, policies'.padEnd(34)} ${'1 worker'.padStart(10)} ${'README'.padStart(7)} ${`${WORKERS} workers`.padStart(10)} ${'README'.padStart(7)}${againstDir ? `  ${'--against'.padStart(10)} ${'ours'.padStart(6)}` : ''}`,
);
for (const system of SYSTEM_IDS)
  for (const [i, r] of pairs) {
    const o = run(system, i, r);
    const key = `${system}, ${i} v ${r}`;
    const both = againstDir ? sideBySide(o, againstDir) : undefined;
    const one = both ? both.ours : oneWorker(simulateRange, o, await loadSystem(system), SECONDS);
    const all = await everyCore(o, one);
    const [readmeOne, readmeAll] = before.games.get(key) ?? [];
    const vs = both ? `  ${fmt(both.theirs).padStart(10)} ${faster(one, both.theirs)} (${both.low.toFixed(2)}–${both.high.toFixed(2)})` : '';
    console.log(`${key.padEnd(34)} ${fmt(one).padStart(10)} ${faster(one, readmeOne)} ${fmt(all).padStart(10)} ${faster(all, readmeAll)}${vs}`);
  }

const ours = startUp(ROOT);
const cold = startUp(ROOT, { ...USER_ENV, NODE_DISABLE_COMPILE_CACHE: '1' });
console.log(
  `\nstart-up of sow sim --games 1 (median of 9)  ${ours.toFixed(3)} s, ${faster(ours, before.startUp, true).trim()} faster than the README's; ${cold.toFixed(3)} s without the compile cache`,
);
if (againstDir) {
  const theirs = startUp(againstDir);
  console.log(`  --against ${againstDir}: ${theirs.toFixed(3)} s (ours ${faster(ours, theirs, true).trim()} faster)`);
}

// The issue's command from start to end, as a user runs it, on one worker and on every core; the outputs
// compared (they must not differ), and against the other checkout's code where given.
const HEADLINE = [
  'sim',
  '--games',
  String(HEADLINE_GAMES),
  '--seed',
  '7',
  '--per-side',
  '5',
  '--instigator',
  'aggressive',
  '--retaliator',
  'aggressive',
  '--json',
];
const single = sow(ROOT, [...HEADLINE, '--workers', '1']);
const all = sow(ROOT, [...HEADLINE, '--workers', String(WORKERS)]);
const games = Number(HEADLINE[2]);
console.log(`\nsow ${HEADLINE.join(' ')}`);
console.log(`  1 worker   ${single.seconds.toFixed(1)} s, ${fmt(games / single.seconds)} games a second`);
console.log(
  `  ${WORKERS} workers  ${all.seconds.toFixed(1)} s, ${fmt(games / all.seconds)} games a second (×${(single.seconds / all.seconds).toFixed(2)}); output ${all.out === single.out ? 'the same' : 'DIFFERENT'}`,
);
if (againstDir) {
  // On one worker, as ours is compared (without it a long run takes every core).
  const theirs = sow(againstDir, [...HEADLINE, '--workers', '1']);
  console.log(
    `  --against  ${theirs.seconds.toFixed(1)} s on 1 worker, ${fmt(games / theirs.seconds)} games a second (ours ×${(theirs.seconds / single.seconds).toFixed(2)}); output ${theirs.out === single.out ? 'the same' : 'DIFFERENT'}`,
  );
}
