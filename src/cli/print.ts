// The CLI's one way to print a line of output.
import { escapeControls, write } from '../shared/terminal.ts';

/** One line of output; anything it echoes from the user has its control characters escaped. */
export function print(line: string): void {
  write(process.stdout, `${escapeControls(line)}\n`);
}
