// The newest publication for the server's live parts (the rulings islands, the JSON files, the feed,
// /playtests/), with the build's snapshot files as the fallback (src/server/published/live.ts).
// One reader for the whole server: it holds the newest publication and asks the database only
// whether a newer one exists.
import { getDb } from '../server/db/database.ts';
import { PublishedReader } from '../server/published/live.ts';
import type { Published } from '../server/published/store.ts';
import { siteDesignerRulings, siteTallies } from './catalog.ts';

const reader = new PublishedReader();

export function livePublished(): Promise<Published> {
  return reader.current(getDb, () => ({ rulings: siteDesignerRulings(), tallies: siteTallies() }));
}

/** The build's own: what a prerendered page shows before (or without) the live copy. */
export function snapshotPublished(): Published {
  return { id: null, at: null, by: null, rulings: siteDesignerRulings(), tallies: siteTallies() };
}
