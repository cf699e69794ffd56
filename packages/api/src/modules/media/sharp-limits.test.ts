import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../storage/local.ts';
import {
  MAX_IMAGE_PIXELS,
  SHARP_JOBS,
  SHARP_MAX_WAITING,
  SHARP_THREADS,
  SharpBusyError,
  sharpJobs,
} from './sharp-limits.ts';
import { createVariants } from './variants.ts';

/** A valid grayscale PNG of width × height white pixels (a few KB: the rows deflate to nothing). */
function floodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0;
  const rows = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 1 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sharp limits', () => {
  it('lets sharp use SHARP_THREADS threads a job, and refuses a picture once the queue is full', async () => {
    expect(sharp.concurrency()).toBe(SHARP_THREADS);
    const running = Array.from({ length: SHARP_JOBS + SHARP_MAX_WAITING }, () =>
      sharpJobs.run(() => new Promise((resolve) => setTimeout(resolve, 20))),
    );
    await expect(sharpJobs.run(async () => 'too many')).rejects.toBeInstanceOf(SharpBusyError);
    await Promise.all(running);
    expect(await sharpJobs.run(async () => 'its turn')).toBe('its turn');
  });

  describe('thumbnails', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'vrmarket-sharp-'));
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('refuse a picture whose canvas is over the pixel limit, from its header', async () => {
      const storage = createLocalStorage(folder);
      const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 100; // ~7,171² ≈ 51.4 M pixels
      await storage.write(`${'f'.repeat(64)}.png`, floodPng(side, side), 'image/png');
      const original = (await storage.stat(`${'f'.repeat(64)}.png`))!;
      const variants = createVariants({ storage });
      await expect(variants.get('flood', original, '160')).rejects.toThrow(/pixel limit/i);

      await storage.write(`${'5'.repeat(64)}.png`, floodPng(400, 300), 'image/png');
      const small = await variants.get('small', (await storage.stat(`${'5'.repeat(64)}.png`))!, '160');
      expect(small).toBeDefined();
    }, 30_000);
  });
});
