// The desk's command line, a table of subcommands: `npm run desk -- <command> …`. A command is added by
// listing it in COMMANDS (the desk adds add-designer, rulings, publish). Bad input is a DeskUsage (one
// line, exit 2); a closed pipe ends the run quietly.
import { readFileSync } from 'node:fs';
import { options, withDb, type DeskCommand } from './kit.ts';
import { serverKnown } from '../records/known.ts';
import { recordsCsv } from './csv.ts';
import { DeskUsage, importRecords, readRecordLines } from './transfer.ts';
import { allRecords } from '../records/store.ts';
import { write } from '../../shared/terminal.ts';
import { DESK_COMMANDS } from '../desk/commands.ts';

export { DeskUsage };

export const COMMANDS: Record<string, DeskCommand> = {
  export: {
    summary: 'every record to stdout: JSON, one object a line with its id and kind (default), or CSV',
    usage: 'npm run desk -- export [--json|--csv]',
    async run(args, open) {
      const { values, positionals } = options(args, { json: { type: 'boolean' }, csv: { type: 'boolean' } }, this.usage);
      if (positionals.length > 0) throw new DeskUsage(`export takes no file: it writes to stdout (usage: ${this.usage})`);
      if (values.json && values.csv) throw new DeskUsage('give --json or --csv, not both');
      await withDb(open, async ({ db }) => {
        if (values.csv) {
          for await (const line of recordsCsv(allRecords(db))) write(process.stdout, line);
        } else for await (const record of allRecords(db)) write(process.stdout, `${JSON.stringify(record)}\n`);
      });
    },
  },
  import: {
    summary: 'records from a JSON-lines file (an export, or records saved on a device); skips ids already stored',
    usage: 'npm run desk -- import FILE',
    async run(args, open) {
      const { positionals } = options(args, {}, this.usage);
      if (positionals.length !== 1) throw new DeskUsage(`give one file (usage: ${this.usage})`);
      const file = positionals[0]!;
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new DeskUsage(`${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      }
      // Every line is checked before anything is stored: a bad file stores nothing.
      const records = readRecordLines(text, file, serverKnown());
      const { added, skipped } = await withDb(open, ({ db }) => importRecords(db, records));
      write(process.stdout, `${file}: ${added} added, ${skipped} skipped (already stored)\n`);
    },
  },
  // add-designer, rulings, publish (src/server/desk/commands.ts)
  ...DESK_COMMANDS,
};
