import type { LiveEvent } from '@vrmarket/domain';
import { market, mintTo, usdt } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import type { TransactionReceipt } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { drain, insertNftRecords, silentLog, type TestChain } from '../../../test/chain.ts';
import { type ChainApp, startChainApp } from '../../../test/chain-app.ts';
import { openStream, type SseStream } from '../../../test/sse.ts';
import { createIndexer } from '../../chain/indexer.ts';
import { createIndexerLock } from '../../chain/lock.ts';
import { collections } from '../../db/schema/index.ts';

let system: ChainApp;
let chain: TestChain;
let test: TestApp;
let base: string;
let collectionId: string;
const streams: SseStream[] = [];
const seller = () => chain.seller.account.address.toLowerCase();
const buyer = () => chain.buyer.account.address.toLowerCase();

async function stream(query = '', headers: Record<string, string> = {}) {
  const opened = await openStream(`${base}/api/v1/events${query}`, headers);
  streams.push(opened);
  return opened;
}

/** What the web app does after each transaction: POST /transactions/record (applied at once). */
async function record(receipt: Promise<TransactionReceipt>) {
  const { transactionHash } = await receipt;
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/record',
    payload: { txHash: transactionHash },
  });
  expect(response.statusCode).toBe(200);
}

const summary = (events: LiveEvent[]) => events.map((e) => `${e.kind} ${e.nftId}`);

beforeAll(async () => {
  system = await startChainApp('live');
  ({ chain, test } = system);
  const { db } = test.components;
  await insertNftRecords(db, 4, chain.seller.account.address);
  const [collection] = await db.insert(collections).values({ collectionName: 'Live' }).returning();
  collectionId = String(collection!.id);
  await db.execute(sql`update nfts set collection_id = ${collection!.id} where id = 2`);
  await market(chain).approveAll(chain.seller);
  await market(chain).approveUsdt(chain.buyer);
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const opened of streams) opened.close();
  await system?.close();
});

describe('GET /api/v1/events', () => {
  let all: LiveEvent[];

  it('streams each filter its own events, in the order they were applied', async () => {
    const everything = await stream();
    const nft1 = await stream('?nft=1');
    const inCollection = await stream(`?collection=${collectionId}`);
    const buyers = await stream(`?owner=${chain.buyer.account.address}`);
    expect(everything.status).toBe(200);

    const m = market(chain);
    await record(mintTo(chain, chain.seller, 1n));
    await record(mintTo(chain, chain.seller, 2n));
    await record(m.list(chain.seller, 1n, usdt('10')));
    await record(m.reprice(chain.seller, 1n, usdt('12')));
    await record(m.buy(chain.buyer, 1n, usdt('12')));
    await record(m.list(chain.seller, 2n, usdt('5')));
    await record(m.cancel(chain.seller, 2n));
    await record(m.transfer(chain.seller, chain.buyer.account.address, 2n));

    all = await everything.waitFor(8);
    expect(summary(all)).toEqual([
      'mint 1',
      'mint 2',
      'listing 1',
      'price 1',
      'sale 1',
      'listing 2',
      'cancel 2',
      'transfer 2',
    ]);
    const ids = all.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(8);
    expect(all[3]).toMatchObject({ kind: 'price', price: '12', currency: 'USDT', from: seller() });
    expect(all[4]).toMatchObject({
      kind: 'sale',
      from: seller(),
      to: buyer(),
      price: '12',
      currency: 'USDT',
    });

    expect(summary(await nft1.waitFor(4))).toEqual(['mint 1', 'listing 1', 'price 1', 'sale 1']);
    expect(summary(await inCollection.waitFor(4))).toEqual(['mint 2', 'listing 2', 'cancel 2', 'transfer 2']);
    expect((await inCollection.waitFor(4)).every((e) => e.collectionId === collectionId)).toBe(true);
    expect(summary(await buyers.waitFor(2))).toEqual(['sale 1', 'transfer 2']);
  });

  it('replays what a reconnecting client missed (Last-Event-ID), then goes on live without repeats', async () => {
    const resumed = await stream('', { 'last-event-id': all[2]!.id });
    expect(await resumed.waitFor(5)).toEqual(all.slice(3));
    // The query parameter does the same for a first connection; the filter applies to the replay.
    const byQuery = await stream(`?nft=1&lastEventId=${all[0]!.id}`);
    expect(summary(await byQuery.waitFor(3))).toEqual(['listing 1', 'price 1', 'sale 1']);

    await record(market(chain).transfer(chain.buyer, chain.seller.account.address, 2n));
    const [next] = (await resumed.waitFor(6)).slice(5);
    expect(next).toMatchObject({ kind: 'transfer', nftId: '2', from: buyer(), to: seller() });
    expect(resumed.events.map((e) => e.id)).toEqual([...all.slice(3), next].map((e) => e!.id));
  });

  it('the indexer confirming recorded transactions adds nothing; its own new events stream', {
    timeout: 60_000,
  }, async () => {
    const fresh = await stream('?nft=3');
    await mintTo(chain, chain.seller, 3n);
    const indexer = createIndexer({
      db: test.components.db,
      chain: chain.client,
      deployments: async () => chain.setup,
      log: silentLog,
      lock: createIndexerLock(test.components.database, chain.anvil.chainId),
      confirmations: 0,
      onApplied: test.components.live.applied,
    });
    await drain(indexer);
    expect(summary(await fresh.waitFor(1))).toEqual(['mint 3']);
    const everything = await stream('', { 'last-event-id': all[0]!.id });
    // Replayed from the table: each transaction once, although it was applied twice.
    const replayed = await everything.waitFor(9);
    expect(summary(replayed).slice(-2)).toEqual(['transfer 2', 'mint 3']);
  });

  it('names its position before any event: a client cut off before its first event replays what it missed', async () => {
    const quiet = await stream('?nft=4');
    const position = await quiet.lastId();
    expect(quiet.events).toEqual([]);
    quiet.close();
    await record(mintTo(chain, chain.seller, 4n));
    // What a reconnecting EventSource sends: the position it was given.
    const resumed = await stream('?nft=4', { 'last-event-id': position });
    expect(summary(await resumed.waitFor(1))).toEqual(['mint 4']);
    expect(Number(resumed.events[0]!.id)).toBeGreaterThan(Number(position));
  });

  it('is in the OpenAPI document with the LiveEvent shape', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/v1/events'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['nft', 'collection', 'owner', 'lastEventId']),
    );
    expect(Object.keys(document.components.schemas)).toContain('LiveEvent');
  });

  it('refuses a filter that is not an id or a wallet', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/events?owner=alice' });
    expect(response.statusCode).toBe(400);
  });
});
