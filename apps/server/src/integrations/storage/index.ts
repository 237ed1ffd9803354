import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';
export { newStorageKey } from './file-storage';

const byPlace = new Map<string, FileStorage>();

/**
 * The configured file store (config.fileStorage): local disk under DATA_DIR/uploads, the embedded
 * default, or an S3-compatible bucket. One instance per directory or bucket.
 */
export function createFileStorage(config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'fileStorage'>>): FileStorage {
  const settings = config.fileStorage ?? { kind: 'local' };
  const place =
    settings.kind === 's3'
      ? `s3:${settings.endpoint ?? 'aws'}/${settings.bucket}`
      : path.join(config.dataDir, 'uploads');
  let storage = byPlace.get(place);
  if (!storage) {
    storage = settings.kind === 's3' ? new S3Storage(settings) : new LocalDiskStorage(place);
    byPlace.set(place, storage);
  }
  return storage;
}
