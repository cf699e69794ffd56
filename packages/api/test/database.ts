import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
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

  const name = `vrmarket_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrate ? inject('postgresTemplate') : undefined;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
  if (migrate && !template) await migrateDatabase(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
