// A handbook server of a spec's own for the desk: a copy of content/ (the desk's Publish writes the
// snapshot files there), a fresh database (PGlite in the folder, or a throwaway PostgreSQL), and a
// designer made from the command line, as the designer makes himself one.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, startPostgres, type TestPostgres } from '../../../scripts/postgres.ts';
import { startServer, type TestServer } from '../../../scripts/server-process.ts';
import { ROOT } from './fixture-build.ts';

export const DESIGNER = { email: 'phil@example.org', password: 'correct horse battery staple', name: 'Philip Sibbering' };

export interface DeskServer {
  server: TestServer;
  /** The server's settings: its content folder (SOW_CONTENT_DIR) and database among them, for commands run beside it. */
  env: Record<string, string>;
  url(path: string): string;
  stop(): Promise<void>;
}

export async function startDeskServer(name: string, backend: 'pglite' | 'postgresql' = 'pglite'): Promise<DeskServer> {
  const dir = mkdtempSync(join(tmpdir(), `sow-${name}-${backend}-`));
  let pg: TestPostgres | undefined;
  let server: TestServer | undefined;
  const stop = async () => {
    await server?.stop();
    pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const content = join(dir, 'content');
    cpSync(join(ROOT, 'content'), content, { recursive: true });
    const env: Record<string, string> = { SOW_CONTENT_DIR: content, PLAYTEST_RATE: '0', DESK_SIGN_IN_RATE: '100' };
    if (backend === 'pglite') env.DATA_DIR = join(dir, 'data');
    else {
      pg = await startPostgres();
      env.DATABASE_URL = await freshDatabase(pg.url);
    }
    execFileSync(process.execPath, ['src/server/cli/desk.ts', 'add-designer', DESIGNER.email, '--name', DESIGNER.name], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      input: `${DESIGNER.password}\n`,
    });
    server = await startServer(env);
    const started = server;
    return { server: started, env, url: (path) => started.url + path, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
