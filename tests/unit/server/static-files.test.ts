// The built files as npm start serves them (src/server/static-files.ts): the file, the slash redirect
// the site's trailingSlash asks for, the long cache of hashed assets, and a miss for anything else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../../src/server/static-files.ts';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sow-static-'));
  mkdirSync(join(root, 'v0.2', 'rules'), { recursive: true });
  mkdirSync(join(root, '_astro'));
  mkdirSync(join(root, '.well-known'));
  writeFileSync(join(root, 'v0.2', 'rules', 'index.html'), '<p>rules</p>');
  writeFileSync(join(root, '_astro', 'page.abc123.js'), 'export {};');
  writeFileSync(join(root, 'feed.xml'), '<feed/>');
  writeFileSync(join(root, '.secret'), 'no');
  writeFileSync(join(root, '.well-known', 'security.txt'), 'Contact: x');
  const files = staticFiles(root);
  // A miss is answered 299 here, so a test can tell it from anything the handler says.
  server = createServer((req, res) => files(req, res, () => res.writeHead(299).end('miss')));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init });
/** The status for a path sent as written (fetch would resolve its dot segments first). */
const rawStatus = (path: string) => new Promise<number>((ok, fail) => httpGet(base + '/', { path }, (r) => (r.resume(), ok(r.statusCode!))).on('error', fail));

describe('staticFiles', () => {
  it('serves a folder address from its index.html, with its type', async () => {
    const r = await get('/v0.2/rules/');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await r.text()).toBe('<p>rules</p>');
  });

  it('redirects an address without its slash, keeping the query', async () => {
    const r = await get('/v0.2/rules?w.match-contact=3');
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/v0.2/rules/?w.match-contact=3');
  });

  it('never redirects to another host', async () => {
    const r = await get('//example.com');
    expect(r.status).toBe(299);
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    expect((await get('/_astro/page.abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/_astro/page.abc123.js', { method: 'HEAD' })).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const feed = await get('/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('public, max-age=0');
  });

  it('hands on what is not a file: a missing one, a dotfile, a path out of the folder', async () => {
    for (const path of [
      '/nope/',
      '/v0.1f/rules/',
      '/.secret',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/',
      '/_astro/../../../etc/hosts',
      '/_astro/%2e%2e/%2e%2e/%2e%2e/etc/hosts',
    ])
      expect(await rawStatus(path), path).toBe(299);
  });

  it("answers a refused range without the file's headers", async () => {
    const r = await get('/_astro/page.abc123.js', { headers: { range: 'bytes=500-600' } });
    expect(r.status).toBe(416);
    expect(r.headers.get('cache-control')).toBeNull();
    expect(r.headers.get('etag')).toBeNull();
  });

  it('serves /.well-known/', async () => {
    const r = await get('/.well-known/security.txt');
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('Contact: x');
  });
});
