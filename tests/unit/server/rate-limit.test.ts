// The API's rate counted in the database: two servers (two limiters, two pools) on one database count the
// same sends, a restart (a new limiter) forgets nothing, and a closed window opens afresh.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../../src/server/db/database.ts';
import { ApiError } from '../../../src/server/http.ts';
import { RateLimit, rateFromEnv } from '../../../src/server/rate-limit.ts';
import { BACKENDS, emptyDatabase } from './databases.ts';

const outcome = (p: Promise<void>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.headers['retry-after']}` : `error ${String(e)}`),
  );

for (const backend of BACKENDS)
  describe(`rate limit on ${backend}`, { timeout: 180_000 }, () => {
    it('counts one address across servers and restarts, others apart, and opens a new window after a minute', async () => {
      const options = await emptyDatabase(backend);
      const a = await openDatabase(options);
      // PGlite is one process's: its "second server" is a second limiter on the same database.
      const b = backend === 'postgresql' ? await openDatabase(options) : a;
      try {
        const first = new RateLimit(5);
        const second = new RateLimit(5);
        const sends = await Promise.all(Array.from({ length: 8 }, (_, i) => outcome((i % 2 ? first : second).take(i % 2 ? a.db : b.db, '198.51.100.4'))));
        expect(sends.filter((s) => s === 'ok')).toHaveLength(5);
        expect(sends.filter((s) => /^429 (60|59)$/.test(s))).toHaveLength(3);
        expect(await outcome(first.take(a.db, '198.51.100.5'))).toBe('ok');
        // A restart: a new limiter, same database.
        expect(await outcome(new RateLimit(5).take(b.db, '198.51.100.4'))).toMatch(/^429/);
        // The window closes a minute after it opened.
        await sql`update rate_limits set started = started - interval '61 seconds'`.execute(a.db);
        expect(await outcome(new RateLimit(5).take(a.db, '198.51.100.4'))).toBe('ok');
        expect(await outcome(new RateLimit(0).take(a.db, '198.51.100.4'))).toBe('ok');
      } finally {
        if (b !== a) await b.close();
        await a.close();
      }
    });
  });

describe('PLAYTEST_RATE', () => {
  it('is 30 when unset, and refuses what is not a whole number 0 to 100000 in one line', () => {
    expect(rateFromEnv({})).toBe(30);
    expect(rateFromEnv({ PLAYTEST_RATE: '0' })).toBe(0);
    for (const bad of ['-1', '2.5', 'lots', '100001'])
      expect(() => rateFromEnv({ PLAYTEST_RATE: bad })).toThrow(
        `PLAYTEST_RATE is "${bad}": must be a whole number of sends a minute, 0 to 100000 (0: no limit)`,
      );
  });
});
