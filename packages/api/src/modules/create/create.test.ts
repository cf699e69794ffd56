import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nftRow } from '@vrmarket/testkit/database';
import { glb, mp4, pngWithMetadata } from '@vrmarket/testkit/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp, uploadAs } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { multipart } from '../../../test/media-fixtures.ts';
import { activities, nfts, users } from '../../db/schema/index.ts';

describe('create and verify NFTs', () => {
  let test: TestApp;
  let dataDir: string;
  const tokens: Record<'alice' | 'admin' | 'nowallet', string> = { alice: '', admin: '', nowallet: '' };
  let modelUrl: string;
  let imageUrl: string;
  let videoUrl: string;

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    injectAs(test.app, method, url, token, payload);
  const uploadUrl = (content: Buffer, name: string) => uploadAs(test.app, tokens.alice, content, name);
  const payload = (overrides: { moralisData?: object; nftData?: object } = {}) => ({
    moralisData: {
      components: {},
      category: { categoryId: 54, categoryName: 'vr3DNFTs' },
      mintingCurrency: 'USDT',
      ...overrides.moralisData,
    },
    nftData: { title: 'My chair', file_upload: modelUrl, ...overrides.nftData },
  });
  const create = (token: string | null, body: object = payload()) =>
    call('POST', '/api/v1/mp/add-nft', token, body);
  const nftRowOf = (id: string) => nftRow(test.components.db, id);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-create-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const make = createFactory(test.components.db);
    await make.categories([
      { id: 54, name: 'vr3DNFTs' },
      { id: 56, name: 'vrAssets' },
      { id: 60, name: 'Digital Humans' },
      { id: 61, name: '2D Avatar', parentCategoryId: 60 },
      { id: 62, name: '3D Avatar', parentCategoryId: 60 },
    ]);
    await make.openForCreating({ open: [54, 56, 60], normal: [54, 56, 60] });
    const alice = await make.user('alice', 1);
    const admin = await make.user('admin', 2);
    const nowallet = await make.user('nowallet');
    await test.components.db.update(users).set({ isAdminMarket: true }).where(eq(users.id, admin.id));
    for (const [name, user] of [
      ['alice', alice],
      ['admin', admin],
      ['nowallet', nowallet],
    ] as const) {
      tokens[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
    }
    modelUrl = await uploadUrl(await glb(8, 32), 'chair.glb');
    imageUrl = await uploadUrl(await pngWithMetadata(), 'poster.png');
    videoUrl = await uploadUrl(mp4(), 'clip.mp4');
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses visitors and users without a linked wallet', async () => {
    expect((await create(null)).statusCode).toBe(401);
    const response = await create(tokens.nowallet);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('WALLET_NOT_LINKED');
  });

  it.each([
    ['an empty title', { nftData: { title: '   ' } }, 'INVALID_TITLE'],
    ['a title of 51 characters', { nftData: { title: 'x'.repeat(51) } }, 'INVALID_TITLE'],
    [
      'a sub category of another category',
      { moralisData: { category: { categoryId: 54, subCategoryId: 61 } } },
      'INVALID_SUB_TYPE',
    ],
    ['an attached link that is no URL', { nftData: { attached_link: 'not a url' } }, 'INVALID_URL'],
    [
      'a file URL the api did not answer',
      { nftData: { file_upload: 'https://elsewhere.example/x.glb' } },
      'INVALID_URL',
    ],
    ['no file', { nftData: { file_upload: undefined } }, 'EMPTY_FILE'],
    [
      'half a property row',
      { nftData: { properties: [{ label: 'Colour', value: '' }] } },
      'PROPERTIES_INVALID',
    ],
  ])('answers the spec code for %s and stores nothing', async (_label, overrides, code) => {
    const before = await test.components.db.select().from(nfts);
    const response = await create(tokens.alice, payload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await test.components.db.select().from(nfts)).toHaveLength(before.length);
  });

  it("ignores a non-admin's price, currency and isShow: priced 0, hidden, unverified, owned by their wallet", async () => {
    const response = await create(
      tokens.alice,
      payload({
        moralisData: { components: { price: '99' }, currency: 'VRA', mintingCurrency: 'VRA', isShow: true },
        nftData: {
          avatar: imageUrl,
          styles: ['Modern'],
          attached_link: 'https://example.com',
          properties: [{ label: 'Colour', value: 'Red' }],
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { nft } = response.json().data;
    expect(response.json().status_code).toBe(200);
    expect(nft).toMatchObject({
      tokenId: null,
      onchain: false,
      mintingPrice: '0',
      mintingCurrency: 'USDT',
      glbUrl: modelUrl,
      isVerified: false,
      isShow: false,
    });
    const row = await nftRowOf(nft.id);
    expect(row).toMatchObject({
      ownerAddress: '0x0000000000000000000000000000000000000001',
      isShow: false,
      isVerified: false,
      purchaseStatus: 7,
    });
    expect(JSON.parse(row.components.properties!)).toEqual({
      Colour: 'Red',
      Styles: 'Modern',
      Attached: 'https://example.com',
    });
    expect(row.metadata.image).toBe(imageUrl);
    // Hidden from the market, but in the owner's own list with its status.
    const market = await call('GET', '/api/v1/nft?limit=100', null);
    expect(market.json().results.map((item: { id: string }) => item.id)).not.toContain(nft.id);
    const own = await call('GET', `/api/v1/nft?ownerAddress=${row.ownerAddress}&limit=100`, tokens.alice);
    expect(own.json().results.find((item: { id: string }) => item.id === nft.id)).toMatchObject({
      verificationStatus: 'PENDING',
    });
  });

  it('lets an admin-market user set price, currency and isShow; verified at once', async () => {
    const response = await create(
      tokens.admin,
      payload({
        moralisData: {
          components: { price: '12.5' },
          mintingCurrency: 'VRA',
          isShow: true,
          category: { categoryId: 60, subCategoryId: 62 },
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nft).toMatchObject({
      mintingPrice: '12.5',
      mintingCurrency: 'VRA',
      isVerified: true,
      isShow: true,
    });
    const row = await nftRowOf(response.json().data.nft.id);
    expect(row).toMatchObject({ purchaseStatus: 0, subCategoryId: 62 });
  });

  it("checks an admin's price and sub category", async () => {
    const bad = await create(tokens.admin, payload({ moralisData: { components: { price: '-1' } } }));
    expect(bad.json().code).toBe('INVALID_PRICE');
    const noSub = await create(
      tokens.admin,
      payload({ moralisData: { components: { price: '1' }, category: { categoryId: 60 } } }),
    );
    expect(noSub.json().code).toBe('INVALID_SUB_TYPE');
  });

  it('creates image and video NFTs too (on a form that takes them)', async () => {
    const media = (file_upload: string) =>
      payload({ moralisData: { category: { categoryId: 56 } }, nftData: { file_upload } });
    const image = await create(tokens.alice, media(imageUrl));
    expect(image.json().data.nft.glbUrl).toBeNull();
    expect((await nftRowOf(image.json().data.nft.id)).components).toMatchObject({
      mediaUrl: imageUrl,
      mediaType: 'image/png',
    });
    const video = await create(tokens.alice, media(videoUrl));
    expect((await nftRowOf(video.json().data.nft.id)).components.mediaType).toBe('video/mp4');
  });

  it('accepts the multipart form with the file in file_upload', async () => {
    const body = multipart(
      [{ field: 'nftData[file_upload]', name: 'pic.png', content: await pngWithMetadata(20, 20) }],
      {
        'moralisData[category][categoryId]': '56',
        'moralisData[isShow]': 'true',
        'nftData[title]': 'From a form',
        'nftData[properties][0][label]': 'Size',
        'nftData[properties][0][value]': 'L',
      },
    );
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/mp/add-nft',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens.alice}` },
    });
    expect(response.json()).toMatchObject({ status_code: 200 });
    const row = await nftRowOf(response.json().data.nft.id);
    expect(row).toMatchObject({ title: 'From a form', isShow: false });
    expect(row.components.mediaUrl).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const document = (await call('GET', '/api/docs/json', null)).json();
    for (const route of [
      '/api/v1/uploads',
      '/api/v1/mp/add-nft',
      '/api/v1/mp/verification',
      '/api/v1/mp/verification/{id}/approve',
      '/api/v1/mp/verification/{id}/reject',
    ]) {
      expect(Object.keys(document.paths)).toContain(route);
    }
  });

  describe('verification', () => {
    let pendingId: string;
    beforeAll(async () => {
      pendingId = (await create(tokens.alice, payload({ nftData: { title: 'To review' } }))).json().data.nft
        .id;
    });

    it('is for admin-market users only', async () => {
      expect((await call('GET', '/api/v1/mp/verification', null)).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/mp/verification', tokens.alice)).statusCode).toBe(403);
      expect(
        (await call('POST', `/api/v1/mp/verification/${pendingId}/approve`, tokens.alice, {})).statusCode,
      ).toBe(403);
      const reject = await call('POST', `/api/v1/mp/verification/${pendingId}/reject`, tokens.alice, {
        reason: 'no',
      });
      expect(reject.statusCode).toBe(403);
      expect((await nftRowOf(pendingId)).isVerified).toBe(false);
    });

    it('lists the pending NFTs newest first with their media', async () => {
      const response = await call('GET', '/api/v1/mp/verification?limit=100', tokens.admin);
      expect(response.statusCode).toBe(200);
      const [first] = response.json().results;
      expect(first).toMatchObject({ id: pendingId, verificationStatus: 'PENDING', glbUrl: modelUrl });
      expect(response.json().results.every((item: { isVerified: boolean }) => !item.isVerified)).toBe(true);
    });

    it('rejects with a reason the creator sees in the inventory and activity', async () => {
      const empty = await call('POST', `/api/v1/mp/verification/${pendingId}/reject`, tokens.admin, {
        reason: ' ',
      });
      expect(empty.statusCode).toBe(400);
      const response = await call('POST', `/api/v1/mp/verification/${pendingId}/reject`, tokens.admin, {
        reason: 'Blurry',
      });
      expect(response.json()).toMatchObject({
        verificationStatus: 'REJECTED',
        rejectionReason: 'Blurry',
        isShow: false,
      });
      const own = await call(
        'GET',
        `/api/v1/nft?ownerAddress=0x0000000000000000000000000000000000000001&limit=100`,
        tokens.alice,
      );
      expect(own.json().results.find((item: { id: string }) => item.id === pendingId)).toMatchObject({
        verificationStatus: 'REJECTED',
        rejectionReason: 'Blurry',
      });
      const [activity] = await test.components.db
        .select()
        .from(activities)
        .where(eq(activities.nftId, Number(pendingId)));
      expect(activity).toMatchObject({ type: 'CREATED', status: 'REJECTED' });
      const queue = await call('GET', '/api/v1/mp/verification?limit=100', tokens.admin);
      expect(queue.json().results.map((item: { id: string }) => item.id)).not.toContain(pendingId);
      // The creator's bell says so, and links to the NFT.
      const bell = (await call('GET', '/api/v1/notifications', tokens.alice)).json();
      expect(bell.results[0]).toMatchObject({ kind: 'NFT_REJECTED', nftId: pendingId, nftName: 'To review' });
      expect((await call('GET', '/api/v1/notifications', tokens.admin)).json().total).toBe(0);
    });

    it('approves: verified, shown, mintable; the activity turns SUCCESS', async () => {
      const response = await call('POST', `/api/v1/mp/verification/${pendingId}/approve`, tokens.admin, {});
      expect(response.json()).toMatchObject({
        verificationStatus: 'VERIFIED',
        isVerified: true,
        isShow: true,
        rejectionReason: null,
      });
      expect(await nftRowOf(pendingId)).toMatchObject({ purchaseStatus: 0, isVerified: true });
      const bell = (await call('GET', '/api/v1/notifications', tokens.alice)).json();
      expect(bell.results.slice(0, 2).map((n: { kind: string }) => n.kind)).toEqual([
        'NFT_APPROVED',
        'NFT_REJECTED',
      ]);
      expect(bell.unread).toBeGreaterThanOrEqual(2);
      const [activity] = await test.components.db
        .select()
        .from(activities)
        .where(eq(activities.nftId, Number(pendingId)));
      expect(activity?.status).toBe('SUCCESS');
      const again = await call('POST', `/api/v1/mp/verification/${pendingId}/approve`, tokens.admin, {});
      expect(again.statusCode).toBe(409);
      expect(
        (await call('POST', '/api/v1/mp/verification/999999/approve', tokens.admin, {})).statusCode,
      ).toBe(404);
    });
  });
});
