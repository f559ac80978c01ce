// `npm run bench:server`: the built server under 200 concurrent senders posting 2,000 game reports
// (PLAYTEST_RATE=0), on PGlite in a temporary folder (or the PostgreSQL at DATABASE_URL). Prints reports
// a second and the latency percentiles, then checks every report acknowledged with 201 is in the desk's
// export, and none twice. Run `npm run build` first. Figures are printed, never asserted by the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskExport, post, startServer } from './server-process.ts';

const SENDERS = 200;
const REPORTS = 2000;

const dir = mkdtempSync(join(tmpdir(), 'sow-bench-'));
const env: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL, PLAYTEST_RATE: '0' }
  : { DATA_DIR: dir, PLAYTEST_RATE: '0' };
const server = await startServer(env);
const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });

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

const created: string[] = [];
const latencies: number[] = [];
const other = new Map<number, number>();
let next = 0;
const started = performance.now();
try {
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < REPORTS) {
        const r = report(next++);
        const t = performance.now();
        const a = await post(`${server.url}/api/playtests`, r, { agent });
        latencies.push(performance.now() - t);
        if (a.status === 201) created.push(r.id);
        else other.set(a.status, (other.get(a.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
  console.log(
    `${REPORTS} reports from ${SENDERS} concurrent senders on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${(REPORTS / seconds).toFixed(0)} reports/s, latency p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms`,
  );
  if (other.size > 0) console.log(`Answers other than 201: ${[...other].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
} finally {
  agent.destroy();
  await server.stop();
}

const exported = deskExport(env).filter((r) => r.kind === 'report');
const counts = new Map<string, number>();
for (const r of exported) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
const missing = created.filter((id) => !counts.has(id));
const twice = [...counts.values()].filter((n) => n > 1).length;
console.log(`Export: ${created.length} acknowledged with 201, ${missing.length} of them missing, ${twice} stored twice.`);
rmSync(dir, { recursive: true, force: true });
process.exit(missing.length === 0 && twice === 0 && created.length === REPORTS ? 0 : 1);
