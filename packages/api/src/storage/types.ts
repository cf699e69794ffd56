import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (HTTP Range semantics). */
export type ByteRange = { start: number; end: number };

export type StoredObject = { size: number; open(range?: ByteRange): Readable };

/** Where media bytes live. Keys are content-addressed (`<sha256>.<ext>`), so objects never change. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** The object's size and a way to stream it; undefined when nothing is stored under the key. */
  stat(key: string): Promise<StoredObject | undefined>;
  write(key: string, content: Buffer): Promise<void>;
}

/** Content-addressed media keys: 64 hex digits of sha-256, a dot and a short lowercase extension. */
export const MEDIA_KEY = /^[a-f0-9]{64}\.[a-z0-9]{1,10}$/;
