import { marketplaceAbi } from '@vrmarket/contracts';
import { market, mintTo, usdt } from '@vrmarket/testkit/chain';
import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { parseEventLogs } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { drain, insertNftRecords, silentLog, startTestChain, type TestChain } from '../../../test/chain.ts';
import { createIndexer, type Indexer } from '../../chain/indexer.ts';
import { createIndexerLock } from '../../chain/lock.ts';
import { createIndexerMetrics } from '../../chain/metrics.ts';
import { collections } from '../../db/schema/index.ts';

let chain: TestChain;
let test: TestApp;
let indexer: Indexer;
let collectionId: number;

const offerIdOf = (receipt: Awaited<ReturnType<typeof mintTo>>) =>
  parseEventLogs({ abi: marketplaceAbi, eventName: 'OfferCreated', logs: receipt.logs })[0]!.args.offerId;

const details = async () =>
  (await test.app.inject({ method: 'GET', url: `/api/v1/collections/${collectionId}/details` })).json();

beforeAll(async () => {
  [chain, test] = await Promise.all([startTestChain(), createTestApp()]);
  const { db } = test.components;
  await insertNftRecords(db, 3, chain.seller.account.address);
  const [row] = await db.insert(collections).values({ collectionName: 'Traded' }).returning();
  collectionId = row!.id;
  await db.execute(sql`update nfts set collection_id = ${collectionId} where id in (1, 2)`);
  await test.components.db.insert(collections).values({ collectionName: 'Quiet' });
  indexer = createIndexer({
    db,
    chain: chain.client,
    deployments: async () => chain.setup,
    log: silentLog,
    lock: createIndexerLock(test.testDatabase.database, chain.anvil.chainId),
    confirmations: 0,
    batchSize: 5,
    metrics: createIndexerMetrics(new Registry()),
  });
});
afterAll(async () => {
  await Promise.all([chain?.stop(), test?.close()]);
});

describe('collection stats', () => {
  it('listings set the floor, a sale moves floor, volume, sales and owners; a reorg undoes the sale', async () => {
    const { seller, buyer } = chain;
    const m = market(chain);
    for (const id of [1n, 2n, 3n]) await mintTo(chain, seller, id);
    await m.approveAll(seller);
    await m.approveUsdt(buyer);
    await m.list(seller, 1n, usdt('100'));
    const cheap = offerIdOf(await m.list(seller, 2n, usdt('40')));
    await m.list(seller, 3n, usdt('5')); // not in the collection
    await drain(indexer);
    const listedOnly = {
      floor: [{ currency: 'USDT', price: '40' }],
      volume: [],
      sales: 0,
      owners: 1,
      listed: 2,
      listedShare: 1,
    };
    expect((await details()).stats).toEqual(listedOnly);

    await m.buy(buyer, cheap, usdt('40'));
    await drain(indexer);
    expect((await details()).stats).toEqual({
      floor: [{ currency: 'USDT', price: '100' }],
      volume: [{ currency: 'USDT', '24h': '40', '7d': '40', '30d': '40', all: '40' }],
      sales: 1,
      owners: 2,
      listed: 1,
      listedShare: 0.5,
    });
    const top = await test.app.inject({
      method: 'GET',
      url: '/api/v1/collections/top-collections?period=24h',
    });
    expect(top.json().results[0]).toMatchObject({ collectionName: 'Traded' });
    // The ranking's own sums: the sale it was ranked by, in every window.
    expect(top.json().results[0].stats.volume).toEqual([
      { currency: 'USDT', '24h': '40', '7d': '40', '30d': '40', all: '40' },
    ]);

    const activity = (
      await test.app.inject({ method: 'GET', url: `/api/v1/collections/${collectionId}/activity` })
    ).json();
    expect(activity.total).toBe(3);
    expect(
      activity.results.map((a: { type: string; tokenId: string }) => `${a.type} ${a.tokenId}`).sort(),
    ).toEqual(['BUY 2', 'LISTING 1', 'LISTING 2']);

    // The block of the sale is replaced by an empty one.
    await chain.rpc('anvil_reorg', [1, []]);
    await drain(indexer);
    expect((await details()).stats).toEqual(listedOnly);
  });

  it('rejects an unknown ranking period', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/collections/top-collections?period=1y',
    });
    expect(response.statusCode).toBe(400);
  });
});
