import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { body } from '../../test/test-app';

/** The newest code sent to a phone (E.164) or e-mail through the development outbox. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const rows = await app.ctx.outbox!.list({ to, limit: 1 });
  const match = rows[0]?.body.match(/\b(\d{4,8})\b/);
  expect(match, `no code in the outbox for ${to}`).toBeTruthy();
  return match![1]!;
}

export async function outboxCount(app: FastifyInstance, to: string): Promise<number> {
  return (await app.ctx.outbox!.list({ to, limit: 200 })).length;
}

export const post = (app: FastifyInstance, url: string, payload: unknown, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
export const patch = (app: FastifyInstance, url: string, payload: unknown, headers?: Record<string, string>) =>
  app.inject({ method: 'PATCH', url: `/api/v1${url}`, payload: payload as object, headers });
export const put = (app: FastifyInstance, url: string, payload: unknown, headers?: Record<string, string>) =>
  app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as object, headers });
export const get = (app: FastifyInstance, url: string, headers?: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

export type Reply = { status: boolean; data: Record<string, unknown> & { message?: string } };
export const data = (res: { body: string }) => body<Reply>(res).data;

/** A fresh valid Indian mobile in dial-code form and E.164. */
let n = 0;
export function freshPhone(): { dial: string; e164: string } {
  n += 1;
  const national = `9${String(Date.now() % 1e5).padStart(5, '0')}${String(n % 1000).padStart(3, '0')}${Math.floor(Math.random() * 10)}`;
  return { dial: `+91-${national}`, e164: `+91${national}` };
}

/** An ALTCHA challenge from the server, solved as the browser widget would (base64 payload). */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await get(app, '/registration/captcha-challenge');
  expect(res.statusCode).toBe(200);
  const challenge = data(res) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  expect(solution).toBeTruthy();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh captcha pass (POST /registration/verify-captcha with a solved challenge), for sign-up calls. */
export async function captchaPass(app: FastifyInstance): Promise<string> {
  const res = await post(app, '/registration/verify-captcha', { token: await solvedCaptcha(app) });
  expect(res.statusCode, res.body).toBe(200);
  return data(res).captchaPass as string;
}
