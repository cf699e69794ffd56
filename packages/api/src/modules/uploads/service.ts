import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fitsUploadKind, type UploadAnswer, type UploadKind, type UploadMediaType } from '@vrmarket/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { media } from '../../db/schema/index.ts';
import { MEDIA_KEY, type Storage } from '../../storage/index.ts';
import { type DetectedType, detectType, unsupportedFormat } from './detect.ts';
import { processImage } from './images.ts';
import type { UploadLimits } from './limits.ts';
import type { ModelPool } from './model-process.ts';
import { receiveToFile } from './receive.ts';

/** One object to store: bytes in memory or a file of the temporary folder. */
type Pending = {
  key: string;
  mime: string;
  size: number;
  width?: number;
  height?: number;
  /** A model's original: the key of its optimised copy (which keeps it from the orphan sweep). */
  servedBy?: string;
  content: Buffer | { file: string };
};

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');
async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
const inMemory = (content: Uint8Array, mime: string, ext: string, extra: Partial<Pending> = {}): Pending => {
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return { key: `${sha256(buffer)}.${ext}`, mime, size: buffer.length, content: buffer, ...extra };
};

export type StoredMedia = { key: string; url: string; mime: string };
export type UploadService = ReturnType<typeof createUploadService>;

/**
 * The one upload pipeline (DESIGN.md "Creation and media"): the file is streamed to a temporary
 * folder, its type found from its bytes, pictures re-encoded, models validated and optimised;
 * only then are objects written and their media rows added. A refused or broken upload stores
 * nothing, and objects written for rows that could not be added are removed again.
 */
