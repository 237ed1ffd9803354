import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/test-app';

describe('auth: OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('documents every access route with its body and reply schema', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = body<{
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: Record<string, unknown>; description?: string }>
      >;
    }>(res);
    const expected: Array<[string, string]> = [
      ['post', '/api/v1/registration/patient/login'],
      ['post', '/api/v1/registration/provider/login'],
      ['post', '/api/v1/registration/company/login'],
      ['post', '/api/v1/registration/admin/login'],
      ['post', '/api/v1/registration/patient/signup'],
      ['post', '/api/v1/registration/provider/signup'],
      ['post', '/api/v1/registration/company/signup'],
      ['post', '/api/v1/registration/user/login/send-verification'],
      ['post', '/api/v1/registration/patient/login/otp'],
      ['post', '/api/v1/registration/provider/login/otp'],
      ['post', '/api/v1/registration/user/signup/send-verification'],
      ['post', '/api/v1/registration/patient/signup/check-verification'],
      ['post', '/api/v1/registration/provider/signup/check-verification'],
      ['post', '/api/v1/registration/verify-captcha'],
      ['get', '/api/v1/registration/captcha-challenge'],
      ['post', '/api/v1/registration/patient/auth/google'],
      ['post', '/api/v1/registration/provider/auth/google'],
      ['post', '/api/v1/registration/patient/auth/apple'],
      ['post', '/api/v1/registration/provider/auth/apple'],
      ['post', '/api/v1/registration/forgot-password/send-verification'],
      ['post', '/api/v1/registration/forgot-password/check-verification'],
      ['patch', '/api/v1/registration/forgot-password'],
      ['patch', '/api/v1/public/resetPassword'],
      ['put', '/api/v1/user/verify/otp'],
      ['put', '/api/v1/user/resend/otp'],
      ['patch', '/api/v1/registration/resend-otp'],
      ['post', '/api/v1/registration/reverify-phone'],
      ['patch', '/api/v1/registration/resend-email-verification'],
      ['get', '/api/v1/user/profile'],
      ['patch', '/api/v1/public/company/logout'],
      ['patch', '/api/v1/user/logout'],
      ['get', '/api/v1/public/config'],
    ];
    for (const [method, path] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.responses['200'], `${method} ${path} reply`).toBeDefined();
      if (method !== 'get' && !path.endsWith('/logout'))
        expect(op!.requestBody, `${method} ${path} body`).toBeDefined();
    }
    expect(doc.paths['/api/v1/registration/reverify-phone']!.post!.description).toMatch(/Our choice of path/);
  });
});
