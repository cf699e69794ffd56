import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nftRow } from '@vrmarket/testkit/database';
import { glb, pngWithMetadata } from '@vrmarket/testkit/media';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp, uploadAs } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { fireAtOnce, itOnce, PARALLEL_REQUESTS } from '../../../test/parallel.ts';
import { nfts, storeTemplates, users, vrStores } from '../../db/schema/index.ts';

describe('vrStores: templates, create, the NFT and mark-created', () => {
  let test: TestApp;
  let dataDir: string;
  const tokens = { alice: '', bob: '', admin: '', nowallet: '' };
  const templateIds = { booth: 0, hall: 0, expo: 0 };

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    injectAs(test.app, method, url, token, payload);
  const upload = (content: Buffer, name: string) => uploadAs(test.app, tokens.alice, content, name);
  const createStore = (token: string | null, body: object) => call('POST', '/api/v1/vr-stores', token, body);
  const storeIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const addNft = (
    token: string,
    url: string,
    extra: { isShow?: boolean; price?: string; title?: string } = {},
  ) =>
    call('POST', '/api/v1/mp/add-nft', token, {
      moralisData: {
        components: { price: extra.price },
        category: { categoryId: 58, categoryName: 'vrStores' },
        ...(extra.isShow === undefined ? {} : { isShow: extra.isShow }),
      },
      nftData: { title: extra.title ?? 'My store', name: 'My store', resource_url: url },
    });
  const markCreated = (token: string, url: string, categoryName: string) =>
    call('POST', `/api/v1/vr-stores/${storeIdOf(url)}/created`, token, { category_name: categoryName });
  const storeRow = async (url: string) =>
    (
      await test.components.db
        .select()
        .from(vrStores)
        .where(eq(vrStores.id, storeIdOf(url)))
    )[0]!;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-stores-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const make = createFactory(test.components.db);
    await make.categories([
      { id: 50, name: 'vrMalls' },
      { id: 5002, name: 'vrExpos', parentCategoryId: 50 },
      { id: 58, name: 'vrStores' },
      { id: 5802, name: 'vrBooths', parentCategoryId: 58 },
      { id: 5803, name: 'vrHalls', parentCategoryId: 58 },
    ]);
    await make.openForCreating({ open: [50, 58], normal: [50, 58] });
    for (const [name, walletNumber] of [
      ['alice', 1],
      ['bob', 2],
      ['admin', 3],
      ['nowallet', undefined],
    ] as const) {
      const user = await make.user(name, walletNumber);
      if (name === 'admin')
        await test.components.db.update(users).set({ isAdminMarket: true }).where(eq(users.id, user.id));
      tokens[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
    const model = await upload(await glb(), 'store.glb');
    const picture = await upload(await pngWithMetadata(), 'store.png');
    const template = (name: string, price: string, categoryId: number, subCategoryId: number) => ({
      name,
      title: name.replace(/-/g, ' '),
      description: 'A store',
      avatar: picture,
      price,
      area: '24.5',
      modelFile: model,
      categoryId,
      subCategoryId,
    });
    const rows = await test.components.db
      .insert(storeTemplates)
      .values([
        template('corner-booth', '15', 58, 5802),
        template('grand-hall', '80', 58, 5803),
        template('expo-wing', '40', 50, 5002),
      ])
      .returning({ id: storeTemplates.id });
    [templateIds.booth, templateIds.hall, templateIds.expo] = rows.map((row) => row.id) as [
      number,
      number,
      number,
    ];
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists store templates by group, member and price, with their resource index page', async () => {
    const stores = await call('GET', '/api/v1/store-templates?category_id=58&sort_direction=desc', null);
    expect(stores.statusCode).toBe(200);
    expect(stores.json()).toMatchObject({ total: 2, page: 1 });
    expect(stores.json().results.map((t: { name: string }) => t.name)).toEqual([
      'grand-hall',
      'corner-booth',
    ]);
    const booths = await call('GET', '/api/v1/store-templates?category_id=58&sub_category_id=5802', null);
    expect(booths.json().results).toEqual([
      expect.objectContaining({
        name: 'corner-booth',
        price: '15',
        area: '24.5',
        modelCategoryId: 5802,
        parentCategoryId: 58,
        resourceUrl: '/vr-stores/templates/corner-booth/index.html',
      }),
    ]);
    const index = await call('GET', '/vr-stores/templates/corner-booth/index.html', null);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.body).toContain('corner booth');
    expect(index.body).toContain('24.50 m²');
    expect((await call('GET', '/vr-stores/templates/nothing/index.html', null)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/store-templates?category_id=x', null)).statusCode).toBe(400);
  });

  it('creates a store for a signed-in user with a wallet, for a category of its template', async () => {
    const body = { name: 'Alice Corner', model_id: templateIds.booth, category_name: 'vrBooths' };
    expect((await createStore(null, body)).statusCode).toBe(401);
    expect((await createStore(tokens.nowallet, body)).json()).toMatchObject({ code: 'WALLET_NOT_LINKED' });
    expect((await createStore(tokens.alice, { ...body, category_name: 'vrHalls' })).json()).toMatchObject({
      code: 'INVALID_SUB_TYPE',
    });
    expect((await createStore(tokens.alice, { ...body, category_name: 'vrExpos' })).statusCode).toBe(400);
    expect((await createStore(tokens.alice, { ...body, model_id: 999_999 })).json()).toMatchObject({
      code: 'STORE_TEMPLATE_NOT_FOUND',
    });
    expect((await createStore(tokens.alice, { ...body, name: ' ' })).statusCode).toBe(400);
    expect((await createStore(tokens.alice, { ...body, social_id: 'somebody-else' })).statusCode).toBe(403);
    const before = await test.components.db.select().from(vrStores);
    expect(before).toHaveLength(0);

    const created = await createStore(tokens.alice, body);
    expect(created.statusCode).toBe(200);
    const url = created.json().data.url as string;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/vr-stores\/[a-z0-9]{20}$/);
    const page = await call('GET', new URL(url).pathname, null);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Alice Corner');
    expect(page.body).toContain('Being set up');
    expect((await call('GET', '/vr-stores/abcdefabcdefabcdefab', null)).statusCode).toBe(404);
  });

  it("makes the store's NFT from its template, once, only for its creator; then only the creator marks it created", async () => {
    const url = (
      await createStore(tokens.alice, {
        name: 'Alice Hall',
        model_id: templateIds.hall,
        category_name: 'vrStores',
      })
    ).json().data.url as string;
    const template = (
      await test.components.db.select().from(storeTemplates).where(eq(storeTemplates.id, templateIds.hall))
    )[0]!;

    // Before its NFT exists the store cannot be marked created.
    expect((await markCreated(tokens.alice, url, 'vrStores')).json()).toMatchObject({
      code: 'STORE_NOT_READY',
    });
    // Another user can neither make the NFT of Alice's store nor mark it.
    const stolen = await addNft(tokens.bob, url);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ code: 'NOT_STORE_CREATOR' });
    expect((await markCreated(tokens.bob, url, 'vrStores')).statusCode).toBe(403);
    // The title is checked first, and a refused payload writes nothing.
    expect((await addNft(tokens.alice, url, { title: ' ' })).json()).toMatchObject({ code: 'INVALID_TITLE' });
    expect(await test.components.db.select().from(nfts)).toHaveLength(0);

    const created = await addNft(tokens.alice, url, { price: '1', isShow: true });
    expect(created.statusCode).toBe(200);
    const nftId = created.json().data.nft.id as string;
    const row = await nftRow(test.components.db, nftId);
    expect(row).toMatchObject({
      categoryId: 58,
      subCategoryId: 5803,
      mintingPrice: '80',
      mintingCurrency: 'USDT',
      isShow: false,
      isVerified: false,
      glbUrl: template.modelFile,
      metadata: { image: template.avatar },
    });
    expect(row!.components).toMatchObject({
      customTitle: 'My store',
      model3dId: String(templateIds.hall),
      model3dTitle: 'grand hall',
      resourceUrl: url,
      area: 24.5,
    });
    expect(row!.storeId).toBe(storeIdOf(url));
    const again = await addNft(tokens.alice, url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STORE_TAKEN' });
    expect(await test.components.db.select().from(nfts)).toHaveLength(1);

    expect((await markCreated(tokens.alice, url, 'vrBooths')).json()).toMatchObject({
      code: 'INVALID_SUB_TYPE',
    });
    const marked = await markCreated(tokens.alice, url, 'vrStores');
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ url, nftId });
    const markedAt = (await storeRow(url)).markedCreatedAt;
    expect(markedAt).not.toBeNull();
    // Marking again is harmless.
    expect((await markCreated(tokens.alice, url, 'vrStores')).json().data.createdAt).toBe(
      markedAt!.toISOString(),
    );
    const page = await call('GET', new URL(url).pathname, null);
    expect(page.body).toContain('Open');
    expect(page.body).toContain(`/detail/${nftId}`);
    expect(
      (await call('POST', '/api/v1/vr-stores/nope/created', tokens.alice, { category_name: 'vrStores' }))
        .statusCode,
    ).toBe(400);
  });

  /** The NFTs made of a store's page, rejected ones included. */
  const nftsOfStore = (url: string) =>
    test.components.db
      .select({ id: nfts.id, rejectionReason: nfts.rejectionReason })
      .from(nfts)
      .where(sql`${nfts.components}->>'resourceUrl' = ${url}`);

  itOnce('its creator asking for the NFT of one store again and again gets one', async () => {
    const url = (
      await createStore(tokens.alice, {
        name: 'Busy',
        model_id: templateIds.booth,
        category_name: 'vrStores',
      })
    ).json().data.url as string;
    const { answers, statuses } = await fireAtOnce(() => addNft(tokens.alice, url));
    expect(statuses).toEqual({ 200: 1, 409: PARALLEL_REQUESTS - 1 });
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json()).toMatchObject({ code: 'STORE_TAKEN' });
    expect(await nftsOfStore(url)).toHaveLength(1);
  });

  it("an admin's rejection frees the store: its creator makes its NFT again, once", async () => {
    const url = (
      await createStore(tokens.bob, { name: 'Again', model_id: templateIds.booth, category_name: 'vrStores' })
    ).json().data.url as string;
    const first = await addNft(tokens.bob, url);
    expect(first.statusCode).toBe(200);
    const rejected = await call(
      'POST',
      `/api/v1/mp/verification/${first.json().data.nft.id}/reject`,
      tokens.admin,
      { reason: 'Blurry picture' },
    );
    expect(rejected.statusCode).toBe(200);
    // A rejected NFT is no store's: the store is not ready to open.
    expect((await markCreated(tokens.bob, url, 'vrStores')).json()).toMatchObject({
      code: 'STORE_NOT_READY',
    });
    const second = await addNft(tokens.bob, url);
    expect(second.statusCode).toBe(200);
    const secondId = second.json().data.nft.id as string;
    expect((await addNft(tokens.bob, url)).json()).toMatchObject({ code: 'STORE_TAKEN' });
    expect((await markCreated(tokens.bob, url, 'vrStores')).json().data.nftId).toBe(secondId);
    expect((await nftsOfStore(url)).filter((row) => row.rejectionReason === null)).toEqual([
      { id: Number(secondId), rejectionReason: null },
    ]);
    // Approving the rejected one later cannot give the store two NFTs.
    const late = await call(
      'POST',
      `/api/v1/mp/verification/${first.json().data.nft.id}/approve`,
      tokens.admin,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'STORE_TAKEN' });
  });

  it("gives an admin's store NFT the template price, shown at once", async () => {
    const url = (
      await createStore(tokens.admin, { name: 'Expo', model_id: templateIds.expo, category_name: 'vrMalls' })
    ).json().data.url as string;
    const created = await addNft(tokens.admin, url, { price: '1' });
    expect(created.statusCode).toBe(200);
    const row = await nftRow(test.components.db, created.json().data.nft.id);
    expect(row).toMatchObject({
      categoryId: 50,
      subCategoryId: 5002,
      mintingPrice: '40',
      isShow: true,
      isVerified: true,
    });
  });
});
