// Issue 37 against a running server (npm start): the PGlite folder held for the server's whole life, a
// sign-in body that never ends, odd methods, and a fuzz over methods, paths and bodies that never gets a
// 500; and the built service worker's send-later route, offline and online. Named after the items.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from '../../../scripts/server-process.ts';
import { question, report } from '../../unit/server/fixtures.ts';

test.describe('a running server', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let server: TestServer;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'sow-hostile-'));
    server = await startServer({ DATA_DIR: dataDir, PLAYTEST_RATE: '0', DESK_SIGN_IN_RATE: '10000' });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('6. a second server opens a PGlite folder in use: refused with one line while the first is idle, as is desk export', () => {
    // No record has arrived: the first server has not opened its database since its start-up check.
    const second = spawnSync(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr.trim().split('\n')).toEqual([
      `start: ${dataDir} is in use by process ${server.process.pid} (a running server or desk command): stop it first, or set DATABASE_URL to share a PostgreSQL server`,
    ]);
    const desk = spawnSync(process.execPath, ['src/server/cli/desk.ts', 'export'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(desk.status).toBe(1);
    expect(desk.stderr.trim().split('\n')).toHaveLength(1);
    expect(desk.stderr).toContain(`desk: ${dataDir} is in use by process ${server.process.pid}`);
  });

  test('a second server on a port in use is refused with one line, not let share it (the listeners ask for SO_REUSEPORT)', () => {
    const other = mkdtempSync(join(tmpdir(), 'sow-hostile-port-'));
    try {
      const second = spawnSync(process.execPath, ['scripts/start.ts'], {
        env: { ...process.env, DATA_DIR: other, PORT: new URL(server.url).port, HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr.trim().split('\n')).toEqual([`start: listen EADDRINUSE: address already in use 127.0.0.1:${new URL(server.url).port}`]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  test('2. unbounded bodies before authentication: a chunked body to /desk/sign-in/ is answered 413 at once', async () => {
    const { port } = new URL(server.url);
    const result = await new Promise<{ status: number; sent: number }>((ok, fail) => {
      let sent = 0;
      let done = false;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/desk/sign-in/',
          method: 'POST',
          headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          done = true;
          res.resume();
          ok({ status: res.statusCode!, sent });
          req.destroy();
        },
      );
      req.on('error', (e) => (done ? undefined : fail(e)));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!done && sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!done) req.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    // Far less than the 50 MB offered was taken in before the answer.
    expect(result.sent).toBeLessThan(8 * 1024 * 1024);
  });

  test('9. 500s that should be 400s: TRACE on any route is a 405 in one line', async () => {
    for (const path of ['/', '/api/playtests', '/desk/', '/v0.2/rules/1/']) {
      const a = await fetch(`${server.url}${path}`, { method: 'PROPFIND' });
      expect(a.status).toBe(405);
      const { port } = new URL(server.url);
      const trace = await new Promise<number>((ok, fail) =>
        request({ host: '127.0.0.1', port, path, method: 'TRACE' }, (res) => (res.resume(), ok(res.statusCode!)))
          .on('error', fail)
          .end(),
      );
      expect(trace).toBe(405);
    }
  });

  test('the class: over methods, paths and bodies the server never answers 500', async () => {
    const { port } = new URL(server.url);
    const send = (method: string, path: string, body: string, headers: Record<string, string>) =>
      new Promise<number>((ok, fail) => {
        // Framed by its length whatever the method: Node's client sends a GET's or DELETE's body unframed,
        // which a server reads as a second, broken request and answers by closing the connection.
        const framed = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
        // A connection of its own (agent: false): the global agent may reuse a socket the server is closing
        // after its 5 s keep-alive, a race between the two ends (the likely cause of a 'socket hang up' under load) and not an answer.
        const req = request({ host: '127.0.0.1', port, path, method, headers: framed, agent: false }, (res) => (res.resume(), ok(res.statusCode!)));
        req.on('error', fail);
        req.end(body);
      });
    const paths = [
      '/api/playtests',
      '/api/questions/',
      '/desk/',
      '/desk/records/',
      '/desk/sign-in/',
      '/desk/rulings/save/',
      '/desk/?q=%00',
      '/desk/?q=%ud800',
      '/api/desk/records',
      '/v0.2/rules/1/',
      '/nowhere/',
    ];
    const bodies = fc.oneof(
      fc.json(),
      fc.string(),
      fc.constant(`{"notes":${'['.repeat(20_000)}${']'.repeat(20_000)}}`),
      fc.record({ extra: fc.string() }).map((o) => JSON.stringify({ ...report(), ...o })),
      fc.constantFrom(
        JSON.stringify(report({ perSide: 50, left: { instigator: 0, retaliator: 0 } })),
        JSON.stringify(question({ situation: '//evil.example/' })),
        '{"__proto__":{}}',
      ),
      fc.string().map((s) => `back=${encodeURIComponent(s)}&kind=report&id=x`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW'),
        fc.oneof(
          fc.constantFrom(...paths),
          fc.webPath().map((p) => p || '/'),
        ),
        bodies,
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'),
        fc.boolean(),
        async (method, path, body, type, sameSite) => {
          const status = await send(method, path, body, { 'content-type': type, ...(sameSite ? { origin: server.url } : {}) });
          expect(status, `${method} ${path}`).not.toBe(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});

test.describe('the service worker', () => {
  // The config blocks service workers for every other test.
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  test('5. send-later in the service worker throws: offline, a record POST is queued by the built sw.js; online it goes through', async ({ page, context }) => {
    const swErrors: string[] = [];
    context.on('serviceworker', (worker) => worker.on('console', (m) => m.type() === 'error' && swErrors.push(m.text())));
    await page.goto('/playtests/ask/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
    const send = (body: unknown) =>
      page.evaluate(async (b) => {
        try {
          const r = await fetch('/api/questions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
          return r.status;
        } catch {
          return 'failed';
        }
      }, body);
    const queued = () =>
      page.evaluate(
        () =>
          new Promise<number>((ok) => {
            const open = indexedDB.open('workbox-background-sync');
            open.onerror = () => ok(-1);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('requests')) return ok(0);
              const all = db.transaction('requests').objectStore('requests').getAll();
              all.onsuccess = () => ok((all.result as Array<{ queueName: string }>).filter((r) => r.queueName === 'sow-records').length);
            };
          }),
      );

    await context.setOffline(true);
    expect(await send(question())).toBe('failed');
    await expect.poll(queued).toBe(1);

    await context.setOffline(false);
    expect(await send(question())).toBe(201);
    expect(swErrors.filter((e) => /urls is not defined|ReferenceError/.test(e))).toEqual([]);
  });
});
