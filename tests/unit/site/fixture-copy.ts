// A temporary copy of the fixture content (tests/unit/site/fixtures/content), with some files edited:
// the broken content the content-error tests (catalog, content check, real build) start from.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('./fixtures/content/', import.meta.url));

/** An edit of one file's text; it must change something (a stale pattern would test nothing). */
export type Edit = (text: string) => string;

/**
 * Copies the fixtures to `<new temporary folder>/content`, applies `edits` (keyed by path inside the
 * content folder) and returns that content folder; `removeCopy` deletes it again.
 */
export function fixtureCopy(edits: Record<string, Edit> = {}): string {
  const content = join(mkdtempSync(join(tmpdir(), 'sow-fixtures-')), 'content');
  cpSync(FIXTURES, content, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(content, file);
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`fixtureCopy: the edit of ${file} changed nothing`);
    writeFileSync(path, after);
  }
  return content;
}

export function removeCopy(content: string): void {
  rmSync(join(content, '..'), { recursive: true, force: true });
}

/** An Edit that sets a top-level `key: value` line of YAML (frontmatter or version.yaml). */
export const setKey =
  (key: string, value: string): Edit =>
  (text) =>
    text.replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${value}`);
