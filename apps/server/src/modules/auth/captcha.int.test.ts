import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { data, get, post } from './auth-test-helpers';

async function solvedPayload(app: FastifyInstance): Promise<string> {
  const res = await get(app, '/registration/captcha-challenge');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = data(res) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  expect(solution).toBeTruthy();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('auth: ALTCHA captcha (default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('says which captcha and providers are on', async () => {
    const res = await get(app, '/public/config');
    expect(data(res)).toEqual({
      googleClientId: null,
      appleClientId: null,
      captcha: 'altcha',
      recaptchaSiteKey: null,
      resendWaitSeconds: 60,
      resendWaitOnboardingSeconds: 45,
    });
  });

  it('accepts a solved challenge once', async () => {
    const token = await solvedPayload(app);
    const ok = await post(app, '/registration/verify-captcha', { token });
    expect(ok.statusCode).toBe(200);
    expect(data(ok).message).toBe('Captcha Completed');
    const replay = await post(app, '/registration/verify-captcha', { token });
    expect(replay.statusCode).toBe(400);
    expect(data(replay).message).toBe('Captcha verification failed');
  });

  it('refuses a wrong solution, a tampered challenge and garbage', async () => {
    const token = await solvedPayload(app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const dk: string = payload.solution.derivedKey;
    const wrong = {
      ...payload,
      solution: { ...payload.solution, derivedKey: `${dk[0] === 'a' ? 'b' : 'a'}${dk.slice(1)}` },
    };
    expect(
      (
        await post(app, '/registration/verify-captcha', {
          token: Buffer.from(JSON.stringify(wrong)).toString('base64'),
        })
      ).statusCode,
    ).toBe(400);
    const tampered = {
      ...payload,
      // Any change to the signed parameters (here a different cost) breaks the signature.
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, cost: payload.challenge.parameters.cost + 1 },
      },
    };
    expect(
      (
        await post(app, '/registration/verify-captcha', {
          token: Buffer.from(JSON.stringify(tampered)).toString('base64'),
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(app, '/registration/verify-captcha', { token: 'not-base64-json' })).statusCode).toBe(400);
    expect(data(await post(app, '/registration/verify-captcha', { token: '' })).message).toBe(
      'Captcha verification failed',
    );
  });
});

describe('auth: reCAPTCHA adapter', () => {
  let app: FastifyInstance;
  let server: Server;
  let answer: (token: string) => { status: number; body: object } = () => ({ status: 200, body: { success: false } });
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        seen.push(form);
        const a = answer(form.get('response') ?? '');
        res.writeHead(a.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(a.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    app = await createTestApp({
      env: {
        RECAPTCHA_SECRET: 'test-secret',
        RECAPTCHA_SITE_KEY: 'site-key-1',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('announces reCAPTCHA with its site key', async () => {
    expect(data(await get(app, '/public/config'))).toMatchObject({
      captcha: 'recaptcha',
      recaptchaSiteKey: 'site-key-1',
    });
  });

  it('sends the secret and token to the verify URL and follows its answer', async () => {
    answer = (t) => ({
      status: 200,
      body: t === 'good-token' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
    });
    const ok = await post(app, '/registration/verify-captcha', { token: 'good-token' });
    expect(ok.statusCode).toBe(200);
    expect(data(ok).message).toBe('Captcha Completed');
    expect(seen.at(-1)!.get('secret')).toBe('test-secret');
    expect(seen.at(-1)!.get('response')).toBe('good-token');
    const bad = await post(app, '/registration/verify-captcha', { token: 'bad-token' });
    expect(bad.statusCode).toBe(400);
    expect(data(bad).message).toBe('Captcha verification failed');
  });

  it('refuses a low v3 score', async () => {
    answer = () => ({ status: 200, body: { success: true, score: 0.1 } });
    expect((await post(app, '/registration/verify-captcha', { token: 'bot' })).statusCode).toBe(400);
    answer = () => ({ status: 200, body: { success: true, score: 0.9 } });
    expect((await post(app, '/registration/verify-captcha', { token: 'human' })).statusCode).toBe(200);
  });

  it("answers 'An error occurred during captcha verification' when the verify URL fails", async () => {
    answer = () => ({ status: 500, body: {} });
    const res = await post(app, '/registration/verify-captcha', { token: 'any' });
    expect(res.statusCode).toBe(502);
    expect(data(res).message).toBe('An error occurred during captcha verification');
  });
});
