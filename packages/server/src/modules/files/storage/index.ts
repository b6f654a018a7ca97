import type { FilesStorageConfig } from '../config';
import { createLocalStorage } from './local';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

/** The storage the configuration names (the S3 client is loaded only when it is the one). */
export async function createStorage(config: FilesStorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return createLocalStorage(config.dir);
  const { createS3Storage } = await import('./s3');
  return createS3Storage(config);
}
