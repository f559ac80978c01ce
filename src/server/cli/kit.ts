// What every desk subcommand shares: its shape in the table, reading its options, and a database opened
// for the command alone. Kept apart from the table so the desk's own commands can use it too.
import { parseArgs } from 'node:util';
import { DatabaseError, databaseLine, isDatabaseFault, type OpenDatabase } from '../db/database.ts';
import { DeskUsage } from './transfer.ts';

export interface DeskCommand {
  /** One line for the help. */
  summary: string;
  usage: string;
  run(args: string[], open: () => Promise<OpenDatabase>): Promise<void>;
}

export function options(args: string[], spec: Record<string, { type: 'boolean' | 'string' }>, usage: string) {
  try {
    return parseArgs({ args, options: spec, allowPositionals: true, strict: true });
  } catch (error) {
    throw new DeskUsage(`${(error as Error).message.split('\n')[0]!.replace(/\. To specify a positional.*$/, '')} (usage: ${usage})`);
  }
}

/** Opens the database for the command and always closes it (PGlite's folder is one process's at a time). */
export async function withDb<T>(open: () => Promise<OpenDatabase>, use: (db: OpenDatabase) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await use(db);
  } catch (error) {
    // A full disk or a damaged folder met mid-command: one line naming the folder and what to do.
    throw isDatabaseFault(error) ? new DatabaseError(databaseLine(error, db.where)) : error;
  } finally {
    await db.close().catch(() => {});
  }
}
