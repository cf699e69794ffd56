import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './types.ts';

const keyOf = (content: Buffer, ext = 'bin') =>
  `${createHash('sha256').update(content).digest('hex')}.${ext}`;

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

let folder: string;
let s3: TestS3;
const drivers: Record<string, () => Storage> = {};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vrmarket-storage-'));
  s3 = await startTestS3();
  drivers.local = () => createLocalStorage(path.join(folder, 'media'));
  drivers.s3 = () => createS3Storage(s3.storageConfig);
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s storage', (kind) => {
  const storage = () => drivers[kind]!();

  it('answers undefined for a key it does not hold', async () => {
    expect(await storage().stat(keyOf(Buffer.from(`missing ${kind}`)))).toBeUndefined();
  });

  it('keeps written bytes and streams them whole or by range', async () => {
    const content = Buffer.from(`hello from ${kind}`);
    const key = keyOf(content);
    await storage().write(key, content, 'text/plain');
    const object = await storage().stat(key);
    expect(object?.size).toBe(content.length);
    expect(await text(object!.open())).toBe(`hello from ${kind}`);
    expect(await text(object!.open({ start: 0, end: 4 }))).toBe('hello');
  });

  it('stores a file of the disk by streaming it', async () => {
    const content = Buffer.alloc(3 * 1024 * 1024, kind);
    const source = path.join(folder, `source-${kind}`);
    await writeFile(source, content);
    const key = keyOf(content);
    await storage().writeFile(key, source, 'application/octet-stream');
    expect((await storage().stat(key))?.size).toBe(content.length);
  });

  it('deletes an object, and deleting nothing is no error', async () => {
    const content = Buffer.from(`to delete ${kind}`);
    const key = keyOf(content);
    await storage().write(key, content);
    await storage().delete(key);
    expect(await storage().stat(key)).toBeUndefined();
    await storage().delete(key);
  });

  it('refuses keys that are not content hashes', async () => {
    await expect(storage().stat('../secret.png')).rejects.toThrow(/not a media key/);
    await expect(storage().write('a/../../b.png', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    await expect(storage().delete('../x.png')).rejects.toThrow(/not a media key/);
  });

  it('links media through the api', () => {
    const key = keyOf(Buffer.from('link'), 'png');
    expect(storage().urlOf(key)).toBe(`/api/media/${key}`);
  });
});

describe('the local storage', () => {
  it('leaves no partial file behind when a write fails', async () => {
    const media = path.join(folder, 'failing');
    const storage = createLocalStorage(media);
    const key = keyOf(Buffer.from('never'));
    await expect(storage.writeFile(key, path.join(folder, 'no-such-file'))).rejects.toThrow();
    expect(await readdir(media)).toEqual([]);
  });
});

describe('the s3 storage with S3_PUBLIC_URL', () => {
  it('links media below the public base URL (a CDN)', () => {
    const storage = createS3Storage({ ...s3.storageConfig, publicUrl: 'https://cdn.example.com/media/' });
    const key = keyOf(Buffer.from('cdn'), 'png');
    expect(storage.urlOf(key)).toBe(`https://cdn.example.com/media/${key}`);
  });
});
