// PGlite on its own thread (src/server/db/pglite-thread.ts): the server's thread keeps answering while a
// query runs, the database's refusals arrive with their SQLSTATE, and a closed session says so.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isDatabaseFault, openDatabase } from '../../../src/server/db/database.ts';
import { DatabaseError } from '../../../src/server/db/database-error.ts';
import { openPgliteThread } from '../../../src/server/db/pglite-thread.ts';
import { emptyDatabase } from './databases.ts';

describe('PGlite on a thread of its own', { timeout: 120_000 }, () => {
  it("the main thread's timers keep running while a query works (in-thread PGlite would block them)", async () => {
    const { db, close } = await openDatabase(await emptyDatabase('pglite'));
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      const started = performance.now();
      await sql`select pg_sleep(0.6)`.execute(db);
      clearInterval(timer);
      expect(performance.now() - started).toBeGreaterThanOrEqual(600);
      // Sixty ticks are due; a blocked thread would see one at most, after the sleep.
      expect(ticks).toBeGreaterThan(20);
    } finally {
      await close();
    }
  });

  it('a refusal arrives with its SQLSTATE and counts as the database at fault', async () => {
    const { db, close } = await openDatabase(await emptyDatabase('pglite'));
    try {
      await sql`create table t (id text primary key)`.execute(db);
      await sql`insert into t values ('a')`.execute(db);
      const error = await sql`insert into t values ('a')`.execute(db).then(
        () => undefined,
        (e: unknown) => e as Error & { code?: string },
      );
      expect(error?.code).toBe('23505');
      expect(error?.message).toMatch(/duplicate key value violates unique constraint/);
      expect(isDatabaseFault(error)).toBe(true);
      // The session is still usable after a refusal.
      expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows).toEqual([{ n: 1 }]);
    } finally {
      await close();
    }
  });

  it('a query after the session closed is refused with a DatabaseError, not left waiting', async () => {
    const { dataDir } = await emptyDatabase('pglite');
    const session = await openPgliteThread(`${dataDir}/pglite`);
    expect((await session.query<{ one: number }>('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    await session.close();
    expect(session.closed).toBe(true);
    await expect(session.query('select 1', [])).rejects.toBeInstanceOf(DatabaseError);
  });
});
