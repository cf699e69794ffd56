import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type TestS3 = {
  /** Configuration variables of an app storing media in the test bucket. */
  env: Record<string, string>;
  storageConfig: {
    bucket: string;
    region: string;
    endpoint: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: true;
  };
  close(): Promise<void>;
};

/** An S3 server on a free local port (s3rver, on a temporary folder) with one empty bucket. */
export async function startTestS3(bucket = 'media'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vrmarket-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const storageConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true as const,
  };
  const client = new S3Client({
    region: storageConfig.region,
    endpoint: storageConfig.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    storageConfig,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: storageConfig.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
