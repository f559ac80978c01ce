// What readers' live parts show (the rule and history pages' rulings, the JSON files, the feed,
// /playtests/'s tallies): the newest publication, held in one PublishedReader and kept only while
// the database's newest publication number is still the one held (one indexed query a request).
// With nothing published to the database yet, or the database unreachable, the committed snapshot.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loggable } from '../http.ts';
import { newestStamp, publication, type Published } from './store.ts';

export class PublishedReader {
  #held: Published | undefined;

  /** The newest publication; `snapshot` gives the committed files' when there is none. */
  async current(db: () => Promise<Kysely<Database>>, snapshot: () => Pick<Published, 'rulings' | 'tallies'>): Promise<Published> {
    const fromFiles = (): Published => ({ id: null, at: null, by: null, ...snapshot() });
    try {
      const d = await db();
      const stamp = await newestStamp(d);
      if (!stamp) return fromFiles();
      if (this.#held?.id !== stamp.id) this.#held = (await publication(d, stamp.id)) ?? this.#held;
      return this.#held ?? fromFiles();
    } catch (error) {
      // A reader still gets the rulings: the last ones held, else the snapshot; the fault is logged.
      console.error(`published: ${loggable(error)}`);
      return this.#held ?? fromFiles();
    }
  }
}

// A server started afresh may run a new build, whose pages and files differ for the same publication.
const STARTED = Date.now().toString(36);

/** The validator of what a reader was sent: the publication's number (or the snapshot), this server's start, and the address. */
export function publishedTag(p: Published, what: string): string {
  return `"${p.id === null ? 'snapshot' : `p${p.id}`}-${STARTED}-${createHash('sha256').update(what).digest('base64url').slice(0, 16)}"`;
}

/** When the rulings were last changed: the publication's time, else the newest day a ruling was updated. */
export function lastUpdated(p: Published): Date | null {
  if (p.at) return p.at;
  const days = p.rulings.map((r) => r.updated).sort();
  return days.length > 0 ? new Date(`${days.at(-1)}T00:00:00Z`) : null;
}

/**
 * A live response with its validators: 304 when the reader already holds this publication's copy.
 * `no-cache` makes every cache ask again (a reader never keeps a stale ruling), and asking is cheap.
 */
export function validated(request: Request, p: Published, body: () => Response): Response {
  const etag = publishedTag(p, new URL(request.url).pathname);
  const modified = lastUpdated(p);
  const headers: Record<string, string> = { etag, 'cache-control': 'no-cache' };
  if (modified) headers['last-modified'] = modified.toUTCString();
  if (
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  const response = body();
  for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
  return response;
}
