// The store on both databases: migrations, idempotent inserts under concurrency, whole-or-nothing
// records, text kept exactly, the export and the import.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../../src/server/db/database.ts';
import { checkRecord, questionSchema, reportSchema, type GameReport, type RuleQuestion } from '../../../src/shared/record-schema.ts';
import { allRecords, storeQuestion, storeReport } from '../../../src/server/records/store.ts';
import { importRecords, readRecordLines } from '../../../src/server/cli/transfer.ts';
import { BACKENDS, emptyDatabase } from './databases.ts';
import { known, question, report } from './fixtures.ts';

const asReport = (data: Record<string, unknown>) => {
  const r = checkRecord(reportSchema(known), data);
  if (!r.ok) throw new Error(r.error);
  return r.value as GameReport;
};
const asQuestion = (data: Record<string, unknown>) => {
  const r = checkRecord(questionSchema(known), data);
  if (!r.ok) throw new Error(r.error);
  return r.value as RuleQuestion;
};
const collect = async <T>(it: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
};

// PGlite starts a whole PostgreSQL in WebAssembly for each database: seconds each, more on a busy machine.
for (const backend of BACKENDS)
  describe(`store on ${backend}`, { timeout: 180_000 }, () => {
    it('migrates an empty database, and a second open finds nothing left to do', async () => {
      const options = await emptyDatabase(backend);
      const first = await openDatabase(options);
      await first.close();
      const again = await openDatabase(options);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(again.db);
      expect(applied.rows.map((r) => r.name)).toEqual(['001-records', '100-desk-accounts', '101-desk-rulings', '200-rate-limits', '300-publications']);
      await again.close();
    });

    it('stores a record once however often, and however concurrently, it is sent', async () => {
      const { db, close } = await openDatabase(await emptyDatabase(backend));
      try {
        const r = asReport(report());
        const results = await Promise.all(Array.from({ length: 20 }, () => storeReport(db, r)));
        expect(results.filter((x) => x === 'created')).toHaveLength(1);
        expect(results.filter((x) => x === 'exists')).toHaveLength(19);
        expect(await storeReport(db, r)).toBe('exists');
        const rows = await db.selectFrom('reports').select(['id', 'state']).execute();
        expect(rows).toEqual([{ id: r.id, state: 'new' }]);
      } finally {
        await close();
      }
    });

    it('commits records sent together in shared commits, each acknowledged once its commit is done', async () => {
      const options = await emptyDatabase(backend);
      const { db, close } = await openDatabase(options);
      // Another view of the stored rows: a second pool on PostgreSQL; on PGlite, the one session, queued
      // behind the commit (a second process may not open its folder).
      const other = backend === 'postgresql' ? await openDatabase(options) : { db, close: async () => {} };
      try {
        let statements = 0;
        const counted = db.withPlugin({ transformQuery: (a) => (statements++, a.node), transformResult: async (a) => a.result });
        const records = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? asQuestion(question()) : asReport(report())));
        const seen: boolean[] = [];
        await Promise.all(
          records.map(async (r) => {
            const stored = await ('text' in r ? storeQuestion(counted, r) : storeReport(counted, r as GameReport));
            expect(stored).toBe('created');
            const table = 'text' in r ? 'questions' : 'reports';
            seen.push((await other.db.selectFrom(table).select('id').where('id', '=', r.id).execute()).length === 1);
          }),
        );
        expect(seen).toEqual(records.map(() => true));
        // The first record goes alone (nothing to wait for); the rest wait for its commit and share the next.
        expect(statements).toBeLessThanOrEqual(6);
      } finally {
        await other.close();
        await close();
      }
    });

    it('a record the database refuses in a shared commit fails alone: the others are stored', async () => {
      const { db, close } = await openDatabase(await emptyDatabase(backend));
      try {
        const good = Array.from({ length: 9 }, () => asReport(report()));
        const bad = { ...asReport(report()), id: 'not-a-uuid' };
        const results = await Promise.allSettled([...good, bad, ...good].map((r) => storeReport(db, r)));
        expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([
          ...good.map(() => 'created'),
          'refused',
          ...good.map(() => 'exists'),
        ]);
        expect((await db.selectFrom('reports').select('id').execute()).map((r) => r.id).sort()).toEqual(good.map((r) => r.id).sort());
      } finally {
        await close();
      }
    });

    it('exports every field as sent, HTML and all, and leaves out what was not given', async () => {
      const { db, close } = await openDatabase(await emptyDatabase(backend));
      try {
        const hostile = '<img src=x onerror=alert(1)>"\'&';
        const r = asReport(
          report({ notes: hostile, name: hostile.slice(0, 20), players: { instigator: 'new' }, params: { die: 8 }, rulings: { 'move-distance': 'up-to' } }),
        );
        const q = asQuestion(question({ text: hostile }));
        await storeReport(db, r);
        await storeQuestion(db, q);
        const [out, asked] = await collect(allRecords(db));
        expect(out).toMatchObject({ kind: 'report', ...r, state: 'new' });
        expect(out).not.toHaveProperty('minutes');
        expect(asked).toMatchObject({ kind: 'question', id: q.id, text: hostile, rule: 'move-action' });
        expect(asked).not.toHaveProperty('page');
      } finally {
        await close();
      }
    });

    it('refuses a state outside the triage states in the database itself', async () => {
      const { db, close } = await openDatabase(await emptyDatabase(backend));
      try {
        const q = asQuestion(question());
        await storeQuestion(db, q);
        await expect(
          db
            .updateTable('questions')
            .set({ state: 'deleted' as never })
            .execute(),
        ).rejects.toThrow(/check constraint/);
      } finally {
        await close();
      }
    });

    it('imports an export into another database, skipping what is already there', async () => {
      const from = await openDatabase(await emptyDatabase(backend));
      const to = await openDatabase(await emptyDatabase(backend));
      try {
        for (let i = 0; i < 3; i++) await storeReport(from.db, asReport(report()));
        await storeQuestion(from.db, asQuestion(question()));
        await from.db.updateTable('reports').set({ state: 'read' }).execute();
        // Pages of 2: the export reads on past the first page of each table.
        const exported = await collect(allRecords(from.db, 2));
        expect(new Set(exported.map((r) => r.id)).size).toBe(4);
        const lines = exported.map((r) => JSON.stringify(r)).join('\n');
        const records = readRecordLines(lines, 'export.jsonl', known);
        await storeReport(to.db, records[0]!.record as GameReport);
        expect(await importRecords(to.db, records)).toEqual({ added: 3, skipped: 1 });
        expect(await importRecords(to.db, records)).toEqual({ added: 0, skipped: 4 });
        const moved = await collect(allRecords(to.db));
        expect(moved.filter((r) => r.kind === 'report' && r.state === 'read')).toHaveLength(2);
      } finally {
        await from.close();
        await to.close();
      }
    });
  });

describe('import file', () => {
  it('names the file, line and field of the first bad record, before storing anything', () => {
    const good = JSON.stringify({ kind: 'question', ...question() });
    const bad = JSON.stringify({ kind: 'report', ...report({ turns: 0 }) });
    expect(() => readRecordLines(`${good}\n${bad}\n`, 'in.jsonl', known)).toThrow('in.jsonl:2: field "turns" is 0: must be a whole number from 1 to 1000');
    expect(() => readRecordLines('{"kind":"ruling"}', 'in.jsonl', known)).toThrow('in.jsonl:1: field "kind" is "ruling"');
    expect(() => readRecordLines('[1]', 'in.jsonl', known)).toThrow('in.jsonl:1: not a JSON object');
  });
});
