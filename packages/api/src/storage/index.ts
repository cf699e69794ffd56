import type { Config } from '../config.ts';
import { createLocalStorage } from './local.ts';
import type { Storage } from './types.ts';

export * from './types.ts';

export class StorageNotAvailableError extends Error {
  override name = 'StorageNotAvailableError';
}

/**
 * The configured storage. S3 is the seam for scale-out: its driver needs `@aws-sdk/client-s3`,
 * which is not a dependency of this build, so STORAGE=s3 stops the start with a clear message
 * instead of pretending to store files.
 */
export function createStorage(config: Config['storage']): Storage {
  if (config.kind === 'local') return createLocalStorage(config.mediaDir);
  throw new StorageNotAvailableError(
    'STORAGE=s3 is not available in this build: the S3 driver needs @aws-sdk/client-s3, which is not ' +
      'installed. Use STORAGE=local (MEDIA_DIR) or add the S3 driver in packages/api/src/storage.',
  );
}
