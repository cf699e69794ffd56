import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';

describe('collections', () => {
  let test: TestApp;
  const ids: Record<string, number> = {};
  const get = (url: string) => test.app.inject({ method: 'GET', url: `/api/v1/collections${url}` });
  const names = async (url: string) =>
    (await get(url)).json().results.map((c: { collectionName: string }) => c.collectionName);

  beforeAll(async () => {
    test = await createTestApp();
    const make = createFactory(test.components.db);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    const alice = await make.user('alice', 1);
    for (const [name, creator, items] of [
      ['Retro Lab', alice, 3],
      ['Pocket Pets', null, 1],
      ['Skyline 100%', alice, 2],
      ['Empty', null, 0],
    ] as const) {
      const collection = await make.collection({
        collectionName: name,
        description: `About ${name}`,
        creatorId: creator?.id,
        creatorAddress: creator?.wallet,
      });
      ids[name] = collection.id;
      for (let n = 0; n < items; n++) await make.nft({ collectionId: collection.id });
    }
    await make.nft({ collectionId: ids['Pocket Pets'], isShow: false });
  });
  afterAll(() => test.close());

  it('lists newest first with creator and visible item count', async () => {
    const body = (await get('')).json();
    expect(body).toMatchObject({ total: 4, page: 1, limit: 8 });
    expect(body.results.map((c: { collectionName: string }) => c.collectionName)).toEqual([
      'Empty',
      'Skyline 100%',
      'Pocket Pets',
      'Retro Lab',
    ]);
    expect(body.results[3]).toEqual({
      id: ids['Retro Lab'],
      collectionId: ids['Retro Lab'],
      collectionName: 'Retro Lab',
      description: 'About Retro Lab',
      cover: null,
      avatar: null,
      creator: 'alice Fullname',
      creatorAddress: wallet(1),
      totalItems: 3,
      stats: { floor: [], volume: [], sales: 0, owners: 0, listed: 0, listedShare: 0 },
    });
    expect(body.results[2]).toMatchObject({ creator: null, totalItems: 1 });
  });

  it('filters by creator wallet (any letter case) and keyword, and pages', async () => {
    expect(await names(`?creatorAddress=${wallet(1)}`)).toEqual(['Skyline 100%', 'Retro Lab']);
    expect(await names('?keyword=pocket')).toEqual(['Pocket Pets']);
    expect(await names('?keyword=100%25')).toEqual(['Skyline 100%']);
    expect((await get('?limit=3&page=2')).json()).toMatchObject({
      total: 4,
      page: 2,
      limit: 3,
      results: [{ collectionName: 'Retro Lab' }],
    });
    expect((await get('?page=9')).json()).toMatchObject({ total: 4, results: [] });
  });

  it('ranks top collections by items on the market, 4 per page', async () => {
    const top = (await get('/top-collections')).json();
    expect(top).toMatchObject({ total: 3, page: 1, limit: 4 });
    expect(top.results.map((c: { collectionName: string }) => c.collectionName)).toEqual([
      'Retro Lab',
      'Skyline 100%',
      'Pocket Pets',
    ]);
    expect(await names('/top-collections?limit=1&page=2')).toEqual(['Skyline 100%']);
  });

  it('gives one collection, 404 for an unknown one and 400 for a bad id', async () => {
    expect((await get(`/${ids['Retro Lab']}/details`)).json()).toMatchObject({
      collectionName: 'Retro Lab',
      totalItems: 3,
    });
    expect((await get('/999999/details')).json()).toMatchObject({
      statusCode: 404,
      code: 'COLLECTION_NOT_FOUND',
    });
    expect((await get('/abc/details')).statusCode).toBe(400);
  });

  it('keeps the item counts through hiding, moving and deleting items (no recompute)', async () => {
    const { db } = test.components;
    const items = async (name: string) => (await get(`/${ids[name]}/details`)).json().totalItems as number;
    const make = createFactory(db);
    const extra = await make.nft({ collectionId: ids.Empty });
    expect(await items('Empty')).toBe(1);
    await db.execute(sql`update nfts set is_show = false where id = ${extra.id}`);
    expect(await items('Empty')).toBe(0);
    await db.execute(
      sql`update nfts set is_show = true, collection_id = ${ids['Retro Lab']} where id = ${extra.id}`,
    );
    expect(await items('Empty')).toBe(0);
    expect(await items('Retro Lab')).toBe(4);
    const listed = (
      await test.app.inject({ method: 'GET', url: `/api/v1/nft?collectionId=${ids['Retro Lab']}` })
    ).json();
    expect(listed.results[0].collection).toEqual([expect.objectContaining({ totalItems: 4 })]);
    await db.execute(sql`delete from nfts where id = ${extra.id}`);
    expect(await items('Retro Lab')).toBe(3);
    // Deleting a collection takes its items out of it (ON DELETE SET NULL) without an error.
    const gone = await make.collection({ collectionName: 'Gone' });
    await make.nft({ collectionId: gone.id });
    await db.execute(sql`delete from collections where id = ${gone.id}`);
    expect((await get(`/${gone.id}/details`)).statusCode).toBe(404);
  });

  it.each(['?creatorAddress=alice', '?limit=0', '?page=-2', '/top-collections?limit=500'])(
    'rejects %s',
    async (query) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    },
  );
});
