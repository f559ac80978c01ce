// The record routes two ways: as `npm start` serves them beside Astro (records/serve.ts, over a real
// HTTP server) and as their Astro routes answer under `astro dev` (src/pages/api/). The same requests
// must get the same answers from both, on PGlite in a temporary folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { closeDb } from '../../../src/server/db/database.ts';
import { crossSiteForm } from '../../../src/server/http.ts';
import { recordKind, serveRecord } from '../../../src/server/records/serve.ts';
import { POST as postReport } from '../../../src/pages/api/playtests.ts';
import { POST as postQuestion } from '../../../src/pages/api/questions.ts';
import { question, report } from './fixtures.ts';

const ORIGIN = 'http://handbook.test';

describe('which requests are record POSTs', () => {
  it('a POST to either route, the slash added and any query aside; nothing else', () => {
    expect(recordKind('POST', '/api/playtests/')).toBe('report');
    expect(recordKind('POST', '/api/questions/?from=sheet')).toBe('question');
    expect(recordKind('GET', '/api/playtests/')).toBeUndefined();
    expect(recordKind('PUT', '/api/questions/')).toBeUndefined();
    for (const url of ['/api/playtests', '/api/playtestsx/', '/v0.2/api/playtests/', '/api/desk/records/', '/'])
      expect(recordKind('POST', url), url).toBeUndefined();
  });
});

describe("a cross-site form, as Astro's origin check reads it", () => {
  const ask = (headers: Record<string, string>, method = 'POST') => crossSiteForm(new Request(`${ORIGIN}/api/playtests/`, { method, headers }));
  it("refused: another origin (or none) with a form's content type or none", () => {
    for (const type of ['text/plain', 'TEXT/PLAIN;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect(ask({ 'content-type': type, origin: 'https://evil.example' }), type).toBe(true);
      expect(ask({ 'content-type': type }), type).toBe(true);
    }
    expect(ask({ origin: 'https://evil.example' })).toBe(true);
    expect(ask({})).toBe(true);
  });
  it('let through: the own origin, JSON from anywhere, and reads', () => {
    expect(ask({ 'content-type': 'text/plain', origin: ORIGIN })).toBe(false);
    expect(ask({ origin: ORIGIN })).toBe(false);
    expect(ask({ 'content-type': 'application/json', origin: 'https://evil.example' })).toBe(false);
    expect(ask({ 'content-type': 'application/json' })).toBe(false);
    expect(ask({ 'content-type': 'text/plain' }, 'GET')).toBe(false);
  });
});

describe('the same answers beside Astro and through it (PGlite in a temporary folder)', { timeout: 180_000 }, () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sow-routes-'));
    process.env.DATA_DIR = dir;
    process.env.PLAYTEST_RATE = '0';
    server = createServer((req, res) => {
      const kind = recordKind(req.method, req.url ?? '');
      if (kind) void serveRecord(kind, req, res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
    await closeDb();
    delete process.env.DATA_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  interface Asked {
    status: number;
    type: string | null;
    cache: string | null;
    body: unknown;
  }
  const read = async (r: Response): Promise<Asked> => ({
    status: r.status,
    type: r.headers.get('content-type'),
    cache: r.headers.get('cache-control'),
    body: await r.json(),
  });

  /** The request sent to the running server, and made as Astro would hand it to the route. */
  async function both(route: 'playtests' | 'questions', body: () => string, headers: Record<string, string>): Promise<[Asked, Asked]> {
    const beside = await read(await fetch(`${base}/api/${route}/`, { method: 'POST', headers, body: body() }));
    const request = new Request(`${base}/api/${route}/`, { method: 'POST', headers, body: body() });
    const POST = route === 'playtests' ? postReport : postQuestion;
    const through = await read(await POST({ request, clientAddress: '127.0.0.1' } as APIContext));
    return [beside, through];
  }

  const json = { 'content-type': 'application/json' };
  const cases: Array<[string, 'playtests' | 'questions', () => string, Record<string, string>, number]> = [
    ['a report', 'playtests', () => JSON.stringify(report()), json, 201],
    ['a question', 'questions', () => JSON.stringify(question()), json, 201],
    ['a field out of range', 'playtests', () => JSON.stringify(report({ turns: 0 })), json, 400],
    ['an unknown rule', 'questions', () => JSON.stringify(question({ rule: 'rule-99' })), json, 400],
    ['not JSON', 'playtests', () => '{"id": ', json, 400],
    ['an empty body', 'questions', () => '', json, 400],
    ['too large', 'playtests', () => JSON.stringify(report({ notes: 'x'.repeat(70_000) })), json, 413],
    ['a form from another site', 'playtests', () => JSON.stringify(report()), { 'content-type': 'text/plain', origin: 'https://evil.example' }, 403],
  ];
  for (const [what, route, body, headers, status] of cases)
    it(what, async () => {
      const [beside, through] = await both(route, body, headers);
      expect(beside.status).toBe(status);
      // Each send is a record of its own (its own id); everything else is the same.
      expect(beside).toEqual({ ...through, body: status === 201 ? beside.body : through.body });
      expect(beside.type).toBe('application/json; charset=utf-8');
    });

  it('an id sent again: 200 with the id from either, whichever stored it', async () => {
    const r = JSON.stringify(report());
    const [first, again] = await both('playtests', () => r, json);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
  });
});
