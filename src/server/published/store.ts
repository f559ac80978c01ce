// The publications' reading and writing: one row per Publish (src/server/published/migrations.ts).
import type { Kysely } from 'kysely';
import type { DesignerRuling } from '../../catalog/designer-rulings.ts';
import type { TalliesFile } from '../../catalog/playtest-tallies.ts';
import type { Database } from '../db/schema.ts';
import './migrations.ts';

/** What readers are shown: the newest publication, or the committed files when there is none yet. */
export interface Published {
  /** The publication's number; null: the committed snapshot files (nothing published to this database yet). */
  id: number | null;
  /** When it went out; null for the snapshot files, whose rulings carry only their days. */
  at: Date | null;
  by: string | null;
  rulings: DesignerRuling[];
  tallies: TalliesFile;
}

/** Stores what went out, when and by whom, in one statement; returns it as readers will see it. */
export async function recordPublication(db: Kysely<Database>, by: string, rulings: readonly DesignerRuling[], tallies: TalliesFile): Promise<Published> {
  const row = await db
    .insertInto('publications')
    .values({ by_name: by, rulings: JSON.stringify(rulings), tallies: JSON.stringify(tallies) })
    .returning(['id', 'published_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, at: new Date(row.published_at), by, rulings: [...rulings], tallies };
}

/** The newest publication's number and time: the cheap question asked before reusing a held copy. */
export async function newestStamp(db: Kysely<Database>): Promise<{ id: number; at: Date } | undefined> {
  const row = await db.selectFrom('publications').select(['id', 'published_at']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row && { id: row.id, at: new Date(row.published_at) };
}

/** One publication whole (or the newest, without an id). */
export async function publication(db: Kysely<Database>, id?: number): Promise<Published | undefined> {
  const row = await db
    .selectFrom('publications')
    .selectAll()
    .$if(id !== undefined, (q) => q.where('id', '=', id!))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, at: new Date(row.published_at), by: row.by_name, rulings: row.rulings, tallies: row.tallies };
}
