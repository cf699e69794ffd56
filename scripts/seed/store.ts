import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Db, media } from '@vrmarket/api';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'model/gltf-binary': 'glb',
  'video/webm': 'webm',
};

/** Where the api serves a stored file (see the api's media route). */
export const mediaUrl = (key: string) => `/api/media/${key}`;

/**
 * Stores generated files the way uploads are stored: once per content hash, on local disk under
 * MEDIA_DIR, with a `media` row. Returns the public url.
 */
export function createMediaStore(db: Db, mediaDir: string) {
  const stored = new Set<string>();
  return async function store(
    content: Buffer,
    mime: keyof typeof extensions,
    size?: { width: number; height: number },
  ) {
    const hash = createHash('sha256').update(content).digest('hex');
    const key = `${hash}.${extensions[mime]}`;
    if (!stored.has(hash)) {
      stored.add(hash);
      await mkdir(mediaDir, { recursive: true });
      await writeFile(join(mediaDir, key), content);
      await db
        .insert(media)
        .values({ hash, mime, size: content.length, path: key, width: size?.width, height: size?.height })
        .onConflictDoNothing();
    }
    return mediaUrl(key);
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
