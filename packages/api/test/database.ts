import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createScratchDatabase } from '../../../scripts/lib/postgres.ts';
import { createDatabase, type Database } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

export type TestDatabase = {
  database: Database;
  /** The connection string of the fresh database (PostgreSQL only). */
  url: string | undefined;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
};

/** The run's migrated PGlite data folder (test/global-setup.ts), read once per test process. */
let pgliteTemplate: Blob | undefined;

function migratedPgliteDump(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * An isolated, migrated database for one test file: a fresh in-memory PGlite, or, when
 * DATABASE_URL is set, a fresh PostgreSQL database created next to it and dropped afterwards.
 * (A database rather than a schema: drizzle-kit's foreign keys name the "public" schema.)
 * Migrated means a copy of the run's migrated template (test/global-setup.ts) when there is one.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const pgliteDump = migrate ? migratedPgliteDump() : undefined;
    const database = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' }, { pgliteDump });
    if (migrate && !pgliteDump) await migrateDatabase(database);
    return { database, url: undefined, drop: () => database.close() };
  }

  const template = migrate ? inject('postgresTemplate') : undefined;
  const scratch = await createScratchDatabase(
    adminUrl,
    `vrmarket_test_${process.pid}_${randomBytes(4).toString('hex')}`,
    template,
  );
  const database = await createDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' });
  if (migrate && !template) await migrateDatabase(database);
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}
