import { ActivityType, PurchaseStatus } from '@vrmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  activities,
  categories,
  collections,
  favourites,
  nfts,
  saleHistory,
  users,
} from '../../db/schema/index.ts';

const MARKETPLACE = '0x00000000000000000000000000000000000000aa';
const CONTRACT = '0x00000000000000000000000000000000000000bb';
const ZERO = '0x0000000000000000000000000000000000000000';
const ALICE = '0x000000000000000000000000000000000000a11c';
const BOB = '0x0000000000000000000000000000000000000b0b';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('NFT detail api', () => {
  let test: TestApp;
  let aliceToken: string;
  const ids = { land: 0, model: 0, home: 0, lonely: 0, collectionMate: 0, onSale: 0 };

  const get = (url: string, token?: string) =>
    test.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    test = await createTestApp({ PUBLIC_URL: 'https://market.example' });
    const { db } = test.components;
    await db.insert(categories).values([
      { id: 10, name: 'vrHomes', title: 'Homes' },
      { id: 20, name: 'vrLands', title: 'Lands' },
      { id: 54, name: 'vr3DNFTs', title: '3D NFTs' },
      { id: 5401, name: 'furniture', title: 'Furniture', parentCategoryId: 54 },
    ]);
    const [alice] = await db.insert(users).values({ username: 'alice', publicKey: ALICE }).returning();
    aliceToken = (await test.components.tokens.issue({ id: alice!.id, username: 'alice' })).accessToken;
    const [collection] = await db.insert(collections).values({ collectionName: 'Chairs' }).returning();

    const base = { mintingPrice: '5', contractAddress: CONTRACT, ownerAddress: ALICE, seller: ALICE };
    const rows = await db
      .insert(nfts)
      .values([
        {
          ...base,
          title: 'Lotus Plot',
          tokenId: '11',
          categoryId: 20,
          purchaseStatus: PurchaseStatus.OWNED,
          onchain: true,
          components: {
            customTitle: 'Lotus Plot',
            mediaUrl: '/api/media/plot.png',
            mediaType: 'image/png',
            properties: JSON.stringify({
              Country: 'Vietnam',
              Survey: 'https://example.com/s.pdf',
              Tags: ['a', 'b'],
            }),
            vrLandData: {
              id: '77',
              landArea: 412.35,
              countryName: 'Vietnam',
              cityName: 'Da Nang',
              projectName: 'Han River Bay',
              address: '1 Coral Walk',
            },
          },
        },
        {
          ...base,
          title: 'Retro Chair',
          tokenId: '12',
          categoryId: 54,
          subCategoryId: 5401,
          collectionId: collection!.id,
          purchaseStatus: PurchaseStatus.SELLING,
          onchain: true,
          ownerAddress: MARKETPLACE,
          currentPrice: '120.5',
          glbUrl: '/api/media/chair.glb',
          listedAt: minutesAgo(5),
          components: {
            customTitle: 'Retro Chair',
            mediaUrl: '/api/media/chair.glb',
            mediaType: 'model/gltf-binary',
            parts: [{ id: 'p1', meshName: 'Seat', textureId: 't1', textureName: 'Oak' }],
          },
        },
        {
          ...base,
          title: 'DefaultHome',
          categoryId: 10,
          components: { customTitle: 'DefaultHome', resourceUrl: 'https://example.com/home' },
        },
        { ...base, title: 'Lonely', categoryId: 54, components: {} },
        {
          ...base,
          title: 'Chair Two',
          categoryId: 54,
          collectionId: collection!.id,
          purchaseStatus: PurchaseStatus.SELLING,
          currentPrice: '3',
          listedAt: minutesAgo(50),
        },
        {
          ...base,
          title: 'On sale',
          categoryId: 10,
          purchaseStatus: PurchaseStatus.SELLING,
          currentPrice: '9',
          listedAt: minutesAgo(1),
        },
      ])
      .returning({ id: nfts.id });
    [ids.land, ids.model, ids.home, ids.lonely, ids.collectionMate, ids.onSale] = rows.map(
      (row) => row.id,
    ) as [number, number, number, number, number, number];

    await db.insert(favourites).values({ userId: alice!.id, nftId: ids.model });
    await db.insert(activities).values([
      {
        type: ActivityType.MINTED,
        nftId: ids.model,
        tokenId: '12',
        fromAddress: ZERO,
        toAddress: ALICE,
        price: '0',
        currency: 'USDT',
        createdAt: minutesAgo(60),
      },
      {
        type: ActivityType.LISTING,
        nftId: ids.model,
        tokenId: '12',
        fromAddress: ALICE,
        toAddress: MARKETPLACE,
        price: '100',
        currency: 'USDT',
        createdAt: minutesAgo(40),
      },
      // A bid has the auction's Bids card: left out of the history.
      {
        type: ActivityType.BID,
        nftId: ids.model,
        tokenId: '12',
        fromAddress: BOB,
        toAddress: MARKETPLACE,
        price: '90',
        currency: 'USDT',
        createdAt: minutesAgo(30),
      },
      // The same sale as the sale_history row: left out of the history.
      {
        type: ActivityType.BUY,
        nftId: ids.model,
        tokenId: '12',
        fromAddress: ALICE,
        toAddress: BOB,
        price: '100',
        currency: 'USDT',
        createdAt: minutesAgo(20),
      },
      { type: ActivityType.CREATED, nftId: ids.model, createdAt: minutesAgo(90) },
    ]);
    await db.insert(saleHistory).values({
      nftId: ids.model,
      fromAddress: ALICE,
      toAddress: BOB,
      price: '100',
      currency: 'USDT',
      tokenAddress: '0x00000000000000000000000000000000000000cc',
      createdAt: minutesAgo(20),
    });
  });
  afterAll(() => test?.close());

  describe('GET /api/v1/nft/:id', () => {
    it('answers the NFT with its land map address', async () => {
      const response = await get(`/api/v1/nft/${ids.land}`);
      expect(response.statusCode, response.body).toBe(200);
      const nft = response.json();
      expect(nft).toMatchObject({
        id: String(ids.land),
        tokenId: '11',
        category: [{ categoryId: 20, categoryName: 'vrLands' }],
        landMapUrl: '/map-land-planning/77/show-map',
        components: { vrLandData: { id: '77', cityName: 'Da Nang' } },
      });
      expect(nft.isFavorite).toBeUndefined();
      expect((await get(`/api/v1/nft/${ids.model}`)).json().landMapUrl).toBeNull();
    });

    it('tells a signed-in viewer whether they like it', async () => {
      const nft = (await get(`/api/v1/nft/${ids.model}`, aliceToken)).json();
      expect(nft).toMatchObject({
        isFavorite: true,
        favoriteCount: 1,
        collection: [{ collectionName: 'Chairs', totalItems: 2 }],
      });
    });

    it('answers the 404 envelope for an unknown id and 400 for a malformed one', async () => {
      const missing = await get('/api/v1/nft/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        statusCode: 404,
        code: 'NFT_NOT_FOUND',
        message: 'This NFT does not exist.',
      });
      expect((await get('/api/v1/nft/abc')).statusCode).toBe(400);
    });

    it('shows a hidden NFT to its owner and market admins only', async () => {
      const { db, tokens } = test.components;
      const tokenOf = async (username: string, wallet: string | null, isAdminMarket = false) => {
        const [user] = await db
          .insert(users)
          .values({ username, publicKey: wallet, isAdminMarket })
          .returning();
        return (await tokens.issue({ id: user!.id, username })).accessToken;
      };
      const bobToken = await tokenOf('bob', BOB);
      const adminToken = await tokenOf('marketadmin', null, true);
      const [hidden] = await db
        .insert(nfts)
        .values({ title: 'Hidden', categoryId: 54, ownerAddress: MARKETPLACE, seller: ALICE, isShow: false })
        .returning({ id: nfts.id });
      const url = `/api/v1/nft/${hidden!.id}`;

      const visitor = await get(url);
      expect(visitor.statusCode).toBe(404);
      expect(visitor.json().code).toBe('NFT_NOT_FOUND');
      expect((await get(url, bobToken)).statusCode).toBe(404);
      expect((await get(`${url}/history`, bobToken)).statusCode).toBe(404);
      expect((await get(`${url}/source`)).statusCode).toBe(404);

      const owner = await get(url, aliceToken);
      expect(owner.statusCode, owner.body).toBe(200);
      expect(owner.json()).toMatchObject({ id: String(hidden!.id) });
      expect((await get(`${url}/history`, aliceToken)).statusCode).toBe(200);
      expect((await get(url, adminToken)).statusCode).toBe(200);
    });

    it('frames the maps from MAP_HOST when it is configured', async () => {
      const other = await createTestApp({ MAP_HOST: 'https://maps.example/' }, test.testDatabase);
      try {
        const nft = (await other.app.inject({ method: 'GET', url: `/api/v1/nft/${ids.land}` })).json();
        expect(nft.landMapUrl).toBe('https://maps.example/map-land-planning/77/show-map');
        const page = await other.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expect(page.headers['content-security-policy']).toContain("frame-src 'self' https://maps.example");
      } finally {
        await other.app.close();
      }
    });
  });

  describe('GET /api/v1/nft/:id/history', () => {
    it('lists sales and on-chain events newest first, without duplicate BUY, bid or off-chain rows', async () => {
      const response = await get(
        `/api/v1/nft/${ids.model}/history?limit=10&page=1&tokenId=12&contractAddress=${CONTRACT.toUpperCase().replace('0X', '0x')}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ total: 3, page: 1, limit: 10 });
      expect(page.results.map((item: { event: string }) => item.event)).toEqual([
        'SALE',
        'LISTING',
        'MINTED',
      ]);
      expect(page.results[0]).toMatchObject({
        from: ALICE,
        to: BOB,
        price: '100',
        currency: 'USDT',
        tokenAddress: '0x00000000000000000000000000000000000000cc',
      });
      expect(page.results[2]).toMatchObject({ from: ZERO, to: ALICE });
    });

    it('pages, and gives an empty page for another token', async () => {
      const second = (await get(`/api/v1/nft/${ids.model}/history?limit=2&page=2`)).json();
      expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(second.results).toHaveLength(1);
      const beyond = (await get(`/api/v1/nft/${ids.model}/history?limit=2&page=5`)).json();
      expect(beyond).toMatchObject({ results: [], total: 3 });
      expect((await get(`/api/v1/nft/${ids.model}/history?tokenId=99`)).json()).toMatchObject({
        results: [],
        total: 0,
      });
      expect((await get(`/api/v1/nft/${ids.lonely}/history`)).json()).toMatchObject({
        results: [],
        total: 0,
      });
      expect((await get('/api/v1/nft/999999/history')).statusCode).toBe(404);
    });
  });

  it('GET /source reads data.resourceUrl: the creator’s link, else the model file', async () => {
    expect((await get(`/api/v1/nft/${ids.home}/source`)).json()).toEqual({
      data: { resourceUrl: 'https://example.com/home' },
    });
    expect((await get(`/api/v1/nft/${ids.model}/source`)).json()).toEqual({
      data: { resourceUrl: '/api/media/chair.glb' },
    });
    expect((await get(`/api/v1/nft/${ids.lonely}/source`)).json()).toEqual({ data: { resourceUrl: null } });
  });

  it('GET /check-freehome is true only for the DefaultHome of vrHomes', async () => {
    expect((await get(`/api/v1/nft/${ids.home}/check-freehome`)).json()).toEqual({ isFreeHome: true });
    expect((await get(`/api/v1/nft/${ids.model}/check-freehome`)).json()).toEqual({ isFreeHome: false });
  });

  it('GET /more-items gives the rest of the collection, else recent items on sale', async () => {
    const fromCollection = (await get(`/api/v1/nft/${ids.model}/more-items`)).json();
    expect(fromCollection.source).toBe('collection');
    expect(fromCollection.results.map((nft: { id: string }) => nft.id)).toEqual([String(ids.collectionMate)]);
    const fallback = (await get(`/api/v1/nft/${ids.lonely}/more-items?limit=2`)).json();
    expect(fallback.source).toBe('default');
    expect(fallback.results.map((nft: { id: string }) => nft.id)).toEqual([
      String(ids.onSale),
      String(ids.model),
    ]);
  });

  it('POST /refresh-metadata leaves an unminted NFT as it is', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/v1/nft/${ids.home}/refresh-metadata`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: String(ids.home), tokenId: null, ownerAddress: ALICE });
  });

  describe('GET /map-land-planning/:id/show-map', () => {
    it('draws the land’s parcel on a page the app may frame', async () => {
      const response = await get('/map-land-planning/77/show-map');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['x-frame-options']).toBeUndefined();
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'self' https://market.example");
      expect(policy).toContain("default-src 'none'");
      expect(response.body).toContain('<svg');
      expect(response.body).toContain('Lotus Plot');
      expect(response.body).toContain('Han River Bay · Da Nang · Vietnam');
      expect(response.body).toContain('412.4 m²');
    });

    it('answers a 404 page for an unknown land and escapes what it shows', async () => {
      const response = await get('/map-land-planning/nope/show-map');
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('No land nope');
      expect((await get('/map-land-planning/%3Cb%3E/show-map')).statusCode).toBe(400);
    });
  });
});
