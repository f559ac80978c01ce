// The deployment of docs/deploy.md, run for real: PostgreSQL, two servers on it (TRUST_PROXY=1), and
// Debian's nginx in front with deploy/nginx-sow.conf, all on free ports. Two players are two source
// addresses (127.0.0.2 and 127.0.0.3): nginx writes each one's address into X-Forwarded-For.
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { freshDatabase, startPostgres, type TestPostgres } from '../../../scripts/postgres.ts';
import { startNginx, type TestNginx } from '../../../scripts/nginx.ts';
import { deskExport, freePort, post, startServer, type TestServer } from '../../../scripts/server-process.ts';
import { question, report } from '../../unit/server/fixtures.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const RATE = 10;
let pg: TestPostgres;
let env: Record<string, string>;
let ports: number[];
let servers: TestServer[] = [];
let nginx: TestNginx;

const startBoth = async () => (servers = await Promise.all(ports.map((port) => startServer(env, port))));
const stopBoth = async () => void (await Promise.all(servers.map((s) => s.stop())));

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Our own server: the health test stops it and starts it again.
  pg = await startPostgres({ own: true });
  env = { DATABASE_URL: await freshDatabase(pg.url), TRUST_PROXY: '1', PLAYTEST_RATE: String(RATE) };
  ports = [await freePort(), await freePort()];
  await startBoth();
  nginx = await startNginx(
    await freePort(),
    ports.map((p) => `127.0.0.1:${p}`),
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  await stopBoth();
  pg?.stop();
});

const send = (from: string, headers: Record<string, string> = {}) =>
  post(`${nginx.url}/api/questions`, question(), { localAddress: from, agent: false, headers }).then((a) => a.status);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

test('each player behind the proxy has a rate of their own, counted once across both servers and kept across a restart', async () => {
  // Sent one after another: nginx takes turns between the servers, so each sees about half.
  const first: number[] = [];
  for (let i = 0; i < RATE + 4; i++) first.push(await send('127.0.0.2'));
  expect([count(first, 201), count(first, 429)]).toEqual([RATE, 4]);
  const second: number[] = [];
  for (let i = 0; i < 3; i++) second.push(await send('127.0.0.3'));
  expect(second).toEqual([201, 201, 201]);

  await stopBoth();
  await startBoth();
  expect(await send('127.0.0.2')).toBe(429);
  expect(await send('127.0.0.3')).toBe(201);
});

test('a forged X-Forwarded-For or Forwarded changes nothing: the proxy appends the real address after it', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < RATE + 3; i++)
    statuses.push(
      await send('127.0.0.4', i % 2 ? { 'x-forwarded-for': `198.51.100.${i}` } : { 'x-forwarded-for': `127.0.0.3, 10.0.0.${i}`, forwarded: `for=10.1.1.${i}` }),
    );
  expect([count(statuses, 201), count(statuses, 429)]).toEqual([RATE, 3]);
});

test('GET /healthz is 200 while PostgreSQL answers, 503 in one line while it is stopped, 200 once it is back', async () => {
  const health = async (url: string) => {
    const a = await fetch(`${url}/healthz`);
    return `${a.status} ${(await a.text()).trimEnd()}`;
  };
  for (const url of [nginx.url, ...servers.map((s) => s.url)]) expect(await health(url)).toBe('200 ok: the database answers');
  pg.halt();
  try {
    for (const s of servers) await expect.poll(() => health(s.url), { timeout: 30_000 }).toMatch(/^503 unavailable: the database does not answer \([^\n]+\)$/);
    expect(await health(nginx.url)).toMatch(/^503 /);
  } finally {
    pg.resume();
  }
  for (const url of [nginx.url, ...servers.map((s) => s.url)]) await expect.poll(() => health(url), { timeout: 30_000 }).toBe('200 ok: the database answers');
});

test('SIGTERM during a burst: every request in flight is answered, every acknowledged report stored, then connections are refused', async () => {
  const target = await startServer({ ...env, PLAYTEST_RATE: '0' });
  // 300 senders at once, a connection each, all taken by the server well before the signal, which goes
  // with the first acknowledgement.
  const reports = Array.from({ length: 300 }, () => report());
  const exited = new Promise<number | null>((ok) => target.process.once('exit', (code) => ok(code)));
  const answers = Promise.all(
    reports.map((r) =>
      post(`${target.url}/api/playtests`, r, { agent: false }).then(
        (a) => (!target.process.killed && target.process.kill('SIGTERM'), `${a.status}`),
        (error: Error) => error.message,
      ),
    ),
  );
  const statuses = await answers;
  // The signal came with requests still being worked on.
  await exited;
  expect(Number(/answering the (\d+) requests in flight/.exec(target.log())?.[1]), target.log()).toBeGreaterThan(0);
  expect(statuses.filter((s) => s !== '201')).toEqual([]);
  expect(await exited).toBe(0);
  await expect(post(`${target.url}/api/playtests`, report(), { agent: false })).rejects.toThrow(/ECONNREFUSED/);
  const stored = new Set(deskExport(env).map((r) => r.id));
  expect(reports.map((r) => r.id).filter((id) => !stored.has(id as string))).toEqual([]);
});

test('SIGTERM with connections the kernel has made but the server not yet accepted: each request already sent is read and answered', async () => {
  const target = await startServer({ ...env, PLAYTEST_RATE: '0' });
  const exited = new Promise<number | null>((ok) => target.process.once('exit', (code) => ok(code)));
  // Stopped, the server accepts nothing; the kernel still makes the connections and keeps what is sent.
  target.process.kill('SIGSTOP');
  const reports = Array.from({ length: 20 }, () => report());
  const answers = reports.map(
    (r) =>
      new Promise<string>((ok) => {
        const body = JSON.stringify(r);
        const socket = connect(Number(new URL(target.url).port), '127.0.0.1');
        let received = '';
        socket.setEncoding('utf8').on('data', (chunk) => (received += chunk));
        socket.on('error', (error: NodeJS.ErrnoException) => ok(error.code ?? error.message));
        socket.on('close', () => ok(received.split('\r\n')[0] || 'closed unanswered'));
        socket.on('connect', () =>
          socket.write(
            `POST /api/playtests HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
          ),
        );
      }),
  );
  await new Promise((ok) => setTimeout(ok, 500));
  // The signal waits with the connections; the server meets both when it goes on.
  target.process.kill('SIGTERM');
  target.process.kill('SIGCONT');
  expect(await Promise.all(answers)).toEqual(reports.map(() => 'HTTP/1.1 201 Created'));
  expect(await exited).toBe(0);
  const stored = new Set(deskExport(env).map((x) => x.id));
  expect(reports.map((r) => r.id).filter((id) => !stored.has(id as string))).toEqual([]);
});
