// GET /healthz: whether this server can reach its database, for a proxy or an orchestrator asking every
// few seconds. One round trip (`select 1`), no page rendered; one line of plain text either way.
import { sql } from 'kysely';
import { getDb } from './db/database.ts';

const TIMEOUT_MS = 3000;

function line(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

export async function health(): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS)));
    await Promise.race([getDb().then((db) => sql`select 1`.execute(db)), late]);
    return line(200, 'ok: the database answers');
  } catch (error) {
    return line(503, `unavailable: the database does not answer (${String((error as Error).message ?? error).split('\n')[0]})`);
  } finally {
    clearTimeout(timer);
  }
}
