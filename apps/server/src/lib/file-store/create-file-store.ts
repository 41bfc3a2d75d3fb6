import type { FileStoreConfig } from '../../config.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The store the configuration names (FILE_STORE): local disk, or an S3-compatible bucket. */
export function createFileStore(config: FileStoreConfig): FileStore {
  return config.store === 's3' ? createS3FileStore(config.s3) : createLocalFileStore(config.dir);
}

/** What the start-up log says about the store: where, never the keys. */
export function describeFileStore(config: FileStoreConfig): Record<string, string> {
  if (config.store === 'local') return { fileStore: 'local', filesDir: config.dir };
  const { endpoint, bucket, region } = config.s3;
  return { fileStore: 's3', endpoint: endpoint ?? `AWS S3 (${region})`, bucket };
}
