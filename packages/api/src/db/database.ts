import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

/**
 * Ids as one bigint[] parameter ('{1,2,3}'): a statement's text stays the same whatever their
 * number (one prepared statement), and no list of bound values is made.
 */
export const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::bigint[]`;

/** The Drizzle database every service is written against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; client: pg.Pool; close(): Promise<void> };

export type DatabaseOptions = {
  /** Called with errors of idle pooled connections (which would otherwise crash the process). */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL: at most this many connections (pg's default 10 when absent). */
  poolMax?: number;
  /** PostgreSQL: each statement is cancelled after this long (ms); absent or 0: no limit. */
  statementTimeoutMs?: number;
  /** PGlite only: starts from this data folder (`dumpDataDir`), not an empty one (the tests' migrated template). */
  pgliteDump?: Blob;
};

/**
 * Each api pool's second pool, for named statements: its connections start with
 * `plan_cache_mode = force_generic_plan`, so a prepared statement is planned once per connection
 * and its plan reused for every value (PostgreSQL otherwise plans it again for each call as long
 * as a custom plan looks cheaper, 0.4–0.5 ms for the multi-type trait walks). Only statements
 * whose best plan is the same for every value are named (page-query.ts); the unnamed ones, Drizzle's
 * included, keep being planned for their values on the first pool.
 */
const genericPlanPools = new WeakMap<pg.Pool, pg.Pool>();

/** Opens PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in pgliteDir. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  options: DatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const settings: pg.PoolConfig = {
      connectionString: config.databaseUrl,
      connectionTimeoutMillis: 10_000,
      ...(options.poolMax ? { max: options.poolMax } : {}),
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    };
    const pool = new pg.Pool(settings);
    // Named (prepared) statements run on connections of their own that always use the generic
    // plan (arrayRows): planned once per connection, never again per request.
    const prepared = new pg.Pool({ ...settings, options: '-c plan_cache_mode=force_generic_plan' });
    for (const each of [pool, prepared]) {
      each.on('error', (error) => options.onPoolError?.(error));
      // pg-pool listens for a client's errors only while it is idle. A checked-out client between
      // two statements (in a transaction, say) that PostgreSQL ends (a restart's "terminating
      // connection", 57P01) emits 'error' with no listener, which would kill the process. With this
      // listener the client is only broken: its next statement fails (a 503) and the pool drops it.
      each.on('connect', (client) => {
        client.on('error', () => {});
      });
    }
    genericPlanPools.set(pool, prepared);
    const db: Db = drizzlePostgres({ client: pool, schema });
    return {
      kind: 'postgres',
      db,
      client: pool,
      close: () => Promise.all([pool.end(), prepared.end()]).then(() => undefined),
    };
  }
  if (!config.pgliteDir.startsWith('memory://')) {
    await mkdir(config.pgliteDir, { recursive: true });
  }
  // pg_trgm as on PostgreSQL: the same migrations (the title's trigram index) and keyword plan.
  const client = await PGlite.create(config.pgliteDir, {
    extensions: { pg_trgm },
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  });
  const db: Db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`; the shared Db type cannot say so). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Dates and intervals as the text PostgreSQL sends, as Drizzle reads them (its columns parse them). */
const RAW_TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const rawTypes = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_TEXT_TYPES.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
const rawParsers = Object.fromEntries(
  [...RAW_TEXT_TYPES].map((typeId) => [typeId, (value: string) => value]),
);

/**
 * One statement straight to the driver, rows as arrays of driver values (as Drizzle receives
 * them, for its columns' `mapFromDriverValue`). With a name it is a prepared statement on
 * PostgreSQL, run on the generic-plan pool (genericPlanPools; PGlite has one session and plans
 * each time). For hot statements whose SQL text is
 * made once: Drizzle's query builder costs more CPU than the statement on small pages.
 */
export async function arrayRows(
  db: Db,
  query: { text: string; params: unknown[]; name?: string },
): Promise<unknown[][]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const pool = (query.name && genericPlanPools.get(client)) || client;
    const result = await pool.query<unknown[]>({
      name: query.name,
      text: query.text,
      values: query.params,
      rowMode: 'array',
      types: rawTypes,
    });
    return result.rows;
  }
  const result = await client.query<unknown[]>(query.text, query.params, {
    rowMode: 'array',
    parsers: rawParsers,
  });
  return result.rows;
}

/** As arrayRows, with each row an object keyed by column name, values as the driver parses them. */
export async function objectRows<T>(
  db: Db,
  query: { text: string; params: unknown[]; name?: string },
): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const pool = (query.name && genericPlanPools.get(client)) || client;
    const result = await pool.query<T & pg.QueryResultRow>({
      name: query.name,
      text: query.text,
      values: query.params,
    });
    return result.rows;
  }
  return (await client.query<T>(query.text, query.params)).rows;
}
