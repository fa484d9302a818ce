import type { Config } from '../../config';
import { createFsStorage } from './fs-storage';
import { createS3Storage } from './s3-storage';
import type { StorageProvider } from './types';

/** The filesystem under DATA_DIR/uploads unless STORAGE_DRIVER=s3; `secret` signs the fs upload URLs. */
export function createStorage(config: Config, secret: string): StorageProvider {
  if (config.storage.driver === 's3') return createS3Storage(config.storage.s3);
  return createFsStorage({ root: config.storage.root, secret });
}
