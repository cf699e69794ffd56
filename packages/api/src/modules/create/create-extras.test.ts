import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { glb, pngWithMetadata } from '@vrmarket/testkit/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uploadAs } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { nfts, users } from '../../db/schema/index.ts';
import { insertLandFixtures } from '../lands/lands-fixtures.ts';

/** The pictures a create payload carries beside its media: select-model's number plate, a vrLand's texture. */
describe('number plate and land texture of a creation', () => {
  let test: TestApp;
  let dataDir: string;
  const tokens = { alice: '', admin: '' };
  let modelUrl: string;
  let plateUrl: string;

  const create = (token: string, payload: object) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/mp/add-nft',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const modelPayload = (nftData: object) => ({
    moralisData: { components: {}, category: { categoryId: 54, categoryName: 'vr3DNFTs' } },
    nftData: { title: 'My car', model_file: modelUrl, ...nftData },
  });
  const landPayload = (landId: string, nftData: object) => ({
    moralisData: { components: {}, category: { categoryId: 52, categoryName: 'vrLands' } },
    nftData: { title: 'My land', land_planning_id: landId, ...nftData },
  });
  /** The owner's view of the detail (both NFTs below are hidden from visitors). */
  const detail = async (id: string, token: string) =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/api/v1/nft/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-create-extras-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const make = createFactory(test.components.db);
    await make.categories([
      { id: 54, name: 'vr3DNFTs' },
      { id: 52, name: 'vrLands' },
      { id: 53, name: 'Residential', parentCategoryId: 52 },
    ]);
    await make.openForCreating({ open: [54, 52], normal: [54, 52] });
    await insertLandFixtures(test.components.db);
    const alice = await make.user('alice', 1);
    const admin = await make.user('admin', 2);
    await test.components.db.update(users).set({ isAdminMarket: true }).where(eq(users.id, admin.id));
    tokens.alice = (await test.components.tokens.issue({ id: alice.id, username: 'alice' })).accessToken;
    tokens.admin = (await test.components.tokens.issue({ id: admin.id, username: 'admin' })).accessToken;
    const upload = (content: Buffer, name: string) => uploadAs(test.app, tokens.alice, content, name);
    modelUrl = await upload(await glb(8, 32), 'car.glb');
    plateUrl = await upload(await pngWithMetadata(), 'plate.png');
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the number plate picture with the created NFT and shows it in the detail', async () => {
    const response = await create(tokens.alice, modelPayload({ number_plate_image: plateUrl }));
    expect(response.statusCode).toBe(200);
    const id = response.json().data.nft.id as string;
    const [row] = await test.components.db
      .select()
      .from(nfts)
      .where(eq(nfts.id, Number(id)));
    expect(row?.components.numberPlateImage).toBe(plateUrl);
    expect((await detail(id, tokens.alice)).components.numberPlateImage).toBe(plateUrl);
  });

  it.each([
    ['a foreign url', 'https://elsewhere.example/plate.png'],
    ['a model instead of a picture', 'MODEL'],
  ])('refuses %s as the number plate with INVALID_URL and stores nothing', async (_label, url) => {
    const before = await test.components.db.select().from(nfts);
    const response = await create(
      tokens.alice,
      modelPayload({ number_plate_image: url === 'MODEL' ? modelUrl : url }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_URL');
    expect(await test.components.db.select().from(nfts)).toHaveLength(before.length);
  });

  it("keeps a vrLand's uploaded texture with the land NFT", async () => {
    const response = await create(tokens.admin, landPayload('2', { land_texture: plateUrl }));
    expect(response.statusCode).toBe(200);
    const id = response.json().data.nft.id as string;
    const answer = await detail(id, tokens.admin);
    expect(answer.components).toMatchObject({ landTexture: plateUrl, landId: '2' });
  });

  it('refuses a texture that is not our picture, and the land stays free', async () => {
    const response = await create(tokens.admin, landPayload('3', { land_texture: modelUrl }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_URL');
    const lands = await test.app.inject({ method: 'GET', url: '/api/v1/lands' });
    const land = (lands.json().data as { id: number; nftId: string | null }[]).find((item) => item.id === 3);
    expect(land?.nftId).toBeNull();
  });
});
