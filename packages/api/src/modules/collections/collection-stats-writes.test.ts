import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ActivityType, PurchaseStatus } from '@vrmarket/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { PROJECTION_NAMESPACE } from '../../chain/lock.ts';
import { activities, collectionStats, media, users } from '../../db/schema/index.ts';

/** The api's own writes keep the stats projection: creation, verification, member changes. */
describe('collection stats after api writes', () => {
  let test: TestApp;
  let dataDir: string;
  let make: ReturnType<typeof createFactory>;
  const token: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${token[who]}` });
  const details = async (id: number) =>
    (await test.app.inject({ method: 'GET', url: `/api/v1/collections/${id}/details` })).json();

  const image = { png: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-collection-stats-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const content = Buffer.from('png bytes');
    const hash = createHash('sha256').update(content).digest('hex');
    await test.components.storage.write(`${hash}.png`, content);
    await test.components.db
      .insert(media)
      .values({ hash, mime: 'image/png', size: content.length, path: `${hash}.png` });
    image.png = `/api/media/${hash}.png`;
    make = createFactory(test.components.db);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    for (const [name, n] of [
      ['carol', 3],
      ['admin', 9],
    ] as const) {
      const user = await make.user(name, n);
      token[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
      if (name === 'admin')
        await test.components.db.update(users).set({ isAdminMarket: true }).where(eq(users.id, user.id));
    }
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a created collection has its stats row from the start, all zero', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/collections',
      headers: as('carol'),
      payload: { collectionName: 'Fresh', description: 'New', cover: image.png, avatar: image.png },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await test.components.db
      .select()
      .from(collectionStats)
      .where(eq(collectionStats.collectionId, id));
    expect(row).toMatchObject({ owners: 0, listed: 0, sales: 0, floors: {} });
    expect((await details(id)).stats).toEqual({
      floor: [],
      volume: [],
      sales: 0,
      owners: 0,
      listed: 0,
      listedShare: 0,
    });
  });

  it('approving and rejecting an NFT of a collection moves its owners count', async () => {
    const collection = await make.collection({ collectionName: 'Pending', creatorAddress: wallet(3) });
    const pending = (owner: number) =>
      make.nft({
        collectionId: collection.id,
        ownerAddress: wallet(owner),
        seller: wallet(owner),
        purchaseStatus: PurchaseStatus.UNVERIFIED,
        isShow: false,
        tokenId: null,
      });
    const [first, second] = [await pending(3), await pending(4)];
    expect((await details(collection.id)).stats).toMatchObject({ owners: 0, listed: 0 });

    const approve = await test.app.inject({
      method: 'POST',
      url: `/api/v1/mp/verification/${first.id}/approve`,
      headers: as('admin'),
    });
    expect(approve.statusCode).toBe(200);
    expect(await details(collection.id)).toMatchObject({ totalItems: 1, stats: { owners: 1 } });

    const reject = await test.app.inject({
      method: 'POST',
      url: `/api/v1/mp/verification/${second.id}/reject`,
      headers: as('admin'),
      payload: { reason: 'Blurry' },
    });
    expect(reject.statusCode).toBe(200);
    expect(await details(collection.id)).toMatchObject({ totalItems: 1, stats: { owners: 1 } });
    const [row] = await test.components.db
      .select()
      .from(collectionStats)
      .where(eq(collectionStats.collectionId, collection.id));
    expect(row).toMatchObject({ owners: 1, listed: 0 });
  });

  it("a collection's Activity tab follows its NFTs in and out", async () => {
    const collection = await make.collection({ collectionName: 'Moving', creatorAddress: wallet(3) });
    const nft = await make.nft({ ownerAddress: wallet(3), seller: wallet(3) });
    await test.components.db.insert(activities).values([
      { type: ActivityType.LISTING, nftId: nft.id, tokenId: nft.tokenId, fromAddress: wallet(3) },
      { type: ActivityType.CANCELLED, nftId: nft.id, tokenId: nft.tokenId, fromAddress: wallet(5) },
    ]);
    const tab = async () =>
      (await test.app.inject({ method: 'GET', url: `/api/v1/collections/${collection.id}/activity` })).json();
    const change = (type: 'ADD' | 'REMOVE') =>
      test.app.inject({
        method: 'PUT',
        url: `/api/v1/collections/${collection.id}/nft`,
        headers: as('carol'),
        payload: { type, nfts: [{ tokenId: nft.tokenId, contractAddress: nft.contractAddress }] },
      });
    expect((await tab()).total).toBe(0);
    expect((await change('ADD')).statusCode).toBe(200);
    expect(await tab()).toMatchObject({ total: 1, results: [{ type: 'LISTING', tokenId: nft.tokenId }] });
    // A new row of an NFT already in the collection is listed at once.
    await test.components.db
      .insert(activities)
      .values({ type: ActivityType.TRANSFER, nftId: nft.id, tokenId: nft.tokenId, fromAddress: wallet(3) });
    expect((await tab()).results.map((row: { type: string }) => row.type)).toEqual(['TRANSFER', 'LISTING']);
    expect((await change('REMOVE')).statusCode).toBe(200);
    expect((await tab()).total).toBe(0);
    const unknown = await test.app.inject({ method: 'GET', url: '/api/v1/collections/999999/activity' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('COLLECTION_NOT_FOUND');
  });

  // PGlite has one connection: nothing can run beside a transaction, so there is nothing to wait for.
  it.skipIf(!process.env.DATABASE_URL)(
    'adding NFTs waits for a projection in progress (the chain apply lock) and then counts them',
    async () => {
      const collection = await make.collection({ collectionName: 'Locked', creatorAddress: wallet(3) });
      const listed = await make.nft({ ownerAddress: wallet(3), seller: wallet(3), currentPrice: '7' });
      const indexer = new pg.Client({ connectionString: test.testDatabase.url });
      await indexer.connect();
      try {
        // What an indexer batch holds while it applies events (chain/lock.ts lockProjections).
        await indexer.query('begin');
        await indexer.query('select pg_advisory_xact_lock($1, $2)', [
          PROJECTION_NAMESPACE,
          test.components.config.chain.chainId,
        ]);
        let settled = false;
        const adding = test.app
          .inject({
            method: 'PUT',
            url: `/api/v1/collections/${collection.id}/nft`,
            headers: as('carol'),
            payload: {
              type: 'ADD',
              nfts: [{ tokenId: listed.tokenId, contractAddress: listed.contractAddress }],
            },
          })
          .finally(() => {
            settled = true;
          });
        // The api's transaction is queued behind the lock.
        await expect
          .poll(
            async () =>
              (
                await indexer.query(
                  `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
                )
              ).rows[0].n,
          )
          .toBe(1);
        expect(settled).toBe(false);
        expect((await details(collection.id)).totalItems).toBe(0);
        await indexer.query('commit');
        const response = await adding;
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          totalItems: 1,
          stats: { floor: [{ currency: 'USDT', price: '7' }], listed: 1, owners: 1 },
        });
      } finally {
        await indexer.end();
      }
    },
  );
});
