import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { glb, pngWithMetadata } from '@vrmarket/testkit/media';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp, uploadAs } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { nfts, storeTemplates, users, vrStores } from '../../db/schema/index.ts';

/**
 * What a category allows is held by the api, not only by the select-type card: a category outside
 * NORMAL_CATEGORIES needs a pro account, one ALLOW_CREATING does not list is not released.
 */
describe('creating in a category the user may not create in', () => {
  let test: TestApp;
  let dataDir: string;
  const tokens = { alice: '', pro: '', admin: '' };
  let aliceId = 0;
  let templateId = 0;
  let modelUrl = '';
  let pictureUrl = '';

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    injectAs(test.app, method, url, token, payload);
  const createStore = (token: string) =>
    call('POST', '/api/v1/vr-stores', token, {
      name: 'My corner',
      model_id: templateId,
      category_name: 'vrBooths',
    });
  const storeNft = (token: string, resourceUrl: string) =>
    call('POST', '/api/v1/mp/add-nft', token, {
      moralisData: { components: {}, category: { categoryId: 58, categoryName: 'vrStores' } },
      nftData: { title: 'My store', name: 'My store', resource_url: resourceUrl },
    });
  const mediaNft = (token: string, categoryId: number, file = pictureUrl) =>
    call('POST', '/api/v1/mp/add-nft', token, {
      moralisData: { components: { price: '1' }, category: { categoryId }, mintingCurrency: 'USDT' },
      nftData: { title: 'Mine', file_upload: file },
    });
  const counts = async () => {
    const { db } = test.components;
    const [nftRows] = await db.select({ n: count() }).from(nfts);
    const [storeRows] = await db.select({ n: count() }).from(vrStores);
    return { nfts: nftRows!.n, stores: storeRows!.n };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-category-gate-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const { db } = test.components;
    const make = createFactory(db);
    await make.categories([
      { id: 54, name: 'vr3DNFTs' },
      { id: 56, name: 'vrAssets' },
      { id: 5601, name: 'Props', parentCategoryId: 56 },
      { id: 57, name: 'Charity' },
      { id: 58, name: 'vrStores' },
      { id: 5802, name: 'vrBooths', parentCategoryId: 58 },
      { id: 51, name: 'vrHomes' },
    ]);
    // vrStores and vrAssets need a pro account; Charity and vrHomes are open to all but not released.
    await make.openForCreating({ open: [54, 56, 58], normal: [54, 57, 51] });
    const alice = await make.user('alice', 1);
    const pro = await make.user('pro', 2);
    const admin = await make.user('admin', 3);
    aliceId = alice.id;
    await db.update(users).set({ isPro: true }).where(eq(users.id, pro.id));
    await db.update(users).set({ isAdminMarket: true }).where(eq(users.id, admin.id));
    for (const [name, user] of [
      ['alice', alice],
      ['pro', pro],
      ['admin', admin],
    ] as const) {
      tokens[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
    modelUrl = await uploadAs(test.app, tokens.alice, await glb(8, 16), 'store.glb');
    pictureUrl = await uploadAs(test.app, tokens.alice, await pngWithMetadata(), 'store.png');
    const [template] = await db
      .insert(storeTemplates)
      .values({
        name: 'corner-booth',
        title: 'corner booth',
        description: 'A store',
        avatar: pictureUrl,
        price: '15',
        modelFile: modelUrl,
        categoryId: 58,
        subCategoryId: 5802,
      })
      .returning({ id: storeTemplates.id });
    templateId = template!.id;
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses alice, not pro, a VR Stores NFT from a template, and stores nothing', async () => {
    const before = await counts();
    const store = await createStore(tokens.alice);
    expect(store.statusCode).toBe(403);
    expect(store.json()).toMatchObject({
      code: 'PRO_ACCOUNT_REQUIRED',
      message: 'This category needs a pro account.',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses the NFT of a store alice already has, leaving the store free', async () => {
    const [store] = await test.components.db
      .insert(vrStores)
      .values({
        id: 'a1b2c3d4e5f60718293a',
        templateId,
        userId: aliceId,
        name: 'Old corner',
        categoryId: 5802,
      })
      .returning();
    const before = await counts();
    const response = await storeNft(tokens.alice, `http://localhost/vr-stores/${store!.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PRO_ACCOUNT_REQUIRED');
    // No NFT holds the store.
    expect(await test.components.db.select().from(nfts).where(eq(nfts.storeId, store!.id))).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('lets a pro user create the store and its NFT', async () => {
    const store = await createStore(tokens.pro);
    expect(store.statusCode).toBe(200);
    const nft = await storeNft(tokens.pro, store.json().data.url);
    expect(nft.statusCode).toBe(200);
  });

  it('refuses a pro-only media category to alice, by its id or a sub category id; a pro user and an admin pass', async () => {
    const before = await counts();
    for (const categoryId of [56, 5601]) {
      const response = await mediaNft(tokens.alice, categoryId);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PRO_ACCOUNT_REQUIRED');
    }
    expect(await counts()).toEqual(before);
    expect((await mediaNft(tokens.pro, 56)).statusCode).toBe(200);
    expect((await mediaNft(tokens.admin, 56)).statusCode).toBe(400); // an admin must pick the sub category
    const admin = await call('POST', '/api/v1/mp/add-nft', tokens.admin, {
      moralisData: {
        components: { price: '1' },
        category: { categoryId: 56, subCategoryId: 5601 },
        mintingCurrency: 'USDT',
      },
      nftData: { title: 'Mine', file_upload: pictureUrl },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('refuses a category ALLOW_CREATING does not list, to every user', async () => {
    const before = await counts();
    for (const token of [tokens.alice, tokens.pro, tokens.admin]) {
      const response = await mediaNft(token, 57);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'COMING_SOON', message: 'Coming soon!' });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses the free home while vrHomes is not released', async () => {
    const before = await counts();
    const response = await call('POST', '/api/v1/claim-home', tokens.alice, {
      color: '#ff0000',
      title: 'My home',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COMING_SOON');
    expect(await counts()).toEqual(before);
  });

  it('lets alice create in a category open to all', async () => {
    expect((await mediaNft(tokens.alice, 54, modelUrl)).statusCode).toBe(200);
  });
});
