// Issue 37's hostile inputs and faults, each a test named after it (the numbers are the issue's), and
// the class behind each held under fast-check where it takes input. The running server's share (the
// lock between two servers, the sign-in body, odd methods, the fuzz) is tests/e2e/server/hostile.spec.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { closeDb, DatabaseError, failure, getDb, openDatabase } from '../../../src/server/db/database.ts';
import { checkRecord, isHandbookLink, questionSchema, reportSchema, shapeProblem } from '../../../src/shared/record-schema.ts';
import { receive } from '../../../src/server/records/receive.ts';
import { deployProblem } from '../../../src/server/replay.ts';
import { answer, readBody } from '../../../src/server/http.ts';
import { backPath, back, deskFormBody } from '../../../src/server/desk/forms.ts';
import { writePublished } from '../../../src/server/desk/publish.ts';
import { inbox } from '../../../src/server/desk/store.ts';
import { createAccount, AccountError } from '../../../src/server/desk/auth.ts';
import { readRecordLines, DeskUsage } from '../../../src/server/cli/transfer.ts';
import { earlyRefusal } from '../../../src/server/paths.ts';
import { sendLaterPattern } from '../../../src/site/offline.ts';
import { playtestPages } from '../../../src/catalog/playtests.ts';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { known, question, report } from './fixtures.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sow-hostile-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((d) => rmSync(d, { recursive: true, force: true })));

const post = (body: unknown, path = '/api/playtests/') =>
  new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const asked = (r: Response) => r.json() as Promise<{ error: string; field?: string }>;

/** A body that never ends, counting what was read of it. */
function endless(chunk = 16 * 1024) {
  const seen = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      seen.bytes += chunk;
      c.enqueue(new Uint8Array(chunk).fill(97));
    },
  });
  return { body, seen };
}

describe('the API with a database (PGlite in a temporary folder)', { timeout: 180_000 }, () => {
  beforeAll(() => {
    process.env.DATA_DIR = folder();
    process.env.PLAYTEST_RATE = '0';
  });
  afterAll(async () => {
    await closeDb();
    delete process.env.DATA_DIR;
  });

  it('1. a valid report breaks the build: perSide 50 on the default table is refused at the API naming perSide and what fits', async () => {
    const a = await answer(() => receive('report', post(report({ perSide: 50, left: { instigator: 1, retaliator: 0 } })), '127.0.0.1'));
    expect(a.status).toBe(400);
    const { error, field } = await asked(a);
    expect(field).toBe('perSide');
    expect(error).toMatch(/^field "perSide" is 50: .* do not fit .*; at most \d+ a side fit$/);
    const fits = Number(/at most (\d+)/.exec(error)![1]);
    const v02 = known.find((v) => v.id === 'v0.2')!;
    expect(deployProblem({ system: 'fragment1', perSide: fits, params: {}, rulings: {} }, v02)).toBeUndefined();
    expect(deployProblem({ system: 'fragment1', perSide: fits + 1, params: {}, rulings: {} }, v02)).toBeDefined();
  });

  it('1. a valid report breaks the build: /playtests/ leaves out a published tally the engine cannot play', () => {
    const catalog = loadCatalog();
    const tally = {
      version: 'v0.2',
      system: 'fragment1' as const,
      rulings: {},
      ruled: {},
      params: {},
      perSide: 50,
      results: { instigator: 1, retaliator: 0, draw: 0, unfinished: 0 },
      turns: 5,
      minutes: { games: 0, total: 0 },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rules = (v: string) => ({ ruleset: catalog.version(v)!.engine.ruleset as 'v0.2', given: {}, changedReadings: {}, settled: [] });
    const pages = playtestPages(catalog, { tallies: [tally], asked: [] }, rules, 4);
    warn.mockRestore();
    expect(pages.find((p) => p.version === 'v0.2')!.blocks.some((b) => b.setting.perSide === 50)).toBe(false);
  });

  it('8. a failed insert logs its parameters: the log holds the id and the failure, never a field', async () => {
    const db = await getDb();
    await sql`alter table reports add constraint canary_check check (notes is null or notes not like '%CANARY%')`.execute(db);
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    try {
      const r = report({ notes: 'CANARY-notes-7f3', name: 'CANARY-name-91c' });
      const a = await answer(() => receive('report', post(r), '127.0.0.1'));
      expect(a.status).toBe(503);
      expect((await a.text()).split('\n').filter(Boolean)).toHaveLength(1);
      expect(errors.join('\n')).toContain(String(r.id));
      expect(errors.join('\n')).not.toContain('CANARY-');
    } finally {
      spy.mockRestore();
      await sql`alter table reports drop constraint canary_check`.execute(db);
    }
  });

  it('9. 500s that should be 400s: 20,000-deep nested arrays in a field are a 400 naming the field', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const body = JSON.stringify(report({ notes: 'x' })).replace('"x"', deep);
    const a = await answer(() => receive('report', post(body), '127.0.0.1'));
    expect(a.status).toBe(400);
    expect((await asked(a)).error).toMatch(/^field "notes(\[0\])*" is nested 8 deep or more/);
  });

  it('9. 500s that should be 400s: /desk/?q=%00 searches without failing (NUL and lone surrogates dropped)', async () => {
    const db = await getDb();
    for (const q of ['\u0000', 'a\u0000b', '\ud800', '%_\\']) await expect(inbox(db, { q })).resolves.toBeDefined();
  });

  it('11. the desk word search matches the JSON of questions: q=rule finds only what a person wrote', async () => {
    const db = await getDb();
    const plain = report({ questions: [{ rule: 'move-action', text: 'Up to 2" or exactly?' }], notes: 'fine' });
    const said = report({ questions: [{ rule: 'move-action', text: 'Which rule wins here?' }] });
    for (const r of [plain, said]) expect((await answer(() => receive('report', post(r), '127.0.0.1'))).status).toBe(201);
    const found = await inbox(db, { q: 'rule' });
    expect(found.reports.map((r) => r.id)).toContain(said.id);
    expect(found.reports.map((r) => r.id)).not.toContain(plain.id);
    expect((await inbox(db, { q: 'move-action' })).reports).toEqual([]);
  });

  it('11. a helper account with an email like <script>alert(1)</script>@x.org is refused', async () => {
    const db = await getDb();
    for (const email of ['<script>alert(1)</script>@x.org', 'a b@x.org', 'x@y', '"q"@x.org'])
      await expect(createAccount(db, { email, name: 'h', password: 'a long password 1', role: 'helper' })).rejects.toThrow(AccountError);
    await expect(createAccount(db, { email: 'Helper.One+desk@example.org', name: 'h', password: 'a long password 1', role: 'helper' })).resolves.toMatchObject({
      email: 'helper.one+desk@example.org',
    });
  });
});

