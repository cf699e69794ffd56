import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { glb, pngWithMetadata } from '@vrmarket/testkit/media';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createFactory } from '../../../test/factory.ts';
import { multipart } from '../../../test/media-fixtures.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';
import { media, users } from '../../db/schema/index.ts';
import { variantKey } from '../media/variants.ts';
import { createMediaSweep } from './sweep.ts';

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe.each(['local', 's3'] as const)('the orphan upload sweep on %s storage', (kind) => {
  let dataDir: string;
  let s3: TestS3 | undefined;
  /** Two api replicas on one database and one storage. */
  let first: TestApp;
  let second: TestApp;
  let token: string;
  let userId: number;

  async function storedKeys(): Promise<string[]> {
    if (!s3) return (await readdir(path.join(dataDir, 'media')).catch(() => [])).sort();
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.storageConfig.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.storageConfig.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((entry) => entry.Key!).sort();
  }
  const rowKeys = async () =>
    (await first.components.db.select({ path: media.path }).from(media)).map((row) => row.path).sort();

  async function upload(content: Buffer, name: string) {
    const body = multipart([{ field: 'file', name, content }]);
    const response = await first.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { url: string; model?: { originalUrl: string } };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vrmarket-sweep-'));
    s3 = kind === 's3' ? await startTestS3() : undefined;
    const env = { DATA_DIR: dataDir, UPLOADS_PER_USER: '10', MEDIA_GRACE_HOURS: '24', ...(s3?.env ?? {}) };
    first = await createTestApp(env);
    second = await createTestApp(env, first.testDatabase);
    const user = await createFactory(first.components.db).user('alice', 1);
    userId = user.id;
    token = (await first.components.tokens.issue({ id: user.id, username: 'alice' })).accessToken;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes, by one replica, the files no record references after the grace period, and nothing else', async () => {
    const { db, storage } = first.components;
    const orphan = await upload(await pngWithMetadata(40, 30), 'orphan.png');
    const avatar = await upload(await pngWithMetadata(41, 30), 'avatar.png');
    const inJson = await upload(await pngWithMetadata(42, 30), 'cover.png');
    const fresh = await upload(await pngWithMetadata(43, 30), 'fresh.png');
    const orphanModel = await upload(await glb(6, 16), 'orphan.glb');
    const usedModel = await upload(await glb(7, 16), 'used.glb');
    // A file stored before the sweep existed (no upload time): never removed.
    const legacyContent = Buffer.from('a file from before the sweep');
    const legacy = `${createHash('sha256').update(legacyContent).digest('hex')}.png`;
    await storage.write(legacy, legacyContent, 'image/png');
    await db.insert(media).values({ hash: legacy.slice(0, 64), mime: 'image/png', size: 28, path: legacy });

    // Records name files by their links: a text column, a JSON document.
    await db
      .update(users)
      .set({
        avatar: avatar.url,
        properties: { covers: [inJson.url], model: `${usedModel.url}?w=160` },
      })
      .where(eq(users.id, userId));
    // Everything but `fresh` was uploaded more than a day ago.
    await db.execute(
      sql`update media set uploaded_at = now() - interval '25 hours' where uploaded_at is not null and path <> ${keyOf(fresh.url)}`,
    );
    const kept = [avatar.url, inJson.url, fresh.url, usedModel.url, usedModel.model!.originalUrl, legacy].map(
      keyOf,
    );
    const removedKeys = [orphan.url, orphanModel.url, orphanModel.model!.originalUrl].map(keyOf);
    // Thumbnails made from a file go with it.
    for (const url of [orphan.url, avatar.url])
      expect((await first.app.inject({ method: 'GET', url: `${url}?w=160` })).statusCode).toBe(200);
    const thumbnail = (url: string) => variantKey(keyOf(url).slice(0, 64), '160');
    kept.push(thumbnail(avatar.url));
    expect(await storedKeys()).toEqual([...kept, ...removedKeys, thumbnail(orphan.url)].sort());

    const [byFirst, bySecond] = await Promise.all([
      first.components.mediaSweep.sweep(),
      second.components.mediaSweep.sweep(),
    ]);
    expect([...byFirst, ...bySecond].sort()).toEqual([...removedKeys].sort());
    expect(await storedKeys()).toEqual([...kept].sort());
    expect(await rowKeys()).toEqual(kept.filter((key) => key !== thumbnail(avatar.url)).sort());
    // Still served; and a file of the grace period is kept until it is over.
    expect((await first.app.inject({ method: 'GET', url: avatar.url })).statusCode).toBe(200);
    expect(await first.components.mediaSweep.sweep()).toEqual([]);
  }, 120_000);

  it('stores a file again when it is uploaded anew after its sweep', async () => {
    const content = await pngWithMetadata(44, 30);
    const gone = await upload(content, 'again.png');
    await first.components.db.execute(
      sql`update media set uploaded_at = now() - interval '25 hours' where path = ${keyOf(gone.url)}`,
    );
    expect(await first.components.mediaSweep.sweep()).toEqual([keyOf(gone.url)]);
    const again = await upload(content, 'again.png');
    expect(again.url).toBe(gone.url);
    expect((await first.app.inject({ method: 'GET', url: again.url })).statusCode).toBe(200);
  });

  it('keeps a file uploaded again while the sweep removes it', async () => {
    const content = await pngWithMetadata(45, 30);
    const old = await upload(content, 'race.png');
    await first.components.db.execute(
      sql`update media set uploaded_at = now() - interval '25 hours' where path = ${keyOf(old.url)}`,
    );
    // A sweep that stops between deleting the file's row and deleting its object.
    const { storage } = first.components;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reachedDelete!: () => void;
    const deleting = new Promise<void>((resolve) => (reachedDelete = resolve));
    const sweep = createMediaSweep({
      db: first.components.db,
      storage: {
        ...storage,
        async delete(key) {
          reachedDelete();
          await gate;
          await storage.delete(key);
        },
      },
      graceHours: 24,
      log: first.components.log,
    });
    const swept = sweep.sweep();
    await deleting;
    // The same bytes are uploaded while the object is still there and its row is being deleted.
    const again = upload(content, 'race.png');
    await new Promise((resolve) => setTimeout(resolve, 500));
    open();
    expect(await swept).toEqual([keyOf(old.url)]);
    expect((await again).url).toBe(old.url);
    expect((await first.app.inject({ method: 'GET', url: old.url })).statusCode).toBe(200);
    expect(await rowKeys()).toContain(keyOf(old.url));
  });
});
