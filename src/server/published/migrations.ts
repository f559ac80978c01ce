// The publications (300-…, after the rate limit's 200-…): each Publish at the desk or by
// `npm run desk -- publish` is one row holding exactly what went out (the rulings and the anonymous
// tallies, as content/rulings.yaml and content/playtests.yaml say them), when, and by whom. Readers'
// live parts show the newest row; the committed files stay the snapshot a clean clone builds from.
import { sql, type Kysely } from 'kysely';
import type { ColumnType, Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DesignerRuling } from '../../catalog/designer-rulings.ts';
import type { Asked, Tally } from '../../catalog/playtest-tallies.ts';

type Json<T> = ColumnType<T, string, string>;

export interface PublicationTable {
  id: Generated<number>;
  published_at: Generated<Date>;
  by_name: string;
  rulings: Json<DesignerRuling[]>;
  tallies: Json<{ tallies: Tally[]; asked: Asked[] }>;
}

declare module '../db/schema.ts' {
  interface Database {
    publications: PublicationTable;
  }
}

export const PUBLICATION_MIGRATIONS: Record<string, Migration> = {
  '300-publications': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('publications')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('by_name', 'text', (c) => c.notNull())
        .addColumn('rulings', 'jsonb', (c) => c.notNull())
        .addColumn('tallies', 'jsonb', (c) => c.notNull())
        .execute();
    },
  },
};