describe('bodies', () => {
  it('2. unbounded bodies before authentication: a chunked body is cut at the limit, 413 at once', async () => {
    for (const route of ['sign-in', 'desk form'] as const) {
      const { body, seen } = endless();
      const request = new Request('http://127.0.0.1/desk/sign-in/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        duplex: 'half',
      } as RequestInit);
      const answer = await deskFormBody(request, route === 'sign-in' ? 4096 : 32 * 1024);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(413);
      expect(seen.bytes).toBeLessThanOrEqual((route === 'sign-in' ? 4096 : 32 * 1024) + 3 * 16 * 1024);
    }
  });

  it('2. unbounded bodies: a false or odd Content-Length is refused before reading', async () => {
    for (const length of ['999999999', 'abc', '-1']) {
      const { body, seen } = endless();
      const request = new Request('http://127.0.0.1/api/playtests/', {
        method: 'POST',
        headers: { 'content-length': length },
        body,
        duplex: 'half',
      } as RequestInit);
      await expect(readBody(request, 1024)).rejects.toMatchObject({ status: 413 });
      expect(seen.bytes).toBeLessThanOrEqual(3 * 16 * 1024);
    }
  });

  it('2. the class: any body is read whole up to the limit and refused past it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.integer({ min: 1, max: 2000 }), async (bytes, limit) => {
        const request = new Request('http://x/', { method: 'POST', body: bytes });
        if (bytes.length > limit) await expect(readBody(request, limit)).rejects.toMatchObject({ status: 413 });
        else expect(Buffer.from(await readBody(request, limit)).equals(Buffer.from(bytes))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('links and redirects', () => {
  const evil = [
    'https://evil.example/play/?w.game-table=x',
    '//evil.example/play/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'https://sow-handbook.netlify.app@evil.example/',
  ];

  it('3. links to other sites at the desk: a game or situation on another host is refused by the one schema', () => {
    for (const game of evil) {
      const r = checkRecord(reportSchema(known, ['https://sow-handbook.netlify.app']), report({ game }));
      expect(r.ok ? 'accepted' : r.field).toBe('game');
      const q = checkRecord(questionSchema(known, ['https://sow-handbook.netlify.app']), question({ situation: game }));
      expect(q.ok ? 'accepted' : q.field).toBe('situation');
    }
  });

  it('3. the class: every link the schema accepts leads into the handbook', () => {
    const origin = 'https://sow-handbook.netlify.app';
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.webPath(), fc.constantFrom(...evil)), (s) => {
        if (isHandbookLink(s, [origin])) expect(new URL(s, `${origin}/v0.2/`).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
  });

  it('4. open redirect: back=/desk/..//evil.example/x and other spellings go back to /desk/', () => {
    const form = (b: string) => {
      const f = new FormData();
      f.set('back', b);
      return f;
    };
    for (const b of [
      '/desk/..//evil.example/x',
      '/desk/../\\evil.example/x',
      '/desk/%2e%2e//evil.example/x',
      '/desk/./..//evil.example',
      '//evil.example/desk/',
      'https://evil.example/desk/',
    ])
      expect(back(new Request('http://127.0.0.1/desk/records/'), form(b), { done: 'state' }).headers.get('location')).toMatch(/^\/desk\/\?done=state$/);
    expect(back(new Request('http://127.0.0.1/desk/records/'), form('/desk/rulings/?x=1'), {}).headers.get('location')).toBe('/desk/rulings/?x=1');
  });

  it('4. the class: every redirect target is a /desk/ path of this site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webPath(),
          fc.webUrl(),
          fc.string().map((s) => `/desk/${s}`),
        ),
        (b) => {
          const f = new FormData();
          f.set('back', b);
          const location = back(new Request('http://127.0.0.1/desk/'), f, { error: b }).headers.get('location')!;
          expect(location).toMatch(/^\/desk\//);
          expect(new URL(location, 'http://127.0.0.1/').origin).toBe('http://127.0.0.1');
          expect(backPath(b).pathname.startsWith('/desk/')).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('5. send-later in the service worker throws: the route is a pattern that needs nothing from the build', () => {
    const p = sendLaterPattern();
    // What sw.js holds is the pattern's source: nothing it names must exist there.
    const inSw = new RegExp(p.source);
    for (const u of ['http://x/api/playtests', 'https://h.org/api/questions/', 'http://x/api/playtests?a=1']) expect(inSw.test(u)).toBe(true);
    for (const u of ['http://x/api/playtestsx', 'http://x/v0.2/api/playtests', 'http://x/api/rules/a.json']) expect(inSw.test(u)).toBe(false);
  });
});

describe('files and folders', { timeout: 180_000 }, () => {
  it('7. publishing on a full disk half-writes: the file is whole or as it was, and no temporary file is left', () => {
    const dir = folder();
    writeFileSync(join(dir, 'rulings.yaml'), 'before\n');
    const full = {
      writeSync: (fd: number, data: Uint8Array, offset: number, length: number) => {
        if (offset >= 4096) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        return writeSync(fd, data, offset, Math.min(length, 4096 - offset));
      },
    };
    expect(() => writePublished(dir, { 'rulings.yaml': 'r'.repeat(10_000) }, full)).toThrow(
      /rulings.yaml was not written \(the disk is full\): the file is as it was before/,
    );
    expect(readFileSync(join(dir, 'rulings.yaml'), 'utf8')).toBe('before\n');
    expect(readdirSync(dir)).toEqual(['rulings.yaml']);
    writePublished(dir, { 'rulings.yaml': 'after\n' });
    expect(readFileSync(join(dir, 'rulings.yaml'), 'utf8')).toBe('after\n');
  });

  it('10. messages nobody can act on: DATA_DIR/pglite being a file, or a full disk, is one line naming the folder', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'pglite'), 'x');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new DatabaseError(`${join(dir, 'pglite')} is a file, not a database folder: move it away, or set DATA_DIR to another folder`),
    );
    expect(failure(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }), dir).message).toBe(
      `${dir}: the disk is full: free some space there, then start again (what was stored is kept)`,
    );
    // PGlite's file system throws objects with no message at all.
    expect(failure({ errno: 51 }, dir).message).toContain('the disk is full');
    expect(failure({}, dir).message).toMatch(/does not open as a database .*: restore DATA_DIR from a backup, or move it away/);
  });

  it('10. messages nobody can act on: a missing pg_control, an emptied WAL or a foreign folder is one line saying the folder is damaged', async () => {
    const made = folder();
    await (await openDatabase({ dataDir: made })).close();
    const copy = (name: string) => {
      const dir = join(folder(), name);
      cpSync(made, dir, { recursive: true });
      return dir;
    };
    const noControl = copy('no-control');
    rmSync(join(noControl, 'pglite', 'global', 'pg_control'));
    await expect(openDatabase({ dataDir: noControl })).rejects.toThrow(/pglite is damaged \(global\/pg_control is missing\): restore DATA_DIR from a backup/);
    const wal = copy('wal');
    for (const f of readdirSync(join(wal, 'pglite', 'pg_wal'))) if (/^[0-9A-F]{24}$/.test(f)) truncateSync(join(wal, 'pglite', 'pg_wal', f), 0);
    const error = await openDatabase({ dataDir: wal }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(DatabaseError);
    expect(error!.message).toMatch(/does not open as a database \(damaged, or made by another program or version\)/);
    const foreign = join(folder(), 'foreign');
    mkdirSync(join(foreign, 'pglite'), { recursive: true });
    writeFileSync(join(foreign, 'pglite', 'notes.txt'), 'mine');
    await expect(openDatabase({ dataDir: foreign })).rejects.toThrow(/holds files that are not a database \(no PG_VERSION\)/);
  });

  it('10. messages nobody can act on: importing a record dated +275760-09-13 exits 2 naming file and line', () => {
    const line = JSON.stringify({ kind: 'question', ...question(), receivedAt: '+275760-09-13T00:00:00.000Z' });
    expect(() => readRecordLines(`\n${line}\n`, 'records.jsonl', known)).toThrow(DeskUsage);
    expect(() => readRecordLines(`\n${line}\n`, 'records.jsonl', known)).toThrow(
      /^records\.jsonl:2: field "receivedAt" is "\+275760-09-13T00:00:00\.000Z": must be a date and time/,
    );
  });
});

describe('record shape', () => {
  it('11. a lone surrogate (\\ud800) is refused like NUL', () => {
    for (const notes of ['a\ud800b', '\udc00', 'x\u0000']) {
      const r = checkRecord(reportSchema(known), report({ notes }));
      expect(r.ok ? 'accepted' : `${r.field}: ${r.error}`).toMatch(/^notes: .*without NUL characters or unpaired surrogates/);
    }
    expect(checkRecord(reportSchema(known), report({ notes: 'a \ud83c\udfb2 die' })).ok).toBe(true);
  });

  it('11. __proto__ inside params or readings is refused like any other unknown key', () => {
    for (const [where, body] of [
      ['params', '{"params":{"__proto__":{"table":"4x4"}}}'],
      ['rulings', '{"rulings":{"__proto__":{"x":1}}}'],
      ['', '{"__proto__":{"isDesigner":true}}'],
    ] as const) {
      const r = checkRecord(reportSchema(known), JSON.parse(JSON.stringify(report()).replace(/}$/, `,${body.slice(1, -1)}}`)));
      expect(r.ok ? 'accepted' : r.field).toBe(where ? `${where}.__proto__` : '__proto__');
    }
  });

  it('11. the class: a record with any unknown key anywhere, __proto__ included, is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'params', 'rulings', 'left', 'players'),
        fc.oneof(fc.constant('__proto__'), fc.string({ minLength: 1, maxLength: 12 })),
        (where, key) => {
          const record = report({ players: { instigator: 'new' }, params: {}, rulings: {} }) as Record<string, Record<string, unknown>>;
          const inner = where ? record[where]! : record;
          if (Object.hasOwn(inner, key) || (where === 'params' || where === 'rulings' ? key !== '__proto__' : false)) return;
          // As JSON.parse makes it: an own key, even __proto__.
          Object.defineProperty(inner, key, { value: 1, enumerable: true, configurable: true, writable: true });
          expect(checkRecord(reportSchema(known), record).ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("9. the class: no nesting is deep enough to throw, and anything past a record's depth is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (depth) => {
        const value = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`.replace(/^$/, 'null'));
        const problem = shapeProblem({ notes: value });
        expect(problem === undefined).toBe(depth < 8);
      }),
      { numRuns: 50 },
    );
  });

  it('9. 500s that should be 400s: TRACE and other odd methods are refused with 405 before the adapter', () => {
    for (const m of ['TRACE', 'CONNECT', 'TRACK', 'BREW', ''])
      expect(earlyRefusal(m, '/')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } });
    expect(earlyRefusal('GET', `/?${'x'.repeat(14_001)}`)).toMatchObject({ status: 414 });
    expect(earlyRefusal('GET', `/?${'x'.repeat(13_000)}`)).toBeUndefined();
  });
});
