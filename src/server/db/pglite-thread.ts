// PGlite on a thread of its own. Its WebAssembly runs each query, and the write to disk that ends a commit,
// synchronously on the thread that calls it: on the server's one thread that was 39% of the time under a
// crowd (docs/server-bench.md), and no request could be parsed or answered meanwhile. Here the main thread
// posts the SQL and gets the rows back; the next requests are read while the database works, as they are
// while a PostgreSQL server does.
//
// This file is both ends: loaded as a worker (its workerData names the role), it opens the folder and
// answers queries; imported, it starts that worker on itself (in the built server, the chunk holding it).
import { isMainThread, parentPort, Worker, workerData, type MessagePort } from 'node:worker_threads';
import { DatabaseError } from './database-error.ts';

const ROLE = 'sow-pglite-thread';

/** What the Kysely driver needs of PGlite (src/server/db/pglite-dialect.ts). */
export interface PgliteSession {
  query<R>(sql: string, params: readonly unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  readonly closed: boolean;
  close(): Promise<void>;
}

/** An error as it crosses the thread: what our code reads of it (src/server/db/database.ts, isDatabaseFault and failure). */
interface ErrorShape {
  message: string;
  name: string;
  kind: string;
  code?: unknown;
  errno?: unknown;
}

type Ask = { id: number; sql: string; params: unknown[] } | { id: number; close: true };
interface Answer {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: ErrorShape;
}

function shape(error: unknown): ErrorShape {
  const e = (error ?? {}) as { message?: unknown; name?: unknown; code?: unknown; errno?: unknown; constructor?: { name?: unknown } };
  return {
    message: typeof e.message === 'string' ? e.message : '',
    name: typeof e.name === 'string' ? e.name : '',
    kind: typeof e.constructor?.name === 'string' ? e.constructor.name : '',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.errno === 'number' ? { errno: e.errno } : {}),
  };
}

/** The error again on this side, with the names and codes isDatabaseFault and failure read. */
function revived(s: ErrorShape): Error {
  const error = new Error(s.message);
  // WebAssembly's RuntimeError and the file system's ErrnoError are told apart by their class's name.
  error.name = s.kind && s.kind !== 'Error' ? s.kind : s.name || 'Error';
  return Object.assign(error, s.code === undefined ? {} : { code: s.code }, s.errno === undefined ? {} : { errno: s.errno });
}

/** The worker's side: one PGlite on the folder, queries answered in the order they arrive. */
async function serve(port: MessagePort, dataDir: string): Promise<void> {
  let pg: import('@electric-sql/pglite').PGlite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // relaxedDurability stays off: a query answers only after PGlite's write to the files, so a record
    // acknowledged with 201 is on disk, whatever happens to the process next.
    pg = await PGlite.create({ dataDir, relaxedDurability: false });
  } catch (error) {
    return port.postMessage({ id: 0, error: shape(error) } satisfies Answer);
  }
  port.postMessage({ id: 0 } satisfies Answer);
  port.on('message', (ask: Ask) => {
    if ('close' in ask) {
      void pg.close().then(
        () => port.postMessage({ id: ask.id } satisfies Answer),
        (error: unknown) => port.postMessage({ id: ask.id, error: shape(error) } satisfies Answer),
      );
      return;
    }
    pg.query(ask.sql, ask.params).then(
      (result) => port.postMessage({ id: ask.id, rows: result.rows, affectedRows: result.affectedRows } satisfies Answer),
      (error: unknown) => port.postMessage({ id: ask.id, error: shape(error) } satisfies Answer),
    );
  });
}

if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[ROLE] !== undefined)
  void serve(parentPort, String((workerData as Record<string, unknown>)[ROLE]));

/**
 * Opens the PGlite folder on a worker thread. Rejects with PGlite's own error (as failure() reads it)
 * when the folder does not open. The worker keeps the process alive only while a query is waiting.
 */
export function openPgliteThread(dataDir: string): Promise<PgliteSession> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { [ROLE]: dataDir } });
  const waiting = new Map<number, { ok: (a: Answer) => void; fail: (e: Error) => void }>();
  let last = 0;
  let closed = false;
  /** Why the thread can no longer answer, once it cannot. */
  let gone: Error | undefined;

  const stop = (error: Error) => {
    gone ??= error;
    closed = true;
    for (const w of waiting.values()) w.fail(gone);
    waiting.clear();
  };
  worker.on('message', (answer: Answer) => {
    const w = waiting.get(answer.id);
    if (!w) return;
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if (answer.error) w.fail(revived(answer.error));
    else w.ok(answer);
  });
  // While opening, the error as it came, for failure() to name; once open, the database is gone (a 503).
  let opened = false;
  worker.on('error', (error) => stop(opened ? new DatabaseError(`the database thread failed (${error.message})`) : error));
  worker.on('exit', (code) => stop(new DatabaseError(`the database thread stopped (exit code ${code})`)));

  const ask = (message: { sql: string; params: unknown[] } | { close: true }): Promise<Answer> =>
    new Promise((ok, fail) => {
      if (gone) return fail(gone);
      const id = ++last;
      waiting.set(id, { ok, fail });
      worker.ref();
      worker.postMessage({ ...message, id } satisfies Ask);
    });

  // The worker says it is ready (or why not) unasked, as answer 0.
  const ready = new Promise<Answer>((ok, fail) => waiting.set(0, { ok, fail }));
  const session: PgliteSession = {
    async query<R>(sql: string, params: readonly unknown[]) {
      const answer = await ask({ sql, params: [...params] });
      return { rows: (answer.rows ?? []) as R[], ...(answer.affectedRows === undefined ? {} : { affectedRows: answer.affectedRows }) };
    },
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      await ask({ close: true });
      closed = true;
      // PGlite has closed its files; the thread has nothing left to do.
      await worker.terminate();
    },
  };
  return ready.then(
    () => {
      opened = true;
      return session;
    },
    async (error: Error) => {
      await worker.terminate();
      throw error;
    },
  );
}
