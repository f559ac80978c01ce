// Reading a file from outside with a size limit enforced while reading, not after: /dev/zero or a
// huge file stops at the limit instead of filling memory, whatever its size claims to be.
import { closeSync, openSync, readSync } from 'node:fs';
import { MAX_FILE_BYTES, sizeMessage } from '../engine/index.ts';

/** Too large or unreadable: `problem` says which, for the caller to prefix with the file's name. */
export class FileReadError extends Error {
  readonly problem: string;
  constructor(problem: string) {
    super(problem);
    this.problem = problem;
  }
}

/** Bytes read at a time. */
const PIECE = 64 * 1024;

/** The file's text (UTF-8), at most `max` bytes; more is a FileReadError before anything is parsed. */
export function readBounded(path: string, max = MAX_FILE_BYTES): string {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new FileReadError(`cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    // Read in pieces as the file comes: one buffer of the limit's size, zeroed for every file, was
    // nearly all of the build's 0.7 s of reading the content (a rule file is a few KB).
    const pieces: Buffer[] = [];
    let filled = 0;
    while (filled <= max) {
      const piece = Buffer.allocUnsafe(Math.min(PIECE, max + 1 - filled));
      const n = readSync(fd, piece, 0, piece.length, null);
      if (n === 0) break;
      pieces.push(piece.subarray(0, n));
      filled += n;
    }
    if (filled > max) throw new FileReadError(sizeMessage(max));
    return Buffer.concat(pieces, filled).toString('utf8');
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw new FileReadError(`cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  } finally {
    closeSync(fd);
  }
}
