import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { recomputeCollectionStats } from '../../chain/collection-stats.ts';
import { saleHistory } from '../../db/schema/index.ts';

/** A time on the UTC day `days` before today (an hour after its start), and that day's date. */
const utcDay = (days: number) => {
  const at = new Date();
  at.setUTCHours(1, 0, 0, 0);
  at.setUTCDate(at.getUTCDate() - days);
  return { at, day: at.toISOString().slice(0, 10) };
};

describe('collection daily price history api', () => {
  let test: TestApp;
  let traded: number;
  let quiet: number;
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    test = await createTestApp();
    const { db } = test.components;
    const factory = createFactory(db);
    await factory.categories([{ id: 54, name: 'vr3DNFTs' }]);
    traded = (await factory.collection({ collectionName: 'Traded' })).id;
    quiet = (await factory.collection({ collectionName: 'Quiet' })).id;
    const elsewhere = (await factory.collection()).id;
    const [a, b, outside] = [
      await factory.nft({ collectionId: traded }),
      await factory.nft({ collectionId: traded }),
      await factory.nft({ collectionId: elsewhere }),
    ];
    const sale = (nftId: number, price: string, currency: string, days: number) => ({
      nftId,
      fromAddress: wallet(1),
      toAddress: wallet(2),
      price,
      currency,
      createdAt: utcDay(days).at,
    });
    await db.insert(saleHistory).values([
      sale(a.id, '40', 'USDT', 2),
      sale(b.id, '25.5', 'USDT', 2),
      sale(a.id, '60', 'USDT', 0),
      sale(b.id, '0.2', 'VRA', 1),
      sale(a.id, '7', 'USDT', 100), // before the default 90 days
      sale(b.id, '3', 'BNB', 100), // a currency not sold in since
      sale(outside.id, '1', 'USDT', 2),
    ]);
    // The projection the chain apply path keeps (collection_volume_daily).
    await db.transaction((tx) => recomputeCollectionStats(tx, [traded, quiet, elsewhere]));
  });
  afterAll(async () => {
    await test?.close();
  });

  it('gives floor, volume and sales per day and currency over the last 90 days, currencies apart', async () => {
    const response = await get(`/api/v1/collections/${traded}/daily`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: utcDay(89).day,
      to: utcDay(0).day,
      currencies: [
        {
          currency: 'USDT',
          days: [
            { day: utcDay(2).day, floor: '25.5', volume: '65.5', sales: 2 },
            { day: utcDay(0).day, floor: '60', volume: '60', sales: 1 },
          ],
        },
        { currency: 'VRA', days: [{ day: utcDay(1).day, floor: '0.2', volume: '0.2', sales: 1 }] },
      ],
    });
  });

  it('takes the range from days', async () => {
    const longer = (await get(`/api/v1/collections/${traded}/daily?days=120`)).json();
    expect(longer.from).toBe(utcDay(119).day);
    const usdt = longer.currencies.find((c: { currency: string }) => c.currency === 'USDT');
    expect(usdt.days[0]).toEqual({ day: utcDay(100).day, floor: '7', volume: '7', sales: 1 });
    const today = (await get(`/api/v1/collections/${traded}/daily?days=1`)).json();
    expect(today.currencies).toEqual([
      { currency: 'USDT', days: [{ day: utcDay(0).day, floor: '60', volume: '60', sales: 1 }] },
    ]);
  });

  it("sums the stats' volume windows from the days and keeps the all-time volume of every currency", async () => {
    const { stats } = (await get(`/api/v1/collections/${traded}/details`)).json();
    expect(stats.volume).toEqual([
      // Sold in 100 days ago only: in the all-time volume, 0 in every window.
      { currency: 'BNB', '24h': '0', '7d': '0', '30d': '0', all: '3' },
      { currency: 'USDT', '24h': '60', '7d': '125.5', '30d': '125.5', all: '132.5' },
      { currency: 'VRA', '24h': '0.2', '7d': '0.2', '30d': '0.2', all: '0.2' },
    ]);
    expect(stats.sales).toBe(6);
  });

  it('answers an empty history for a collection without sales', async () => {
    const response = await get(`/api/v1/collections/${quiet}/daily`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ from: utcDay(89).day, to: utcDay(0).day, currencies: [] });
  });

  it('answers the not-found envelope for an unknown collection', async () => {
    const response = await get('/api/v1/collections/999999/daily');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'COLLECTION_NOT_FOUND',
      message: 'This collection does not exist.',
    });
  });

  it.each(['0', '366', 'abc', '1.5', '-3'])('refuses days=%s', async (days) => {
    const response = await get(`/api/v1/collections/${traded}/daily?days=${days}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ path: 'days' });
  });

  it('is in the OpenAPI document with the NFT price history', async () => {
    const { paths } = (await get('/api/docs/json')).json();
    const daily = paths['/api/v1/collections/{id}/daily'].get;
    expect(daily.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'days']),
    );
    expect(daily.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CollectionDaily',
    });
    expect(
      paths['/api/v1/nft/{id}/price-history'].get.responses['200'].content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/NftPriceHistory',
    });
  });

  it('refuses a malformed collection id', async () => {
    expect((await get('/api/v1/collections/abc/daily')).statusCode).toBe(400);
  });
});
