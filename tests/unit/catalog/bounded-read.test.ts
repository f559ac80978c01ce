// readBounded: a file read in pieces up to a limit, whole when within it, refused past it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileReadError, readBounded } from '../../../src/catalog/bounded-read.ts';

const dir = mkdtempSync(join(tmpdir(), 'sow-bounded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('readBounded', () => {
  it('reads a file of many pieces whole, a character split between pieces included', () => {
    // "é" is two bytes in UTF-8: after 65,535 bytes of "a", one falls across the first piece's end.
    const text = `${'a'.repeat(65_535)}${'é'.repeat(100_000)}end`;
    expect(readBounded(file('long.md', text))).toBe(text);
  });

  it('reads exactly the limit, and refuses one byte more', () => {
    expect(readBounded(file('at.md', 'x'.repeat(70_000)), 70_000)).toHaveLength(70_000);
    expect(() => readBounded(file('past.md', 'x'.repeat(70_001)), 70_000)).toThrow(FileReadError);
  });

  it('stops at the limit on a file with no end', () => {
    expect(() => readBounded('/dev/zero', 200_000)).toThrow('at most 200,000 bytes');
  });

  it('reads an empty file as empty text', () => {
    expect(readBounded(file('empty.md', ''))).toBe('');
  });
});
