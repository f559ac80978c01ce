// Which build a page belongs to, so a reader can tell which copy of the handbook is saved on their device.
import { execFileSync } from 'node:child_process';

export interface BuildInfo {
  /** The commit built (short hash), or the build time when there is no git checkout. */
  id: string;
  /** YYYY-MM-DD: the commit's date, or the build's. */
  date: string;
}

/**
 * The commit, not the clock, names a build: two builds of the same commit give byte-identical pages,
 * so a redeploy without changes makes no saved copy stale and no reader download every page again.
 */
function readBuild(): BuildInfo {
  try {
    const [id, date] = execFileSync('git', ['log', '-1', '--format=%h %cs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split(' ');
    if (id && date) return { id, date };
  } catch {
    // Not a git checkout (a source tarball, say): fall back to the time below.
  }
  const now = new Date().toISOString();
  return { id: now.slice(0, 16).replace('T', ' ') + ' UTC', date: now.slice(0, 10) };
}

export const BUILD: BuildInfo = readBuild();
