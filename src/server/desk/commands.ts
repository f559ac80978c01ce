// The desk's own commands for `npm run desk -- …` (listed in src/server/cli/commands.ts's table):
// add-designer, rulings, publish. A password is read from the terminal without echo, or from stdin,
// and is never printed, logged or returned.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../../catalog/catalog.ts';
import { write } from '../../cli/output.ts';
import { CONTENT_DIR } from '../../site/config.ts';
import { rulingState } from '../../site/designer-rulings.ts';
import type { OpenDatabase } from '../db/database.ts';
import { AccountError, createAccount, PASSWORD } from './auth.ts';
import { listRulings, publish } from './store.ts';

/** The shape of a command in the desk CLI's table. */
export interface DeskCommandSpec {
  summary: string;
  usage: string;
  run(args: string[], open: () => Promise<OpenDatabase>): Promise<void>;
}

/** Bad input to a desk command: one line, exit 2 (the CLI's DeskUsage is caught the same way). */
export class DeskCommandError extends Error {}

function options(args: string[], spec: Record<string, { type: 'boolean' | 'string' }>, usage: string) {
  try {
    return parseArgs({ args, options: spec, allowPositionals: true, strict: true });
  } catch (error) {
    throw new DeskCommandError(`${(error as Error).message.split('\n')[0]} (usage: ${usage})`);
  }
}

async function withDb<T>(open: () => Promise<OpenDatabase>, use: (db: OpenDatabase) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

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

export const DESK_COMMANDS: Record<string, DeskCommandSpec> = {
  'add-designer': {
    summary: `creates a designer account; the password (${PASSWORD.min} to ${PASSWORD.max} characters) is prompted for, or read from stdin`,
    usage: 'npm run desk -- add-designer EMAIL [--name NAME]',
    async run(args, open) {
      const { values, positionals } = options(args, { name: { type: 'string' } }, this.usage);
      if (positionals.length !== 1) throw new DeskCommandError(`give one email address (usage: ${this.usage})`);
      const email = positionals[0]!;
      const password = await readPassword(`Password for ${email}: `);
      await withDb(open, async ({ db }) => {
        try {
          const user = await createAccount(db, { email, name: typeof values.name === 'string' ? values.name : email, password, role: 'designer' });
          write(process.stdout, `designer ${user.email} created: sign in at /desk/\n`);
        } catch (error) {
          if (error instanceof AccountError) throw new DeskCommandError(error.message);
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
      if (positionals.length > 0) throw new DeskCommandError(`rulings takes no arguments (usage: ${this.usage})`);
      await withDb(open, async ({ db }) => {
        for (const r of await listRulings(db)) {
          if (values.json) write(process.stdout, `${JSON.stringify(r)}\n`);
          else write(process.stdout, `${r.id}  ${rulingState(r).padEnd(11)} ${r.updated}  ${r.versions.join(',')}  ${r.rules.join(',')}  ${JSON.stringify(r.text.length > 60 ? `${r.text.slice(0, 57)}…` : r.text)}\n`);
        }
      });
    },
  },
  publish: {
    summary: 'writes content/rulings.yaml and content/playtests.yaml (anonymous counts) for the next build',
    usage: 'npm run desk -- publish',
    async run(args, open) {
      const { positionals } = options(args, {}, this.usage);
      if (positionals.length > 0) throw new DeskCommandError(`publish takes no arguments (usage: ${this.usage})`);
      const catalog = loadCatalog(CONTENT_DIR);
      await withDb(open, async ({ db }) => {
        for (const file of await publish(db, catalog, CONTENT_DIR)) write(process.stdout, `wrote ${file}\n`);
      });
    },
  },
};
