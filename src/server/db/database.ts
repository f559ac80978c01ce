// The one way to the database: PGlite under DATA_DIR (default ./data) unless DATABASE_URL names a
// PostgreSQL server. Both speak PostgreSQL, so the schema, migrations and queries are the same code.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from '../migrations.ts';
import { DatabaseError } from './database-error.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';
export { DatabaseError } from './database-error.ts';

/** The PGlite folder is held by another running process (a server, or a desk command). */
export class FolderInUse extends DatabaseError {
  readonly dir: string;
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(`${dir} is in use by process ${pid} (a running server or desk command): stop it first, or set DATABASE_URL to share a PostgreSQL server`);
    this.dir = dir;
    this.pid = pid;
  }
}

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
 * The folders this process holds, with how many holders each has (the start script and the bundled
 * server are two copies of this module in one process, hence a process-wide table).
 */
const held: Map<string, number> = ((globalThis as Record<symbol, unknown>)[Symbol.for('sow.data-dir-locks')] ??= new Map<string, number>()) as Map<
  string,
  number
>;

/**
 * PGlite is one process's database: a second process writing the same folder would corrupt it. The
 * folder carries the holder's pid in in-use.pid, made exclusively (two starting at once cannot both take
 * it); a pid that no longer runs (a server killed with kill -9) is stale and taken over. Returns the
 * release; the file goes when the last holder in this process lets go, or when the process exits.
 */
function takeFolder(dir: string): () => void {
  const count = held.get(dir) ?? 0;
  if (count === 0) {
    const lock = join(dir, LOCK);
    for (let tries = 0; ; tries++) {
      try {
        const fd = openSync(lock, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 0) throw failure(error, dir);
        const pid = Number(readFileSync(lock, 'utf8'));
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new FolderInUse(dir, pid);
        rmSync(lock, { force: true });
      }
    }
    if (held.size === 0) process.once('exit', () => held.forEach((_, d) => rmSync(join(d, LOCK), { force: true })));
  }
  held.set(dir, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(dir) ?? 1) - 1;
    if (left > 0) return void held.set(dir, left);
    held.delete(dir);
    rmSync(join(dir, LOCK), { force: true });
  };
}

/**
 * Holds the PGlite folder for the rest of this process's life (`npm start`: between its check of the
 * database and the server's first record no other process may take it). Nothing to hold for PostgreSQL.
 */
export function holdDataDir(options: DatabaseOptions = databaseOptionsFromEnv()): void {
  if (options.databaseUrl) return;
  const dir = resolve(options.dataDir ?? 'data');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw failure(error, dir);
  }
  takeFolder(dir);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const FULL = /ENOSPC|no space left|could not extend file|disk (is )?full/i;

/**
 * Whatever opening a PGlite folder threw (PGlite's WebAssembly throws "Aborted()", file-system objects
 * with no message, or nothing useful at all) as one line naming the folder and what to do.
 */
export function failure(error: unknown, dir: string): DatabaseError {
  const e = error as { code?: unknown; errno?: unknown; message?: unknown } | null;
  const said = `${typeof e?.code === 'string' ? e.code : ''} ${typeof e?.message === 'string' ? e.message : ''}`;
  if (FULL.test(said) || e?.errno === 51)
    return new DatabaseError(`${dir}: the disk is full: free some space there, then start again (what was stored is kept)`);
  if (error instanceof DatabaseError) return error;
  if (/EACCES|EPERM|EROFS/.test(said)) return new DatabaseError(`${dir}: this process may not write there: give it the folder, or set DATA_DIR to another`);
  return new DatabaseError(
    `${join(dir, 'pglite')} does not open as a database (damaged, or made by another program or version): restore DATA_DIR from a backup, or move it away to start an empty database (docs/server.md, Backups)`,
  );
}

/** What can be told of the PGlite folder before opening it: a file in its place, or files that are no database. */
function folderProblem(dir: string): DatabaseError | undefined {
  const pg = join(dir, 'pglite');
  if (!existsSync(pg)) return undefined;
  if (!statSync(pg).isDirectory()) return new DatabaseError(`${pg} is a file, not a database folder: move it away, or set DATA_DIR to another folder`);
  const files = readdirSync(pg);
  if (files.length > 0 && !files.includes('PG_VERSION'))
    return new DatabaseError(`${pg} holds files that are not a database (no PG_VERSION): move them away, or set DATA_DIR to another folder`);
  if (files.length > 0 && !existsSync(join(pg, 'global', 'pg_control')))
    return new DatabaseError(
      `${pg} is damaged (global/pg_control is missing): restore DATA_DIR from a backup, or move it away to start an empty database (docs/server.md, Backups)`,
    );
  return undefined;
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
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw failure(error, dir);
    }
    unlock = takeFolder(dir);
    const problem = folderProblem(dir);
    if (problem) {
      unlock();
      throw problem;
    }
    const [{ openPgliteThread }, { PgliteDialect }] = await Promise.all([import('./pglite-thread.ts'), import('./pglite-dialect.ts')]);
    try {
      // On a thread of its own, every query waiting for PGlite's write to the files (pglite-thread.ts).
      db = new Kysely<Database>({ dialect: new PgliteDialect(await openPgliteThread(join(dir, 'pglite'))) });
    } catch (error) {
      unlock();
      throw failure(error, dir);
    }
    where = dir;
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    unlock();
    throw options.databaseUrl ? postgresFailure(error, where) : failure(error, where);
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

/**
 * Whether an error came from the database rather than from our code: PostgreSQL's (a SQLSTATE code),
 * PGlite's WebAssembly stopping, its file system, a full disk, a connection gone.
 */
export function isDatabaseFault(error: unknown): boolean {
  if (error instanceof DatabaseError) return true;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; constructor?: { name?: unknown } } | null;
  if (e === null || typeof e !== 'object') return false;
  // A SQLSTATE has a digit (EPIPE, five letters, is a closed pipe, not the database).
  if (typeof e.code === 'string' && /^(?:(?=.*\d)[0-9A-Z]{5}|ENOSPC|EIO|EROFS|ECONNREFUSED|ECONNRESET)$/.test(e.code)) return true;
  const name = `${String(e.constructor?.name)} ${String(e.name)}`;
  return (
    /RuntimeError|ErrnoError/.test(name) ||
    (typeof e.message === 'string' && (FULL.test(e.message) || /Aborted\(\)|Connection terminated|connect ECONNREFUSED/.test(e.message)))
  );
}

/** Any failure to open or use the database as one line for `npm start` and `npm run desk`. */
export function databaseLine(error: unknown, where = resolve(databaseOptionsFromEnv().dataDir ?? 'data')): string {
  if (error instanceof DatabaseError) return error.message;
  if (databaseOptionsFromEnv().databaseUrl) return postgresFailure(error, 'the PostgreSQL server of DATABASE_URL').message;
  return failure(error, where).message;
}

/** A PostgreSQL server's refusal as one line: where, what it said, what to do. */
function postgresFailure(error: unknown, where: string): DatabaseError {
  if (error instanceof DatabaseError) return error;
  const e = error as { code?: unknown; message?: unknown } | null;
  const first = typeof e?.message === 'string' && e.message !== '' ? e.message.split('\n')[0] : typeof e?.code === 'string' ? e.code : 'no answer';
  return new DatabaseError(`${where} could not be used (${first}): check DATABASE_URL and that the server runs`);
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
