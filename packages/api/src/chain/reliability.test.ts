import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { marketplaceAbi, vrNFTAbi } from '@vrmarket/contracts';
import { PurchaseStatus } from '@vrmarket/domain';
import { market, mintTo, usdt } from '@vrmarket/testkit/chain';
import { count, sql } from 'drizzle-orm';
import { encodeFunctionData, parseEventLogs } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drain, insertNftRecords, silentLog, startTestChain, type TestChain } from '../../test/chain.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createDatabase, type Db, rawRows } from '../db/database.ts';
import { activities, chainEvents, nfts } from '../db/schema/index.ts';
import type { ChainClient } from './client.ts';
import { readCursor } from './cursor.ts';
import { createIndexer, type Indexer, type IndexerOptions } from './indexer.ts';
import { createIndexerLock } from './lock.ts';

let chain: TestChain;
let test: TestDatabase;
const running: Indexer[] = [];

function indexerFor(overrides: Partial<IndexerOptions> = {}) {
  const indexer = createIndexer({
    db: test.database.db,
    chain: chain.client,
    deployments: async () => chain.setup,
    log: silentLog,
    lock: createIndexerLock(test.database, chain.anvil.chainId),
    confirmations: 0,
    batchSize: 3,
    pollIntervalMs: 20,
    maxBackoffMs: 100,
    standbyIntervalMs: 50,
    ...overrides,
  });
  running.push(indexer);
  return indexer;
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const caughtUp = (db: Db) => async () =>
  (await readCursor(db, chain.anvil.chainId))?.blockNumber === Number(await chain.client.getBlockNumber());

/** Every log of our contracts on the canonical chain is stored exactly once, and nothing else. */
async function expectEventsEqualChain(db: Db) {
  const logs = await chain.client.getLogs({
    address: Object.values(chain.setup.address),
    fromBlock: BigInt(chain.setup.deployBlock),
    toBlock: 'latest',
  });
  const stored = await rawRows<{ tx_hash: string; log_index: number; block_hash: string }>(
    db,
    sql`select tx_hash, log_index, block_hash from chain_events order by block_number, log_index`,
  );
  expect(stored).toEqual(
    logs.map((l) => ({ tx_hash: l.transactionHash, log_index: l.logIndex, block_hash: l.blockHash })),
  );
}

async function expectNftsEqualChain(db: Db) {
  for (const row of await db.select().from(nfts)) {
    if (!row.onchain) continue;
    const owner = await chain.client.readContract({
      address: chain.deployment.VrNFT,
      abi: vrNFTAbi,
      functionName: 'ownerOf',
      args: [BigInt(row.tokenId!)],
    });
    expect(row.ownerAddress).toBe(owner.toLowerCase());
    const listed = owner.toLowerCase() === chain.setup.address.Marketplace;
    expect(row.purchaseStatus).toBe(listed ? PurchaseStatus.SELLING : PurchaseStatus.OWNED);
  }
}

beforeAll(async () => {
  [chain, test] = await Promise.all([startTestChain(), createTestDatabase()]);
  await insertNftRecords(test.database.db, 8, chain.seller.account.address);
  await market(chain).approveAll(chain.seller);
  await market(chain).approveUsdt(chain.buyer);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((indexer) => indexer.stop()));
});
afterAll(async () => {
  await Promise.all([chain?.stop(), test?.drop()]);
});

