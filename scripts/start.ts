// `npm start`: the built handbook's one Node server on PORT (default 4321) and HOST (default localhost):
// the built files from dist/client/ (src/server/static-files.ts) and the on-demand routes through Astro's
// Node adapter (middleware mode), the API without a look for a file first and the records' POSTs beside
// Astro (dist/server/records.mjs), a few milliseconds of their work a turn of the event loop
// (src/server/paced.ts). The settings are
// checked and the database opened and migrated first, so a bad TRUST_PROXY or SOW_DESK_URL, a bad
// DATABASE_URL, a damaged data folder or a DATA_DIR held by another process stops the start with one
// line, before the port is taken; a PGlite folder is then held for the server's whole life (a second
// server or desk command on it is refused, idle or not). It says it is ready only once warm (database
// open, API code loaded, the record check's content read). SIGTERM or SIGINT stops it gracefully: no new
// connections, every request already sent on an open connection read and answered, idle kept-alive
// connections closed, the database closed, then exit; a second signal ends it at once.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Server, type AddressInfo, type ListenOptions, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
// The bundled server finds content/ (versions and rule ids for the record checks) here.
process.env.SOW_CONTENT_DIR ??= fileURLToPath(new URL('../content/', import.meta.url));

const recordsEntry = new URL('../dist/server/records.mjs', import.meta.url);
if (!existsSync(entry) || !existsSync(recordsEntry)) {
  console.error('start: no built server in dist/server/: run `npm run build` first');
  process.exit(2);
}
const [
  { databaseLine, holdDataDir, openDatabase, CLOSE_DATABASE },
  { earlyRefusal, onDemandOnly, refuse, serverUrl },
  { proxyTrustFromEnv },
  { rateFromEnv },
  { deskOrigin },
  { staticFiles },
  { paced },
] = await Promise.all([
  import('../src/server/db/database.ts'),
  import('../src/server/paths.ts'),
  import('../src/server/client-address.ts'),
  import('../src/server/rate-limit.ts'),
  import('../src/server/desk/desk-url.ts'),
  import('../src/server/static-files.ts'),
  import('../src/server/paced.ts'),
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
// The adapter's middleware: it answers a request an on-demand route matches, and otherwise calls `next`
// (or, given none, renders Astro's 404 page). The record routes' POSTs go beside it, to the bundle's own
// entry for them (src/server/records/serve.ts), which shares the bundle's database.
const [{ handler }, records] = await Promise.all([
  import(entry.href) as Promise<{ handler: (req: IncomingMessage, res: ServerResponse, next?: () => void) => Promise<void> }>,
  import(recordsEntry.href) as Promise<typeof import('../src/server/records/serve.ts')>,
]);
const files = staticFiles(fileURLToPath(new URL('../dist/client/', import.meta.url)));
/**
 * How much of the on-demand routes' work runs in one turn of the event loop (reading requests-paced):
 * about 8 records' checks. Under `npm run bench:server`'s crowds, 4 ms met the p99 goal in every round
 * after the first of two runs, where 2 ms missed it once and 8 ms twice (docs/server-bench.md, 2026-11-29).
 */
const SLICE_MS = 4;
const astro = paced((req: IncomingMessage, res: ServerResponse) => {
  const kind = records.recordKind(req.method, req.url ?? '');
  void (kind ? records.serveRecord(kind, req, res) : handler(req, res));
}, SLICE_MS);
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

let stopping = false;
let stopAt = 0;
/**
 * Each open connection: its requests not yet answered (the latest of them), whether it has answered one,
 * and how many bytes had been read from it when it last fell idle. A connection that has read more since
 * then is sending a request, so the stop must not close it (Node's closeIdleConnections would: for Node,
 * a kept-alive connection is idle until its next request's first bytes are parsed, even with the request
 * waiting, unread, in the kernel).
 */
interface Connection {
  open: number;
  answering?: ServerResponse;
  answered: boolean;
  readWhenIdle: number;
}
const connections = new Map<Socket, Connection>();
let inFlight = 0;
/** Connections accepted so far. */
let made = 0;
const onRequest = (req: IncomingMessage, res: ServerResponse) => {
  // Kept: req.socket may be gone by the time the answer closes (a body left unread ends the connection).
  const socket = req.socket;
  const connection = connections.get(socket);
  if (connection) {
    connection.open++;
    connection.answering = res;
  }
  inFlight++;
  res.once('close', () => {
    inFlight--;
    if (connection) {
      connection.open--;
      connection.answered = true;
      connection.readWhenIdle = socket.bytesRead;
    }
    if (stopping) sweepSoon();
  });
  // Answered, but the connection ends after it.
  if (stopping) res.setHeader('connection', 'close');
  const refused = earlyRefusal(req.method, req.url);
  if (refused) return refuse(res, refused);
  // A proxy asking is told to send elsewhere.
  if (stopping && req.url === '/healthz') {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('unavailable: the server is stopping\n');
    return;
  }
  const url = req.url ?? '/';
  req.url = serverUrl(url);
  // A path that does not decode: 400 in one line, as the adapter's standalone mode answered it.
  try {
    decodeURI(req.url);
  } catch {
    res.writeHead(400).end('Bad request.');
    return;
  }
  if (onDemandOnly(url)) astro(req, res);
  else files(req, res, () => astro(req, res));
};

/**
 * Listening sockets sharing the port (reading `listeners-share-the-port`). Node accepts one connection a
 * turn of its event loop on each listening socket (libuv's choice since 2022), so on a busy server the
 * last of a crowd's new connections waited a turn each before their first request was read: 1 to 2 s in
 * some of the bench's rounds. The kernel spreads new connections over sockets bound with SO_REUSEPORT, and
 * each is accepted from in every turn.
 */
const LISTENERS = 16;
const servers = Array.from({ length: LISTENERS }, () => createServer(onRequest));
for (const s of servers) {
  s.on('connection', (socket: Socket) => {
    made++;
    connections.set(socket, { open: 0, answered: false, readWhenIdle: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  s.on('error', (error) => {
    console.error(`start: ${error.message}`);
    process.exit(1);
  });
}

/**
 * How long a connection made before the stop may take to send its request (reading
 * first-request-grace): a client that connected meant to send, and may be slower than the stop.
 */
const SEND_GRACE_MS = 3000;

/**
 * Closes the connections with nothing to answer: at once those whose last request was answered and
 * nothing has been read from since (kept alive, idle), and after SEND_GRACE_MS any other without a request
 * in flight. Runs two turns of the event loop late, so what the kernel holds for a connection has been
 * read first: a request already sent is read and answered, never cut off.
 */
function sweepSoon(): void {
  setImmediate(() =>
    setImmediate(() => {
      const late = performance.now() - stopAt >= SEND_GRACE_MS;
      for (const [socket, c] of connections) if (c.open === 0 && (late || (c.answered && socket.bytesRead === c.readWhenIdle))) socket.destroy();
    }),
  );
}

/**
 * Stops listening once a turn of the event loop has passed without a new connection (or SEND_GRACE_MS
 * after the signal, whichever is first): connections the kernel has already made but Node not yet
 * accepted (one a turn on each listening socket) would be reset by closing the listening sockets.
 * net.Server's close, not http.Server's, which would also close idle connections before their requests are read.
 * Called back once every connection has ended.
 */
function closeWhenQuiet(seen = -1): void {
  if (seen !== made && performance.now() - stopAt < SEND_GRACE_MS) {
    const now = made;
    return void setImmediate(() => setImmediate(() => closeWhenQuiet(now)));
  }
  let open = servers.length;
  for (const s of servers) Server.prototype.close.call(s, () => --open === 0 && void stopped());
}

/** Every listening socket closed and every connection ended: the database closes, then the process ends. */
async function stopped(): Promise<void> {
  try {
    await (globalThis as { [CLOSE_DATABASE]?: () => Promise<void> })[CLOSE_DATABASE]?.();
    console.log('start: stopped');
    process.exit(0);
  } catch (error) {
    console.error(`start: the database did not close cleanly (${(error as Error).message})`);
    process.exit(1);
  }
}

const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;
for (const signal of Object.keys(SIGNALS) as Array<keyof typeof SIGNALS>)
  process.on(signal, () => {
    if (stopping) {
      console.error(`start: ${signal} again: stopping now, ${inFlight} requests unanswered`);
      process.exit(128 + SIGNALS[signal]);
    }
    stopping = true;
    stopAt = performance.now();
    console.log(`start: ${signal}: taking no new connections, answering the ${inFlight} requests in flight`);
    // A request being answered that is the connection's last: said now, so the client sends no other.
    for (const c of connections.values()) if (c.open > 0 && c.answering && !c.answering.headersSent) c.answering.setHeader('connection', 'close');
    closeWhenQuiet();
    sweepSoon();
    setTimeout(sweepSoon, SEND_GRACE_MS);
  });

// Listening comes last, once the signals are handled: a stop asked for during the warm-up is graceful too.
const listen = (s: Server, options: ListenOptions) => new Promise<void>((ok) => s.listen(options, () => ok()));

// First a plain bind, which fails as it always did when anything holds the port: sockets that all ask for
// SO_REUSEPORT would share it with a second `npm start` of the same user instead.
const probe = new Server().once('error', (error) => {
  console.error(`start: ${error.message}`);
  process.exit(1);
});
await listen(probe, { port, host });
await new Promise((done) => probe.close(done));
await listen(servers[0]!, { port, host, reusePort: true });
// PORT=0 lets the system choose: the other sockets take the port the first was given.
const { address, family, port: bound } = servers[0]!.address() as AddressInfo;
for (const s of servers.slice(1)) await listen(s, { port: bound, host, reusePort: true });

// Ready means warm: the first senders would otherwise wait together while the bundled server opens its
// database (PGlite's start takes seconds) and the record routes read what their check needs. One health
// check opens the database; then the content's versions and rule ids are read and the schemas built on
// them: the first record then took 0.1 s instead of 0.7.
const self = family === 'IPv6' ? `[${address === '::' ? '::1' : address}]` : address === '0.0.0.0' ? '127.0.0.1' : address;
// A stop asked for meanwhile ends the warm-up: the server never says it is ready.
if (!stopping)
  await fetch(`http://${self}:${bound}/healthz`)
    .then((r) => r.arrayBuffer())
    .catch((error: Error) => console.error(`start: warming /healthz failed (${error.message}); the first request will be slower`));
try {
  if (!stopping) records.prepareRecords();
} catch (error) {
  console.error(`start: reading the record checks failed (${(error as Error).message}); each record will be answered 500 until it is mended`);
}
if (!stopping) console.log(`Handbook server on http://${host}:${bound}/`);
