// A minimal static file server for the built pages (dist/client/), so scripts can load the built site over http (absolute /_astro/
// paths do not resolve from file:// URLs). Serves directory/index.html for trailing-slash addresses.
// Given several folders, a file in an earlier one hides the same path in later ones (the offline test
// lays a "newer build" over the built site this way).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveStatic(dirs: string | string[]): Promise<StaticServer> {
  const roots = [dirs].flat().map((dir) => resolve(dir));
  /** The file for a path in the first folder that has it, or null for a path outside the folders. */
  const find = (pathname: string): string | undefined | null => {
    for (const root of roots) {
      let file = normalize(join(root, pathname));
      if (file !== root && !file.startsWith(root + sep)) return null;
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (existsSync(file)) return file;
    }
    return undefined;
  };
  const server: Server = createServer((req, res) => {
    const file = find(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    if (file === null) {
      res.writeHead(403).end();
      return;
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok, fail) => server.close((e) => (e ? fail(e) : ok()))),
  };
}
