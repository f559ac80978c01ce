// The API's rate: sends a minute per client address, counted in the database, so every server on one
// PostgreSQL counts the same sends and a restart forgets nothing. One row per address and window, bumped
// by one atomic upsert (the row lock orders concurrent sends from any process); the window and its clock
// are the database's, so the servers' clocks need not agree.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Database } from './db/schema.ts';
import { ApiError } from './http.ts';

export interface RateLimitTable {
  /** What is counted and whose: `playtest:<address>`. */
  key: string;
  /** When this key's window opened (its first send since the last window closed). */
  started: Date;
  count: number;
}

declare module './db/schema.ts' {
  interface Database {
    rate_limits: RateLimitTable;
  }
}

// After the desk's 100-…: a migration must sort after every one already applied.
export const RATE_LIMIT_MIGRATIONS: Record<string, Migration> = {
  '200-rate-limits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('started', 'timestamptz', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};

const WINDOW = sql`interval '1 minute'`;
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed one-minute windows per key, opened by the key's first send: a flood from one address is refused
 * with 429 and Retry-After (the seconds to its window's end) while other addresses go on.
 */
export class RateLimit {
  private readonly perMinute: number;
  private readonly scope: string;
  private lastSweep = 0;
  constructor(perMinute: number, scope = 'playtest') {
    this.perMinute = perMinute;
    this.scope = scope;
  }

  /** Counts one send; throws the 429 when the address is past its rate. A rate of 0 counts nothing. */
  async take(db: Kysely<Database>, address: string): Promise<void> {
    if (this.perMinute <= 0) return;
    const expired = sql<boolean>`rate_limits.started <= now() - ${WINDOW}`;
    const { count, wait } = await db
      .insertInto('rate_limits')
      .values({ key: `${this.scope}:${address}`, started: sql`now()`, count: 1 })
      .onConflict((c) =>
        c.column('key').doUpdateSet({
          started: sql`case when ${expired} then now() else rate_limits.started end`,
          count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
        }),
      )
      .returning(['count', sql<string>`ceil(extract(epoch from (started + ${WINDOW} - now())))`.as('wait')])
      .executeTakeFirstOrThrow();
    this.sweep(db);
    if (count > this.perMinute) {
      const seconds = Math.max(1, Number(wait));
      throw new ApiError(429, `more than ${this.perMinute} sends a minute from this address: try again in ${seconds} s`, undefined, {
        'retry-after': String(seconds),
      });
    }
  }

  /** Closed windows are deleted (by whichever server gets there), so the table holds about a minute of addresses. */
  private sweep(db: Kysely<Database>): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    void db
      .deleteFrom('rate_limits')
      .where(sql<boolean>`started <= now() - ${WINDOW}`)
      .execute()
      .catch((error: Error) => console.error(`rate limit: could not delete closed windows (${error.message})`));
  }
}

/** PLAYTEST_RATE: sends a minute per address (default 30, at most 100,000; 0 turns the limit off). */
export function rateFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PLAYTEST_RATE;
  if (raw === undefined || raw === '') return 30;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || n > 100_000)
    throw new Error(`PLAYTEST_RATE is ${JSON.stringify(raw)}: must be a whole number of sends a minute, 0 to 100000 (0: no limit)`);
  return n;
}
