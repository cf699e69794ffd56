import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort } from '@vrmarket/contracts/anvil';
import { writeDeployments } from '@vrmarket/contracts/deploy';
import { market, mintTo } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNftRecords, startTestChain, type TestChain } from '../test/chain.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { redisReachable, TEST_REDIS_URL } from '../test/redis.ts';
import { readCursor } from './chain/cursor.ts';
import { loadConfig } from './config.ts';
import { rawRows } from './db/database.ts';
import { users } from './db/schema/index.ts';
import { createTokenService } from './modules/auth/tokens.ts';

/**
 * Two api replicas (src/main.ts, each a process of its own) on one PostgreSQL and one Redis, as
 * deployed behind a load balancer: the indexer lock, cache invalidation and the rate limit across
 * them. Needs PostgreSQL (an advisory lock per connection) and the Redis of REDIS_URL (default
 * redis://127.0.0.1:6379, as on CI).
 */
const REDIS_URL = TEST_REDIS_URL;
const needs = !process.env.DATABASE_URL
  ? 'DATABASE_URL is unset: the indexer lock is a PostgreSQL advisory lock'
  : !(await redisReachable()) && !process.env.CI
    ? `nothing listens at ${REDIS_URL}`
    : undefined;
const JWT_SECRET = 'replicas-test-secret-at-least-32-characters';
const RATE_LIMIT_MAX = 20;
/** Longer than the test: without shared invalidation a stale answer would show. */
const LIST_CACHE_MS = 60_000;
/** A client behind the load balancer (loopback itself is never rate-limited outside production). */
const CLIENT_IP = '203.0.113.7';
/** Both replicas serve one site (its URL is the access tokens' issuer). */
const PUBLIC_URL = 'http://vrmarket.test';

type Replica = { name: string; url: string; child: ChildProcess; exited: Promise<unknown>; output: string[] };

let chain: TestChain;
let test: TestDatabase;
let dataDir: string;
let env: Record<string, string>;
const replicas: Replica[] = [];
const prefix = `vrmarket-test-${process.pid}-${randomBytes(4).toString('hex')}:`;

/** A replica first loads the api's modules through tsx: a minute allows for a busy two-core machine. */
async function until(check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts src/main.ts as one more replica and waits until it answers /health. */
async function startReplica(name: string): Promise<Replica> {
  const port = await getFreePort();
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  // node with tsx's loader (not the tsx CLI, whose node child would outlive a SIGKILL).
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const replica = {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    exited: new Promise((resolve) => child.once('exit', resolve)),
    output,
  };
  replicas.push(replica);
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`replica ${name} exited:\n${output.join('')}`);
    return fetch(`${replica.url}/health`).then(
      (res) => res.ok,
      () => false,
    );
  });
  return replica;
}

const headOf = async () => Number(await chain.client.getBlockNumber());
const cursorOf = async () => (await readCursor(test.database.db, chain.anvil.chainId))?.blockNumber ?? 0;

