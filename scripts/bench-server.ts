// `npm run bench:server`: the built server under 200 concurrent senders posting 2,000 game reports
// (PLAYTEST_RATE=0), on PGlite in a temporary folder and on PostgreSQL (a throwaway server from Debian's
// package, as the tests start it, or the one at DATABASE_URL). Each server meets ROUNDS such crowds in
// turn, each on new connections: the first just after the server said it was ready, the others once it has
// served one. Prints reports a second and the latency percentiles of each beside issue 38's goals, then
// checks every report acknowledged with 201 is in the desk's export, and none twice. Run `npm run build`
// first. Figures are printed, never asserted by the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, startPostgres, type TestPostgres } from './postgres.ts';
import { deskExport, post, startServer } from './server-process.ts';

const SENDERS = 200;
const REPORTS = 2000;
const GOAL = { p99: 200, perSecond: 1000 };
const ROUNDS = 3;

const report = (i: number) => ({
  id: crypto.randomUUID(),
  version: 'v0.2',
  playedOn: '2026-01-15',
  result: ['instigator', 'retaliator', 'draw', 'unfinished'][i % 4],
  turns: 1 + (i % 40),
  left: { instigator: i % 6, retaliator: (i * 7) % 6 },
  questions: [{ rule: 'move-action', text: `Report ${i}: up to 2", or exactly?` }],
  notes: 'Benchmark report.',
});

interface Burst {
  perSecond: number;
  /** Sorted, in ms. */
  latencies: number[];
  /** The first report of each sender, sorted: the wave that meets new connections. */
  firstWave: number[];
  created: string[];
  other: Map<number, number>;
  failed: Map<string, number>;
}

/** REPORTS reports from SENDERS senders, each on a connection of its own made for this burst. */
async function burst(url: string): Promise<Burst> {
  const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
  const b: Burst = { perSecond: 0, latencies: [], firstWave: [], created: [], other: new Map(), failed: new Map() };
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        while (next < REPORTS) {
          const i = next++;
          const r = report(i);
          const t = performance.now();
          try {
            const a = await post(`${url}/api/playtests`, r, { agent });
            b.latencies.push(performance.now() - t);
            if (i < SENDERS) b.firstWave.push(performance.now() - t);
            if (a.status === 201) b.created.push(r.id);
            else b.other.set(a.status, (b.other.get(a.status) ?? 0) + 1);
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code ?? 'error';
            b.failed.set(code, (b.failed.get(code) ?? 0) + 1);
          }
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  b.perSecond = REPORTS / ((performance.now() - started) / 1000);
  b.latencies.sort((x, y) => x - y);
  b.firstWave.sort((x, y) => x - y);
  return b;
}

function print(label: string, b: Burst): void {
  const pct = (p: number) => b.latencies[Math.min(b.latencies.length - 1, Math.floor((p / 100) * b.latencies.length))]!;
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`  ${label}`);
  console.log(`    reports/s   ${b.perSecond.toFixed(0).padStart(6)}   goal >= ${GOAL.perSecond}   ${mark(b.perSecond >= GOAL.perSecond)}`);
  console.log(`    p99 latency ${pct(99).toFixed(0).padStart(6)} ms  goal < ${GOAL.p99} ms   ${mark(pct(99) < GOAL.p99)}`);
  console.log(`    p50 ${pct(50).toFixed(0)} ms, max ${pct(100).toFixed(0)} ms`);
  console.log(
    `    first wave (${b.firstWave.length} reports, one a sender, new connections): p50 ${b.firstWave[b.firstWave.length >> 1]?.toFixed(0)} ms, max ${b.firstWave.at(-1)?.toFixed(0)} ms`,
  );
  if (b.other.size > 0) console.log(`    answers other than 201: ${[...b.other].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  if (b.failed.size > 0) console.log(`    no answer: ${[...b.failed].map(([c, n]) => `${n} × ${c}`).join(', ')}`);
}

/**
 * One server on a fresh database, ROUNDS bursts in turn: the first meets a server that has just said it is
 * ready (code not yet optimised, pool connections opening), the others one that has served a crowd. Then
 * the export: true when every report acknowledged in any round is stored once.
 */
async function run(name: string, env: Record<string, string>): Promise<boolean> {
  const server = await startServer({ ...env, PLAYTEST_RATE: '0' });
  const created: string[] = [];
  console.log(`${name}: ${REPORTS} reports from ${SENDERS} concurrent senders, ${ROUNDS} rounds on one server`);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const b = await burst(server.url);
      created.push(...b.created);
      print(round === 1 ? 'round 1, the server just started' : `round ${round}`, b);
    }
  } finally {
    await server.stop();
  }
  const exported = deskExport(env).filter((r) => r.kind === 'report');
  const counts = new Map<string, number>();
  for (const r of exported) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
  const missing = created.filter((id) => !counts.has(id));
  const twice = [...counts.values()].filter((n) => n > 1).length;
  console.log(`  export: ${created.length} acknowledged with 201, ${missing.length} of them missing, ${twice} stored twice`);
  return missing.length === 0 && twice === 0 && created.length === REPORTS * ROUNDS;
}

/**
 * The bench's own client, warmed on a stand-in that answers at once: its first crowd otherwise runs
 * unoptimised code on the same two cores as the server, and a cold client alone (against the stand-in)
 * measured a first wave twice as slow as a warm one's.
 */
async function warmClient(): Promise<void> {
  const standIn = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((ok) => standIn.listen(0, '127.0.0.1', ok));
  try {
    for (let k = 0; k < 2; k++) await burst(`http://127.0.0.1:${(standIn.address() as AddressInfo).port}`);
  } finally {
    standIn.close();
  }
}

const only = process.argv[2];
await warmClient();
let ok = true;
if (only !== 'postgresql') {
  const dir = mkdtempSync(join(tmpdir(), 'sow-bench-'));
  try {
    ok = (await run('PGlite', { DATA_DIR: dir, DATABASE_URL: '' })) && ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (only !== 'pglite') {
  let pg: TestPostgres | undefined;
  try {
    const url = process.env.DATABASE_URL ?? (await freshDatabase((pg = await startPostgres({ own: true })).url));
    ok = (await run('PostgreSQL', { DATABASE_URL: url })) && ok;
  } finally {
    pg?.stop();
  }
}
process.exit(ok ? 0 : 1);
