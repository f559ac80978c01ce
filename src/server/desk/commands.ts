// The desk's own commands for `npm run desk -- …` (listed in src/server/cli/commands.ts's table):
// add-designer, rulings, publish. A password is read from the terminal without echo, or from stdin,
// and is never printed, logged or returned.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadCatalog } from '../../catalog/catalog.ts';
import { write } from '../../shared/terminal.ts';
import { CONTENT_DIR } from '../../catalog/content-dir.ts';
import { rulingState } from '../../catalog/designer-rulings.ts';
import { options, withDb, type DeskCommand } from '../cli/kit.ts';
import { DeskUsage } from '../cli/transfer.ts';
import { AccountError, createAccount, PASSWORD } from './auth.ts';
import { listRulings, publish } from './store.ts';
import { FolderInUse } from '../db/database.ts';
import { publishedMessage } from '../published/words.ts';

/** The password: typed at a terminal with nothing echoed, else the first line of stdin. */
export async function readPassword(prompt: string, input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin): Promise<string> {
  const tty = input.isTTY === true;
  if (tty) process.stderr.write(prompt);
  const silent = new Writable({ write: (_chunk, _enc, done) => done() });
  const rl = createInterface({ input, output: tty ? silent : undefined, terminal: tty });
  try {
    for await (const line of rl) return line;
    return '';
  } finally {
    rl.close();
    if (tty) process.stderr.write('\n');
  }
}

export const DESK_COMMANDS: Record<string, DeskCommand> = {
  'add-designer': {
    summary: `creates a designer account; the password (${PASSWORD.min} to ${PASSWORD.max} characters) is prompted for, or read from stdin`,
    usage: 'npm run desk -- add-designer EMAIL [--name NAME]',
    async run(args, open) {
      const { values, positionals } = options(args, { name: { type: 'string' } }, this.usage);
      if (positionals.length !== 1) throw new DeskUsage(`give one email address (usage: ${this.usage})`);
      const email = positionals[0]!;
      const password = await readPassword(`Password for ${email}: `);
      await withDb(open, async ({ db }) => {
        try {
          const user = await createAccount(db, { email, name: typeof values.name === 'string' ? values.name : email, password, role: 'designer' });
          write(process.stdout, `designer ${user.email} created: sign in at /desk/\n`);
        } catch (error) {
          if (error instanceof AccountError) throw new DeskUsage(error.message);
          throw error;
        }
      });
    },
  },
  rulings: {
    summary: 'lists the rulings at the desk: one line each, or --json (one JSON object a line)',
    usage: 'npm run desk -- rulings [--json]',
    async run(args, open) {
      const { values, positionals } = options(args, { json: { type: 'boolean' } }, this.usage);
      if (positionals.length > 0) throw new DeskUsage(`rulings takes no arguments (usage: ${this.usage})`);
      await withDb(open, async ({ db }) => {
        for (const r of await listRulings(db)) {
          if (values.json) write(process.stdout, `${JSON.stringify(r)}\n`);
          else
            write(
              process.stdout,
              `${r.id}  ${rulingState(r).padEnd(11)} ${r.updated}  ${r.versions.join(',')}  ${r.rules.join(',')}  ${JSON.stringify(r.text.length > 60 ? `${r.text.slice(0, 57)}…` : r.text)}\n`,
            );
        }
      });
    },
  },
  publish: {
    summary:
      'publishes every ruling and the anonymous game counts: readers of a running server see them at once, and content/rulings.yaml and content/playtests.yaml are written for builds',
    usage: 'npm run desk -- publish [--by NAME]',
    async run(args, open) {
      const { values, positionals } = options(args, { by: { type: 'string' } }, this.usage);
      if (positionals.length > 0) throw new DeskUsage(`publish takes no arguments but --by (usage: ${this.usage})`);
      const by = typeof values.by === 'string' && values.by.trim() !== '' ? values.by.trim().slice(0, 80) : 'the designer';
      const catalog = loadCatalog(CONTENT_DIR);
      try {
        await withDb(open, async ({ db }) => {
          const { files, publication } = await publish(db, catalog, CONTENT_DIR, by);
          write(process.stdout, `${publishedMessage(publication)}\n`);
          for (const file of files) write(process.stdout, `wrote ${file}\n`);
        });
      } catch (error) {
        // Reading `publish-beside-pglite`: PGlite is one process's database, so while the server holds
        // it the command cannot publish; it says what to do rather than reaching into the server.
        if (error instanceof FolderInUse)
          throw new DeskUsage(
            `the running server (process ${error.pid}) holds the database in ${error.dir}, so nothing was published. Publish from the desk instead (sign in at /desk/, open "Preview and publish", press Publish): readers see it at once. Or stop the server, run this again and start the server. With DATABASE_URL (PostgreSQL) this command works while servers run.`,
          );
        throw error;
      }
    },
  },
};
