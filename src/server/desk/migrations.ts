// The desk's tables (100-…, after the records' 001-…): better-auth's accounts, sessions and rate-limit
// counts, in the columns its Kysely adapter reads (its default camelCase names, written here by hand so
// the schema stays versioned in code), a role on each user, the desk's own settings, and the rulings.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ColumnType } from 'kysely';
import { RULING_STATUSES } from '../../catalog/designer-rulings.ts';
import { DESK_ROLES } from './roles.ts';

type Json<T> = ColumnType<T, string, string>;

export interface DeskSettingsTable {
  key: string;
  value: string;
}

/** A ruling at the desk: what content/rulings.yaml publishes, plus nothing else (it is all publishable). */
export interface RulingTable {
  id: string;
  answers: Json<string[]>;
  rules: Json<string[]>;
  versions: Json<string[]>;
  text: string;
  status: string;
  by_name: string;
  settles: Json<Record<string, { ruling: string; value: string | number }>>;
  history: Json<Array<{ on: string; text: string; status: string }>>;
  withdrawn: boolean;
  published_on: string;
  updated_on: string;
}

declare module '../db/schema.ts' {
  interface Database {
    desk_settings: DeskSettingsTable;
    rulings: RulingTable;
  }
}

const list = (values: readonly string[]) => sql.raw(values.map((s) => `'${s}'`).join(', '));

export const DESK_MIGRATIONS: Record<string, Migration> = {
  '100-desk-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('image', 'text')
        .addColumn('role', 'text', (c) =>
          c
            .notNull()
            .defaultTo('helper')
            .check(sql`role in (${list(DESK_ROLES)})`),
        )
        .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', 'timestamptz')
        .addColumn('refreshTokenExpiresAt', 'timestamptz')
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
        .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('rateLimit')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('lastRequest', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('session_by_user').on('session').column('userId').execute();
      await db.schema.createIndex('account_by_user').on('account').column('userId').execute();
      await db.schema
        .createTable('desk_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '101-desk-rulings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rulings')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('answers', 'jsonb', (c) => c.notNull())
        .addColumn('rules', 'jsonb', (c) => c.notNull())
        .addColumn('versions', 'jsonb', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in (${list(RULING_STATUSES)})`))
        .addColumn('by_name', 'text', (c) => c.notNull())
        .addColumn('settles', 'jsonb', (c) => c.notNull())
        .addColumn('history', 'jsonb', (c) => c.notNull())
        .addColumn('withdrawn', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('published_on', 'text', (c) => c.notNull())
        .addColumn('updated_on', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
