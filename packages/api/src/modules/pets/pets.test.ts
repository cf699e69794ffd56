import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PurchaseStatus } from '@vrmarket/domain';
import { glb, pngWithMetadata } from '@vrmarket/testkit/media';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliceBobAndAdmin, createTestApp, injectAs, type TestApp, uploadAs } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { nfts, petCombos, petModelParts, petModels, petModelTextures } from '../../db/schema/index.ts';

describe('bulk pets and publish', () => {
  let test: TestApp;
  let dataDir: string;
  const tokens: Record<'alice' | 'bob' | 'admin', string> = { alice: '', bob: '', admin: '' };
  let modelUrl: string;
  let imageUrl: string;
  let modelId: number;
  let comboIds: number[] = [];

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    injectAs(test.app, method, url, token, payload);
  const uploadUrl = (content: Buffer, name: string) => uploadAs(test.app, tokens.admin, content, name);
  const payload = (title: string) => ({
    // The client's category is overruled by the pet model's.
    moralisData: {
      components: { price: '12' },
      category: { categoryId: 54 },
      mintingCurrency: 'USDT',
      isShow: true,
    },
    nftData: { title, file_upload: modelUrl, avatar: imageUrl },
  });
  const createCombo = (id: number, token: string | null = tokens.admin) =>
    call('POST', `/api/v1/pet-combos/${id}/nft`, token, payload(`Pet ${id}`));
  const petNfts = async () => {
    const linked = await test.components.db.select().from(petCombos).where(eq(petCombos.modelId, modelId));
    const all = await test.components.db.select().from(nfts).where(eq(nfts.categoryId, 59));
    return { linked: linked.filter((combo) => combo.nftId !== null), all };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-pets-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const { db } = test.components;
    const make = createFactory(db);
    await make.categories([
      { id: 54, name: 'vr3DNFTs' },
      { id: 59, name: 'BizPet' },
      { id: 70, name: 'Dogs', parentCategoryId: 59 },
    ]);
    Object.assign(tokens, await aliceBobAndAdmin(test));
    modelUrl = await uploadUrl(await glb(8, 32), 'pet.glb');
    imageUrl = await uploadUrl(await pngWithMetadata(), 'pet.png');

    const [model] = await db
      .insert(petModels)
      .values({
        name: 'pup',
        title: 'Pup',
        modelFile: '/m/pup.glb',
        price: '20',
        categoryId: 59,
        subCategoryId: 70,
      })
      .returning();
    modelId = model!.id;
    const [body, hat] = await db
      .insert(petModelParts)
      .values([
        { modelId, name: 'Body', title: 'Body', required: true, order: 0 },
        { modelId, name: 'Hat', title: 'Hat', order: 1 },
      ])
      .returning();
    const [fur] = await db
      .insert(petModelTextures)
      .values([{ partId: body!.id, name: 'Fur', file: '/m/fur.png' }])
      .returning();
    const rows = await db
      .insert(petCombos)
      .values(
        Array.from({ length: 10 }, (_, index) => ({
          modelId,
          name: `Pup #${index + 1}`,
          collectionName: 'Pups',
          data: [
            { id: body!.id, textureId: index % 2 === 0 ? fur!.id : null },
            ...(index % 3 === 0 ? [{ id: hat!.id, textureId: null }] : []),
          ],
        })),
      )
      .returning({ id: petCombos.id });
    comboIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is for admin-market users only: 401 for visitors, 403 for other users', async () => {
    for (const url of ['/api/v1/pet-models', `/api/v1/pet-combos?model_id=${modelId}`]) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      const refused = await call('GET', url, tokens.alice);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    expect((await createCombo(comboIds[0]!, null)).statusCode).toBe(401);
    expect((await createCombo(comboIds[0]!, tokens.alice)).statusCode).toBe(403);
    expect((await petNfts()).all).toHaveLength(0);
  });

  it('lists a model’s combos 8 a page with results, totalResults and totalPages', async () => {
    const first = await call('GET', `/api/v1/pet-combos?model_id=${modelId}&page=1&limit=8`, tokens.admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalResults: 10, totalPages: 2, page: 1, limit: 8 });
    expect(first.json().results).toHaveLength(8);
    const combo = first.json().results[0];
    expect(combo).toMatchObject({ name: 'Pup #1', collectionName: 'Pups', nftId: null, glbUrl: null });
    expect(combo.data).toEqual([
      expect.objectContaining({ meshName: 'Body', textureName: 'Fur', textureFile: '/m/fur.png' }),
      expect.objectContaining({ meshName: 'Hat', textureId: null }),
    ]);
    expect(combo.model).toMatchObject({ title: 'Pup', modelFile: '/m/pup.glb', partNames: ['Body', 'Hat'] });
    const second = await call('GET', `/api/v1/pet-combos?model_id=${modelId}&page=2`, tokens.admin);
    expect(second.json().results.map((item: { name: string }) => item.name)).toEqual(['Pup #9', 'Pup #10']);
    expect(
      (await call('GET', `/api/v1/pet-combos?model_id=${modelId}&limit=9`, tokens.admin)).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/v1/pet-combos', tokens.admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/pet-combos?model_id=999', tokens.admin)).statusCode).toBe(404);
  });

  it("creates a combo's NFT in the model's category, verified, and links the combo to its id and glb", async () => {
    const response = await createCombo(comboIds[0]!);
    expect(response.json()).not.toHaveProperty('code');
    expect(response.statusCode).toBe(200);
    const { created, nft, combo } = response.json();
    expect(created).toBe(true);
    expect(combo).toMatchObject({ id: comboIds[0], nftId: nft.id, glbUrl: nft.glbUrl });
    expect(nft.glbUrl).toBe(modelUrl);
    const [row] = await test.components.db
      .select()
      .from(nfts)
      .where(eq(nfts.id, Number(nft.id)));
    expect(row).toMatchObject({
      categoryId: 59,
      subCategoryId: 70,
      isVerified: true,
      isShow: true,
      mintingPrice: '12',
      purchaseStatus: PurchaseStatus.NONE,
    });
    expect(row!.components.parts).toEqual([
      expect.objectContaining({ meshName: 'Body', textureName: 'Fur', textureThumbnails: '/m/fur.png' }),
      { id: expect.any(String), meshName: 'Hat' },
    ]);
    const models = await call('GET', '/api/v1/pet-models', tokens.admin);
    expect(models.json()).toEqual([
      expect.objectContaining({ id: modelId, totalCombos: 10, createdCombos: 1, partNames: ['Body', 'Hat'] }),
    ]);
  });

  it('re-running a half-done batch creates no duplicates', async () => {
    // The first run stopped after four combos (the first was made above).
    for (const id of comboIds.slice(1, 4)) expect((await createCombo(id)).json().created).toBe(true);
    const before = await petNfts();
    expect(before.linked).toHaveLength(4);
    expect(before.all).toHaveLength(4);
    const firstIds = new Map(before.linked.map((combo) => [combo.id, String(combo.nftId)]));

    // The re-run goes through the whole batch again; one combo is even sent twice at once.
    const answers = [];
    for (const id of comboIds) answers.push((await createCombo(id)).json());
    const [twiceA, twiceB] = await Promise.all([createCombo(comboIds[9]!), createCombo(comboIds[9]!)]);
    expect(answers.map((answer) => answer.created)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    for (const answer of answers.slice(0, 4)) expect(answer.nft.id).toBe(firstIds.get(answer.combo.id));
    expect([twiceA.json().created, twiceB.json().created]).toEqual([false, false]);
    expect(twiceA.json().nft.id).toBe(answers[9].nft.id);

    const after = await petNfts();
    expect(after.linked).toHaveLength(10);
    expect(after.all).toHaveLength(10);
    expect(new Set(after.linked.map((combo) => combo.nftId)).size).toBe(10);
  });

  it('a refused creation links nothing and stores no NFT', async () => {
    const [extra] = await test.components.db
      .insert(petCombos)
      .values({ modelId, name: 'Pup #11', collectionName: 'Pups', data: [] })
      .returning({ id: petCombos.id });
    const response = await call('POST', `/api/v1/pet-combos/${extra!.id}/nft`, tokens.admin, {
      ...payload('   '),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TITLE');
    const [combo] = await test.components.db.select().from(petCombos).where(eq(petCombos.id, extra!.id));
    expect(combo!.nftId).toBeNull();
    expect((await petNfts()).all).toHaveLength(10);
  });

  describe('publish', () => {
    let modelNftId: string;
    let imageNftId: string;
    let newGlb: string;
    let newImage: string;
    const publish = (id: string, token: string | null, body = { glbUrl: newGlb, imageUrl: newImage }) =>
      call('POST', `/api/v1/nft/${id}/publish`, token, body);

    beforeAll(async () => {
      const make = createFactory(test.components.db);
      const model = await make.nft({
        ownerAddress: '0x0000000000000000000000000000000000000001',
        purchaseStatus: PurchaseStatus.OWNED,
        glbUrl: modelUrl,
        components: { mediaUrl: modelUrl, mediaType: 'model/gltf-binary' },
        metadata: { image: imageUrl },
      });
      const image = await make.nft({
        ownerAddress: '0x0000000000000000000000000000000000000001',
        purchaseStatus: PurchaseStatus.OWNED,
        components: { mediaUrl: imageUrl, mediaType: 'image/png' },
      });
      modelNftId = String(model.id);
      imageNftId = String(image.id);
      newGlb = await uploadUrl(await glb(12, 16), 'published.glb');
      newImage = await uploadUrl(await pngWithMetadata(32, 32), 'published.png');
    });

    it('is owner-only: visitors 401, another user 403, nothing changes', async () => {
      expect((await publish(modelNftId, null)).statusCode).toBe(401);
      const refused = await publish(modelNftId, tokens.bob);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await publish(modelNftId, tokens.admin)).statusCode).toBe(403);
      const [row] = await test.components.db
        .select()
        .from(nfts)
        .where(eq(nfts.id, Number(modelNftId)));
      expect(row!.glbUrl).toBe(modelUrl);
    });

    it('refuses while the NFT is listed (the market holds it; its owner is the seller)', async () => {
      const make = createFactory(test.components.db);
      const listed = await make.nft({
        ownerAddress: '0x00000000000000000000000000000000000000aa',
        seller: '0x0000000000000000000000000000000000000001',
        purchaseStatus: PurchaseStatus.SELLING,
        glbUrl: modelUrl,
      });
      const response = await publish(String(listed.id), tokens.alice);
      expect(response.statusCode).toBe(409);
      expect((await publish(String(listed.id), tokens.bob)).statusCode).toBe(403);
    });

    it('refuses an NFT that is no 3D model and files that are not our uploads of the right kind', async () => {
      expect((await publish(imageNftId, tokens.alice)).statusCode).toBe(409);
      const foreign = await publish(modelNftId, tokens.alice, {
        glbUrl: 'https://elsewhere.example/x.glb',
        imageUrl: newImage,
      });
      expect(foreign.json().code).toBe('INVALID_URL');
      const swapped = await publish(modelNftId, tokens.alice, { glbUrl: newImage, imageUrl: newGlb });
      expect(swapped.statusCode).toBe(400);
    });

    it("replaces the owner's model NFT media with the exported model and picture", async () => {
      const response = await publish(modelNftId, tokens.alice);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: modelNftId, glbUrl: newGlb, image: newImage });
      const [row] = await test.components.db
        .select()
        .from(nfts)
        .where(inArray(nfts.id, [Number(modelNftId)]));
      expect(row!.glbUrl).toBe(newGlb);
      expect(row!.metadata.image).toBe(newImage);
      expect(row!.components).toMatchObject({
        mediaUrl: newGlb,
        model3dThumbnails: newImage,
        publishedAt: response.json().publishedAt,
      });
    });
  });
});
