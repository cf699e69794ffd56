import { getFreePort } from '@vrmarket/contracts/anvil';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type App, buildApp } from '../app.ts';
import { createComponents } from '../components.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { isUnavailable, RETRY_AFTER_S } from './errors.ts';

/**
 * While PostgreSQL is down or restarting the api answers 503 with Retry-After (the spec's "try
 * again later" envelope), not a 500 as for a bug; found by the load bench's PostgreSQL restart.
 */
const tryLater = {
  statusCode: 503,
  code: 'SOMETHING_WRONG_TRY_LATER',
  message: 'Something went wrong! Please try again later.',
};

describe('PostgreSQL unreachable', () => {
  it('answers 503 with Retry-After, and /ready says not ready', async () => {
    // A PostgreSQL URL where nothing listens: every connection is refused, as during a restart.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent/vrmarket-test-data',
      WEB_DIST: '/nonexistent/vrmarket-web-dist',
    });
    const database = await createDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await getFreePort()}/down`,
      pgliteDir: 'memory://',
    });
    const app = buildApp(await createComponents(config, { database }));
    try {
      for (const url of ['/api/v1/nft?isSelling=true', '/api/v1/nft/1', '/api/v1/categories']) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(503);
        expect(answer.headers['retry-after'], url).toBe(String(RETRY_AFTER_S));
        expect(answer.json(), url).toEqual(tryLater);
      }
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL ends a connection (a restart) on PostgreSQL', () => {
  let test: TestApp;
  let app: App;
  beforeAll(async () => {
    test = await createTestApp();
    app = buildApp(test.components);
    // A statement whose connection PostgreSQL ends under it, as a fast shutdown does.
    app.get('/api/test/ended', async () => {
      await test.components.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      return {};
    });
    app.get('/api/test/broken', async () => {
      await test.components.db.execute(sql`select * from no_such_table`);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('answers that request 503 with Retry-After, and the next one from a fresh connection', async () => {
    const ended = await app.inject({ method: 'GET', url: '/api/test/ended' });
    expect(ended.statusCode).toBe(503);
    expect(ended.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(ended.json()).toEqual(tryLater);
    const next = await app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(next.statusCode).toBe(200);
  });

  it('survives PostgreSQL ending a connection a request holds between statements, and serves on', async () => {
    // A transaction's connection is checked out of the pool; PostgreSQL ends it while no
    // statement runs (a fast shutdown ends every session at once). Without a listener of its
    // own, the client's 'error' would be unhandled and end the api process.
    const pool = (test.components.database as Extract<Database, { kind: 'postgres' }>).client;
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    const admin = new pg.Client({ connectionString: test.testDatabase.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await ended;
    // The request that held it gets the outage's answer, and the pool drops the client.
    const failure = await client.query('select 1').catch((error: unknown) => error);
    expect(isUnavailable(failure)).toBe(true);
    client.release();
    const next = await app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(next.statusCode).toBe(200);
  });

  it('still answers 500 to a statement that fails for another reason', async () => {
    const broken = await app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['retry-after']).toBeUndefined();
  });
});
