// The schema's history, in code so the server bundle carries it (no migration folder to find at run
// time): every feature's migrations, each brought here by an explicit import. A feature's migrations
// module imports only Kysely, so this list sits below the database it opens (db/database.ts) and the
// features' stores above it. Names sort in the order they run: 001-… for the records, 100-… for the
// desk, 200-… for the rate limit, 300-… for the publications. Never edit one that has shipped: add the next.
import type { Migration, MigrationProvider } from 'kysely/migration';
import { DESK_MIGRATIONS } from './desk/migrations.ts';
import { RECORD_MIGRATIONS } from './records/migrations.ts';
import { RATE_LIMIT_MIGRATIONS } from './rate-limit.ts';
import { PUBLICATION_MIGRATIONS } from './published/migrations.ts';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  ...RECORD_MIGRATIONS,
  ...DESK_MIGRATIONS,
  ...RATE_LIMIT_MIGRATIONS,
  ...PUBLICATION_MIGRATIONS,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };
