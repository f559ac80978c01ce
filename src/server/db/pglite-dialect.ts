// Kysely on PGlite (the embedded PostgreSQL): Kysely's own PostgreSQL compiler, adapter and introspector,
// and a driver that hands out PGlite's single session one holder at a time, so a transaction's statements
// never interleave with another request's. Not the kysely-pglite-dialect package: its peer range (1.3.1)
// stops at PGlite 0.4 and we run 0.5, and these ~100 lines are all of Kysely's Driver contract.
import type { PgliteSession } from './pglite-thread.ts';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

class PgliteConnection implements DatabaseConnection {
  private readonly pg: PgliteSession;
  constructor(pg: PgliteSession) {
    this.pg = pg;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, [...query.parameters]);
    return { rows: result.rows, numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows) };
  }

  // PGlite answers a query whole: the stream is that one answer.
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  /** Resolves when the current holder releases the session; each acquirer waits on the one before it. */
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  private readonly pg: PgliteSession;

  constructor(pg: PgliteSession) {
    this.pg = pg;
    this.connection = new PgliteConnection(pg);
  }

  // The session is open before the dialect is made (openPgliteThread).
  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const before = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((ok) => (release = ok));
    await before;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.queue;
    if (!this.pg.closed) await this.pg.close();
  }
}

export class PgliteDialect implements Dialect {
  private readonly pg: PgliteSession;
  constructor(pg: PgliteSession) {
    this.pg = pg;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
