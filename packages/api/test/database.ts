import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

export type TestDatabase = {
  database: Database;
  /** The connection string of the fresh database (PostgreSQL only). */
  url: string | undefined;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
};

/**
 * An isolated, migrated database for one test file: a fresh in-memory PGlite, or, when
 * DATABASE_URL is set, a fresh PostgreSQL database created next to it and dropped afterwards.
 * (A database rather than a schema: drizzle-kit's foreign keys name the "public" schema.)
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    if (options.migrate !== false) await migrateDatabase(database);
    return { database, url: undefined, drop: () => database.close() };
  }

  const name = `vrmarket_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
  if (options.migrate !== false) await migrateDatabase(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
