// `npm run bench`: engine throughput figures (printed, never asserted: timings vary by machine).
import './bench-options.ts';
import { deploy, emptyTally, matchOdds, playGame, playQuiet, simulateRange, type Policies, type Scenario } from '../src/engine/index.ts';

const AGGRESSIVE: Policies = { instigator: 'aggressive', retaliator: 'aggressive' };

function timeIt(seconds: number, body: () => number): { count: number; elapsed: number } {
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < seconds * 1000) count += body();
  return { count, elapsed: (performance.now() - start) / 1000 };
}

const scenarios: Scenario[] = Array.from({ length: 4096 }, (_, i) => deploy(i + 1));
let matches = 0;
for (const s of scenarios.slice(0, 1000)) matches += playGame(s, AGGRESSIVE).events.filter((e) => e.type === 'match-end').length;
const matchesPerGame = matches / 1000;

// Warm the JIT before measuring.
for (const s of scenarios) playQuiet(s, AGGRESSIVE);

let next = 0;
const games = timeIt(3, () => {
  for (let k = 0; k < 256; k++) playQuiet(scenarios[next++ & 4095]!, AGGRESSIVE);
  return 256;
});
const gamesPerSecond = games.count / games.elapsed;

// The path `sow sim` takes: simulateRange in chunks, deploying each game from its seed.
const SIM = { games: 0, seed: 1, policies: AGGRESSIVE };
let simFrom = 0;
const sim = timeIt(3, () => {
  simulateRange(SIM, simFrom, simFrom + 2000, emptyTally());
  simFrom += 2000;
  return 2000;
});

const oneMatch = deploy(1, { perSide: 1 });
const single = timeIt(1, () => {
  for (let k = 0; k < 256; k++) playQuiet(oneMatch, AGGRESSIVE);
  return 256;
});

const odds: number[] = [];
for (let gap = 0; gap <= 12; gap += 0.25) {
  const t = performance.now();
  matchOdds({ gap, instigator: 'optimal', retaliator: 'optimal' });
  matchOdds({ gap, instigator: 'random', retaliator: 'optimal', readings: { 'move-distance': 'up-to' } });
  odds.push((performance.now() - t) / 2);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
console.log(`Node ${process.versions.node}, one core, aggressive v aggressive, seeded deployments (rule 6)`);
console.log(`  five-a-side games per second   ${fmt(gamesPerSecond)}`);
console.log(`  sow sim's path, games per second ${fmt(sim.count / sim.elapsed)}  (deployment from each game's seed included)`);
console.log(`  Matches per second (in games)  ${fmt(gamesPerSecond * matchesPerGame)}  (${matchesPerGame.toFixed(2)} Matches a game)`);
console.log(`  one-a-side games per second    ${fmt(single.count / single.elapsed)}`);
console.log(
  `  odds solution (fresh solver)   mean ${(odds.reduce((a, b) => a + b, 0) / odds.length).toFixed(3)} ms, worst ${Math.max(...odds).toFixed(3)} ms over gaps 0–12 in`,
);

// The figures a user waits for: each system and policy pair on one worker and on every core, and start-up.
await import('./bench-runs.ts');

// Issue 38's figures beside their goals: each policy's cost against aggressive, and --ruleset's start-up.
await import('./bench-policies.ts');
