// A throwaway nginx for the deployment tests: Debian's `nginx` package (installed with apt when we are
// root and it is missing, as scripts/postgres.ts does for PostgreSQL), running deploy/nginx-sow.conf with
// the test's own ports in a temporary folder, stopped and deleted by stop().
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestNginx {
  url: string;
  stop(): Promise<void>;
}

const NGINX = '/usr/sbin/nginx';

export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('No nginx found: installing Debian\'s "nginx" package (apt-get install nginx)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(NGINX)) return NGINX;
  }
  throw new Error('The deployment tests need nginx and none was found.\n  On Debian or Ubuntu: sudo apt-get install nginx');
}

/** deploy/nginx-sow.conf listening on 127.0.0.1:`port`, in front of the servers at `upstreams` (host:port). */
export async function startNginx(port: number, upstreams: string[]): Promise<TestNginx> {
  const bin = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'sow-nginx-'));
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub));
  const site = readFileSync(new URL('../deploy/nginx-sow.conf', import.meta.url), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*\n/gm, '')
    .replace(/keepalive 16;/, `${upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join('\n    ')}\n    keepalive 16;`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'sow.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(dir, 'temp', t)};`).join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include ${join(dir, 'sow.conf')};
}
`,
  );
  const child = spawn(bin, ['-p', dir, '-e', join(dir, 'logs', 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (c) => (errors += c));
  const gone = new Promise<void>((ok) => child.once('exit', () => ok()));
  const url = `http://127.0.0.1:${port}`;
  // Up when it answers (whatever the servers behind say).
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${errors}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx did not answer in 10 s:\n${errors}`);
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
