import { randomBytes } from 'node:crypto';
import { createDatabase, type Database, type Db, migrateDatabase, nfts } from '@vrmarket/api';
import { eq } from 'drizzle-orm';
import { createScratchDatabase } from './postgres.ts';

export type TestDatabase = {
  database: Database;
  /** The connection string of the fresh database (PostgreSQL only). */
  url: string | undefined;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
};

export type TestDatabaseOptions = {
  /** The PostgreSQL server to make the database on; null: PGlite. Default: DATABASE_URL. */
  adminUrl?: string | null;
  /** false: an empty database, for tests of the migrations themselves. */
  migrate?: boolean;
  /** PGlite: a migrated data folder (`dumpDataDir`) to start from instead of migrating. */
  pgliteDump?: Blob;
  /** PostgreSQL: a migrated database to copy instead of migrating. */
  postgresTemplate?: string;
  /** PostgreSQL: the new database's name starts with this. */
  prefix?: string;
};

/**
 * An isolated, migrated api database: a fresh in-memory PGlite, or, with a PostgreSQL server, a
 * fresh database created on it and dropped afterwards.
 * (A database rather than a schema: drizzle-kit's foreign keys name the "public" schema.)
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  const adminUrl = options.adminUrl === undefined ? process.env.DATABASE_URL : options.adminUrl;
  if (!adminUrl) {
    const pgliteDump = migrate ? options.pgliteDump : undefined;
    const database = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' }, { pgliteDump });
    if (migrate && !pgliteDump) await migrateDatabase(database);
    return { database, url: undefined, drop: () => database.close() };
  }

  const template = migrate ? options.postgresTemplate : undefined;
  const scratch = await createScratchDatabase(
    adminUrl,
    `${options.prefix ?? 'vrmarket_test'}_${process.pid}_${randomBytes(4).toString('hex')}`,
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

/** The stored row of an NFT by its id (as the api answers it, text, or as stored). */
export async function nftRow(db: Db, id: string | number) {
  const [row] = await db
    .select()
    .from(nfts)
    .where(eq(nfts.id, Number(id)));
  if (!row) throw new Error(`no NFT ${id} stored`);
  return row;
}
