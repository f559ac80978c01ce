// What every page's frame (src/layouts/Frame.astro: its header, footer and offline note) reads of the
// content and the checkout. Whoever renders the page owns it and passes it in: the build
// (src/site/build.ts, for the prerendered pages) or the server's LiveSite (the desk, the live /playtests/).
import { execFileSync } from 'node:child_process';
import type { Catalog } from './catalog.ts';

export interface BuildInfo {
  /** The commit built (short hash), or the build time when there is no git checkout. */
  id: string;
  /** YYYY-MM-DD: the commit's date, or the build's. */
  date: string;
}

export interface FrameContent {
  /** The versions (the header's sheet, the footer's credit, the offline note's list). */
  catalog: Catalog;
  /** Whether the content has the WarSpike section (the header links it). */
  warspike: boolean;
  /** Which build of the handbook this is, so a reader can tell which copy is saved on their device. */
  build: BuildInfo;
}

/**
 * The commit, not the clock, names a build: two builds of the same commit give byte-identical pages,
 * so a redeploy without changes makes no saved copy stale and no reader download every page again.
 */
export function readBuild(): BuildInfo {
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
