import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { apiMediaUrl, assertMediaKey, type Storage } from './types.ts';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Media in an S3 bucket (AWS or any S3-compatible store), one object per key. Without
 * S3_PUBLIC_URL the api streams objects through `/api/media/<key>`; with it links point there.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // The SDK's default checksums send streamed bodies aws-chunked, which S3-compatible stores
    // (s3rver, older MinIO) keep with the chunk framing inside the object: only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without keys the SDK's default chain applies (instance role, AWS_* variables …).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  const publicBase = config.publicUrl?.replace(/\/+$/, '');

  async function put(key: string, Body: Buffer | Readable, ContentLength: number, ContentType?: string) {
    assertMediaKey(key);
    await client.send(new PutObjectCommand({ Bucket, Key: key, Body, ContentLength, ContentType }));
  }

  /** The object's bytes as a stream that starts at once; the request is sent when it is read. */
  function open(key: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough();
    client
      .send(new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }))
      .then(({ Body }) => {
        if (!(Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        Body.on('error', (error) => out.destroy(error)).pipe(out);
      })
      .catch((error: Error) => out.destroy(error));
    return out;
  }

  return {
    kind: 's3',
    async stat(key) {
      assertMediaKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, open: (range) => open(key, range) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    write: (key, content, contentType) => put(key, content, content.length, contentType),
    async writeFile(key, file, contentType) {
      const { size } = await stat(file);
      await put(key, createReadStream(file), size, contentType);
    },
    async delete(key) {
      assertMediaKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    urlOf: (key) => (publicBase ? `${publicBase}/${key}` : apiMediaUrl(key)),
  };
}
