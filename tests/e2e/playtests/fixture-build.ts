// A build of the site from a copy of content/ with some files replaced (published rulings, tallies),
// served on a free port: what every reader sees after the designer publishes. One build per spec file
// (about two minutes); nothing touches the worktree's own dist/ or Astro's cache (astro.config.mjs keeps
// another content folder's cache beside it).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serveStatic, type StaticServer } from '../../../scripts/static-server.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface FixtureBuild {
  content: string;
  /** The built pages (Astro's static output). */
  site: string;
  server: StaticServer;
  remove(): Promise<void>;
}

const LOCK = join(ROOT, 'node_modules', '.sow-fixture-build.lock');

/**
 * One fixture build at a time across Playwright's workers: two Astro builds of different content folders
 * at once share the project's generated .astro/ modules, and one then read the other's pages as its own.
 * A lock left by a killed worker (its pid gone) is taken over.
 */
async function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (holderGone()) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((ok) => setTimeout(ok, 1000));
    }
  }
  writeFileSync(join(LOCK, 'pid'), String(process.pid));
  try {
    return await run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function holderGone(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
  } catch {
    return false; // just made: its holder is writing the pid
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Copies content/, lets `prepare` write into the copy (files or a whole desk publish), builds, serves. */
export async function fixtureBuild(prepare: (content: string) => Promise<void> | void): Promise<FixtureBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'sow-published-'));
  const content = join(dir, 'content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  await prepare(content);
  // Inside the project: the Node adapter's prerender step imports packages from beside its output.
  const out = mkdtempSync(join(ROOT, 'node_modules', '.sow-fixture-build-'));
  await oneAtATime(() =>
    promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', out], {
      cwd: ROOT,
      env: { ...process.env, SOW_CONTENT_DIR: content, FORCE_COLOR: '0' },
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  // With the Node adapter the pages are in client/; a static build puts them at the top.
  const site = existsSync(join(out, 'client')) ? join(out, 'client') : out;
  const server = await serveStatic(site);
  return {
    content,
    site,
    server,
    remove: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    },
  };
}

export function writeFiles(content: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(content, name), text);
}

/** A rulings.yaml of one confirmed, published ruling that settles `ruling` as `value` for `version`. */
export function settlingRulings(r: { id: string; version: string; text: string; ruling: string; value: string }): string {
  return `rulings:
  - id: ${r.id}
    rules: [combat-loop]
    versions: [${r.version}]
    text: ${JSON.stringify(r.text)}
    status: confirmed
    by: Philip Sibbering
    published: 2026-11-20
    updated: 2026-11-20
    settles: { ${r.version}: { ruling: ${r.ruling}, value: ${r.value} } }
`;
}
