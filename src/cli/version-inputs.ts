// What the version table (version-table.data.ts) is made from: each version's version.yaml and the
// designer's rulings.yaml under the content folder, fingerprinted without reading them as YAML, so
// `--ruleset` can tell a table made from today's content from a stale one at the cost of a few reads.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The content folder as the catalog reads it: SOW_CONTENT_DIR, else the repository's content/. */
export function contentDir(): string {
  return process.env.SOW_CONTENT_DIR ? resolve(process.env.SOW_CONTENT_DIR) : fileURLToPath(new URL('../../content/', import.meta.url));
}

/** A fingerprint of the files a version's rules come from: their names and bytes, in order. */
export function versionInputs(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir)
    .sort()
    .map((name) => join(name, 'version.yaml'))
    .filter((file) => existsSync(join(dir, file)));
  for (const file of [...files, 'rulings.yaml']) {
    const path = join(dir, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(path) ? readFileSync(path) : '(none)');
    hash.update('\0');
  }
  return hash.digest('hex');
}
