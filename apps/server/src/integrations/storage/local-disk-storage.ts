import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, isStorageKey } from './file-storage';

/** Files under one directory on local disk (DATA_DIR/uploads), written atomically. */
export class LocalDiskStorage implements FileStorage {
  readonly name = 'local-disk';
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
