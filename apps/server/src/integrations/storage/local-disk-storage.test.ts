import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStorageKey, newStorageKey } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

describe('local disk storage', () => {
  it('stores, reads and deletes under server-made keys', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sahaj-storage-'));
    const storage = new LocalDiskStorage(root);
    const key = newStorageKey('png', new Date('2026-11-21T00:00:00Z'));
    expect(key).toMatch(/^2026\/11\/[0-9a-f-]{36}\.png$/);
    await storage.put(key, Buffer.from('bytes'));
    expect((await storage.get(key))?.toString()).toBe('bytes');
    expect(readdirSync(path.join(root, '2026', '11'))).toEqual([key.split('/')[2]]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
  });

  it('refuses keys it did not make (no path tricks)', async () => {
    const storage = new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'sahaj-storage-')));
    for (const key of [
      '../etc/passwd',
      '2026/11/../../x.png',
      '/abs.png',
      '2026/11/x.png',
      `2026/11/${crypto.randomUUID()}.png/..`,
    ]) {
      expect(isStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Refusing/);
      await expect(storage.get(key)).rejects.toThrow(/Refusing/);
    }
    expect(newStorageKey('P.N/G')).toMatch(/\.png$/);
  });
});
