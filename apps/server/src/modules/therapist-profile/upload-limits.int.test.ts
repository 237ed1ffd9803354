import { deflateSync } from 'node:zlib';
import { MSG } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/test-app';
import { image, newTherapist, upload } from './test-helpers';

/** A tiny PNG that decodes to width × height pixels (1-bit grey, all zero): a decompression bomb. */
function bombPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Issue 9 #4: image uploads are capped in pixels, avatars stored at display size, limits per account. */
describe('upload limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses a 16,000 × 16,000 PNG of a few hundred KB as an avatar and as a document', async () => {
    const t = await newTherapist(app);
    const bomb = bombPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const avatar = await upload(
      app,
      t.token,
      { type: 'profile_pic' },
      { name: 'a.png', type: 'image/png', bytes: bomb },
    );
    expect(avatar.statusCode, avatar.body).toBe(400);
    expect(body(avatar).data.message).toBe(MSG.avatarTooLarge);
    const doc = await upload(
      app,
      t.token,
      { type: 'educationalDetails' },
      { name: 'd.png', type: 'image/png', bytes: bomb },
    );
    expect(doc.statusCode, doc.body).toBe(400);
    expect(body(doc).data.message).toBe(MSG.documentTooLarge);
  });

  it('stores an avatar no larger than the app shows it (512 px on the longer side)', async () => {
    const t = await newTherapist(app);
    const res = await upload(
      app,
      t.token,
      { type: 'profile_pic' },
      { name: 'big.jpg', type: 'image/jpeg', bytes: await image(2400, 1600, 'jpeg') },
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = body<{ data: { url: string } }>(res).data.url;
    const file = await app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(512);
    expect(meta.width! / meta.height!).toBeCloseTo(1.5, 1);
  });

  it('counts uploads per account, not per token: a fresh login does not reset the limit', async () => {
    const t = await newTherapist(app);
    const second = await app.ctx.tokens.issue({ id: t.id, userType: 'doctor' }, { ttlSeconds: 3600 });
    const small = await image(160, 160);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const token = i % 2 === 0 ? t.token : second.token;
      const res = await upload(app, token, { type: 'profile_pic' }, { name: 'a.png', type: 'image/png', bytes: small });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
