import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

/** README.md#architecture: a local folder by default, S3-compatible storage when S3_BUCKET is set. */
export async function createObjectStorage(config: Config): Promise<ObjectStorage> {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
