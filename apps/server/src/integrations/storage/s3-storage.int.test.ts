import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { multipart } from '../../modules/therapist-profile/test-helpers';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { newStorageKey } from './file-storage';
import { createFileStorage } from './index';
import { S3Storage } from './s3-storage';

/**
 * The S3 adapter against a real S3-compatible server (s3rver) started here on a random loopback
 * port, path-style (no bucket DNS names), with checksums only when required, as MinIO/Ceph need.
 */
let server: S3rver;
let endpoint: string;
const bucket = 'sahaj-files';
const keys = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'sahaj-s3rver-')),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
});

const s3Env = () => ({
  FILE_STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_REGION: 'ap-south-1',
  S3_FORCE_PATH_STYLE: 'true',
  ...keys,
});
const settings = () => {
  const c = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sahaj-cfg-')), ...s3Env() });
  if (c.fileStorage.kind !== 's3') throw new Error('expected S3 settings');
  return c.fileStorage;
};

describe('S3 storage adapter', () => {
  it('stores, reads and deletes under server-made keys; a missing key reads as undefined', async () => {
    const storage = new S3Storage(settings());
    const key = newStorageKey('pdf');
    const bytes = Buffer.from('%PDF-1.4 a health record\n%%EOF\n');
    await storage.put(key, bytes);
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
    expect(await storage.get(newStorageKey('png'))).toBeUndefined();
    storage.close();
  });

  it('refuses keys it did not make, before any request', async () => {
    const storage = new S3Storage(settings());
    for (const key of ['../etc/passwd', '2026/11/x.png', `2026/11/${crypto.randomUUID()}.png/..`]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Refusing/);
      await expect(storage.get(key)).rejects.toThrow(/Refusing/);
    }
    storage.close();
  });

  it('a bucket that is not there is an error, never a silent miss', async () => {
    const storage = new S3Storage({ ...settings(), bucket: 'no-such-bucket' });
    await expect(storage.put(newStorageKey('png'), Buffer.from('x'))).rejects.toThrow(/bucket/i);
    await expect(storage.get(newStorageKey('png'))).rejects.toThrow(/bucket/i);
    storage.close();
  });
});

describe('settings choose the store', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sahaj-cfg-')) };
  it('local disk by default; S3 when chosen or when S3_BUCKET is set', () => {
    expect(loadConfig(base).fileStorage).toEqual({ kind: 'local' });
    expect(createFileStorage(loadConfig(base)).name).toBe('local-disk');
    const chosen = loadConfig({ ...base, S3_BUCKET: 'bucket', S3_REGION: 'ap-south-1', ...keys });
    expect(chosen.fileStorage).toMatchObject({ kind: 's3', bucket: 'bucket', forcePathStyle: false });
    expect(createFileStorage(chosen).name).toBe('s3');
  });

  it('a missing S3 setting stops start-up naming the variable (production too)', () => {
    const s3 = { ...base, FILE_STORAGE: 's3', S3_BUCKET: 'bucket', S3_REGION: 'ap-south-1', ...keys };
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      const env: Record<string, string> = { ...s3 };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`Missing setting ${name}`);
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: base.DATA_DIR,
        JWT_SECRET: 'x'.repeat(40),
        ENCRYPTION_KEY: '0'.repeat(64),
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
        PUBLIC_URL: 'https://sahaj.example',
        ALTCHA_HMAC_KEY: 'k'.repeat(40),
        FILE_STORAGE: 's3',
        S3_BUCKET: 'bucket',
      }),
    ).toThrow('Missing setting S3_REGION');
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'ab' })).toThrow('Invalid setting S3_BUCKET');
  });
});

describe('two nodes, one bucket', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp({ env: s3Env() });
    // The second node has its own empty DATA_DIR: it can only serve the file from the bucket.
    b = await createTestApp({ env: s3Env(), keepData: true });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a file uploaded through one node opens through the other', async () => {
    const p = await createUserWithToken(a, { userType: 'patient', firstName: 'Sia', lastName: 'Sen' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const form = multipart({}, { name: 'scan.pdf', type: 'application/pdf', bytes: pdf, field: 'file' });
    const up = await a.inject({
      method: 'POST',
      url: '/api/v1/user/patient/upload/medical-record',
      headers: { ...bearer(p.token), ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const list = await b.inject({ url: '/api/v1/user/patient/upload/medical-record', headers: bearer(p.token) });
    const rec = body<{ data: { medicalReports: Array<{ url: string }> } }>(list).data.medicalReports[0]!;
    const file = await b.inject({ url: rec.url });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });
});
