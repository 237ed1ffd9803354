import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { body, createTestApp } from './test/test-app';

describe('app: envelope, errors, health, docs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({
      extend: (a) => {
        a.get('/api/v1/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internals: password=hunter2');
        });
        a.post(
          '/api/v1/test/echo',
          { config: { access: 'public' }, schema: { body: z.object({ age: z.number().int().min(18) }) } },
          async (req) => ({ status: true, data: req.body }),
        );
      },
    });
  });
  afterAll(() => app.close());

  it('answers /healthz and /readyz with the database checked', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(body(ready)).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
  });

  it('serves Prometheus metrics including request durations', async () => {
    await app.inject('/healthz');
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('wraps an unknown API path in the envelope with 404', async () => {
    const res = await app.inject('/api/v1/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ status: false, data: { message: 'Not found' } });
  });

  it('answers a validation failure with 400 and a message naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { age: 12 } });
    expect(res.statusCode).toBe(400);
    const b = body(res);
    expect(b.status).toBe(false);
    expect(b.data.message).toMatch(/^age: /);
    expect(b.data.field).toBe('age');
  });

  it('hides internals of an unexpected error behind a 500 envelope', async () => {
    const res = await app.inject('/api/v1/test/boom');
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({ status: false, data: { message: 'Something went wrong' } });
    expect(res.body).not.toContain('hunter2');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = body<{ openapi: string; paths: Record<string, unknown> }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/v1/public/languages');
    expect(doc.paths).toHaveProperty('/api/v1/geo/reverse');
  });

  it('sets security headers on every reply: a route, an API error and an unknown address', async () => {
    for (const url of ['/healthz', '/api/v1/user/profile', '/no-such-page/../x.php']) {
      const res = await app.inject(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('allows only configured origins through CORS', async () => {
    const allowed = await app.inject({ url: '/healthz', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request logging', () => {
  it('blanks credentials carried in the query string', async () => {
    const { redactUrlSecrets } = await import('./app');
    expect(redactUrlSecrets('/api/v1/files/abc?exp=123&sig=s3cr3t')).toBe('/api/v1/files/abc?exp=123&sig=[redacted]');
    expect(redactUrlSecrets('/socket.io/?token=eyJ.x.y&EIO=4')).toBe('/socket.io/?token=[redacted]&EIO=4');
    expect(redactUrlSecrets('/api/v1/public/languages?searchKey=en')).toBe('/api/v1/public/languages?searchKey=en');
  });
});
