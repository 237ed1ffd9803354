import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest (bank account numbers). The stored form is
 * 'v1:' + base64(iv | tag | ciphertext), so the key can be rotated by version later.
 */
export function encryptor(key: Buffer) {
  if (key.length !== 32) throw new Error('Encryption key must be 32 bytes');
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(stored: string): string {
      if (!stored.startsWith('v1:')) throw new Error('Unknown ciphertext version');
      const raw = Buffer.from(stored.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type Encryptor = ReturnType<typeof encryptor>;

/** Shows only the last four digits: 'XXXXXX1234'. */
export function maskAccountNumber(value: string): string {
  if (value.length <= 4) return value;
  return 'X'.repeat(value.length - 4) + value.slice(-4);
}
