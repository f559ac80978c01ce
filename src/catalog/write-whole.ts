// Content files the desk, the server and the draft tools write (published rulings and tallies, a draft's
// files): written whole or not at all. The
// text goes to a temporary file beside the target, is flushed to the disk (fsync), then renamed over the
// target, and the folder is flushed so the rename itself survives a power cut. A full disk or a crash
// mid-write leaves the earlier file as it was and no temporary file behind.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The one write call, replaceable in tests (a disk that fills up part-way). */
export interface FileIo {
  writeSync(fd: number, data: Uint8Array, offset: number, length: number): number;
}

export class WriteError extends Error {}

export function writeWhole(path: string, text: string, io: FileIo = { writeSync }): void {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const bytes = Buffer.from(text, 'utf8');
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', 0o644);
    for (let done = 0; done < bytes.length;) done += io.writeSync(fd, bytes, done, bytes.length - done);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    throw new WriteError(
      `${path} was not written (${code === 'ENOSPC' ? 'the disk is full' : (code ?? (error as Error).message)}): the file is as it was before`,
    );
  }
  syncFolder(dirname(path));
  // Read back: what the build will read is what was checked.
  if (!readFileSync(path).equals(bytes)) throw new WriteError(`${path} does not hold what was written: publish again`);
}

function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems cannot flush a folder; the rename is still all-or-nothing.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
