// The playtest API against a running server and a real database: answers and their codes, hostile
// input of every kind, the per-address rate, and records acknowledged before a kill -9 still there after
// a restart, on PGlite and on a PostgreSQL server.
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, startPostgres, type TestPostgres } from '../../../scripts/postgres.ts';
import { gameLink, question, report, tamper } from '../../unit/server/fixtures.ts';
import { deskExport, post, startServer, type TestServer } from '../../../scripts/server-process.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: TestServer;
let dataDir: string;

test.beforeAll(async () => {
  // PGlite's first start (a new cluster) and the migrations take a while on a busy machine.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'sow-api-'));
  server = await startServer({ DATA_DIR: dataDir, PLAYTEST_RATE: '20' });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const HTML = '<script>alert(1)</script><img src=x onerror=alert(2)>&amp;"\'';

test('201 with the id, then 200 for the same id; the record is stored once, every text field as sent', async () => {
  const r = report({ notes: HTML, name: HTML.slice(0, 40), questions: [{ rule: 'move-action', text: HTML }], game: gameLink('v0.2') });
  const first = await post(`${server.url}/api/playtests`, r, { localAddress: '127.0.0.3' });
  expect([first.status, JSON.parse(first.body)]).toEqual([201, { id: r.id }]);
  const again = await post(`${server.url}/api/playtests`, r, { localAddress: '127.0.0.3' });
  expect([again.status, JSON.parse(again.body)]).toEqual([200, { id: r.id }]);
  const q = question({ text: HTML, situation: gameLink('v0.2', 4) });
  expect((await post(`${server.url}/api/questions`, q, { localAddress: '127.0.0.3' })).status).toBe(201);
  expect((await post(`${server.url}/api/questions/`, q, { localAddress: '127.0.0.3' })).status).toBe(200);
});

test.describe('hostile input gets a one-line JSON refusal naming the field, and stores nothing', () => {
  const cases: Array<[string, string, unknown, number, string | undefined, string]> = [
    ['an unknown version', 'playtests', report({ version: 'v9' }), 400, 'version', 'must be a version of the handbook'],
    ['an unknown rule id', 'questions', question({ rule: 'rule-99' }), 400, 'rule', 'stable rule id of v0.2'],
    ['a rule number instead of its id', 'playtests', report({ questions: [{ rule: '26' }] }), 400, 'questions[0].rule', 'stable rule id'],
    ['a wrong type', 'playtests', report({ turns: 'twelve' }), 400, 'turns', 'is "twelve"'],
    ['a list where a mapping goes', 'playtests', report({ left: [1, 2] }), 400, 'left', 'must be a mapping'],
    ['an oversized field', 'questions', question({ text: 'x'.repeat(4001) }), 400, 'text', '1 to 4,000 characters'],
    ['an oversized name', 'playtests', report({ name: 'n'.repeat(81) }), 400, 'name', 'at most 80'],
    ['an oversized list', 'playtests', report({ questions: Array.from({ length: 31 }, () => ({ rule: 'dice' })) }), 400, 'questions', 'at most 30'],
    ['a field no record has', 'playtests', report({ isDesigner: true }), 400, 'isDesigner', 'is not a field of a game report'],
    [
      'a game link that does not replay',
      'playtests',
      report({ game: tamper(gameLink('v0.2', 6), (t) => [...t.slice(0, 3), 'pI9.R9']) }),
      400,
      'game',
      'does not replay: decision 4',
    ],
    ['a game of another version', 'playtests', report({ game: gameLink('v0.1f', 3) }), 400, 'game', 'plays the rules of v0.1f'],
    ['not JSON', 'playtests', '{"id": ', 400, undefined, 'the body is not JSON'],
    ['JSON that is not a record', 'questions', '[1,2,3]', 400, undefined, 'must be a rule question'],
    ['an empty body', 'playtests', '', 400, undefined, 'the body is empty'],
  ];
  for (const [what, route, body, status, field, words] of cases)
    test(what, async () => {
      const a = await post(`${server.url}/api/${route}`, body, { localAddress: '127.0.0.4' });
      expect(a.status).toBe(status);
      expect(a.body).not.toContain('\n');
      const json = JSON.parse(a.body);
      expect(json.error).toContain(words);
      expect(json.field).toBe(field);
      expect(json.error).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
    });

  test('a body over 64 KB is refused with 413, by its length or by counting when it sends none', async () => {
    const big = report({ notes: 'x'.repeat(70_000) });
    for (const chunked of [false, true]) {
      const a = await post(`${server.url}/api/playtests`, big, { localAddress: '127.0.0.4', chunked });
      expect([a.status, JSON.parse(a.body).error]).toEqual([413, 'the body is larger than 64 KB, the most a record may be']);
    }
  });

  test("a record another site's page could send as a form (text/plain, a form's type, or none) is refused with 403; the same from the handbook's own page is stored", async () => {
    const from = { origin: 'https://evil.example' };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const a = await post(`${server.url}/api/playtests`, report(), { localAddress: '127.0.0.7', headers: { ...from, 'content-type': type } });
      expect([a.status, JSON.parse(a.body)], type).toEqual([
        403,
        { error: 'a record sent as a form from another site is refused: send it as JSON (content-type: application/json)' },
      ]);
    }
    // No content type: Node's request sends none when the header is left out.
    const none = await new Promise<number>((ok, fail) => {
      const body = JSON.stringify(question());
      const req = request(
        `${server.url}/api/questions`,
        { method: 'POST', localAddress: '127.0.0.7', headers: { 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          ok(res.statusCode!);
        },
      );
      req.on('error', fail).end(body);
    });
    expect(none).toBe(403);
    // JSON from another site reaches the checks (a browser asks first, and is given no CORS answer).
    expect((await post(`${server.url}/api/playtests`, report(), { localAddress: '127.0.0.7', headers: from })).status).toBe(201);
    const own = { origin: new URL(server.url).origin, 'content-type': 'text/plain;charset=UTF-8' };
    expect((await post(`${server.url}/api/playtests`, report(), { localAddress: '127.0.0.7', headers: own })).status).toBe(201);
  });

  test('a Host header that names no host is refused with 400 in JSON', async () => {
    const a = await post(`${server.url}/api/playtests`, report(), { localAddress: '127.0.0.7', headers: { host: 'a b' } });
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body).error).toMatch(/^the Host header "a b" is not a host name/);
  });

  test('a GET is refused with 405 in JSON', async () => {
    const a = await fetch(`${server.url}/api/playtests`);
    expect([a.status, await a.json()]).toEqual([405, { error: 'only POST is allowed here: send the record as JSON' }]);
  });
});

