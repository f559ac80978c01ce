// `npm start`: the built handbook's one Node server on PORT (default 4321) and HOST (default localhost):
// Astro's Node adapter (standalone) serves the prerendered pages and the on-demand API. The settings are
// checked and the database opened and migrated first, so a bad TRUST_PROXY or SOW_DESK_URL, a bad DATABASE_URL, a damaged
// data folder or a DATA_DIR held by another process stops the start with one line, before the port is
// taken; a PGlite folder is then held for the server's whole life (a second server or desk command on it
// is refused, idle or not). SIGTERM or SIGINT stops it gracefully: no new connections, every request in
// flight answered, the database closed, then exit; a second signal ends it at once.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
// The bundled server finds content/ (versions and rule ids for the record checks) here.
process.env.SOW_CONTENT_DIR ??= fileURLToPath(new URL('../content/', import.meta.url));
// We listen ourselves, to give the API its addresses without a slash (src/server/paths.ts).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

if (!existsSync(entry)) {
  console.error('start: no built server in dist/server/: run `npm run build` first');
  process.exit(2);
}
const [
  { databaseLine, holdDataDir, openDatabase, CLOSE_DATABASE },
  { earlyRefusal, refuse, serverUrl },
  { proxyTrustFromEnv },
  { rateFromEnv },
  { deskOrigin },
] = await Promise.all([
  import('../src/server/db/database.ts'),
  import('../src/server/paths.ts'),
  import('../src/server/client-address.ts'),
  import('../src/server/rate-limit.ts'),
  import('../src/server/desk/desk-url.ts'),
]);
try {
  proxyTrustFromEnv();
  rateFromEnv();
  deskOrigin();
} catch (error) {
  console.error(`start: ${(error as Error).message}`);
  process.exit(2);
}
try {
  holdDataDir();
  const db = await openDatabase();
  console.log(`Database: ${db.where}`);
  await db.close();
} catch (error) {
  console.error(`start: ${databaseLine(error)}`);
  process.exit(1);
}
const { handler } = (await import(entry.href)) as { handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void };
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

let stopping = false;
let inFlight = 0;
const server = createServer((req, res) => {
  const refused = earlyRefusal(req.method, req.url);
  if (refused) return refuse(res, refused);
  if (stopping) {
    // Answered, but the connection ends after it; and a proxy asking is told to send elsewhere.
    res.setHeader('connection', 'close');
    if (req.url === '/healthz') {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('unavailable: the server is stopping\n');
      return;
    }
  }
  inFlight++;
  res.once('close', () => {
    inFlight--;
    // A kept-alive connection whose last answer went out before the stop is idle now: end it.
    if (stopping) server.closeIdleConnections();
  });
  if (req.url) req.url = serverUrl(req.url);
  handler(req, res);
});
server.on('error', (error) => {
  console.error(`start: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => console.log(`Handbook server on http://${host}:${port}/`));

const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;
for (const signal of Object.keys(SIGNALS) as Array<keyof typeof SIGNALS>)
  process.on(signal, () => {
    if (stopping) {
      console.error(`start: ${signal} again: stopping now, ${inFlight} requests unanswered`);
      process.exit(128 + SIGNALS[signal]);
    }
    stopping = true;
    console.log(`start: ${signal}: taking no new connections, answering the ${inFlight} requests in flight`);
    // Called back once every connection has ended, which the last answer of each brings about.
    server.close(async () => {
      try {
        await (globalThis as { [CLOSE_DATABASE]?: () => Promise<void> })[CLOSE_DATABASE]?.();
        console.log('start: stopped');
        process.exit(0);
      } catch (error) {
        console.error(`start: the database did not close cleanly (${(error as Error).message})`);
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  });