export function createUploadService({
  db,
  storage,
  models,
  limits,
}: {
  db: Db;
  storage: Storage;
  models: ModelPool;
  limits: UploadLimits;
}) {
  async function prepare(received: { file: string; bytes: number; sha256: string }, type: DetectedType) {
    const original: Pending = {
      key: `${received.sha256}.${type.ext}`,
      mime: type.mime,
      size: received.bytes,
      content: { file: received.file },
    };
    if (type.kind === 'video') return { served: original, all: [original] };
    if (type.kind === 'image') {
      const image = await processImage(received.file, type.ext === 'png' ? 'png' : 'jpeg');
      const served = inMemory(image.content, type.mime, type.ext, {
        width: image.width,
        height: image.height,
      });
      return { served, all: [served] };
    }
    // Checked and optimised in a child process of the bounded pool (model-process.ts): the api never holds the model.
    const output = `${received.file}.optimised.glb`;
    const model = await models.process({ input: received.file, output, isJson: type.ext === 'gltf' });
    const { size } = await stat(output);
    // A small glb can grow (meshopt's tables outweigh what they save): the smaller one is served.
    if (type.ext === 'glb' && size >= received.bytes)
      return { served: original, original, model, all: [original] };
    const served: Pending = {
      key: `${await sha256OfFile(output)}.glb`,
      mime: 'model/gltf-binary',
      size,
      content: { file: output },
    };
    return {
      served,
      original,
      model,
      all: served.key === original.key ? [served] : [served, { ...original, servedBy: served.key }],
    };
  }

  /**
   * Writes the objects not stored yet, then their rows, marking each as just uploaded (the orphan
   * sweep keeps it for the grace period); removes what it wrote if the rows fail. An object the
   * sweep removed between the first look and the rows (it deletes a row, then its object, in one
   * transaction the rows here wait for) is written again.
   */
  async function persist(objects: Pending[], newlyStored?: string[]) {
    const written: string[] = [];
    try {
      for (const object of objects) {
        if (await storage.stat(object.key)) continue;
        await write(object);
        written.push(object.key);
      }
      await db.transaction(async (tx) => {
        for (const object of objects) {
          await tx
            .insert(media)
            .values({
              hash: object.key.slice(0, 64),
              mime: object.mime,
              size: object.size,
              path: object.key,
              width: object.width ?? null,
              height: object.height ?? null,
              uploadedAt: sql`now()`,
              servedBy: object.servedBy ?? null,
            })
            .onConflictDoUpdate({
              target: media.hash,
              set: { uploadedAt: sql`now()`, servedBy: sql`coalesce(${media.servedBy}, excluded.served_by)` },
            });
        }
      });
      for (const object of objects) if (!(await storage.stat(object.key))) await write(object);
      newlyStored?.push(...written);
    } catch (error) {
      await Promise.allSettled(written.map((key) => storage.delete(key)));
      throw error;
    }
  }
  async function write(object: Pending) {
    if (Buffer.isBuffer(object.content)) await storage.write(object.key, object.content, object.mime);
    else await storage.writeFile(object.key, object.content.file, object.mime);
  }

  return {
    /**
     * Receives one uploaded file stream through the whole pipeline; the answer of `POST /api/v1/uploads`.
     * The keys of objects stored for the first time are added to `newlyStored` (for `discard`).
     * `kind`, when the form says what it takes, refuses any other type before anything is stored.
     */
    async upload(
      stream: Readable & { truncated?: boolean },
      newlyStored?: string[],
      options: {
        /** What the form takes: a file of another type is refused before anything is stored. */
        kind?: UploadKind;
        /** The signed-in uploader, whose limits apply (UPLOADS_PER_USER, UPLOAD_DAILY_BYTES); none for files the api makes. */
        uploader?: { userId: number };
      } = {},
    ): Promise<UploadAnswer> {
      const { kind, uploader } = options;
      let release: (() => Promise<void>) | undefined;
      const folder = await mkdtemp(path.join(tmpdir(), 'vrmarket-upload-'));
      try {
        if (uploader) {
          release = await limits.claim(uploader.userId);
          await limits.checkQuota(uploader.userId);
        }
        const received = await receiveToFile(stream, path.join(folder, 'upload'));
        if (uploader) await limits.charge(uploader.userId, received.bytes);
        const type = await detectType(received.file, received.bytes);
        if (kind && !fitsUploadKind(kind, type.mime)) throw unsupportedFormat(kind);
        const prepared = await prepare(received, type);
        await persist(prepared.all, newlyStored);
        const { served } = prepared;
        return {
          url: storage.urlOf(served.key),
          mediaType: served.mime as UploadMediaType,
          bytes: served.size,
          ...(served.width ? { width: served.width, height: served.height } : {}),
          ...(prepared.original && prepared.model
            ? {
                model: {
                  bytes: prepared.original.size,
                  optimisedBytes: served.size,
                  ...prepared.model,
                  originalUrl: storage.urlOf(prepared.original.key),
                },
              }
            : {}),
        };
      } finally {
        stream.resume();
        await rm(folder, { recursive: true, force: true });
        await release?.();
      }
    },

    /**
     * Removes objects and media rows `upload` stored for a request that was then refused (the
     * multipart create form). Only keys stored for the first time by that request are passed, so
     * media other NFTs use stays.
     */
    async discard(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(media).where(inArray(media.path, [...keys]));
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },

    /** The stored media a URL this api answered points to; undefined for any other URL. */
    async findByUrl(url: string): Promise<StoredMedia | undefined> {
      const key = url.slice(url.lastIndexOf('/') + 1);
      if (!MEDIA_KEY.test(key) || storage.urlOf(key) !== url) return undefined;
      const hash = key.slice(0, 64);
      // Looked up for a record: the upload is in use, so its grace period starts again (the
      // orphan sweep cannot remove it while the record is being written).
      await db
        .update(media)
        .set({ uploadedAt: sql`now()` })
        .where(and(eq(media.hash, hash), isNotNull(media.uploadedAt)));
      const [row] = await db
        .select({ mime: media.mime, path: media.path })
        .from(media)
        .where(eq(media.hash, hash))
        .limit(1);
      return row && row.path === key ? { key, url, mime: row.mime } : undefined;
    },
  };
}
