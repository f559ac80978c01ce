// `npm run desk -- <command>`: the designer's command line (src/server/cli/commands.ts lists the commands).
// Run by Node 24 directly, like bin/sow.js; the database is the server's (DATA_DIR or DATABASE_URL).
import { databaseLine, databaseOptionsFromEnv, isDatabaseFault, openDatabase } from '../db/database.ts';
import { CatalogError } from '../../catalog/catalog.ts';
import { escapeControls, exitQuietlyOnClosedPipe, isClosedPipe, write } from '../../shared/terminal.ts';
import { COMMANDS, DeskUsage } from './commands.ts';

function help(): string {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage}\n      ${c.summary}`);
  return `The designer's desk on the command line. The database is ./data (DATA_DIR), or DATABASE_URL.\n${lines.join('\n')}\n`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
      write(name === undefined ? process.stderr : process.stdout, help());
      return name === undefined ? 2 : 0;
    }
    const command = COMMANDS[name];
    if (!command) throw new DeskUsage(`unknown command "${name}" (known: ${Object.keys(COMMANDS).join(', ')}; try npm run desk -- --help)`);
    await command.run(rest, () => openDatabase(databaseOptionsFromEnv()));
    return 0;
  } catch (error) {
    if (isClosedPipe(error)) return 0;
    const usage = error instanceof DeskUsage || error instanceof CatalogError;
    const message = usage
      ? (error as Error).message
      : isDatabaseFault(error)
        ? databaseLine(error)
        : `unexpected error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    process.stderr.write(`desk: ${escapeControls(message)}\n`);
    return usage ? 2 : 1;
  }
}

if (import.meta.main) {
  exitQuietlyOnClosedPipe();
  process.exitCode = await main(process.argv.slice(2));
}
