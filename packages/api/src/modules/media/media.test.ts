import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { media } from '../../db/schema/index.ts';
import { createStorage } from '../../storage/index.ts';
import { variantKey } from './variants.ts';

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
  // A real picture, 1000 × 800, with detail enough that a smaller copy is smaller in bytes.
  let picture: Buffer;
  let pictureKey: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-media-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    const { storage, db } = test.components;
    const noise = Buffer.from(Array.from({ length: 100 * 80 * 3 }, (_, i) => (i * 7919) % 251));
    picture = await sharp(noise, { raw: { width: 100, height: 80, channels: 3 } })
      .resize(1000, 800, { kernel: 'nearest' })
      .png()
      .toBuffer();
    pictureKey = `${hashOf(picture)}.png`;
    await storage.write(pngKey, png);
    await storage.write(videoKey, video);
    await storage.write(pictureKey, picture);
    await db.insert(media).values([
      { hash: hashOf(png), mime: 'image/png', size: png.length, path: pngKey },
      { hash: hashOf(video), mime: 'video/mp4', size: video.length, path: videoKey },
      { hash: hashOf(picture), mime: 'image/png', size: picture.length, path: pictureKey },
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

  it('never serves SVG or HTML inline from the app origin', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { storage, db } = test.components;
    for (const [content, mime, ext] of [
      [svg, 'image/svg+xml', 'svg'],
      [html, 'text/html', 'html'],
    ] as const) {
      await storage.write(`${hashOf(content)}.${ext}`, content);
      await db
        .insert(media)
        .values({ hash: hashOf(content), mime, size: content.length, path: `${hashOf(content)}.${ext}` });
      const response = await get(`/api/media/${hashOf(content)}.${ext}`);
      expect(response.headers['content-disposition']).toBe('attachment');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const picture = await get(`/api/media/${pngKey}`);
    expect(picture.headers['content-disposition']).toBeUndefined();
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
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

  it('serves a picture resized to a thumbnail width as a smaller WebP, cached for good', async () => {
    const response = await get(`/api/media/${pictureKey}?w=320`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 320, height: 256 });
    expect(response.rawPayload.length).toBeLessThan(picture.length);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    // Each width is its own file; the original is untouched.
    const small = await get(`/api/media/${pictureKey}?w=160`);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);
    expect((await get(`/api/media/${pictureKey}`)).rawPayload.equals(picture)).toBe(true);
  });

  it('makes a variant once, on the first request, and reads the stored file afterwards', async () => {
    const write = vi.spyOn(test.components.storage, 'write');
    try {
      const first = await Promise.all([1, 2, 3].map(() => get(`/api/media/${pictureKey}?w=640`)));
      const again = await get(`/api/media/${pictureKey}?w=640`);
      expect(write).toHaveBeenCalledTimes(1);
      for (const response of [...first, again])
        expect(response.rawPayload.equals(again.rawPayload)).toBe(true);
      // Stored beside the original, under a content-addressed key that is not itself served.
      const key = variantKey(hashOf(picture), '640');
      expect(write).toHaveBeenCalledWith(key, expect.any(Buffer));
      expect((await get(`/api/media/${key}`)).statusCode).toBe(404);
    } finally {
      write.mockRestore();
    }
  });

  it('refuses a width that is not a thumbnail size with a message naming the sizes', async () => {
    for (const w of ['100', '320px', '']) {
      const response = await get(`/api/media/${pictureKey}?w=${w}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('w must be one of 160, 320, 640');
    }
  });

  it('serves other media as uploaded whatever the width', async () => {
    const response = await get(`/api/media/${videoKey}?w=320`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(video)).toBe(true);
  });

  it('serves a picture it cannot read as uploaded', async () => {
    const response = await get(`/api/media/${pngKey}?w=160`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
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
});
