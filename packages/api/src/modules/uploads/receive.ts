import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD } from '@vrmarket/domain';
import { HttpError } from '../../http/errors.ts';

export type ReceivedFile = { file: string; bytes: number; sha256: string };

/**
 * Streams an uploaded part to `file` as it arrives, hashing and counting; never more than the
 * 50 MB limit is read (the multipart parser stops at it and marks the stream truncated).
 */
export async function receiveToFile(
  stream: Readable & { truncated?: boolean },
  file: string,
  maxBytes: number = UPLOAD.maxBytes,
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new HttpError(413, 'FILE_TOO_LARGE'));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(stream, counter, createWriteStream(file));
  if (stream.truncated) throw new HttpError(413, 'FILE_TOO_LARGE');
  if (bytes === 0) throw new HttpError(400, 'EMPTY_FILE');
  return { file, bytes, sha256: hash.digest('hex') };
}
