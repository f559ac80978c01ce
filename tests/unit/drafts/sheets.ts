// Sheets for the import tests: a version of our catalog written back as the designer's sheet, and a
// scratch content folder to import into.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_DIR, type Catalog } from '../../../src/catalog/catalog.ts';
import { writeSheet } from '../../../src/catalog/sheet.ts';

/** `version`'s rules as a sheet: its headings, "N) wording", outcomes under it; titles in brackets if asked. */
export function sheetOf(catalog: Catalog, version: string, withTitles = false): string {
  const meta = catalog.version(version)!;
  return writeSheet(
    meta.sections.map((s) => ({ title: s.title, rules: catalog.rules(version).filter((r) => r.section === s.id) })),
    withTitles,
  );
}

/** A scratch copy of our real content (never the committed files). */
export function scratchContent(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'sow-drafts-')), 'content');
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

export function removeScratch(dir: string): void {
  rmSync(join(dir, '..'), { recursive: true, force: true });
}
