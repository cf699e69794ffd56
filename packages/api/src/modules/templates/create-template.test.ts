import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nftRow } from '@vrmarket/testkit/database';
import { glb } from '@vrmarket/testkit/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp, uploadAs } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import {
  modelTemplateMeshes,
  modelTemplates,
  modelTemplateTextures,
  nfts,
  users,
} from '../../db/schema/index.ts';

/** The customiser's total is what the created NFT costs to mint: the api's sum over its own template. */
describe('an NFT made from a template is priced by the template', () => {
  let test: TestApp;
  let dataDir: string;
  let alice = '';
  let admin = '';
  let modelUrl = '';
  let templateId = '';
  let roof = '';
  let chimney = '';
  let slate = '';
  let brick = '';

  const create = (
    token: string,
    components: object,
    category = { categoryId: 54, categoryName: 'vr3DNFTs' },
  ) =>
    injectAs(test.app, 'POST', '/api/v1/mp/add-nft', token, {
      moralisData: { components: { price: '999', ...components }, category, currency: 'VRA' },
      nftData: { title: 'My cottage', file_upload: modelUrl, model_file: modelUrl },
    });
  const row = (id: string) => nftRow(test.components.db, id);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-create-template-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const { db } = test.components;
    const make = createFactory(db);
    await make.categories([
      { id: 51, name: 'vrHomes' },
      { id: 5101, name: 'Cottages', parentCategoryId: 51 },
      { id: 54, name: 'vr3DNFTs' },
    ]);
    await make.openForCreating({ open: [51, 54], normal: [51, 54] });
    const aliceUser = await make.user('alice', 1);
    const adminUser = await make.user('admin', 2);
    await db.update(users).set({ isAdminMarket: true }).where(eq(users.id, adminUser.id));
    alice = (await test.components.tokens.issue({ id: aliceUser.id, username: 'alice' })).accessToken;
    admin = (await test.components.tokens.issue({ id: adminUser.id, username: 'admin' })).accessToken;
    modelUrl = await uploadAs(test.app, alice, await glb(8, 32), 'cottage.glb');
    const [template] = await db
      .insert(modelTemplates)
      .values({
        name: 'cottage',
        title: 'Cottage',
        price: '30',
        area: '42.5',
        modelFile: '/m/c.glb',
        categoryId: 51,
        subCategoryId: 5101,
      })
      .returning({ id: modelTemplates.id });
    const meshes = await db
      .insert(modelTemplateMeshes)
      .values([
        { templateId: template!.id, name: 'Roof', title: 'Roof', price: '4', required: true, order: 0 },
        { templateId: template!.id, name: 'Chimney', title: 'Chimney', price: '2', order: 1 },
      ])
      .returning({ id: modelTemplateMeshes.id });
    const textures = await db
      .insert(modelTemplateTextures)
      .values([
        { meshId: meshes[0]!.id, name: 'Slate', price: '3', file: '/m/slate.png', avatar: '/m/slate.png' },
        { meshId: meshes[1]!.id, name: 'Brick', price: '1.25', file: '/m/brick.png' },
      ])
      .returning({ id: modelTemplateTextures.id });
    templateId = String(template!.id);
    [roof, chimney] = meshes.map((mesh) => String(mesh.id)) as [string, string];
    [slate, brick] = textures.map((texture) => String(texture.id)) as [string, string];
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("mints at the template's total in USDT, whatever price the client sends", async () => {
    const response = await create(alice, {
      model3dId: templateId,
      parts: [
        { id: roof, textureId: slate },
        { id: chimney, textureId: brick },
      ],
    });
    expect(response.statusCode).toBe(200);
    // 30 + roof 4 + slate 3 + chimney 2 + brick 1.25
    expect(response.json().data.nft).toMatchObject({
      mintingPrice: '40.25',
      mintingCurrency: 'USDT',
      isShow: false,
    });
    const created = await row(response.json().data.nft.id);
    expect(created).toMatchObject({ categoryId: 51, subCategoryId: 5101, currency: 'USDT' });
    expect(created.components).toMatchObject({
      model3dId: templateId,
      model3dName: 'cottage',
      model3dTitle: 'Cottage',
      area: 42.5,
      parts: [
        {
          id: roof,
          meshName: 'Roof',
          textureId: slate,
          textureName: 'Slate',
          textureThumbnails: '/m/slate.png',
        },
        { id: chimney, meshName: 'Chimney', textureId: brick, textureName: 'Brick' },
      ],
    });
  });

  it('counts the required parts even when left out, and an admin gets the same price', async () => {
    const response = await create(admin, { model3dId: templateId, parts: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nft).toMatchObject({
      mintingPrice: '34',
      mintingCurrency: 'USDT',
      isVerified: true,
    });
  });

  it('refuses an unknown template, a part of none of its meshes and a material of another part', async () => {
    const before = (await test.components.db.select().from(nfts)).length;
    expect((await create(alice, { model3dId: '999999' })).statusCode).toBe(404);
    const foreignPart = await create(alice, { model3dId: templateId, parts: [{ id: '999999' }] });
    expect(foreignPart.statusCode).toBe(400);
    expect(foreignPart.json().code).toBe('VALIDATION_FAILED');
    const wrongMaterial = await create(alice, {
      model3dId: templateId,
      parts: [{ id: chimney, textureId: slate }],
    });
    expect(wrongMaterial.json().code).toBe('VALIDATION_FAILED');
    expect(await test.components.db.select().from(nfts)).toHaveLength(before);
  });

  it('an upload without a template stays priced 0 for a non-admin', async () => {
    const response = await create(alice, {});
    expect(response.json().data.nft.mintingPrice).toBe('0');
  });
});
