import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/v1/nft/nft-trending/list', () => {
  let test: TestApp;
  const get = async (query = '') => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1/nft/nft-trending/list?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const titles = async (query = '') =>
    (await get(query)).results.map(
      (entry: { nftInfo: { components: { customTitle: string } } }) => entry.nftInfo.components.customTitle,
    );

  beforeAll(async () => {
    test = await createTestApp();
    const make = createFactory(test.components.db);
    await make.categories([
      { id: 54, name: 'vr3DNFTs' },
      { id: 50, name: 'vrHomes' },
    ]);
    const users = await Promise.all(['u1', 'u2', 'u3'].map((name) => make.user(name)));
    const item = (title: string, values: Parameters<typeof make.nft>[0] = {}) =>
      make.nft({ title, components: { customTitle: title }, ...values });
    const liked = await item('Liked twice', { minutesAgo: 50 });
    const sold = await item('Sold once', { minutesAgo: 40, categoryId: 50 });
    const old = await item('Liked long ago', { minutesAgo: 30 });
    await item('Newest', { minutesAgo: 1, currentPrice: '99' });
    await item('Older', { minutesAgo: 20, currentPrice: '1' });
    await make.favourite(users[0]!.id, liked.id);
    await make.favourite(users[1]!.id, liked.id);
    await make.sale(sold.id);
    await make.favourite(users[2]!.id, old.id, daysAgo(45));
    // One like each: the more recently listed comes first, though it was made first.
    const tieNewer = await item('Tie newer', { minutesAgo: 44, currentPrice: '0.5' });
    const tieOlder = await item('Tie older', { minutesAgo: 45, currentPrice: '0.5' });
    await make.favourite(users[0]!.id, tieNewer.id);
    await make.favourite(users[1]!.id, tieOlder.id);
    // A hidden item is in no list, however much it sold.
    const hidden = await item('Hidden', { minutesAgo: 5, isShow: false });
    await make.sale(hidden.id);
    await make.sale(hidden.id);
  });
  afterAll(() => test.close());

  it('ranks sales (3) and likes (1) of the last 30 days, then recent listings', async () => {
    expect(await titles()).toEqual([
      'Sold once',
      'Liked twice',
      'Tie newer',
      'Tie older',
      'Newest',
      'Older',
      'Liked long ago',
    ]);
    const body = await get('limit=2');
    expect(body).toMatchObject({ total: 7, page: 1, limit: 2 });
    expect(body.results[0].nftId).toBe(body.results[0].nftInfo.id);
    expect(await titles('limit=2&page=2')).toEqual(['Tie newer', 'Tie older']);
    expect(await titles('limit=2&page=3')).toEqual(['Newest', 'Older']);
    expect(await titles('limit=2&page=4')).toEqual(['Liked long ago']);
    expect(await get('limit=2&page=9')).toMatchObject({ results: [], total: 7 });
  });

  it('applies the list filters and the price sort', async () => {
    expect(await titles('categoryIds=50')).toEqual(['Sold once']);
    expect(await titles('keyword=liked')).toEqual(['Liked twice', 'Liked long ago']);
    expect(await titles('sorting=-1&limit=2')).toEqual(['Newest', 'Liked long ago']);
  });

  it('rejects bad parameters', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/nft/nft-trending/list?sorting=abc',
    });
    expect(response.statusCode).toBe(400);
  });
});
