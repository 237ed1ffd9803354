import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

/** One request over a real socket, its body sent in chunks (Transfer-Encoding: chunked, no Content-Length). */
function chunkedRequest(port: number, method: string, path: string, parts: string[], headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const p of parts) req.write(p);
    req.end();
  });
}

/**
 * Issue 20 #14: a DELETE with a chunked JSON body is answered by the access check first — 401 to a
 * caller with no session — never a 400 about the body, which would tell a stranger how the route
 * reads its input. Every DELETE route of the API, with a well-formed, a broken and an empty body.
 */
describe('access is checked before a chunked body is read', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers 401 to every unauthenticated DELETE, whatever its chunked body', async () => {
    const deletes = app.accessTable
      .filter((r) => r.method === 'DELETE' && r.url.startsWith('/api/v1/') && r.access !== 'public')
      .map((r) => r.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'));
    expect(deletes.length).toBeGreaterThan(3);
    const bodies: Array<[Record<string, string>, string[]]> = [
      [{ 'content-type': 'application/json' }, ['{"ids":', '["x"]}']],
      [{ 'content-type': 'application/json' }, ['{"ids": [']],
      [{ 'content-type': 'application/json' }, []],
      [{}, ['{"a":1}']],
    ];
    const answers: string[] = [];
    for (const url of deletes) {
      for (const [headers, parts] of bodies) {
        const res = await chunkedRequest(port, 'DELETE', url, parts, headers);
        answers.push(`${url} ${res.status}`);
        expect(JSON.parse(res.body).data.message).toBe('Please Login to continue');
      }
    }
    expect(answers.filter((a) => !a.endsWith(' 401'))).toEqual([]);
  });

  it('answers 401 to an invalid token before reading the chunked body', async () => {
    const res = await chunkedRequest(port, 'DELETE', '/api/v1/user/medication', ['{"id":'], {
      'content-type': 'application/json',
      authorization: 'Bearer not-a-token',
    });
    expect(res.status).toBe(401);
  });
});
