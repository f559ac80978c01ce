// The desk on both databases: accounts (better-auth's hashing, sessions, rate limit), triage, rulings
// with their history, and publishing (a publication in the database, and the files the build reads).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { loadDesignerRulings } from '../../../src/catalog/designer-rulings.ts';
import { loadTallies } from '../../../src/catalog/playtest-tallies.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import { PublishedReader } from '../../../src/server/published/live.ts';
import { AccountError, AUTH_BASE, createAccount, deskAuth } from '../../../src/server/desk/auth.ts';
import {
  deleteRecord,
  DeskInputError,
  inbox,
  listRulings,
  makeRuling,
  publish,
  questionCounts,
  saveRuling,
  setState,
  withdrawRuling,
} from '../../../src/server/desk/store.ts';
import { checkRecord, questionSchema, reportSchema, type GameReport, type RuleQuestion } from '../../../src/shared/record-schema.ts';
import { storeQuestion, storeReport } from '../../../src/server/records/store.ts';
import { BACKENDS, emptyDatabase } from './databases.ts';
import { known, question, report } from './fixtures.ts';

const catalog = loadCatalog();
const PASSWORD = 'correct horse battery staple';
const ORIGIN = 'http://127.0.0.1:4321';

function signIn(auth: Awaited<ReturnType<typeof deskAuth>>, email: string, password: string, address = '10.0.0.1'): Promise<Response> {
  return auth.handler(
    new Request(`${ORIGIN}${AUTH_BASE}/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-sow-client-address': address },
      body: JSON.stringify({ email, password }),
    }),
  );
}
const asQuestion = (data: Record<string, unknown>) => checkRecord(questionSchema(known), data) as { ok: true; value: RuleQuestion };
const asReport = (data: Record<string, unknown>) => checkRecord(reportSchema(known), data) as { ok: true; value: GameReport };

describe.each(BACKENDS)('the desk on %s', { timeout: 120_000 }, (backend) => {
  it('an account signs in with its password, hashed by better-auth and never returned; others do not; the sixth try a minute is refused', async () => {
    const { db, close } = await openDatabase(await emptyDatabase(backend));
    try {
      await createAccount(db, { email: 'Phil@Example.org', name: 'Philip Sibbering', password: PASSWORD, role: 'designer' });
      await expect(createAccount(db, { email: 'phil@example.org', name: 'x', password: PASSWORD, role: 'helper' })).rejects.toThrow(AccountError);
      await expect(createAccount(db, { email: 'h@example.org', name: 'x', password: 'short', role: 'helper' })).rejects.toThrow('12 to 128');
      const stored = await db
        .selectFrom('account' as never)
        .select('password' as never)
        .executeTakeFirstOrThrow();
      expect(String((stored as { password: string }).password)).not.toContain(PASSWORD);
      const auth = await deskAuth(db);
      const ok = await signIn(auth, 'phil@example.org', PASSWORD);
      expect(ok.status).toBe(200);
      expect(await ok.text()).not.toContain(PASSWORD);
      const cookie = ok.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      const session = await auth.api.getSession({ headers: new Headers({ cookie: cookie.split(';')[0]! }) });
      expect(session?.user).toMatchObject({ email: 'phil@example.org', role: 'designer' });
      // A second sign-in is a new session, never the first one again.
      const again = await signIn(auth, 'phil@example.org', PASSWORD);
      expect(again.headers.getSetCookie()[0]!.split(';')[0]).not.toBe(cookie.split(';')[0]);
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await signIn(auth, 'phil@example.org', 'wrong password!', '10.0.0.9')).status);
      expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
      expect(statuses[5]).toBe(429);
    } finally {
      await close();
    }
  });

  it('triage: new first, states, search, deletion, the rules asked about most', async () => {
    const { db, close } = await openDatabase(await emptyDatabase(backend));
    try {
      const a = asQuestion(question({ text: 'First: can a Move stop short?' })).value;
      const b = asQuestion(question({ text: 'Second: 100% sure?', rule: 'victory' })).value;
      await storeQuestion(db, a);
      await storeQuestion(db, b);
      await storeReport(db, asReport(report()).value);
      await setState(db, 'question', b.id, 'read');
      expect((await inbox(db, {})).questions.map((q) => q.id)).toEqual([a.id, b.id]);
      expect((await inbox(db, { q: '100%' })).questions.map((q) => q.id)).toEqual([b.id]);
      expect((await inbox(db, { rule: 'move-action' })).reports).toHaveLength(1);
      expect((await questionCounts(db)).get('v0.2')?.get('move-action')).toBe(2);
      expect(await deleteRecord(db, 'question', a.id)).toBe(true);
      expect((await inbox(db, {})).questions.map((q) => q.id)).toEqual([b.id]);
    } finally {
      await close();
    }
  });

  it('a ruling answers questions, an edit keeps its history, a withdrawal keeps it, publish writes what the build reads', async () => {
    const { db, close } = await openDatabase(await emptyDatabase(backend));
    const dir = mkdtempSync(join(tmpdir(), 'sow-desk-publish-'));
    try {
      const q = asQuestion(question({ name: 'Private Canary' })).value;
      await storeQuestion(db, q);
      await storeReport(db, asReport(report({ name: 'Private Canary', notes: 'Unpublished canary note', minutes: 40 })).value);
      const input = {
        answers: [q.id],
        rules: ['move-action'],
        versions: ['v0.2'],
        text: 'Up to 2 inches.',
        status: 'provisional' as const,
        settles: { 'v0.2': { ruling: 'move-distance', value: 'up-to' } },
      };
      const first = makeRuling(catalog, input, 'Philip Sibbering', []);
      await saveRuling(db, first);
      expect((await inbox(db, {})).questions[0]!.state).toBe('answered');
      const edited = makeRuling(
        catalog,
        { ...input, text: 'Anything up to 2 inches.', status: 'confirmed' },
        'Philip Sibbering',
        await listRulings(db),
        first.id,
      );
      await saveRuling(db, edited);
      const [stored] = await listRulings(db);
      expect(stored).toMatchObject({ text: 'Anything up to 2 inches.', status: 'confirmed', history: [{ text: 'Up to 2 inches.', status: 'provisional' }] });
      expect(() => makeRuling(catalog, { ...input, rules: ['no-such-rule'] }, 'P', [])).toThrow(DeskInputError);
      // A second ruling settling the same question for v0.2 would stop the build: refused before it is stored.
      expect(() => makeRuling(catalog, { ...input, settles: { 'v0.2': { ruling: 'move-distance', value: 'exact' } } }, 'P', [stored!])).toThrow(
        /already settles/,
      );
      expect(await withdrawRuling(db, first.id)).toBe(true);
      // A report set aside is never counted; the reader shows the snapshot until the first Publish.
      const reader = new PublishedReader();
      const snapshot = () => ({ rulings: [], tallies: { tallies: [], asked: [] } });
      expect((await reader.current(async () => db, snapshot)).id).toBeNull();
      const aside = asReport(report({ result: 'retaliator' })).value;
      await storeReport(db, aside);
      await setState(db, 'report', aside.id, 'set-aside');
      const out = await publish(db, catalog, dir, 'Philip Sibbering');
      expect(out.files.map((f) => f.slice(dir.length + 1)).sort()).toEqual(['playtests.yaml', 'rulings.yaml']);
      const live = await reader.current(async () => db, snapshot);
      expect(live).toMatchObject({ id: out.publication.id, by: 'Philip Sibbering', rulings: [{ id: first.id, withdrawn: true }] });
      expect(live.tallies.tallies[0]!.results).toMatchObject({ instigator: 1, retaliator: 0 });
      expect(live.at!.getTime()).toBeGreaterThan(Date.now() - 60_000);
      // The next Publish is what the same reader shows next.
      const again = await publish(db, catalog, dir, 'Helper Who May Not');
      expect((await reader.current(async () => db, snapshot)).id).toBe(again.publication.id);
      expect(again.publication.id).toBeGreaterThan(out.publication.id!);
      const published = loadDesignerRulings(dir, catalog);
      expect(published).toEqual([expect.objectContaining({ id: first.id, withdrawn: true, history: [expect.objectContaining({ text: 'Up to 2 inches.' })] })]);
      const tallies = loadTallies(dir, catalog);
      expect(tallies.tallies[0]).toMatchObject({ version: 'v0.2', results: { instigator: 1 }, minutes: { games: 1, total: 40 } });
      expect(tallies.asked).toEqual([{ version: 'v0.2', rule: 'move-action', questions: 2 }]);
      const { readFileSync } = await import('node:fs');
      const files = readFileSync(join(dir, 'rulings.yaml'), 'utf8') + readFileSync(join(dir, 'playtests.yaml'), 'utf8');
      expect(files).not.toContain('Canary');
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
