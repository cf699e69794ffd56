import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { media } from '../../db/schema/index.ts';
import { MEDIA_KEY, type Storage, type StoredObject } from '../../storage/index.ts';
import { createVariants, isResizable, type VariantWidth } from './variants.ts';

export type MediaFile = { hash: string; mime: string; object: StoredObject };
export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService({ db, storage }: { db: Db; storage: Storage }) {
  const variants = createVariants({ storage });

  /** The stored file of a key `<sha256>.<ext>` with its recorded mime type; undefined when unknown. */
  async function find(key: string): Promise<MediaFile | undefined> {
    if (!MEDIA_KEY.test(key)) return undefined;
    const hash = key.slice(0, key.indexOf('.'));
    const [row] = await db
      .select({ mime: media.mime, path: media.path })
      .from(media)
      .where(eq(media.hash, hash))
      .limit(1);
    // The extension is part of the public url: a known hash under another extension is unknown.
    if (!row || row.path !== key) return undefined;
    const object = await storage.stat(row.path);
    return object && { hash, mime: row.mime, object };
  }

  return {
    find,

    /**
     * The file of a key as a WebP at most `width` wide (made once, then stored), or the file
     * itself when it is not a raster picture; undefined when unknown.
     */
    async findResized(key: string, width: VariantWidth): Promise<MediaFile | undefined> {
      const file = await find(key);
      if (!file || !isResizable(file.mime)) return file;
      // A picture sharp cannot read (a damaged upload) is served as it is.
      const object = await variants.get(file.hash, file.object, width).catch(() => undefined);
      return object ? { hash: `${file.hash}-w${width}`, mime: 'image/webp', object } : file;
    },
  };
}
