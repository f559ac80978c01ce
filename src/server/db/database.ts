// The one way to the database: PGlite under DATA_DIR (default ./data) unless DATABASE_URL names a
// PostgreSQL server. Both speak PostgreSQL, so the schema, migrations and queries are the same code.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';

export class DatabaseError extends Error {}

export interface DatabaseOptions {
  /** postgres://… ; when absent, PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite's folder (default ./data). */
  dataDir?: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  /** Where the data lives, for messages: the data folder or the server's host and database. */
  where: string;
  close(): Promise<void>;
}

/** The options the environment gives: DATABASE_URL, DATA_DIR. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined };
}

const LOCK = 'in-use.pid';

/**
 * PGlite is one process's database: a second process writing the same folder would corrupt it. The
 * folder carries the holder's pid; a pid that no longer runs (a server killed with kill -9) is stale.
 */
function takeFolder(dir: string): () => void {
  const lock = join(dir, LOCK);
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid))
      throw new DatabaseError(`${dir} is in use by process ${pid} (a running server?): stop it first, or set DATABASE_URL to share a PostgreSQL server`);
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Opens the database and brings its schema up to date (every migration not yet applied). */
export async function openDatabase(options: DatabaseOptions = databaseOptionsFromEnv()): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let where: string;
  let unlock = () => {};
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    // A server that does not answer fails a query in 5 s (GET /healthz then says so) rather than never.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server drops (a restart, a shutdown) is discarded by the pool; without a
    // listener its error would end this process.
    pool.on('error', (error) => console.error(`database: an idle connection was closed (${error.message})`));
    const url = new URL(options.databaseUrl);
    where = `PostgreSQL at ${url.host}${url.pathname}`;
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    const dir = resolve(options.dataDir ?? 'data');
    mkdirSync(dir, { recursive: true });
    unlock = takeFolder(dir);
    const [{ PGlite }, { PgliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('./pglite-dialect.ts')]);
    // relaxedDurability stays off: every query waits for PGlite's write to the files before it answers,
    // so a record acknowledged with 201 is on disk, whatever happens to this process next.
    const pg = await PGlite.create({ dataDir: join(dir, 'pglite'), relaxedDurability: false });
    where = dir;
    db = new Kysely<Database>({ dialect: new PgliteDialect(pg) });
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    unlock();
    throw error;
  }
  return {
    db,
    where,
    close: async () => {
      await db.destroy();
      unlock();
    },
  };
}

async function migrate(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new DatabaseError(`migration ${failed ?? '(unknown)'} failed: ${(error as Error).message ?? String(error)}`);
  }
}

let shared: Promise<OpenDatabase> | undefined;

/** Where the server's shared database can be closed from outside the bundle (scripts/start.ts). */
export const CLOSE_DATABASE = Symbol.for('sow.closeDatabase');

/** The server's database, opened on first use from the environment and kept open until the process is stopped. */
export async function getDb(): Promise<Kysely<Database>> {
  if (!shared) {
    shared = openDatabase().catch((error) => {
      shared = undefined;
      throw error;
    });
    // `npm start` closes it once the last request is answered (scripts/start.ts), and the bundled server
    // carries its own copy of this module: the way to its database is a process-wide slot. A kill -9
    // skips the close; PostgreSQL's write-ahead log then restores every committed record on the next start.
    (globalThis as { [CLOSE_DATABASE]?: () => Promise<void> })[CLOSE_DATABASE] = closeDb;
  }
  return (await shared).db;
}

/** Closes the shared database (the server's shutdown, tests). */
export async function closeDb(): Promise<void> {
  const open = shared;
  shared = undefined;
  if (open) await (await open).close();
}
