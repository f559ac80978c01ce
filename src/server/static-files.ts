// The built pages and assets (dist/client/), served by `npm start` itself rather than by the Node
// adapter's standalone mode (reading `record-routes-skip-the-files`): the adapter looks for a file before
// every request, and under a crowd of records that lookup (a stat and a failed send each) was a quarter of
// the server's one thread. The start now asks the files first only for addresses that can be files, and
// this answers them as the adapter did: the same `send`, the same redirect to an address with a trailing
// slash (trailingSlash: 'always'), the same year-long cache for hashed assets, and a miss handed on to
// Astro (its 404 page).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import send from 'send';

/** Where Astro puts hashed assets, which never change under their name. */
const ASSETS = '/_astro/';
/** A last segment with an extension: a file's address, which keeps no trailing slash. */
const FILE_NAME = /\/[^/]+\.\w+$/;
/** Astro's own addresses ("/_astro/…", "/_server-islands/…") and others no page has, never redirected; "//x/" would be read as another host. */
const INTERNAL = /^\/[_@./]/;

/**
 * The handler: answers a request with a file under `root`, or a redirect to the address with its slash,
 * or calls `miss` when there is no such file (the request is then Astro's).
 */
export function staticFiles(root: string): (req: IncomingMessage, res: ServerResponse, miss: () => void) => void {
  return (req, res, miss) => {
    // A fragment never reaches a server from a browser; a hand-made request's is dropped, as the adapter did.
    const url = (req.url ?? '/').replace(/#.*/s, '');
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!path.endsWith('/') && !FILE_NAME.test(path) && !INTERNAL.test(path)) {
      res.statusCode = 301;
      res.setHeader('location', `${path}/${q < 0 ? '' : url.slice(q)}`);
      res.end();
      return;
    }
    const normal = posix.normalize(path);
    const stream = send(req, normal, { root, dotfiles: normal.startsWith('/.well-known/') ? 'allow' : 'deny', extensions: [] });
    // Before the file is found, any refusal (none, a dotfile, a folder) is a miss; after, a failure reading it.
    let found = false;
    stream.on('file', () => {
      found = true;
      // Set before send writes its own headers, which keep it: a HEAD or a 304 then says the same as a GET.
      if (normal.startsWith(ASSETS)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    });
    stream.on('error', (error: Error & { statusCode?: number }) => {
      if (!found) return miss();
      const status = error.statusCode ?? 500;
      if (status >= 500) console.error(`static: ${normal}: ${error.message}`);
      // A file that fails part-way (its disk, a file replaced under it) can only be cut off.
      if (res.headersSent) return void res.destroy();
      // The file's headers (its year-long cache above all) must not describe a refusal.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.writeHead(status).end(status >= 500 ? 'Internal server error' : '');
    });
    stream.pipe(res);
  };
}
