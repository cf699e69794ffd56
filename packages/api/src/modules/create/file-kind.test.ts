import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { glb, pngWithMetadata } from '@vrmarket/testkit/media';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { multipart } from '../../../test/media-fixtures.ts';
import { media, nfts } from '../../db/schema/index.ts';

const NOT_SUPPORTED = 'File format not supported! (Supported file formats: .glb, .gltf)';

/** The form decides what a file may be, by its bytes: the 3D model form takes glTF and glb only. */
describe('the 3D model form takes models only, whatever the file is called', () => {
  let test: TestApp;
  let dataDir: string;
  let token = '';
  let picture: Buffer;

  const upload = (content: Buffer, name: string, query = '') => {
    const body = multipart([{ field: 'file', name, content }]);
    return test.app.inject({
      method: 'POST',
      url: `/api/v1/uploads${query}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const payload = (categoryId: number, nftData: object) => ({
    moralisData: { components: {}, category: { categoryId } },
    nftData: { title: 'My model', ...nftData },
  });
  const stored = async () => {
    const { db } = test.components;
    const [nftRows] = await db.select({ n: count() }).from(nfts);
    const [mediaRows] = await db.select({ n: count() }).from(media);
    const files = await readdir(path.join(dataDir, 'media')).catch(() => []);
    return { nfts: nftRows!.n, media: mediaRows!.n, files: files.sort() };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-file-kind-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const make = createFactory(test.components.db);
    await make.categories([
      { id: 54, name: 'vr3DNFTs' },
      { id: 55, name: 'vrStableNFTs' },
    ]);
    await make.openForCreating({ open: [54, 55], normal: [54, 55] });
    const alice = await make.user('alice', 1);
    token = (await test.components.tokens.issue({ id: alice.id, username: 'alice' })).accessToken;
    picture = await pngWithMetadata(40, 30);
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a PNG named bad.glb at upload when the form declares a model, storing nothing', async () => {
    const before = await stored();
    const response = await upload(picture, 'bad.glb', '?kind=model');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'FILE_FORMAT_NOT_SUPPORTED_WITH_LIST',
      message: NOT_SUPPORTED,
    });
    expect(await stored()).toEqual(before);
    // A real model passes the same check.
    const model = await upload(await glb(8, 16), 'good.glb', '?kind=model');
    expect(model.statusCode).toBe(200);
    expect(model.json().mediaType).toBe('model/gltf-binary');
  });

  it('refuses to make a 3D model NFT of an upload that is a picture; no NFT is stored', async () => {
    const url = (await upload(picture, 'bad.glb')).json().url as string;
    const before = await stored();
    const response = await injectAs(
      test.app,
      'POST',
      '/api/v1/mp/add-nft',
      token,
      payload(54, { file_upload: url }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(NOT_SUPPORTED);
    const asModel = await injectAs(
      test.app,
      'POST',
      '/api/v1/mp/add-nft',
      token,
      payload(54, { model_file: url }),
    );
    expect(asModel.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    // The same picture makes an NFT on a form that takes pictures.
    const media = await injectAs(
      test.app,
      'POST',
      '/api/v1/mp/add-nft',
      token,
      payload(55, { file_upload: url }),
    );
    expect(media.statusCode).toBe(200);
  });

  it('refuses the multipart form with a PNG named bad.glb on the 3D model form and keeps none of it', async () => {
    const before = await stored();
    const body = multipart(
      [{ field: 'nftData[file_upload]', name: 'bad.glb', content: await pngWithMetadata(24, 24) }],
      {
        'moralisData[category][categoryId]': '54',
        'nftData[title]': 'Not a model',
      },
    );
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/mp/add-nft',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(NOT_SUPPORTED);
    expect(await stored()).toEqual(before);
  });

  it('still makes a 3D model NFT of a model', async () => {
    const url = (await upload(await glb(8, 16), 'chair.glb', '?kind=model')).json().url as string;
    const response = await injectAs(
      test.app,
      'POST',
      '/api/v1/mp/add-nft',
      token,
      payload(54, { file_upload: url }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nft.glbUrl).toBe(url);
  });
});
