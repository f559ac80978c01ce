// What the CLI writes, made safe for a terminal and a pipe: control characters in anything echoed
// back are escaped, and a reader that closes the pipe early (`sow play … | head -1`) ends the run
// quietly with status 0, as `head` expects.

/** Control characters (and DEL) shown as \n, \t or \xNN, so a hostile file name cannot split a line or colour a terminal. */
export function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this strips
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\t') return '\\t';
    if (c === '\r') return '\\r';
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
}

export class PipeClosed extends Error {}

function isPipeClosed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'EPIPE';
}

/** Thrown on a closed pipe so the command unwinds at once; main() turns it into exit 0. */
export function write(stream: NodeJS.WriteStream, text: string): void {
  try {
    stream.write(text);
  } catch (error) {
    if (isPipeClosed(error)) throw new PipeClosed();
    throw error;
  }
}

/** A pipe closed while Node was still flushing reports through the stream's 'error' event instead. */
export function exitQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error) => {
      if (isPipeClosed(error)) process.exit(0);
      throw error;
    });
}

export function isClosedPipe(error: unknown): boolean {
  return error instanceof PipeClosed || isPipeClosed(error);
}
