import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Storage, StoredObject } from '../../storage/index.ts';
import { SHARP_INPUT_LIMITS, sharpJobs } from './sharp-limits.ts';

/** The widths a list thumbnail may ask for (`?w=`): a card on a phone, a desktop card, a retina card. */
export const VARIANT_WIDTHS = ['160', '320', '640'] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Raster pictures sharp can shrink; anything else (video, 3D, SVG) is served as uploaded. */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);
export const isResizable = (mime: string) => RESIZABLE.has(mime);

/**
 * The storage key of a variant: content-addressed like every media key (the same original and
 * width always give the same key), beside the original, and never a row of the media table, so
 * `/api/media/<variant key>` itself answers 404.
 */
export const variantKey = (hash: string, width: VariantWidth) =>
  `${createHash('sha256').update(`${hash}:w${width}:webp`).digest('hex')}.webp`;

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A WebP of the picture at most `width` wide (never enlarged), animation kept. */
async function resize(original: StoredObject, width: VariantWidth): Promise<Buffer> {
  const input = await bufferOf(original.open());
  return sharpJobs.run(() =>
    sharp(input, { animated: true, ...SHARP_INPUT_LIMITS })
      .resize({ width: Number(width), withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

/**
 * Resized WebP variants, made on first request and stored beside the original; later requests
 * read the stored file. Concurrent first requests for one variant share one resize.
 */
export function createVariants({ storage }: { storage: Storage }) {
  const inFlight = new Map<string, Promise<StoredObject | undefined>>();

  async function generate(key: string, original: StoredObject, width: VariantWidth) {
    await storage.write(key, await resize(original, width));
    return storage.stat(key);
  }

  return {
    async get(hash: string, original: StoredObject, width: VariantWidth): Promise<StoredObject | undefined> {
      const key = variantKey(hash, width);
      const stored = await storage.stat(key);
      if (stored) return stored;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = generate(key, original, width).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
