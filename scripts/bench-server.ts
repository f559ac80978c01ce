// `npm run bench:server`: the built server under 200 concurrent senders posting 2,000 game reports
// (PLAYTEST_RATE=0), on PGlite in a temporary folder and on PostgreSQL (a throwaway server from Debian's
// package, as the tests start it, or the one at DATABASE_URL). Prints reports a second and the latency
// percentiles beside issue 38's goals, then checks every report acknowledged with 201 is in the desk's
// export, and none twice. Run `npm run build` first. Figures are printed, never asserted by the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, startPostgres, type TestPostgres } from './postgres.ts';
import { deskExport, post, startServer } from './server-process.ts';

const SENDERS = 200;
const REPORTS = 2000;
const GOAL = { p99: 200, perSecond: 1000 };

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

/** One run against a fresh database; true when every acknowledged report is stored once. */
async function run(name: string, env: Record<string, string>): Promise<boolean> {
  const server = await startServer({ ...env, PLAYTEST_RATE: '0' });
  const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
  const created: string[] = [];
  const latencies: number[] = [];
  // The first wave (one report a sender) meets a server that has just started: connections opening, the
  // API's modules loading, code not yet optimised. Its share of the tail is printed on its own line.
  const firstWave: number[] = [];
  const other = new Map<number, number>();
  const failed = new Map<string, number>();
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
            const a = await post(`${server.url}/api/playtests`, r, { agent });
            latencies.push(performance.now() - t);
            if (i < SENDERS) firstWave.push(performance.now() - t);
            if (a.status === 201) created.push(r.id);
            else other.set(a.status, (other.get(a.status) ?? 0) + 1);
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code ?? 'error';
            failed.set(code, (failed.get(code) ?? 0) + 1);
          }
        }
      }),
    );
    const perSecond = REPORTS / ((performance.now() - started) / 1000);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`${name}: ${REPORTS} reports from ${SENDERS} concurrent senders`);
    console.log(`  reports/s   ${perSecond.toFixed(0).padStart(6)}   goal >= ${GOAL.perSecond}   ${mark(perSecond >= GOAL.perSecond)}`);
    console.log(`  p99 latency ${pct(99).toFixed(0).padStart(6)} ms  goal < ${GOAL.p99} ms   ${mark(pct(99) < GOAL.p99)}`);
    console.log(`  p50 ${pct(50).toFixed(0)} ms, max ${pct(100).toFixed(0)} ms`);
    const later = latencies.length - firstWave.length;
    firstWave.sort((a, b) => a - b);
    console.log(
      `  first wave (${firstWave.length} reports, one a sender): p50 ${firstWave[firstWave.length >> 1]?.toFixed(0)} ms, max ${firstWave.at(-1)?.toFixed(0)} ms; the ${later} after it are the p99's other share`,
    );
    if (other.size > 0) console.log(`  answers other than 201: ${[...other].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
    if (failed.size > 0) console.log(`  no answer: ${[...failed].map(([c, n]) => `${n} × ${c}`).join(', ')}`);
  } finally {
    agent.destroy();
    await server.stop();
  }
  const exported = deskExport(env).filter((r) => r.kind === 'report');
  const counts = new Map<string, number>();
  for (const r of exported) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
  const missing = created.filter((id) => !counts.has(id));
  const twice = [...counts.values()].filter((n) => n > 1).length;
  console.log(`  export: ${created.length} acknowledged with 201, ${missing.length} of them missing, ${twice} stored twice`);
  return missing.length === 0 && twice === 0 && created.length === REPORTS;
}

const only = process.argv[2];
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
