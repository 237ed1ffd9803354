import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

export type { FileStorage } from './file-storage';
export { newStorageKey } from './file-storage';

const byDir = new Map<string, FileStorage>();

/** The configured file store: local disk under DATA_DIR/uploads (one instance per directory). */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  const root = path.join(config.dataDir, 'uploads');
  let storage = byDir.get(root);
  if (!storage) {
    storage = new LocalDiskStorage(root);
    byDir.set(root, storage);
  }
  return storage;
}
