// The records' tables (reports, questions): their part of the schema's history, listed with the other
// features' in src/server/migrations.ts. Never edit one that has shipped: add the next.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { RECORD_STATES } from '../../shared/record-schema.ts';

const states = sql.raw(RECORD_STATES.map((s) => `'${s}'`).join(', '));

export const RECORD_MIGRATIONS: Record<string, Migration> = {
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
