import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Storage, StoredObject } from '../../storage/index.ts';
import type { MediaFile } from '../media/service.ts';
import { SHARP_INPUT_LIMITS, sharpJobs } from '../media/sharp-limits.ts';

/** The size link unfurlers show large (Open Graph's and Twitter's recommended 1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The storage key of a picture's card: content-addressed like every media key and never a row of
 * the media table (so `/api/media/<card key>` itself answers 404), like the resized variants.
 */
export const cardKey = (hash: string) =>
  `${createHash('sha256').update(`${hash}:card:${CARD_SIZE.width}x${CARD_SIZE.height}:jpeg`).digest('hex')}.jpg`;

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The whole picture, as large as fits, on a blurred and darkened copy of itself filling the card:
 * nothing of a square or tall picture is cut off, and no bars. A JPEG, which every unfurler shows.
 */
export function renderCard(picture: Buffer): Promise<Buffer> {
  return sharpJobs.run(() => render(picture));
}

async function render(picture: Buffer): Promise<Buffer> {
  const { width, height } = CARD_SIZE;
  const [backdrop, front] = await Promise.all([
    sharp(picture, SHARP_INPUT_LIMITS)
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#0c0a18' })
      .blur(24)
      .modulate({ brightness: 0.55 })
      .toBuffer(),
    sharp(picture, SHARP_INPUT_LIMITS).resize(width, height, { fit: 'inside' }).png().toBuffer(),
  ]);
  return sharp(backdrop)
    .composite([{ input: front, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * Card images, made on first request and stored beside the original; later requests read the
 * stored file. Concurrent first requests for one card share one render.
 */
export function createCards({ storage }: { storage: Storage }) {
  const inFlight = new Map<string, Promise<StoredObject | undefined>>();

  async function generate(key: string, original: StoredObject) {
    await storage.write(key, await renderCard(await bufferOf(original.open())), 'image/jpeg');
    return storage.stat(key);
  }

  return {
    async get(file: MediaFile): Promise<StoredObject | undefined> {
      const key = cardKey(file.hash);
      const stored = await storage.stat(key);
      if (stored) return stored;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = generate(key, file.object).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