test('one address past PLAYTEST_RATE gets 429 with Retry-After, while another address is unaffected', async () => {
  const flood = await Promise.all(Array.from({ length: 30 }, () => post(`${server.url}/api/questions`, question(), { localAddress: '127.0.0.5' })));
  const refused = flood.filter((a) => a.status === 429);
  expect(flood.filter((a) => a.status === 201)).toHaveLength(20);
  expect(refused).toHaveLength(10);
  expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(refused[0]!.body).error).toMatch(/^more than 20 sends a minute from this address: try again in \d+ s$/);
  const other = await post(`${server.url}/api/questions`, question(), { localAddress: '127.0.0.6' });
  expect(other.status).toBe(201);
});

test('every record acknowledged is exported, the hostile text exactly as sent', async () => {
  await server.stop();
  const records = deskExport({ DATA_DIR: dataDir });
  const html = records.find((r) => r.kind === 'report' && r.notes === HTML);
  expect(html).toBeTruthy();
  expect(records.filter((r) => r.kind === 'question')).toHaveLength(1 + 20 + 1);
  expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
  server = await startServer({ DATA_DIR: dataDir, PLAYTEST_RATE: '20' });
});

/** Senders post until the server dies under them; the ids it acknowledged (201 or 200). */
async function burstUntilKilled(target: TestServer): Promise<string[]> {
  const acknowledged: string[] = [];
  let dead = false;
  const sender = async () => {
    while (!dead) {
      const r = report();
      try {
        const a = await post(`${target.url}/api/playtests`, r);
        if (a.status === 201 || a.status === 200) acknowledged.push(r.id as string);
      } catch {
        dead = true;
      }
    }
  };
  const senders = Array.from({ length: 20 }, sender);
  // Kill once the burst is well under way.
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(100);
  await target.kill();
  dead = true;
  await Promise.all(senders);
  return acknowledged;
}

test('kill -9 in the middle of a burst, then restart: every acknowledged report is there (PGlite)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sow-kill-'));
  try {
    const env = { DATA_DIR: dir, PLAYTEST_RATE: '0' };
    const acknowledged = await burstUntilKilled(await startServer(env));
    const again = await startServer(env);
    await again.stop();
    const stored = new Set(deskExport(env).map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('kill -9 in the middle of a burst, then restart: every acknowledged report is there (PostgreSQL)', async () => {
  let pg: TestPostgres | undefined;
  try {
    pg = await startPostgres();
    const env = { DATABASE_URL: await freshDatabase(pg.url), PLAYTEST_RATE: '0' };
    const acknowledged = await burstUntilKilled(await startServer(env));
    const again = await startServer(env);
    await again.stop();
    const stored = new Set(deskExport(env).map((r) => r.id));
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    pg?.stop();
  }
});
