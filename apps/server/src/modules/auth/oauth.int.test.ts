import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthIdentities, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { data, get, post } from './auth-test-helpers';

const GOOGLE_ID = 'test-google-client.apps.googleusercontent.com';
const APPLE_ID = 'com.sahaj.web';
const GOOGLE_ISS = 'https://accounts.google.com';
const APPLE_ISS = 'https://appleid.apple.com';

describe('auth: Google and Apple sign-in', () => {
  let app: FastifyInstance;
  let server: Server;
  let googleKey: CryptoKey;
  let appleKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const g = await generateKeyPair('RS256', { extractable: true });
    const a = await generateKeyPair('ES256', { extractable: true });
    const s = await generateKeyPair('RS256', { extractable: true });
    googleKey = g.privateKey;
    appleKey = a.privateKey;
    strangerKey = s.privateKey;
    const jwk = async (k: CryptoKey, kid: string, alg: string): Promise<JWK> => ({
      ...(await exportJWK(k)),
      kid,
      alg,
      use: 'sig',
    });
    const googleSet = { keys: [await jwk(g.publicKey, 'g1', 'RS256')] };
    const appleSet = { keys: [await jwk(a.publicKey, 'a1', 'ES256')] };
    server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.url === '/google/certs' ? googleSet : appleSet));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_ID,
        GOOGLE_JWKS_URL: `${base}/google/certs`,
        APPLE_CLIENT_ID: APPLE_ID,
        APPLE_JWKS_URL: `${base}/apple/keys`,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const googleToken = (
    claims: Record<string, unknown>,
    opts: { aud?: string; iss?: string; exp?: number; key?: CryptoKey } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
      .setIssuer(opts.iss ?? GOOGLE_ISS)
      .setAudience(opts.aud ?? GOOGLE_ID)
      .setSubject(String(claims.sub ?? 'google-sub-1'))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 10)
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(opts.key ?? googleKey);
  const appleToken = (claims: Record<string, unknown>, opts: { aud?: string; iss?: string; exp?: number } = {}) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'a1' })
      .setIssuer(opts.iss ?? APPLE_ISS)
      .setAudience(opts.aud ?? APPLE_ID)
      .setSubject(String(claims.sub ?? 'apple-sub-1'))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 10)
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(appleKey);

  it('announces both client ids', async () => {
    expect(data(await get(app, '/public/config'))).toMatchObject({
      googleClientId: GOOGLE_ID,
      appleClientId: APPLE_ID,
    });
  });

  it('signs a new Google user up as a pending patient with oauthData, then signs the same person in', async () => {
    const token = await googleToken({
      sub: 'g-new-1',
      email: 'New.Person@Gmail.com',
      given_name: 'New',
      family_name: 'Person',
      picture: 'https://x/p.png',
    });
    const res = await post(app, '/registration/patient/auth/google', { token });
    expect(res.statusCode).toBe(200);
    const d = data(res);
    expect(d).toMatchObject({
      message: 'Google OAuth Successful',
      status: 'pending',
      page: 0,
      userType: 'patient',
      oauthData: {
        provider: 'google',
        email: 'new.person@gmail.com',
        firstName: 'New',
        lastName: 'Person',
        picture: 'https://x/p.png',
      },
    });
    const again = await post(app, '/registration/patient/auth/google', {
      token: await googleToken({ sub: 'g-new-1', email: 'new.person@gmail.com' }),
    });
    expect(again.statusCode).toBe(200);
    const [p1, p2] = await Promise.all(
      [d.authToken, data(again).authToken].map(
        async (t) =>
          body<{ data: Array<{ _id: string; email: string; oauthData: unknown }> }>(
            await get(app, '/user/profile', bearer(t as string)),
          ).data[0]!,
      ),
    );
    expect(p1!._id).toBe(p2!._id);
    expect(p1!.email).toBe('new.person@gmail.com');
    expect(p1!.oauthData).toMatchObject({ provider: 'google' });
    // The same Google account as a therapist is a separate account.
    const asDoctor = await post(app, '/registration/provider/auth/google', {
      token: await googleToken({ sub: 'g-new-1', email: 'new.person@gmail.com' }),
    });
    expect(data(asDoctor).userType).toBe('doctor');
  });

  it('links a verified Google e-mail to the existing account of that kind', async () => {
    const token = await googleToken({ sub: 'g-asha', email: DEMO_ACCOUNTS.patient.email });
    const res = await post(app, '/registration/patient/auth/google', { token });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ status: 'active', page: 6 });
    const [asha] = await app.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.patient.email));
    const links = await app.ctx.db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, asha!.id));
    expect(links).toHaveLength(1);
  });

  it('does not link to an account whose e-mail was never proved (pre-registration takeover)', async () => {
    const victim = `victim${Date.now()}@gmail.com`;
    const { createUserWithToken } = await import('../../test/test-users');
    // Someone typed the victim's address into an account of their own and never verified it.
    const squatter = await createUserWithToken(app, { userType: 'patient', email: victim, password: 'Squat@1234' });
    const res = await post(app, '/registration/patient/auth/google', {
      token: await googleToken({ sub: 'g-victim', email: victim }),
    });
    expect(res.statusCode).toBe(200);
    const mine = body<{ data: Array<{ _id: string; email: string }> }>(
      await get(app, '/user/profile', bearer(data(res).authToken as string)),
    ).data[0]!;
    expect(mine._id).not.toBe(squatter.id);
    expect(mine.email).toBe(victim);
    const [old] = await app.ctx.db.select().from(users).where(eq(users.id, squatter.id));
    expect(old!.email).toBeNull();
  });

  it('does not link an unverified Google e-mail to an existing account', async () => {
    const token = await googleToken({ sub: 'g-impostor', email: DEMO_ACCOUNTS.therapist.email, email_verified: false });
    const res = await post(app, '/registration/provider/auth/google', { token });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ status: 'pending', page: 0 });
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else' }],
    ['a wrong issuer', { iss: 'https://evil.example' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses %s', async (_name, opts) => {
    const res = await post(app, '/registration/patient/auth/google', {
      token: await googleToken({ sub: 'g-x', email: 'x@gmail.com' }, opts),
    });
    expect(res.statusCode).toBe(401);
    expect(data(res).message).toBe('Google login failed');
  });

  it('refuses a bad signature (a key not in the JWKS) and garbage', async () => {
    const forged = await googleToken({ sub: 'g-x', email: 'x@gmail.com' }, { key: strangerKey });
    expect(data(await post(app, '/registration/patient/auth/google', { token: forged })).message).toBe(
      'Google login failed',
    );
    expect((await post(app, '/registration/patient/auth/google', { token: 'abc.def.ghi' })).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x', aud: GOOGLE_ID, iss: GOOGLE_ISS, exp: 9999999999 })).toString('base64url')}.`;
    expect((await post(app, '/registration/patient/auth/google', { token: none })).statusCode).toBe(401);
  });

  it('Apple: signs in with the identity token and the first-time name; checks like Google', async () => {
    const token = await appleToken({ sub: 'apple-1', email: 'relay@privaterelay.appleid.com', email_verified: 'true' });
    const res = await post(app, '/registration/provider/auth/apple', {
      token,
      platform: 'web',
      firstName: 'Kiran',
      lastName: 'Shah',
    });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({
      message: 'Apple OAuth Successful',
      userType: 'doctor',
      oauthData: { provider: 'apple', firstName: 'Kiran', lastName: 'Shah' },
    });
    const wrongAud = await post(app, '/registration/provider/auth/apple', {
      token: await appleToken({ sub: 'apple-1' }, { aud: GOOGLE_ID }),
    });
    expect(wrongAud.statusCode).toBe(401);
    expect(data(wrongAud).message).toBe('Apple login failed');
    const wrongIss = await post(app, '/registration/patient/auth/apple', {
      token: await appleToken({ sub: 'apple-1' }, { iss: GOOGLE_ISS }),
    });
    expect(wrongIss.statusCode).toBe(401);
    const expired = await post(app, '/registration/patient/auth/apple', {
      token: await appleToken({ sub: 'apple-1' }, { exp: Math.floor(Date.now() / 1000) - 600 }),
    });
    expect(expired.statusCode).toBe(401);
    // A Google-signed token is not an Apple token.
    const googleSigned = await googleToken({ sub: 'apple-1' }, { aud: APPLE_ID, iss: APPLE_ISS });
    expect((await post(app, '/registration/patient/auth/apple', { token: googleSigned })).statusCode).toBe(401);
  });
});

describe('auth: Google and Apple without client ids', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // Issue 20 #14: not configured is a 404 with the message, never a 5xx that monitoring counts as an outage.
  it('answers 404 that the provider is not available', async () => {
    const g = await post(app, '/registration/patient/auth/google', { token: 'x' });
    expect(g.statusCode).toBe(404);
    expect(data(g).message).toBe('Google Sign-In is not available');
    const a = await post(app, '/registration/provider/auth/apple', { token: 'x', platform: 'web' });
    expect(a.statusCode).toBe(404);
    expect(data(a).message).toBe('Apple Sign-In is not available');
  });
});
