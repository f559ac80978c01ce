// `npm start`: the built handbook's one Node server on PORT (default 4321) and HOST (default localhost):
// Astro's Node adapter (standalone) serves the prerendered pages and the on-demand API. The database is
// opened and migrated first, so a bad DATABASE_URL, a damaged data folder or a DATA_DIR held by another
// process stops the start with one line, before the port is taken; a PGlite folder is then held for the
// server's whole life (a second server or desk command on it is refused, idle or not).
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
const [{ databaseLine, holdDataDir, openDatabase }, { earlyRefusal, refuse, serverUrl }] = await Promise.all([
  import('../src/server/db/database.ts'),
  import('../src/server/paths.ts'),
]);
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
const server = createServer((req, res) => {
  const refused = earlyRefusal(req.method, req.url);
  if (refused) return refuse(res, refused);
  if (req.url) req.url = serverUrl(req.url);
  handler(req, res);
});
server.on('error', (error) => {
  console.error(`start: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => console.log(`Handbook server on http://${host}:${port}/`));
