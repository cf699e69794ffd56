import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { media } from '../../db/schema/index.ts';
import { MEDIA_KEY, type Storage, type StoredObject } from '../../storage/index.ts';

export type MediaFile = { hash: string; mime: string; object: StoredObject };
export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService({ db, storage }: { db: Db; storage: Storage }) {
  return {
    /** The stored file of a key `<sha256>.<ext>` with its recorded mime type; undefined when unknown. */
    async find(key: string): Promise<MediaFile | undefined> {
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
    },
  };
}
