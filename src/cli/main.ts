// The `sow` command: odds, play, sim, sweep and groups over the one engine, one file a command.
// Text by default, JSON with --json.
import { ParamError, ScenarioError } from '../engine/index.ts';
import { UsageError } from './args.ts';
import { escapeControls, exitQuietlyOnClosedPipe, isClosedPipe, write } from '../shared/terminal.ts';
import { sweepCommand } from './sweep.ts';
import { HELP, help } from './help.ts';
import { odds } from './odds.ts';
import { play } from './play.ts';
import { sim } from './sim.ts';
import { groups } from './groups.ts';

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  exitQuietlyOnClosedPipe();
  try {
    // Help is help whatever else was typed: no required flag or bad value stands in its way.
    if (command !== undefined && (rest.includes('--help') || rest.includes('-h'))) return help();
    switch (command) {
      case 'odds':
        return await odds(rest);
      case 'play':
        return await play(rest);
      case 'sim':
        return await sim(rest);
      case 'sweep':
        return await sweepCommand(rest);
      case 'groups':
        return await groups(rest);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        write(process.stdout, HELP);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}" (known: odds, play, sim, sweep, groups; try sow --help)`);
    }
  } catch (error) {
    if (isClosedPipe(error)) return 0;
    const known = error instanceof UsageError || error instanceof ScenarioError || error instanceof ParamError;
    // Never a stack trace: bad input is one line and status 2; anything else one line and status 1.
    const message = known ? (error as Error).message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`sow: ${escapeControls(message)}\n`);
    return known ? 2 : 1;
  }
}
