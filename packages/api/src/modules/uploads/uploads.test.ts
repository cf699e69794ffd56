import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { glb, jpegWithExif, mp4, pngWithMetadata } from '@vrmarket/testkit/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import {
  corruptGlb,
  gltfJson,
  gltfWithExternalUri,
  multipart,
  pixelFloodPng,
} from '../../../test/media-fixtures.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';
import { media } from '../../db/schema/index.ts';

const FORMATS = '.png, .jpeg, .jpg, .mov, .mp4, .glb, .gltf';

describe.each(['local', 's3'] as const)('POST /api/v1/uploads on %s storage', (kind) => {
  let test: TestApp;
  let dataDir: string;
  let s3: TestS3 | undefined;
  let token: string;

  /** Every stored object's key, whichever the storage. */
  async function storedKeys(): Promise<string[]> {
    if (!s3) return readdir(path.join(dataDir, 'media')).catch(() => []);
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.storageConfig.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.storageConfig.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((entry) => entry.Key!);
  }
  const mediaRows = () => test.components.db.select().from(media);

  const send = (content: Buffer, name = 'file.bin', auth: string | null = token, field = 'file') => {
    const body = multipart([{ field, name, content }]);
    return test.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-uploads-'));
    s3 = kind === 's3' ? await startTestS3() : undefined;
    test = await createTestApp({ DATA_DIR: dataDir, ...(s3?.env ?? {}) });
    const user = await createFactory(test.components.db).user('alice', 1);
    token = (await test.components.tokens.issue({ id: user.id, username: 'alice' })).accessToken;
  });
  afterAll(async () => {
    await test.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('refuses, storing nothing', () => {
    it.each([
      ['a visitor', async () => send(await pngWithMetadata(), 'a.png', null), 401, 'UNAUTHORIZED'],
      ['no file part', async () => send(Buffer.from('x'), 'a.png', token, 'other'), 400, 'EMPTY_FILE'],
      ['an empty file', async () => send(Buffer.alloc(0), 'empty.png'), 400, 'EMPTY_FILE'],
      [
        'a text file renamed .glb',
        async () => send(Buffer.from('just some text, not a model'), 'model.glb'),
        415,
        'FILE_FORMAT_NOT_SUPPORTED_WITH_LIST',
      ],
      [
        'an SVG (script-capable) renamed .png',
        async () =>
          send(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'x.png'),
        415,
        'FILE_FORMAT_NOT_SUPPORTED_WITH_LIST',
      ],
      ['51 MB', async () => send(Buffer.alloc(51 * 1024 * 1024, 1), 'big.mp4'), 413, 'FILE_TOO_LARGE'],
      ['a pixel flood PNG', async () => send(pixelFloodPng(), 'flood.png'), 413, 'FILE_TOO_LARGE'],
      ['a corrupt glb', async () => send(await corruptGlb(), 'broken.glb'), 400, 'MODEL_ERROR'],
      [
        'a glTF with an external URI',
        async () => send(await gltfWithExternalUri(), 'remote.gltf'),
        400,
        'MODEL_ERROR',
      ],
    ])('%s', async (_label, request, status, code) => {
      const before = await storedKeys();
      const response = await request();
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, code });
      expect(await storedKeys()).toEqual(before);
      expect(await mediaRows()).toEqual([]);
    });

    it('an upload cut off in the middle', async () => {
      const before = await storedKeys();
      const body = multipart([{ field: 'file', name: 'cut.glb', content: await glb(16, 64) }]);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)),
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await storedKeys()).toEqual(before);
      expect(await mediaRows()).toEqual([]);
    });

    it("names the supported formats and the validator's finding", async () => {
      const wrong = await send(Buffer.from('plain text'), 'x.glb');
      expect(wrong.json().message).toBe(`File format not supported! (Supported file formats: ${FORMATS})`);
      const broken = await send(await corruptGlb(), 'broken.glb');
      expect(broken.json().message).toMatch(/^Please check your model 3D\. .+/);
      const remote = await send(await gltfWithExternalUri(), 'remote.gltf');
      expect(remote.json().message).toContain('https://example.com/secret.bin');
    });
  });

  it('stores a PNG without its metadata under a content key, whatever its name says', async () => {
    const png = await pngWithMetadata();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const response = await send(png, '../../etc/passwd%00.png');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ mediaType: 'image/png', width: 64, height: 48 });
    expect(answer.url).toMatch(/^\/api\/media\/[a-f0-9]{64}\.png$/);
    const served = await test.app.inject({ method: 'GET', url: answer.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.length).toBe(answer.bytes);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-owner')).toBe(false);
    // The list thumbnails (?w=) work for uploads too.
    const thumbnail = await test.app.inject({ method: 'GET', url: `${answer.url}?w=160` });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await storedKeys()).every((key) => !key.includes('passwd'))).toBe(true);
  });

  it('stores a JPEG without EXIF', async () => {
    const response = await send(await jpegWithExif(), 'photo.png');
    expect(response.json().mediaType).toBe('image/jpeg');
    const served = await test.app.inject({ method: 'GET', url: response.json().url });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('stores a video as uploaded', async () => {
    const video = mp4();
    const response = await send(video, 'clip.mp4');
    expect(response.json()).toMatchObject({ mediaType: 'video/mp4', bytes: video.length });
    const served = await test.app.inject({ method: 'GET', url: response.json().url });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(video)).toBe(true);
  });

  it('validates and optimises a glb, keeping the original', async () => {
    const model = await glb(48, 512);
    const response = await send(model, 'chair.glb');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      mediaType: 'model/gltf-binary',
      model: { bytes: model.length, triangles: 48 * 48 * 2, parts: 1 },
    });
    expect(answer.model.optimisedBytes).toBe(answer.bytes);
    expect(answer.bytes).toBeLessThan(model.length);
    const served = await test.app.inject({ method: 'GET', url: answer.url });
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    expect(served.rawPayload.toString('latin1')).toContain('EXT_meshopt_compression');
    const original = await test.app.inject({ method: 'GET', url: answer.model.originalUrl });
    expect(original.rawPayload.equals(model)).toBe(true);
  });

  it('serves a small glb as uploaded when optimising would make it larger', async () => {
    const model = await glb(1, 4);
    const response = await send(model, 'pebble.glb');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ mediaType: 'model/gltf-binary', bytes: model.length });
    expect(answer.model).toMatchObject({ bytes: model.length, optimisedBytes: model.length, parts: 1 });
    const served = await test.app.inject({ method: 'GET', url: answer.url });
    expect(served.rawPayload.equals(model)).toBe(true);
  });

  it('turns a self-contained glTF into a glb', async () => {
    const response = await send(await gltfJson(), 'scene.gltf');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mediaType: 'model/gltf-binary', model: { parts: 1 } });
    expect(response.json().model.originalUrl).toMatch(/\.gltf$/);
  });
});
