/**
 * Where uploaded files live. Keys are made by the server (never from the uploaded name), so a key
 * can be used as a path safely. Adapters: local disk (default, DATA_DIR/uploads); an S3-compatible
 * bucket can implement the same three calls.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when the key is unknown. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** A fresh key: '<yyyy>/<mm>/<uuid>.<ext>'. */
export function newStorageKey(ext: string, now = new Date()): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${yyyy}/${mm}/${crypto.randomUUID()}.${ext.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}

const KEY_RE = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;
/** True for keys made by newStorageKey; adapters refuse anything else (no path tricks). */
export const isStorageKey = (key: string) => KEY_RE.test(key);
