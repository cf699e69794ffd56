import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { loadConfig } from '../config.ts';
import { arrayRows, createDatabase, rawRows } from './database.ts';
import { migrateDatabase } from './migrate.ts';

// PostgreSQL only (PGlite has one connection and no pool): run with DATABASE_URL set.
describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('is sized and cancels a runaway statement, while migrations run without the limit', async () => {
    const test = await createTestDatabase({ migrate: false });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: test.url,
      DATABASE_POOL_MAX: '3',
      DATABASE_TIMEOUT_MS: '300',
    });
    expect(config.database).toEqual({ poolMax: 3, statementTimeoutMs: 300 });
    const database = await createDatabase(config, config.database);
    try {
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      expect(database.client.options.max).toBe(3);
      await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: 'canceling statement due to statement timeout' }),
      });
      await migrateDatabase(database);
      const [row] = await rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from categories`);
      expect(row?.n).toEqual(expect.any(Number));
    } finally {
      await database.close();
      await test.drop();
    }
  }, 60_000);

  it('runs named statements on connections that keep the generic plan, unnamed ones planned per call', async () => {
    const test = await createTestDatabase({ migrate: false });
    const { database } = test;
    try {
      const text = "select current_setting('plan_cache_mode')";
      expect(await arrayRows(database.db, { text, params: [], name: 'plan_cache_mode_test' })).toEqual([
        ['force_generic_plan'],
      ]);
      expect(await arrayRows(database.db, { text, params: [] })).toEqual([['auto']]);
      const [row] = await rawRows<{ mode: string }>(
        database.db,
        sql`select current_setting('plan_cache_mode') as mode`,
      );
      expect(row?.mode).toBe('auto');
    } finally {
      await test.drop();
    }
  }, 60_000);
});

describe('the pool settings', () => {
  it('default to 10 connections and 10 s per statement, and are validated', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).database).toEqual({ poolMax: 10, statementTimeoutMs: 10_000 });
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_TIMEOUT_MS: '0' }).database.statementTimeoutMs).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_POOL_MAX: '0' })).toThrow(
      'Invalid configuration: DATABASE_POOL_MAX must be at least 1',
    );
  });
});
