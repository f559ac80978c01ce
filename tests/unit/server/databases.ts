// The two databases every store test runs on: PGlite in a temporary folder, and a PostgreSQL server
// (SOW_TEST_DATABASE_URL from npm test, or one started here from Debian's package), a fresh database each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { freshDatabase, startPostgres, type TestPostgres } from '../../../scripts/postgres.ts';
import type { DatabaseOptions } from '../../../src/server/db/database.ts';

export const BACKENDS = ['pglite', 'postgresql'] as const;
export type Backend = (typeof BACKENDS)[number];

let server: Promise<TestPostgres> | undefined;
const folders: string[] = [];

afterAll(async () => {
  if (server) (await server).stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** Options for a new, empty database of the kind. */
export async function emptyDatabase(backend: Backend): Promise<DatabaseOptions> {
  if (backend === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'sow-pglite-'));
    folders.push(dir);
    return { dataDir: dir };
  }
  server ??= startPostgres();
  return { databaseUrl: await freshDatabase((await server).url) };
}
