import type { Config } from '../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export * from './types.ts';

/** The configured storage: local disk (MEDIA_DIR) or an S3 bucket. */
export function createStorage(config: Config['storage']): Storage {
  if (config.kind === 'local') return createLocalStorage(config.mediaDir);
  return createS3Storage(config);
}
