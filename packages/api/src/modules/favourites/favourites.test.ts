import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { favourites, nfts } from '../../db/schema/index.ts';

describe('favourites', () => {
  let test: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: number;
  let make: ReturnType<typeof createFactory>;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/api/v1/favorite-items${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const titles = async (query: string, token: string) =>
    (await call('GET', query, token))
      .json()
      .data.map(
        (entry: { nft: { title?: string; components: { customTitle: string } } }) =>
          entry.nft.components.customTitle,
      );

  beforeAll(async () => {
    test = await createTestApp();
    make = createFactory(test.components.db);
    await make.categories([
      { id: 54, name: 'vr3DNFTs' },
      { id: 50, name: 'vrHomes' },
    ]);
    const a = await make.user('alice', 1);
    aliceId = a.id;
    const b = await make.user('bob', 2);
    alice = (await test.components.tokens.issue({ id: a.id, username: 'alice' })).accessToken;
    bob = (await test.components.tokens.issue({ id: b.id, username: 'bob' })).accessToken;
    for (const [title, values] of [
      ['Chair', { currentPrice: '30' }],
      ['Lamp', { currentPrice: '10', currency: 'VRA' }],
      ['House', { categoryId: 50, currentPrice: '20' }],
      ['Hidden', { isShow: false }],
    ] as const) {
      const nft = await make.nft({ title, components: { customTitle: title }, ...values });
      ids[title] = String(nft.id);
    }
  });
  afterAll(() => test.close());

  it('needs a signed-in user for every operation', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, '', undefined, method === 'GET' ? undefined : { nftId: ids.Chair });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const forged = await call('GET', '', `${alice.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
  });

  it('likes idempotently and answers 200 with the state', async () => {
    const first = await call('POST', '', alice, { nftId: ids.Chair });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ nftId: ids.Chair, isFavorite: true, favoriteCount: 1 });
    const again = await call('POST', '', alice, { nftId: Number(ids.Chair) });
    expect(again.json()).toEqual({ nftId: ids.Chair, isFavorite: true, favoriteCount: 1 });
    await call('POST', '', alice, { nftId: ids.Lamp });
    await call('POST', '', alice, { nftId: ids.House });
    expect((await call('POST', '', bob, { nftId: ids.Chair })).json().favoriteCount).toBe(2);
  });

  it("lists only the caller's own favourites, most recently liked first", async () => {
    expect(await titles('', alice)).toEqual(['House', 'Lamp', 'Chair']);
    expect(await titles('', bob)).toEqual(['Chair']);
    const body = (await call('GET', '', alice)).json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 30 });
    expect(body.data[0].nft).toMatchObject({ isFavorite: true, favoriteCount: 1 });
    expect(body.data[2].nft).toMatchObject({ isFavorite: true, favoriteCount: 2 });
  });

  it('filters by category, currency and search, sorts by price and pages', async () => {
    expect(await titles('?category=50', alice)).toEqual(['House']);
    expect(await titles('?currency=VRA', alice)).toEqual(['Lamp']);
    expect(await titles('?search=cha', alice)).toEqual(['Chair']);
    expect(await titles('?sorting=1', alice)).toEqual(['Lamp', 'House', 'Chair']);
    expect(await titles('?sorting=-1', alice)).toEqual(['Chair', 'House', 'Lamp']);
    const page2 = (await call('GET', '?limit=2&page=2', alice)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.data).toHaveLength(1);
    expect((await call('GET', '?sorting=5', alice)).statusCode).toBe(400);
  });

  it('combines the currency filter with the price sort page by page, as the list screen asks', async () => {
    expect(await titles('?currency=USDT&sorting=1', alice)).toEqual(['House', 'Chair']);
    expect(await titles('?currency=USDT&sorting=-1', alice)).toEqual(['Chair', 'House']);
    const second = (await call('GET', '?currency=USDT&sorting=-1&limit=1&page=2', alice)).json();
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(await titles('?currency=USDT&sorting=-1&limit=1&page=2', alice)).toEqual(['House']);
    // The screen's 'AETH' is the native coin, in any letter case; an unknown currency is refused.
    expect((await call('GET', '?currency=AETH', alice)).json()).toMatchObject({ total: 0, data: [] });
    const unknown = await call('GET', '?currency=DOGE', alice);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('leaves an NFT out of the list and its total while it is hidden, back in its place when shown again', async () => {
    const show = (title: string, isShow: boolean) =>
      test.components.db
        .update(nfts)
        .set({ isShow })
        .where(eq(nfts.id, Number(ids[title])));
    await show('Lamp', false);
    expect(await titles('', alice)).toEqual(['House', 'Chair']);
    expect((await call('GET', '', alice)).json()).toMatchObject({ total: 2 });
    expect((await call('GET', '?limit=2&page=2', alice)).json()).toMatchObject({ total: 2, data: [] });
    expect(await titles('?currency=VRA', alice)).toEqual([]);
    expect(await titles('?sorting=1', alice)).toEqual(['House', 'Chair']);
    // A like of a hidden NFT (the api refuses one, imported data may hold it) is not listed either.
    await make.favourite(aliceId, Number(ids.Hidden));
    expect((await call('GET', '', alice)).json()).toMatchObject({ total: 2 });
    await show('Lamp', true);
    expect(await titles('', alice)).toEqual(['House', 'Lamp', 'Chair']);
    await show('Hidden', true);
    expect(await titles('', alice)).toEqual(['Hidden', 'House', 'Lamp', 'Chair']);
    expect((await call('GET', '?currency=USDT', alice)).json()).toMatchObject({ total: 3 });
    await show('Hidden', false);
    expect(await titles('', alice)).toEqual(['House', 'Lamp', 'Chair']);
    expect((await call('GET', '', alice)).json()).toMatchObject({ total: 3 });
  });

  it('marks favourites on the public list for the signed-in viewer only', async () => {
    const list = (token?: string) =>
      test.app.inject({
        method: 'GET',
        url: '/api/v1/nft?keyword=Chair',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await list(alice)).json().results[0]).toMatchObject({ isFavorite: true, favoriteCount: 2 });
    expect((await list()).json().results[0]).not.toHaveProperty('isFavorite');
  });

  it('unlikes idempotently; only the caller’s own like goes', async () => {
    const removed = await call('DELETE', '', alice, { nftId: ids.Chair });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ nftId: ids.Chair, isFavorite: false, favoriteCount: 1 });
    expect((await call('DELETE', '', alice, { nftId: ids.Chair })).json().favoriteCount).toBe(1);
    expect(await titles('', bob)).toEqual(['Chair']);
  });

  it('refuses unknown or hidden NFTs and bad ids', async () => {
    expect((await call('POST', '', alice, { nftId: '999999' })).json()).toMatchObject({
      statusCode: 404,
      code: 'NFT_NOT_FOUND',
    });
    expect((await call('POST', '', alice, { nftId: ids.Hidden })).statusCode).toBe(404);
    for (const nftId of ['abc', -1, 1.5, null]) {
      expect((await call('POST', '', alice, { nftId })).statusCode).toBe(400);
    }
    expect((await call('DELETE', '', alice)).statusCode).toBe(400);
  });

  it('a user id in the body or query changes nothing', async () => {
    await call('POST', '?userId=2', alice, { nftId: ids.House, userId: 2 });
    expect(await titles('?userId=1', bob)).toEqual(['Chair']);
  });

  itOnce('a like per user and NFT: one row, and every answer counts it once', async () => {
    const nft = await make.nft({ title: 'Sofa', components: { customTitle: 'Sofa' } });
    // Carol's like is there before: every answer counts hers and alice's, never 1 or 3.
    await make.favourite((await make.user('carol', 3)).id, nft.id);
    const { answers, statuses } = await fireAtOnce(() => call('POST', '', alice, { nftId: nft.id }));
    expect(statuses).toEqual({ 200: PARALLEL_REQUESTS });
    expect(answers.map((answer) => answer.json().favoriteCount)).toEqual(Array(PARALLEL_REQUESTS).fill(2));
    const likes = await test.components.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.nftId, nft.id), eq(favourites.userId, aliceId)));
    expect(likes).toHaveLength(1);

    const unliked = await fireAtOnce(() => call('DELETE', '', alice, { nftId: nft.id }));
    expect(unliked.statuses).toEqual({ 200: PARALLEL_REQUESTS });
    expect(unliked.answers.map((answer) => answer.json().favoriteCount)).toEqual(
      Array(PARALLEL_REQUESTS).fill(1),
    );
  });
});
