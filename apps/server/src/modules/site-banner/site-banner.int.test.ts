import type { AdminBanner, CurrentBanner } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBanners } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';

let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp();
  adminToken = (await createUserWithToken(app, { userType: 'admin' })).token;
}, 180_000);
afterAll(async () => {
  await app.close();
});

const hour = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const current = async (token: string) =>
  body<{ data: { banner: CurrentBanner | null } }>(
    await app.inject({ url: '/api/v1/admin/get-banner-content', headers: bearer(token) }),
  ).data.banner;
const create = async (over: object = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/banners',
    headers: bearer(adminToken),
    payload: {
      text: 'Sessions are 20% off this week',
      linkUrl: '/user/base/home/therapists',
      linkLabel: 'Find a therapist',
      audiences: ['patient'],
      startsAt: iso(-hour),
      endsAt: iso(hour),
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: { banner: AdminBanner } }>(res).data.banner;
};

describe('site banner', () => {
  it('shows the current banner to its audience until each person dismisses it', async () => {
    await app.ctx.db.delete(siteBanners);
    const b = await create();
    const p1 = await createUserWithToken(app, { userType: 'patient' });
    const p2 = await createUserWithToken(app, { userType: 'patient' });
    const therapist = await createUserWithToken(app, { userType: 'doctor' });
    expect(await current(p1.token)).toEqual(
      expect.objectContaining({ _id: b._id, text: 'Sessions are 20% off this week' }),
    );
    expect(await current(therapist.token)).toBeNull();
    const dismissed = await app.inject({
      method: 'POST',
      url: `/api/v1/user/banner/${b._id}/dismiss`,
      headers: bearer(p1.token),
    });
    expect(body(dismissed).data.message).toBe('Banner dismissed');
    expect(await current(p1.token)).toBeNull();
    expect((await current(p2.token))?._id).toBe(b._id);
    const list = body<{ data: { banners: AdminBanner[] } }>(
      await app.inject({ url: '/api/v1/admin/banners', headers: bearer(adminToken) }),
    ).data.banners;
    expect(list.find((x) => x._id === b._id)?.dismissals).toBe(1);
  });

  it('shows nothing before it starts or after it ends', async () => {
    await app.ctx.db.delete(siteBanners);
    await create({ startsAt: iso(hour), endsAt: iso(2 * hour) });
    const p = await createUserWithToken(app, { userType: 'patient' });
    expect(await current(p.token)).toBeNull();
  });

  it('refuses what cannot be shown, naming the problem', async () => {
    const cases: Array<[object, string]> = [
      [{ text: '' }, 'Write the announcement'],
      [{ audiences: [] }, 'Choose who sees it'],
      [{ linkUrl: 'javascript:alert(1)' }, 'A link starts with https://, http:// or / (a page of Sahaj)'],
      [{ linkLabel: '' }, 'Give the link a label'],
      [{ startsAt: iso(2 * hour), endsAt: iso(hour) }, 'It must end after it starts'],
      [{ startsAt: iso(-3 * hour), endsAt: iso(-2 * hour) }, 'It must end in the future'],
      [{ startsAt: 'tomorrow' }, 'Choose when it starts'],
    ];
    for (const [over, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/banners',
        headers: bearer(adminToken),
        payload: {
          text: 'x',
          linkUrl: '/a',
          linkLabel: 'A',
          audiences: ['company'],
          startsAt: iso(-hour),
          endsAt: iso(hour),
          ...over,
        },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(body(res).data.message, JSON.stringify(over)).toBe(message);
    }
  });

  it('lets only the admin manage banners', async () => {
    const b = await create();
    for (const userType of ['patient', 'doctor', 'company'] as const) {
      const u = await createUserWithToken(app, { userType });
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/v1/admin/banners/${b._id}`, headers: bearer(u.token) }))
          .statusCode,
      ).toBe(403);
    }
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/banners/${b._id}`,
      headers: bearer(adminToken),
    });
    expect(body(del).data.message).toBe('Banner deleted');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/admin/banners/${b._id}`, headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(404);
  });
});
