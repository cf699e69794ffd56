import { PurchaseStatus, SortOrder } from '@vrmarket/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { rawRows } from '../../db/database.ts';
import { nfts } from '../../db/schema/index.ts';

const { SELLING, NONE, OWNED, RENT, RENTING, RENTED, UNVERIFIED } = PurchaseStatus;

describe('GET /api/v1/nft', () => {
  let test: TestApp;
  let collectionId: number;
  let ownerToken: string;

  const get = (query: string, token?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1/nft?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const titles = async (query: string, token?: string): Promise<string[]> => {
    const response = await get(`limit=100&${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .results.map((nft: { components: { customTitle?: string }; id: string }) => nft.components.customTitle);
  };
  /** The total when the count query runs (limit 1 never tells the total by itself). */
  const total = async (query: string) => (await get(`limit=1&${query}`)).json().total as number;

  beforeAll(async () => {
    test = await createTestApp();
    const { db } = test.components;
    const make = createFactory(db);
    await make.categories([
      { id: 54, name: 'vr3DNFTs', title: '3D NFTs' },
      { id: 50, name: 'vrHomes' },
      { id: 5401, name: 'chairs', parentCategoryId: 54 },
      { id: 5402, name: 'lamps', parentCategoryId: 54 },
      { id: 5001, name: 'villas', parentCategoryId: 50 },
    ]);
    const owner = await make.user('owner7', 7);
    ownerToken = (await test.components.tokens.issue({ id: owner.id, username: 'owner7' })).accessToken;
    const collection = await make.collection({ collectionName: 'Retro', creatorAddress: wallet(3) });
    collectionId = collection.id;
    const item = (title: string, values: Parameters<typeof make.nft>[0]) =>
      make.nft({ title, components: { customTitle: title }, ...values });
    // Newest first: minutesAgo 1 is the most recent.
    await item('Red Chair', { subCategoryId: 5401, currentPrice: '30', styles: ['Cartoon'], minutesAgo: 1 });
    await item('Blue Lamp', {
      subCategoryId: 5402,
      currentPrice: '10',
      currency: 'VRA',
      styles: ['Minecraft'],
      minutesAgo: 2,
    });
    await item('Green Desk', {
      subCategoryId: 5401,
      purchaseStatus: NONE,
      labActive: true,
      mintingPrice: '20',
      minutesAgo: 3,
    });
    await item('Villa 100%', {
      categoryId: 50,
      subCategoryId: 5001,
      currentPrice: '1.5',
      currency: 'ETH',
      tokenId: '42',
      minutesAgo: 4,
    });
    await item('Hidden Villa', {
      categoryId: 50,
      isShow: false,
      ownerAddress: wallet(7),
      seller: wallet(7),
      minutesAgo: 5,
    });
    await item('Owned House', {
      categoryId: 50,
      purchaseStatus: OWNED,
      ownerAddress: wallet(2),
      minutesAgo: 6,
    });
    await item('Busy House', { categoryId: 50, purchaseStatus: OWNED, inUsed: true, minutesAgo: 7 });
    await item('Rented Home', { categoryId: 50, purchaseStatus: RENTED, minutesAgo: 8 });
    await item('Renting Home', { categoryId: 50, purchaseStatus: RENTING, minutesAgo: 9 });
    await item('Rent Home', { categoryId: 50, purchaseStatus: RENT, minutesAgo: 10 });
    await item('Draft', { purchaseStatus: UNVERIFIED, tokenId: null, minutesAgo: 11 });
    await item('Waiting Mint', { purchaseStatus: NONE, tokenId: null, minutesAgo: 12 });
    await item('Collected', {
      collectionId,
      currentPrice: '5',
      ownerAddress: wallet(99),
      seller: wallet(3),
      minutesAgo: 13,
    });
    await item('Loose', {
      purchaseStatus: OWNED,
      ownerAddress: wallet(3),
      seller: wallet(3),
      minutesAgo: 14,
    });
    await item('Mall', {
      categoryId: 50,
      purchaseStatus: OWNED,
      components: { customTitle: 'Mall', storesSlot: 4 },
      minutesAgo: 15,
    });
  });
  afterAll(() => test.close());

  const everyShown = [
    // Listed items by listing time, then the others by creation time (an hour before their listing).
    'Red Chair',
    'Blue Lamp',
    'Green Desk',
    'Villa 100%',
    'Collected',
    'Owned House',
    'Busy House',
    'Rented Home',
    'Renting Home',
    'Rent Home',
    'Draft',
    'Waiting Mint',
    'Loose',
    'Mall',
  ];

  it('lists what visitors may see, most recent first, in the page shape', async () => {
    expect(await titles('')).toEqual(everyShown);
    const body = (await get('')).json();
    expect(body).toMatchObject({ total: everyShown.length, page: 1, limit: 8 });
    expect(body.results).toHaveLength(8);
    expect(body.results[0]).toMatchObject({
      id: expect.any(String),
      // The title people read on tabs and cards comes with the name.
      category: [{ categoryId: 54, categoryName: 'vr3DNFTs', categoryTitle: '3D NFTs' }],
      subCategory: [{ subCategoryId: 5401, subCategoryName: 'chairs' }],
      collection: [],
      currentPrice: '30',
      displayPrice: '30',
      purchasesStatus: SELLING,
      isSelling: true,
      onsale: true,
      isMinted: true,
      styles: ['Cartoon'],
    });
    expect(body.results[0]).not.toHaveProperty('isFavorite');
  });

  it('the marketplace default: a category, selling, recent', async () => {
    expect(await titles('categoryIds=54&isSelling=true')).toEqual([
      'Red Chair',
      'Blue Lamp',
      'Green Desk',
      'Collected',
    ]);
    expect(await titles('category=54&onSale=1')).toEqual([
      'Red Chair',
      'Blue Lamp',
      'Green Desk',
      'Collected',
    ]);
    expect(await total('categoryIds=54&isSelling=true')).toBe(4);
  });

  it('a lazy-mint item shows and sorts by its minting price', async () => {
    const [desk] = (await get('keyword=Green')).json().results;
    expect(desk).toMatchObject({
      currentPrice: null,
      mintingPrice: '20',
      displayPrice: '20',
      isSelling: true,
      onchain: false,
    });
  });

  it('filters by sub-categories, as repeated params or comma text', async () => {
    expect(await titles('subCategoryIds=5401')).toEqual(['Red Chair', 'Green Desk']);
    expect(await titles('subCategory=5401&subCategory=5402')).toEqual([
      'Red Chair',
      'Blue Lamp',
      'Green Desk',
    ]);
    expect(await titles('subCategoryIds=5401,5001')).toEqual(['Red Chair', 'Green Desk', 'Villa 100%']);
    expect(await total('subCategoryIds=5401,5402')).toBe(3);
  });

  it('sorts by price both ways', async () => {
    expect(await titles('categoryIds=54&isSelling=true&sorting=1')).toEqual([
      'Collected',
      'Blue Lamp',
      'Green Desk',
      'Red Chair',
    ]);
    expect(await titles('categoryIds=54&isSelling=true&sorting=-1')).toEqual([
      'Red Chair',
      'Green Desk',
      'Blue Lamp',
      'Collected',
    ]);
    expect(await titles('categoryIds=54&isSelling=true&sorting=0')).toEqual([
      'Red Chair',
      'Blue Lamp',
      'Green Desk',
      'Collected',
    ]);
  });

  it('filters by currency, aETH meaning ETH', async () => {
    expect(await titles('currency=aETH')).toEqual(['Villa 100%']);
    expect(await titles('currency=VRA')).toEqual(['Blue Lamp']);
    expect(await total('currency=usdt')).toBe(everyShown.length - 2);
  });

  it('searches the name, and the token id in any of its forms', async () => {
    expect(await titles('keyword=villa')).toEqual(['Villa 100%']);
    expect(await titles('search=LAMP')).toEqual(['Blue Lamp']);
    for (const id of ['42', '0000042', '%230000042'])
      expect(await titles(`keyword=${id}`)).toEqual(['Villa 100%']);
    // Digits in a name, no such token: a rare token number found by name alone.
    expect(await titles('keyword=100')).toEqual(['Villa 100%']);
    expect(await titles('keyword=%23100')).toEqual([]);
    expect(await titles('keyword=100%25')).toEqual(['Villa 100%']);
    expect(await titles('keyword=_')).toEqual([]);
    expect(await titles('keyword=0%25')).toEqual(['Villa 100%']);
    expect(await total('keyword=e')).toBe(everyShown.filter((t) => /e/i.test(t)).length);
  });

  it.each([
    ['inUsed=true', ['Busy House']],
    ['isRent=true', ['Rent Home']],
    ['isRenting=true', ['Renting Home']],
    ['isRented=true', ['Rented Home']],
    ['unVerified=true', ['Draft']],
    ['notMinted=true', ['Green Desk', 'Draft', 'Waiting Mint']],
    [
      'isSelling=true&isRent=true',
      ['Red Chair', 'Blue Lamp', 'Green Desk', 'Villa 100%', 'Collected', 'Rent Home'],
    ],
    ['canBeStake=true', ['Owned House', 'Loose', 'Mall']],
    ['recent=true', ['Red Chair', 'Blue Lamp', 'Green Desk', 'Villa 100%', 'Collected']],
    ['isSelling=false', everyShown],
  ])('status filter %s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
    expect(await total(query)).toBe(expected.length);
  });

  it('filters by owner (owner or seller), collection, styles and slots', async () => {
    expect(await titles(`ownerAddress=${wallet(3)}`)).toEqual(['Collected', 'Loose']);
    expect(await titles(`ownerAddress=${wallet(3).toUpperCase().replace('0X', '0x')}`)).toEqual([
      'Collected',
      'Loose',
    ]);
    expect(await titles(`ownerAddress=${wallet(3)}&isAddToCollection=true`)).toEqual(['Loose']);
    expect(await titles(`collectionId=${collectionId}`)).toEqual(['Collected']);
    expect(await titles('styles=Cartoon,Minecraft')).toEqual(['Red Chair', 'Blue Lamp']);
    expect(await titles('storesSlot=4')).toEqual(['Mall']);
    expect(await titles('storesSlot=3&gamesSlot=1')).toEqual([]);
    const [collected] = (await get(`collectionId=${collectionId}`)).json().results;
    expect(collected.collection).toEqual([{ collectionId, collectionName: 'Retro', totalItems: 1 }]);
  });

  it('shows hidden items only to their signed-in owner', async () => {
    expect(await titles(`ownerAddress=${wallet(7)}`)).toEqual([]);
    expect(await titles(`ownerAddress=${wallet(7)}`, ownerToken)).toEqual(['Hidden Villa']);
    expect(await titles(`ownerAddress=${wallet(3)}`, ownerToken)).toEqual(['Collected', 'Loose']);
  });

  it('pages: a page past the end is empty with the right total', async () => {
    const second = (await get('limit=5&page=2')).json();
    expect(
      second.results.map((n: { components: { customTitle: string } }) => n.components.customTitle),
    ).toEqual(everyShown.slice(5, 10));
    expect(second).toMatchObject({ total: everyShown.length, page: 2, limit: 5 });
    const beyond = (await get('limit=5&page=40')).json();
    expect(beyond).toEqual({ results: [], total: everyShown.length, page: 40, limit: 5 });
  });

  it('keeps the counts exact through updates and deletes', async () => {
    const { db } = test.components;
    const before = await total('categoryIds=54&isSelling=true');
    await db
      .update(nfts)
      .set({ purchaseStatus: OWNED, currentPrice: null })
      .where(eq(nfts.title, 'Blue Lamp'));
    expect(await total('categoryIds=54&isSelling=true')).toBe(before - 1);
    expect(await total('categoryIds=54&canBeStake=true')).toBe(2);
    await db
      .update(nfts)
      .set({ purchaseStatus: SELLING, currentPrice: '10' })
      .where(eq(nfts.title, 'Blue Lamp'));
    expect(await total('categoryIds=54&isSelling=true')).toBe(before);
    const extra = await createFactory(db).nft({ title: 'Temporary' });
    expect(await total('categoryIds=54&isSelling=true')).toBe(before + 1);
    await db.delete(nfts).where(eq(nfts.id, extra.id));
    expect(await total('categoryIds=54&isSelling=true')).toBe(before);
  });

  it('keeps the pages in step with every write: a new price, a new listing, hiding, showing, deleting', async () => {
    const { db } = test.components;
    const market = 'categoryIds=54&isSelling=true';
    const cheapestFirst = `${market}&sorting=${SortOrder.LowestPrice}`;
    const start = await titles(market);
    expect(start[0]).toBe('Red Chair');

    await db.update(nfts).set({ currentPrice: '0.5' }).where(eq(nfts.title, 'Red Chair'));
    expect((await titles(cheapestFirst))[0]).toBe('Red Chair');
    await db.update(nfts).set({ currentPrice: '30' }).where(eq(nfts.title, 'Red Chair'));
    expect((await titles(cheapestFirst))[0]).not.toBe('Red Chair');

    // Listed again: first among the recent.
    await db.update(nfts).set({ listedAt: new Date() }).where(eq(nfts.title, 'Blue Lamp'));
    expect((await titles(market))[0]).toBe('Blue Lamp');
    expect((await titles('keyword=lamp'))[0]).toBe('Blue Lamp');

    await db.update(nfts).set({ isShow: false }).where(eq(nfts.title, 'Blue Lamp'));
    expect(await titles(market)).not.toContain('Blue Lamp');
    expect(await titles('keyword=lamp')).not.toContain('Blue Lamp');
    await db.update(nfts).set({ isShow: true }).where(eq(nfts.title, 'Blue Lamp'));
    expect((await titles(market))[0]).toBe('Blue Lamp');

    const extra = await createFactory(db).nft({
      title: 'Fresh Lamp',
      components: { customTitle: 'Fresh Lamp' },
      minutesAgo: 0,
    });
    expect((await titles(market))[0]).toBe('Fresh Lamp');
    await db.delete(nfts).where(eq(nfts.id, extra.id));
    expect(await titles(market)).not.toContain('Fresh Lamp');

    // Whatever was written, the list table holds exactly the shown NFTs' keys.
    const keys = `id, created_at, listed_at, category_id, sub_category_id, purchase_status, lab_active, in_used,
      is_verified, onchain, currency, current_price, minting_price, title`;
    const difference = await rawRows(
      db,
      sql.raw(`(select ${keys} from nfts where is_show except all select ${keys} from nft_list)
        union all (select ${keys} from nft_list except all select ${keys} from nfts where is_show)`),
    );
    expect(difference).toEqual([]);
  });

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['limit=101', 'limit'],
    ['limit=100000000', 'limit'],
    ['sorting=2', 'sorting'],
    ['currency=DOGE', 'currency'],
    ['categoryIds=1,x', 'categoryIds.1'],
    ['categoryIds=1,,2', 'categoryIds.1'],
    ['subCategoryIds=-5', 'subCategoryIds.0'],
    ['collectionId=abc', 'collectionId'],
    ['ownerAddress=bob', 'ownerAddress'],
    ['isSelling=yes', 'isSelling'],
    ['styles=Gothic', 'styles.0'],
    ['isAddToCollection=true', 'isAddToCollection'],
    ['storesSlot=a', 'storesSlot.0'],
  ])('answers %s with a 400 naming the field', async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(`query parameter ${field}`);
  });

  it('never answers 5xx to any query string', async () => {
    const keys = [
      'page',
      'limit',
      'categoryIds',
      'category',
      'keyword',
      'sorting',
      'currency',
      'styles',
      'ownerAddress',
      'isSelling',
      'storesSlot',
      'collectionId',
    ];
    const value = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom('', ',', '-1', '1e9', '%', '#', '[]', 'null'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 5 }),
        async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await get(query);
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });
});