describe.skipIf(needs !== undefined)(
  `two api replicas on one PostgreSQL and one Redis${needs ? ` (skipped: ${needs})` : ''}`,
  () => {
    beforeAll(async () => {
      [chain, test] = await Promise.all([startTestChain(), createTestDatabase()]);
      dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-replicas-'));
      const deploymentsFile = path.join(dataDir, 'deployments.json');
      writeDeployments(deploymentsFile, chain.anvil.chainId, chain.deployment);
      await insertNftRecords(test.database.db, 6, chain.seller.account.address);
      env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        DATABASE_URL: test.url!,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        JWT_SECRET,
        PUBLIC_URL,
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent/vrmarket-web-dist',
        CHAIN_RPC_URL: chain.anvil.rpcUrl,
        DEPLOYMENTS_FILE: deploymentsFile,
        TRUST_PROXY: '1',
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        LIST_CACHE_MS: String(LIST_CACHE_MS),
      };
      for (const id of [1n, 2n, 3n]) await mintTo(chain, chain.seller, id);
      // The first replica takes the indexer lock and catches up before the second starts.
      await startReplica('a');
      await until(async () => (await cursorOf()) === (await headOf()));
      await startReplica('b');
    }, 120_000);

    afterAll(async () => {
      for (const replica of replicas) {
        if (replica.child.exitCode === null) replica.child.kill('SIGKILL');
        await replica.exited;
      }
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await Promise.all([chain?.stop(), test?.drop()]);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('a favourite written through one replica is seen at once through the other', async () => {
      const [a, b] = replicas as [Replica, Replica];
      const [person] = await test.database.db
        .insert(users)
        .values({ username: 'replicas-fan', fullname: 'Replicas Fan' })
        .returning({ id: users.id, username: users.username });
      const tokens = createTokenService({ config: loadConfig({ NODE_ENV: 'test', JWT_SECRET, PUBLIC_URL }) });
      const { accessToken } = await tokens.issue(person!);
      const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
      const favouriteIds = async (replica: Replica) => {
        const res = await fetch(`${replica.url}/api/v1/favorite-items`, { headers });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { data: { nft: { id: number | string } }[] };
        return body.data.map((item) => Number(item.nft.id));
      };

      // b keeps the user's (empty) list; a takes the like.
      expect(await favouriteIds(b)).toEqual([]);
      expect(await favouriteIds(b)).toEqual([]);
      const like = await fetch(`${a.url}/api/v1/favorite-items`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ nftId: 2 }),
      });
      expect(like.status).toBe(200);
      expect(await favouriteIds(b)).toEqual([2]);

      // And back the other way: an unlike through b is seen through a.
      expect(await favouriteIds(a)).toEqual([2]);
      const unlike = await fetch(`${b.url}/api/v1/favorite-items`, {
        method: 'DELETE',
        headers,
        body: JSON.stringify({ nftId: 2 }),
      });
      expect(unlike.status).toBe(200);
      expect(await favouriteIds(a)).toEqual([]);
    });

    it('the rate limit counts the requests of one client across both replicas', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT_MAX + 2; i++) {
        const replica = replicas[i % 2]!;
        const res = await fetch(`${replica.url}/api/v1/configs/network`, {
          headers: { 'x-forwarded-for': CLIENT_IP },
        });
        statuses.push(res.status);
      }
      // Each replica saw 11 requests, under the limit of 20 on its own: only a shared count refuses.
      expect(statuses.slice(0, RATE_LIMIT_MAX)).toEqual(Array(RATE_LIMIT_MAX).fill(200));
      expect(statuses.slice(RATE_LIMIT_MAX)).toEqual([429, 429]);
      // Another client is not affected.
      const other = await fetch(`${replicas[0]!.url}/api/v1/configs/network`, {
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(other.status).toBe(200);
    });

    it('the indexer lock holder is killed: the other replica takes over within 10 s, nothing lost or doubled', async () => {
      const [a] = replicas as [Replica, Replica];
      const [seller, buyer] = [chain.seller, chain.buyer];
      for (let i = 0; i < 6; i++) {
        const [from, to] = i % 2 === 0 ? [seller, buyer] : [buyer, seller];
        await market(chain).transfer(from, to.account.address, 1n);
      }
      await until(async () => (await cursorOf()) === (await headOf()));
      // a indexed (b started later and stands by): more blocks, then a dies without a word.
      for (const id of [4n, 5n]) await mintTo(chain, seller, id);
      a.child.kill('SIGKILL');
      await a.exited;
      const killedAt = Date.now();
      await market(chain).transfer(seller, buyer.account.address, 4n);
      const head = await headOf();
      await until(async () => (await cursorOf()) >= head, 15_000);
      expect(Date.now() - killedAt).toBeLessThan(10_000);

      // Every log of our contracts stored exactly once; the feed has no duplicates.
      const logs = await chain.client.getLogs({
        address: Object.values(chain.setup.address),
        fromBlock: BigInt(chain.setup.deployBlock),
        toBlock: 'latest',
      });
      const stored = await rawRows<{ tx_hash: string; log_index: number }>(
        test.database.db,
        sql`select tx_hash, log_index from chain_events order by block_number, log_index`,
      );
      expect(stored).toEqual(logs.map((l) => ({ tx_hash: l.transactionHash, log_index: l.logIndex })));
      const [dupes] = await rawRows<{ n: number }>(
        test.database.db,
        sql`select count(*)::int as n from (select 1 from activities group by tx_hash, log_index having count(*) > 1) d`,
      );
      expect(dupes!.n).toBe(0);
      const owners = await rawRows<{ id: number; owner_address: string }>(
        test.database.db,
        sql`select id::int as id, owner_address from nfts where id in (1, 4, 5) order by id`,
      );
      expect(owners).toEqual([
        { id: 1, owner_address: seller.account.address.toLowerCase() },
        { id: 4, owner_address: buyer.account.address.toLowerCase() },
        { id: 5, owner_address: seller.account.address.toLowerCase() },
      ]);
    }, 60_000);
  },
);
