import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PurchaseStatus } from '@vrmarket/domain';
import { glb, pngWithMetadata } from '@vrmarket/testkit/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliceBobAndAdmin, createTestApp, injectAs, type TestApp, uploadAs } from '../../../test/app.ts';
import { createFactory, wallet } from '../../../test/factory.ts';
import { nfts } from '../../db/schema/index.ts';
import { PROJECTION_WRITES_PER_MINUTE } from '../../http/security.ts';

/** Publishing new media for an approved NFT: the new media is reviewed again, unless an admin published it. */
describe('publish puts an approved NFT back in the verification queue', () => {
  let test: TestApp;
  let dataDir: string;
  const tokens = { alice: '', bob: '', admin: '' };
  let modelUrl: string;
  let imageUrl: string;
  let newGlb: string;
  let newImage: string;

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    injectAs(test.app, method, url, token, payload);
  const publish = (id: number, token: string) =>
    call('POST', `/api/v1/nft/${id}/publish`, token, { glbUrl: newGlb, imageUrl: newImage });
  const row = async (id: number) => (await test.components.db.select().from(nfts).where(eq(nfts.id, id)))[0]!;
  /** An approved, shown model NFT of `owner`'s wallet; unminted unless `minted`. */
  const approvedModel = (owner: number, minted = false) =>
    createFactory(test.components.db).nft({
      ownerAddress: wallet(owner),
      seller: null,
      purchaseStatus: minted ? PurchaseStatus.OWNED : PurchaseStatus.NONE,
      isVerified: true,
      isShow: true,
      onchain: minted,
      ...(minted ? {} : { tokenId: null, contractAddress: null }),
      glbUrl: modelUrl,
      components: { mediaUrl: modelUrl, mediaType: 'model/gltf-binary' },
      metadata: { image: imageUrl },
    });
  /** What other users see: the public list (as bob, so no visitor cache answers) and the detail. */
  const seenByOthers = async (id: number) => {
    const list = await call('GET', '/api/v1/nft?limit=100', tokens.bob);
    const listed = (list.json().results as { id: string }[]).some((nft) => nft.id === String(id));
    const detail = await call('GET', `/api/v1/nft/${id}`, null);
    return { listed, detail: detail.statusCode };
  };
  const queued = async (id: number) => {
    const queue = await call('GET', '/api/v1/mp/verification?limit=100', tokens.admin);
    return (queue.json().results as { id: string }[]).some((nft) => nft.id === String(id));
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-publish-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const { db } = test.components;
    const make = createFactory(db);
    await make.categories([{ id: 54, name: 'vr3DNFTs' }]);
    Object.assign(tokens, await aliceBobAndAdmin(test));
    const upload = (content: Buffer, name: string) => uploadAs(test.app, tokens.alice, content, name);
    modelUrl = await upload(await glb(8, 32), 'model.glb');
    imageUrl = await upload(await pngWithMetadata(), 'model.png');
    newGlb = await upload(await glb(12, 16), 'published.glb');
    newImage = await upload(await pngWithMetadata(32, 32), 'published.png');
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("hides an owner's approved NFT until an admin approves its new media", async () => {
    const nft = await approvedModel(1);
    expect(await seenByOthers(nft.id)).toEqual({ listed: true, detail: 200 });

    const response = await publish(nft.id, tokens.alice);
    expect(response.statusCode).toBe(200);
    expect(await row(nft.id)).toMatchObject({
      glbUrl: newGlb,
      isVerified: false,
      isShow: false,
      rejectionReason: null,
      purchaseStatus: PurchaseStatus.UNVERIFIED,
    });
    expect(await seenByOthers(nft.id)).toEqual({ listed: false, detail: 404 });
    expect(await queued(nft.id)).toBe(true);
    // Not mintable while its new media waits.
    const owner = await call('GET', `/api/v1/nft/${nft.id}`, tokens.alice);
    expect(owner.json()).toMatchObject({ isVerified: false, verificationStatus: 'PENDING' });

    const approved = await call('POST', `/api/v1/mp/verification/${nft.id}/approve`, tokens.admin, {});
    expect(approved.statusCode).toBe(200);
    expect(await row(nft.id)).toMatchObject({
      isVerified: true,
      isShow: true,
      purchaseStatus: PurchaseStatus.NONE,
    });
    expect(await seenByOthers(nft.id)).toEqual({ listed: true, detail: 200 });
  });

  it('reviews the new media of a minted NFT too, and keeps its chain state', async () => {
    const nft = await approvedModel(1, true);
    expect((await publish(nft.id, tokens.alice)).statusCode).toBe(200);
    expect(await row(nft.id)).toMatchObject({
      isVerified: false,
      isShow: false,
      onchain: true,
      purchaseStatus: PurchaseStatus.OWNED,
    });
    expect(await seenByOthers(nft.id)).toEqual({ listed: false, detail: 404 });
    expect(await queued(nft.id)).toBe(true);

    const approved = await call('POST', `/api/v1/mp/verification/${nft.id}/approve`, tokens.admin, {});
    expect(approved.statusCode).toBe(200);
    expect(await row(nft.id)).toMatchObject({
      isVerified: true,
      isShow: true,
      purchaseStatus: PurchaseStatus.OWNED,
    });
  });

  it("keeps an admin's own published NFT approved and shown", async () => {
    const nft = await approvedModel(3);
    const response = await publish(nft.id, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(await row(nft.id)).toMatchObject({
      glbUrl: newGlb,
      isVerified: true,
      isShow: true,
      purchaseStatus: PurchaseStatus.NONE,
    });
    expect(await seenByOthers(nft.id)).toEqual({ listed: true, detail: 200 });
    expect(await queued(nft.id)).toBe(false);
  });

  it(`limits a user's publishes to ${PROJECTION_WRITES_PER_MINUTE} a minute: each takes the projections' lock`, async () => {
    // From an address outside loopback (exempt outside production); an NFT nobody has costs a count too.
    const send = (token: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/nft/987654/publish',
        payload: { glbUrl: newGlb, imageUrl: newImage },
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '198.51.100.20',
      });
    for (let i = 0; i < PROJECTION_WRITES_PER_MINUTE; i++)
      expect((await send(tokens.bob)).statusCode).toBe(404);
    expect((await send(tokens.bob)).json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((await send(tokens.alice)).statusCode).toBe(404);
  });
});
