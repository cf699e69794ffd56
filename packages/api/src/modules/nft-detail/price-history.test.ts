import { ActivityType } from '@vrmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { activities, saleHistory } from '../../db/schema/index.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('NFT price history api', () => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    test = await createTestApp();
    await createFactory(test.components.db).categories([{ id: 54, name: 'vr3DNFTs' }]);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers no series for an NFT never listed nor sold', async () => {
    const nft = await createFactory(test.components.db).nft();
    const response = await get(`/api/v1/nft/${nft.id}/price-history`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ currencies: [] });
  });

  it('gives its sales and listings oldest first, each currency apart, and nothing of other NFTs', async () => {
    const { db } = test.components;
    const factory = createFactory(db);
    const [nft, other] = [await factory.nft(), await factory.nft()];
    const listing = (nftId: number, price: string, currency: string, at: Date) => ({
      type: ActivityType.LISTING,
      nftId,
      price,
      currency,
      fromAddress: wallet(1),
      createdAt: at,
    });
    await db.insert(activities).values([
      listing(nft.id, '12', 'USDT', daysAgo(5)),
      listing(nft.id, '15', 'USDT', daysAgo(3)),
      listing(nft.id, '0.5', 'VRA', daysAgo(1)),
      listing(other.id, '99', 'USDT', daysAgo(2)),
      // Not a price point: a transfer, and a cancel.
      { type: ActivityType.TRANSFER, nftId: nft.id, createdAt: daysAgo(2) },
      { type: ActivityType.CANCELLED, nftId: nft.id, price: '12', currency: 'USDT', createdAt: daysAgo(4) },
    ]);
    const sale = (nftId: number, price: string, currency: string, at: Date) => ({
      nftId,
      fromAddress: wallet(1),
      toAddress: wallet(2),
      price,
      currency,
      createdAt: at,
    });
    await db
      .insert(saleHistory)
      .values([
        sale(nft.id, '15', 'USDT', daysAgo(2)),
        sale(nft.id, '11.25', 'USDT', daysAgo(4)),
        sale(other.id, '99', 'USDT', daysAgo(1)),
      ]);

    const response = await get(`/api/v1/nft/${nft.id}/price-history`);
    expect(response.statusCode, response.body).toBe(200);
    const iso = (days: number) =>
      expect.stringMatching(new RegExp(`^${daysAgo(days).toISOString().slice(0, 10)}T`));
    expect(response.json()).toEqual({
      currencies: [
        {
          currency: 'USDT',
          sales: [
            { at: iso(4), price: '11.25' },
            { at: iso(2), price: '15' },
          ],
          listings: [
            { at: iso(5), price: '12' },
            { at: iso(3), price: '15' },
          ],
        },
        { currency: 'VRA', sales: [], listings: [{ at: iso(1), price: '0.5' }] },
      ],
    });
  });

  it('answers the not-found envelope for an unknown or hidden NFT and 400 for a malformed id', async () => {
    const missing = await get('/api/v1/nft/999999/price-history');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      code: 'NFT_NOT_FOUND',
      message: 'This NFT does not exist.',
    });
    const hidden = await createFactory(test.components.db).nft({
      isShow: false,
      ownerAddress: wallet(7),
      seller: wallet(7),
    });
    expect((await get(`/api/v1/nft/${hidden.id}/price-history`)).statusCode).toBe(404);
    const malformed = await get('/api/v1/nft/abc/price-history');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
  });
});