describe('indexer reliability', () => {
  it('a reorg injected with anvil_reorg leaves the database equal to the chain', async () => {
    const { db } = test.database;
    const indexer = indexerFor();
    await mintTo(chain, chain.seller, 1n);
    await market(chain).list(chain.seller, 1n, usdt('10'));
    await drain(indexer);
    expect((await db.select().from(nfts).where(sql`id = 1`))[0]!.purchaseStatus).toBe(PurchaseStatus.SELLING);

    // The listing block is replaced by one where the seller gives the token away instead.
    const seller = chain.seller.account.address;
    const giveAway = encodeFunctionData({
      abi: vrNFTAbi,
      functionName: 'transferFrom',
      args: [seller, chain.buyer.account.address, 1n],
    });
    await chain.rpc('anvil_reorg', [1, [[{ from: seller, to: chain.deployment.VrNFT, data: giveAway }, 0]]]);
    await drain(indexer);

    await expectEventsEqualChain(db);
    await expectNftsEqualChain(db);
    const [row] = await db.select().from(nfts).where(sql`id = 1`);
    expect(row).toMatchObject({ ownerAddress: chain.buyer.account.address.toLowerCase(), offerId: null });
    const types = await rawRows<{ type: string }>(
      db,
      sql`select type from activities where token_id = 1 order by log_index`,
    );
    expect(types.map((t) => t.type).sort()).toEqual(['MINTED', 'TRANSFER']);
    expect(await rawRows(db, sql`select * from offers`)).toEqual([]);
  });

  it('waits for the configured confirmations', async () => {
    const { db } = test.database;
    const indexer = indexerFor({ confirmations: 2 });
    await mintTo(chain, chain.seller, 7n);
    await drain(indexer);
    const onchain = async () => (await db.select().from(nfts).where(sql`id = 7`))[0]!.onchain;
    expect(await onchain()).toBe(false);
    await chain.rpc('anvil_mine', ['0x1']);
    await drain(indexer);
    expect(await onchain()).toBe(false);
    await chain.rpc('anvil_mine', ['0x1']);
    await drain(indexer);
    expect(await onchain()).toBe(true);
  });

  it('killed mid-sync and restarted: no duplicates, no gaps', async () => {
    const { db } = test.database;
    for (const id of [2n, 3n, 4n]) await mintTo(chain, chain.seller, id);
    const offer = await market(chain).list(chain.seller, 2n, usdt('5'));
    const offerId = parseEventLogs({ abi: marketplaceAbi, eventName: 'OfferCreated', logs: offer.logs })[0]!
      .args.offerId;
    await market(chain).buy(chain.buyer, offerId, usdt('5'));
    await market(chain).transfer(chain.seller, chain.buyer.account.address, 3n);

    // The process dies after its second batch was written but before it committed.
    let batches = 0;
    const crashing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (run: Parameters<Db['transaction']>[0]) =>
          target.transaction(async (tx) => {
            const result = await run(tx);
            if (++batches === 2) throw new Error('killed');
            return result;
          });
      },
    });
    const first = indexerFor({ db: crashing, batchSize: 1 });
    await first.step();
    await expect(first.step()).rejects.toThrow('killed');

    await drain(indexerFor({ batchSize: 2 }));
    await expectEventsEqualChain(db);
    await expectNftsEqualChain(db);
    const [dupes] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from activities group by tx_hash, log_index having count(*) > 1) d`,
    );
    expect(dupes!.n).toBe(0);
    const [sales] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from sale_history`);
    expect(sales!.n).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'an indexer process SIGKILLed mid-sync, then restarted',
    async () => {
      const { db } = test.database;
      await drain(indexerFor());
      const start = (await readCursor(db, chain.anvil.chainId))!.blockNumber;
      const [from, to] = [chain.seller, chain.buyer];
      for (let i = 0; i < 40; i++) {
        const [a, b] = i % 2 === 0 ? [from, to] : [to, from];
        await market(chain).transfer(a, b.account.address, 7n);
      }
      const head = Number(await chain.client.getBlockNumber());
      // node itself with tsx's loader (not the tsx CLI, whose node child would outlive a SIGKILL).
      const script = fileURLToPath(new URL('../../test/indexer-process.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: {
          ...process.env,
          DATABASE_URL: test.url,
          RPC_URL: chain.anvil.rpcUrl,
          CHAIN_ID: String(chain.anvil.chainId),
          DEPLOYMENT: JSON.stringify(chain.deployment),
        },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        // The child first loads the api's modules through tsx: on a busy two-core machine that alone
        // can take longer than the other waits here allow.
        await until(
          async () => ((await readCursor(db, chain.anvil.chainId))?.blockNumber ?? 0) >= start + 10,
          60_000,
        );
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      const killedAt = (await readCursor(db, chain.anvil.chainId))!.blockNumber;
      expect(killedAt).toBeLessThan(head);

      await drain(indexerFor());
      await expectEventsEqualChain(db);
      await expectNftsEqualChain(db);
      const [dupes] = await rawRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from activities group by tx_hash, log_index having count(*) > 1) d`,
      );
      expect(dupes!.n).toBe(0);
    },
    120_000,
  );

  it('the RPC down for a while: retries, then catches up', async () => {
    const { db } = test.database;
    let down = false;
    let failures = 0;
    const flaky = new Proxy(chain.client, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (down) {
            failures++;
            return Promise.reject(new Error('connect ECONNREFUSED'));
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as ChainClient;
    indexerFor({ chain: flaky }).start();
    await until(caughtUp(db));
    down = true;
    await mintTo(chain, chain.seller, 5n);
    await market(chain).transfer(chain.seller, chain.buyer.account.address, 5n);
    await until(async () => failures >= 3);
    down = false;
    await until(caughtUp(db));
    await expectEventsEqualChain(db);
    await expectNftsEqualChain(db);
    const [row] = await db.select().from(nfts).where(sql`id = 5`);
    expect(row!.ownerAddress).toBe(chain.buyer.account.address.toLowerCase());
  });

  it.skipIf(!process.env.DATABASE_URL)('two indexers on PostgreSQL: only one indexes', async () => {
    const other = await createDatabase({ databaseUrl: test.url, pgliteDir: 'memory://' });
    try {
      const calls = { a: 0, b: 0 };
      const counted = (name: 'a' | 'b') => async () => {
        calls[name]++;
        return chain.setup;
      };
      const a = indexerFor({ deployments: counted('a') });
      const b = indexerFor({
        db: other.db,
        lock: createIndexerLock(other, chain.anvil.chainId),
        deployments: counted('b'),
      });
      a.start();
      await until(async () => calls.a > 0);
      b.start();
      await mintTo(chain, chain.seller, 6n);
      await until(caughtUp(test.database.db));
      await new Promise((r) => setTimeout(r, 200));
      expect(calls.a).toBeGreaterThan(0);
      expect(calls.b).toBe(0);

      // The leader stops: the standby takes over and indexes what comes next.
      await a.stop();
      await market(chain).transfer(chain.seller, chain.buyer.account.address, 6n);
      await until(caughtUp(test.database.db));
      expect(calls.b).toBeGreaterThan(0);
      await expectEventsEqualChain(test.database.db);
      const [events] = await test.database.db.select({ n: count() }).from(chainEvents);
      const [feed] = await test.database.db.select({ n: count() }).from(activities);
      expect(events!.n).toBeGreaterThan(feed!.n);
    } finally {
      await Promise.all(running.splice(0).map((indexer) => indexer.stop()));
      await other.close();
    }
  });
});
