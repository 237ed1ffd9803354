import { connect } from 'node:net';
import { MSG } from '@sahaj/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logSafeError } from '../../lib/error-replies';
import { body, createTestApp } from '../test-app';
import { bearer, createUserWithToken } from '../test-users';

/** Issue 9 defects #3 and #12: malformed requests are 4xx envelopes naming the problem, and logs keep SQL parameters out. */
describe('malformed input', () => {
  let app: FastifyInstance;
  let doctor: string;
  let patient: string;

  // Building and seeding the app can take a while on a busy two-core machine (180 s).
  beforeAll(async () => {
    app = await createTestApp({
      env: { LOG_LEVEL: 'warn' },
      extend: (a) => {
        // A query the database refuses, carrying a personal value as a parameter.
        a.get('/api/v1/zz-db-refuses', { config: { access: 'public' } }, async () => {
          await a.ctx.db.execute(sql`select ${'+919876543210'}::int`);
          return { status: true, data: {} };
        });
      },
    });
    doctor = (await createUserWithToken(app, { userType: 'doctor', status: 'pending' })).token;
    patient = (await createUserWithToken(app, { userType: 'patient' })).token;
  }, 180_000);
  afterAll(async () => app?.close());

  const expectEnvelope = (res: { statusCode: number; body: string }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    const b = body(res);
    expect(b.status).toBe(false);
    expect(typeof b.data.message).toBe('string');
    return b.data;
  };

  it('refuses NUL in a query parameter with a 400 naming the field', async () => {
    const res = await app.inject({ url: '/api/v1/user/questions?contextType=a%00b', headers: bearer(patient) });
    expect(expectEnvelope(res, 400)).toEqual({
      message: `contextType: ${MSG.unsupportedCharacter}`,
      field: 'contextType',
    });
  });

  it('refuses NUL in a JSON body with a 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/treatments',
      headers: bearer(doctor),
      payload: { treatmentName: 'a\u0000b', treatmentPrice: 500 },
    });
    expect(expectEnvelope(res, 400).field).toBe('treatmentName');
  });

  it('refuses a broken character (lone surrogate) in a nested field and in a key', async () => {
    const nested = await app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/work-profile/extra-info',
      headers: { ...bearer(doctor), 'content-type': 'application/json' },
      payload: '{"medicalLicencesDetails":{"licenceNumber":"x\\ud800y"}}',
    });
    expect(expectEnvelope(nested, 400).field).toBe('medicalLicencesDetails.licenceNumber');
    const key = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/treatments',
      headers: { ...bearer(doctor), 'content-type': 'application/json' },
      payload: '{"treatmentName":"Talk","treatmentPrice":5,"a\\u0000":1}',
    });
    expect(expectEnvelope(key, 400).field).toBe('a\u0000');
  });

  it('answers multipart/form-data without a boundary with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/upload-file',
      headers: { ...bearer(doctor), 'content-type': 'multipart/form-data' },
      payload: '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nprofile_pic\r\n--x--\r\n',
    });
    expect(expectEnvelope(res, 400).message).toBe(MSG.invalidMultipart);
  });

  it('answers a multipart body cut short, and NUL in an upload file name, with a 400', async () => {
    const b = 'b0undary';
    const cut = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/upload-file',
      headers: { ...bearer(doctor), 'content-type': `multipart/form-data; boundary=${b}` },
      payload: `--${b}\r\nContent-Disposition: form-data; name="type"\r\n\r\nprofile_pic\r\n--${b}\r\nContent-Disposition: form-data; name="uploadFile"; filename="a.png"\r\n\r\nnot an image\r\n`,
    });
    expect(expectEnvelope(cut, 400).message).toBe(MSG.invalidMultipart);
    const named = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/upload-file',
      headers: { ...bearer(doctor), 'content-type': `multipart/form-data; boundary=${b}` },
      payload: `--${b}\r\nContent-Disposition: form-data; name="type"\r\n\r\nprofile_pic\r\n--${b}\r\nContent-Disposition: form-data; name="uploadFile"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--${b}--\r\n`,
    });
    expect(expectEnvelope(named, 400).field).toBe('uploadFile');
  });

  it('answers bad JSON and unknown content types in the envelope without echoing them', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/registration/company/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "secret-typed-text",',
    });
    expect(expectEnvelope(json, 400).message).toBe(MSG.invalidJson);
    expect(json.body).not.toContain('secret-typed-text');
    const type = await app.inject({
      method: 'POST',
      url: '/api/v1/registration/company/login',
      headers: { 'content-type': 'application/x-sahaj-secret' },
      payload: 'x',
    });
    expect(expectEnvelope(type, 415).message).toBe(MSG.unsupportedContentType);
    expect(type.body).not.toContain('sahaj-secret');
  });

  it('answers a too-long or broken address in the envelope without echoing it (414, 400)', async () => {
    const long = await app.inject({ url: `/api/v1/files/${'secretpath'.repeat(50)}` });
    expect(expectEnvelope(long, 414).message).toBe(MSG.addressTooLong);
    expect(long.body).not.toContain('secretpath');
    const broken = await app.inject({ url: '/api/v1/admin/therapists/%ff-secretpath/approve', method: 'POST' });
    expect(expectEnvelope(broken, 400).message).toBe(MSG.invalidAddress);
    expect(broken.body).not.toContain('secretpath');
  });

  it('answers headers or an address too large for the HTTP parser with a 431 envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    for (const request of [
      `GET /api/v1/public/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/v1/public/config?q=${'secretpath'.repeat(2_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const reply = await raw(request);
      const [head, text] = reply.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(text!)).toEqual({ status: false, data: { message: MSG.headersTooLarge } });
      expect(reply).not.toContain('secretpath');
    }
  });

  it('answers a value the database refuses with a 400 and logs it without the SQL parameters', async () => {
    // The app logger's own output stream (pino keeps it under a symbol).
    const log = app.log as unknown as Record<symbol, { write: (line: string) => unknown }>;
    const streamKey = Object.getOwnPropertySymbols(log).find((k) => k.description === 'pino.stream')!;
    const writes: string[] = [];
    const spy = vi.spyOn(log[streamKey]!, 'write').mockImplementation((line: string) => writes.push(line));
    try {
      const res = await app.inject({ url: '/api/v1/zz-db-refuses' });
      expect(expectEnvelope(res, 400).message).toBe(MSG.invalidRequest);
      expect(res.body).not.toContain('9876543210');
    } finally {
      spy.mockRestore();
    }
    const logged = writes.join('');
    expect(logged).toContain('input refused by the database');
    expect(logged).not.toContain('9876543210');
  });

  it('keeps Drizzle parameters and driver details out of a serialized error', async () => {
    const err = await app.ctx.db.execute(sql`select ${'priya@example.com'}::int`).catch((e: unknown) => e);
    const text = JSON.stringify(logSafeError(err as Error));
    expect(text).toContain('Failed query');
    expect(text).not.toContain('priya@example.com');
  });
});
