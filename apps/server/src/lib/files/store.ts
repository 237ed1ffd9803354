import { type FileStorage, newStorageKey } from '../../integrations/storage/file-storage';

/**
 * Puts checked bytes under a fresh server-made key, then runs the caller's database write with that
 * key. When the write throws, the bytes are removed again (no orphan in the store) and the error
 * goes on. Bytes are stored first so a row never points at a missing file.
 */
export async function storeThenRecord<T>(
  storage: FileStorage,
  checked: { bytes: Buffer; ext: string },
  record: (key: string) => Promise<T>,
): Promise<T> {
  const key = newStorageKey(checked.ext);
  await storage.put(key, checked.bytes);
  try {
    return await record(key);
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}
