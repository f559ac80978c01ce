// A built handbook server of its own (`node scripts/start.ts`) on a free port with its own database, to
// flood, kill -9 and restart (the API tests, npm run bench:server); a plain HTTP client that can choose its
// source address; and the desk's export, to see what was stored.
import { spawn, type ChildProcess, spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';

export interface TestServer {
  url: string;
  process: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  log(): string;
  /** Stops it politely and waits. */
  stop(): Promise<void>;
  /** kill -9, and waits until it is gone. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

export async function startServer(env: Record<string, string>, port?: number): Promise<TestServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server did not start in 180 s:\n${log}`));
    }, 180_000);
    const read = (chunk: Buffer) => {
      log += chunk;
      if (log.includes('Handbook server on')) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => (clearTimeout(timer), fail(new Error(`the server exited (${code}):\n${log}`))));
  });
  const gone = new Promise<void>((ok) => child.once('exit', () => ok()));
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM');
      await gone;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await gone;
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** POSTs `body` (a string is sent as is) from `localAddress`; chunked (no Content-Length) when asked. */
export function post(
  url: string,
  body: unknown,
  options: { localAddress?: string; chunked?: boolean; agent?: Agent | false; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: options.agent,
        localAddress: options.localAddress,
        headers: { 'content-type': 'application/json', ...(options.chunked ? {} : { 'content-length': Buffer.byteLength(text) }), ...options.headers },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: data }));
      },
    );
    req.on('error', fail);
    if (options.chunked) {
      // Written in pieces, so the server must count what arrives.
      for (let i = 0; i < text.length; i += 8192) req.write(text.slice(i, i + 8192));
    } else req.write(text);
    req.end();
  });
}

/** `npm run desk -- export --json` against a database: the records, parsed. */
export function deskExport(env: Record<string, string>): Array<{ id: string; kind: string } & Record<string, unknown>> {
  const out = spawnSync(process.execPath, ['src/server/cli/desk.ts', 'export', '--json'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`desk export failed: ${out.stderr}`);
  return out.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}
