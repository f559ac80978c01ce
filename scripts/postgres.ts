// A throwaway PostgreSQL server for the tests: Debian's `postgresql` package (installed with apt when we
// are root and it is missing, as scripts/browser.ts does for Chromium), a cluster in a temporary folder,
// on a free port, trusted local logins, stopped and deleted by stop(). SOW_TEST_DATABASE_URL, when set,
// names a server to use instead (then nothing is started or stopped).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  /** postgres://… of the server's maintenance database; make a database per test with freshDatabase. */
  url: string;
  stop(): void;
  /** Stops the server and keeps its data, to see what clients do while it is down; resume() starts it again. */
  halt(): void;
  resume(): void;
}

const ROOT = '/usr/lib/postgresql';

function findBin(): string | null {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(ROOT, versions[0]!, 'bin') : null;
}

/** The folder of pg_ctl and initdb, installing Debian's package when root; otherwise says what to install. */
export function ensurePostgres(): string {
  const found = findBin();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('No PostgreSQL found: installing Debian\'s "postgresql" package (apt-get install postgresql)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const again = findBin();
    if (again) return again;
  }
  throw new Error(
    'The store tests need a PostgreSQL server and none was found.\n  On Debian or Ubuntu: sudo apt-get install postgresql\n  Elsewhere: set SOW_TEST_DATABASE_URL to a server the tests may create databases on.',
  );
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

function refuse(what: string): never {
  throw new Error(`cannot ${what} the shared server at SOW_TEST_DATABASE_URL: start one of your own (startPostgres({ own: true }))`);
}

/** A server of our own (own: true even when SOW_TEST_DATABASE_URL names one), or the shared one. */
export async function startPostgres(options: { own?: boolean } = {}): Promise<TestPostgres> {
  if (process.env.SOW_TEST_DATABASE_URL && !options.own)
    return { url: process.env.SOW_TEST_DATABASE_URL, stop: () => {}, halt: () => refuse('halt'), resume: () => refuse('resume') };
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'sow-pg-'));
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the package's postgres user.
  const root = process.getuid?.() === 0;
  if (root)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  const run = (tool: string, args: string[]) =>
    execFileSync(root ? 'runuser' : join(bin, tool), root ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, { stdio: 'pipe', cwd: dir });
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'sow', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  start();
  let stopped = false;
  return {
    url: `postgres://sow@127.0.0.1:${port}/postgres`,
    halt: () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => void start(),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        // immediate: a throwaway cluster needs no final checkpoint.
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A new, empty database on the server, so each test file starts clean; its URL. */
export async function freshDatabase(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `sow_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
