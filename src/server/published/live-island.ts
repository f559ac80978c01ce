// What every server island of a prerendered part (a widget, a what-if table, the Lab, the "Settled by"
// lines) does first: read the newest publication, tell whether it plays the version as the page's own copy
// does, and answer so that every cache asks again (a reader never plays a stale ruling; the service worker
// keeps the last copy for offline). Reading **live-play**, docs/server.md.
import type { RulesSource } from '../../catalog/rules-source.ts';
import { playKey } from '../../catalog/rules-source.ts';
import { liveSite } from './live-site.ts';

/** The prerendered copy an island may keep: its version, and how it plays (playKey of the build's rules). */
export interface BuiltPlay {
  version: string;
  built: string;
}

/**
 * The newest publication's rules for an island, and `same`: true when `built` plays as the publication
 * does, so the island renders nothing and the page keeps its own copy (no second copy, no script again).
 * An island that always renders (no `built`) gets `same: false`.
 */
export async function islandSource(response: { headers: Headers }, built?: BuiltPlay): Promise<{ source: RulesSource; same: boolean }> {
  const { source } = await liveSite().source();
  const same = built !== undefined && playKey(source.rules(built.version)) === built.built;
  // Astro's loader replaces the fallback only with text/html (a 204 cannot be sent from a component).
  if (same) response.headers.set('content-type', 'text/plain; charset=utf-8');
  response.headers.set('cache-control', 'no-cache');
  return { source, same };
}
