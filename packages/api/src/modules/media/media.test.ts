import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { loadConfig } from '../../config.ts';
import { media } from '../../db/schema/index.ts';
import { createStorage, StorageNotAvailableError } from '../../storage/index.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const video = Buffer.alloc(1000, 7);
const hashOf = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('GET /api/media/:key', () => {
  let test: TestApp;
  let dataDir: string;
  const pngKey = `${hashOf(png)}.png`;
  const videoKey = `${hashOf(video)}.mp4`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-media-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const { storage, db } = test.components;
    await storage.write(pngKey, png);
    await storage.write(videoKey, video);
    await db.insert(media).values([
      { hash: hashOf(png), mime: 'image/png', size: png.length, path: pngKey },
      { hash: hashOf(video), mime: 'video/mp4', size: video.length, path: videoKey },
    ]);
    // A file on disk without a media row is not served.
    await writeFile(path.join(dataDir, 'media', `${'a'.repeat(64)}.png`), png);
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('streams the file with its recorded type and immutable cache headers', async () => {
    const response = await get(`/api/media/${pngKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`/api/media/${pngKey}`);
    const again = await get(`/api/media/${pngKey}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves byte ranges for video players', async () => {
    const part = await get(`/api/media/${videoKey}`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.length).toBe(100);
    const tail = await get(`/api/media/${videoKey}`, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    const beyond = await get(`/api/media/${videoKey}`, { range: 'bytes=5000-' });
    expect(beyond.statusCode).toBe(416);
  });

  it.each([
    `${'a'.repeat(64)}.png`, // on disk, not recorded
    `${hashOf(png)}.jpg`, // recorded under another extension
    `${'b'.repeat(64)}.png`,
    '..%2F..%2Fetc%2Fpasswd',
    `..%2F${pngKey}`,
    `${hashOf(png).toUpperCase()}.png`,
    'x'.repeat(90),
  ])('answers 404 with the envelope for %s', async (key) => {
    const response = await get(`/api/media/${key}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });
});

describe('createStorage', () => {
  it('refuses keys that are not content hashes', async () => {
    const storage = createStorage({ kind: 'local', mediaDir: '/nonexistent' });
    await expect(storage.stat('../secret.png')).rejects.toThrow(/not a media key/);
  });

  it('says plainly that S3 is not available in this build', () => {
    const config = loadConfig({ STORAGE: 's3', S3_BUCKET: 'media' });
    expect(() => createStorage(config.storage)).toThrow(StorageNotAvailableError);
  });
});
