import { MSG } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../test-app';
import { bearer, createUserWithToken } from '../test-users';

/** The app-level access hook (lib/access.ts) and the error envelope's data.field. */
describe('route access declarations', () => {
  let app: FastifyInstance;
  let patient: string;
  let doctor: string;

  // Building and seeding the app can take a while on a busy two-core machine (180 s).
  beforeAll(async () => {
    app = await createTestApp({
      env: { CORS_ORIGINS: 'http://allowed.example' },
      extend: (a) => {
        // A route someone forgot to declare: closed to everyone.
        a.get('/api/v1/zz-undeclared', async () => ({ status: true, data: {} }));
      },
    });
    patient = (await createUserWithToken(app, { userType: 'patient' })).token;
    doctor = (await createUserWithToken(app, { userType: 'doctor' })).token;
  }, 180_000);
  afterAll(async () => app?.close());

  it('answers 401 to nobody before the body is validated', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/provider/treatments', payload: { nonsense: 1 } });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ status: false, data: { message: MSG.unauthorized } });
  });

  it('checks the caller before validation on routes that used to check it in preHandler (issue 9 #12)', async () => {
    const onboarding = await app.inject({
      method: 'PUT',
      url: '/api/v1/registration/patient/signup',
      payload: { page: 'not a page' },
    });
    expect(onboarding.statusCode).toBe(401);
    const questions = await app.inject({ url: '/api/v1/user/questions?contextType=' });
    expect(questions.statusCode).toBe(401);
    expect(body(questions).data).toEqual({ message: MSG.unauthorized });
  });

  it('answers 403 to a wrong role before the body is validated', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/treatments',
      headers: bearer(patient),
      payload: 'not json',
    });
    expect(res.statusCode).toBe(403);
    expect(body(res)).toEqual({ status: false, data: { message: MSG.forbidden } });
  });

  it('lets the declared role through to validation, which names the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/treatments',
      headers: bearer(doctor),
      payload: { treatmentName: 'Talk', treatmentPrice: 'lots' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.field).toBe('treatmentPrice');
  });

  it('closes a route without a declaration, even to a signed-in caller', async () => {
    for (const headers of [{}, bearer(patient)]) {
      const res = await app.inject({ url: '/api/v1/zz-undeclared', headers });
      expect(res.statusCode).toBe(403);
    }
    const undeclared = app.accessTable.filter((r) => r.access === undefined).map((r) => r.url);
    expect(undeclared).toContain('/api/v1/zz-undeclared');
  });

  it("keeps the spec's logout message for a caller without a valid session", async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const res = await app.inject({ method: 'PATCH', url: '/api/v1/user/logout', headers });
      expect(res.statusCode).toBe(401);
      expect(body(res).data.message).toBe(MSG.logoutPending);
    }
  });

  it('a CORS preflight from an allowed origin lists every method the API uses', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/provider/treatments',
      headers: { origin: 'http://allowed.example', 'access-control-request-method': 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    const methods = String(res.headers['access-control-allow-methods']).split(/\s*,\s*/);
    expect(methods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT']);
  });
});
