import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (HTTP Range semantics). */
export type ByteRange = { start: number; end: number };

export type StoredObject = { size: number; open(range?: ByteRange): Readable };

/** Where media bytes live. Keys are content-addressed (`<sha256>.<ext>`), so objects never change. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** The object's size and a way to stream it; undefined when nothing is stored under the key. */
  stat(key: string): Promise<StoredObject | undefined>;
  write(key: string, content: Buffer, contentType?: string): Promise<void>;
  /** Stores a file of the local disk by streaming it (uploads never sit whole in memory). */
  writeFile(key: string, file: string, contentType?: string): Promise<void>;
  /** Removes an object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** The URL media links use: `/api/media/<key>`, or below the public base URL (a CDN) when set. */
  urlOf(key: string): string;
}

/** Content-addressed media keys: 64 hex digits of sha-256, a dot and a short lowercase extension. */
export const MEDIA_KEY = /^[a-f0-9]{64}\.[a-z0-9]{1,10}$/;

export function assertMediaKey(key: string): void {
  // Keys are content hashes; anything else could name a path outside the media folder or bucket.
  if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

/** The app's own media route for a key. */
export const apiMediaUrl = (key: string) => `/api/media/${key}`;
