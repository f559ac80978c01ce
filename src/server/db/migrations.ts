// The schema's history, in code so the server bundle carries it (no migration folder to find at run
// time). Names sort in the order they run: 001-… for the records, 100-… for the desk, 200-… for the
// rate limit. Never edit one that has shipped: add the next.
import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { RECORD_STATES } from '../records/schema.ts';
import { DESK_MIGRATIONS } from '../desk/migrations.ts';
import { RATE_LIMIT_MIGRATIONS } from '../rate-limit.ts';

const states = sql.raw(RECORD_STATES.map((s) => `'${s}'`).join(', '));

export const MIGRATIONS: Record<string, Migration> = {
  '001-records': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reports')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('system', 'text', (c) => c.notNull())
        .addColumn('rulings', 'jsonb', (c) => c.notNull())
        .addColumn('params', 'jsonb', (c) => c.notNull())
        .addColumn('per_side', 'integer', (c) => c.notNull())
        .addColumn('played_on', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('turns', 'integer', (c) => c.notNull())
        .addColumn('left_instigator', 'integer', (c) => c.notNull())
        .addColumn('left_retaliator', 'integer', (c) => c.notNull())
        .addColumn('minutes', 'integer')
        .addColumn('players', 'jsonb')
        .addColumn('questions', 'jsonb', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('game', 'text')
        .addColumn('name', 'text')
        .addColumn('state', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql`state in (${states})`),
        )
        .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('reports_by_version').on('reports').columns(['version', 'received_at']).execute();

      await db.schema
        .createTable('questions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('rule', 'text')
        .addColumn('page', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('situation', 'text')
        .addColumn('name', 'text')
        .addColumn('state', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql`state in (${states})`),
        )
        .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('questions_by_rule').on('questions').columns(['version', 'rule']).execute();
    },
  },
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS, ...DESK_MIGRATIONS, ...RATE_LIMIT_MIGRATIONS }) };
