import type { AdminBanner } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { body } from '../test-app';
import { bearer, createUserWithToken } from '../test-users';

/*
 * Cross-user cases for content the admin owns (issue 23): articles and the site banner. Any admin may
 * edit them (like forms); nobody else reaches a draft or another person's dismissal.
 */

const refused = (res: { statusCode: number; body: string }) => {
  expect([403, 404], res.body).toContain(res.statusCode);
  expect(body(res).status).toBe(false);
};

/** A draft stays invisible to readers (feed and cover) and unreachable for patients, therapists and companies. */
export async function crossArticlesCase(app: FastifyInstance): Promise<void> {
  const admin = await createUserWithToken(app, { userType: 'admin' });
  const authors = body<{ data: { authors: Array<{ _id: number }> } }>(
    await app.inject({ url: '/api/v1/admin/article-authors', headers: bearer(admin.token) }),
  ).data.authors;
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/articles',
    headers: bearer(admin.token),
    payload: { title: `Draft ${Date.now()}`, content: '<p>Not yet</p>', authorId: authors[0]!._id },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = body<{ data: { article: { _id: number; slug: string } } }>(created).data.article._id;
  const slug = body<{ data: { article: { _id: number; slug: string } } }>(created).data.article.slug;
  expect((await app.inject({ url: `/wp-json/wp/v2/posts/${id}` })).statusCode).toBe(404);
  expect(JSON.parse((await app.inject({ url: `/wp-json/wp/v2/posts?slug=${slug}` })).body)).toEqual([]);
  refused(await app.inject({ url: `/api/v1/public/articles/${id}/cover` }));
  for (const userType of ['patient', 'doctor', 'company'] as const) {
    const u = await createUserWithToken(app, { userType });
    refused(await app.inject({ url: `/api/v1/admin/articles/${id}`, headers: bearer(u.token) }));
    refused(
      await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/articles/${id}/status`,
        headers: bearer(u.token),
        payload: { status: 'publish' },
      }),
    );
  }
  // Another admin may edit it (the admin's content, like forms).
  const other = await createUserWithToken(app, { userType: 'admin' });
  expect((await app.inject({ url: `/api/v1/admin/articles/${id}`, headers: bearer(other.token) })).statusCode).toBe(
    200,
  );
}

/** One person's dismissal hides the banner for them only; only admins change banners. */
export async function crossBannerCase(app: FastifyInstance): Promise<void> {
  const admin = await createUserWithToken(app, { userType: 'admin' });
  const made = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/banners',
    headers: bearer(admin.token),
    payload: {
      text: 'Matrix banner',
      audiences: ['patient'],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  const banner = body<{ data: { banner: AdminBanner } }>(made).data.banner;
  const a = await createUserWithToken(app, { userType: 'patient' });
  const b = await createUserWithToken(app, { userType: 'patient' });
  await app.inject({ method: 'POST', url: `/api/v1/user/banner/${banner._id}/dismiss`, headers: bearer(b.token) });
  const seen = body<{ data: { banner: { _id: string } | null } }>(
    await app.inject({ url: '/api/v1/admin/get-banner-content', headers: bearer(a.token) }),
  ).data.banner;
  expect(seen?._id).toBe(banner._id);
  refused(
    await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/banners/${banner._id}`,
      headers: bearer(a.token),
      payload: { text: 'Taken over', audiences: ['patient'], startsAt: banner.startsAt, endsAt: banner.endsAt },
    }),
  );
  refused(await app.inject({ method: 'DELETE', url: `/api/v1/admin/banners/${banner._id}`, headers: bearer(b.token) }));
  await app.inject({ method: 'DELETE', url: `/api/v1/admin/banners/${banner._id}`, headers: bearer(admin.token) });
}

/** A patient's choices about a session are theirs; its note reaches that session's therapist only. */
export async function crossPreferencesCase(
  app: FastifyInstance,
  insertAppointment: (
    a: FastifyInstance,
    v: { patientId: string; therapistId: string; startsAt: Date },
  ) => Promise<{ id: string }>,
): Promise<void> {
  const a = await createUserWithToken(app, { userType: 'patient' });
  const b = await createUserWithToken(app, { userType: 'patient' });
  const t = await createUserWithToken(app, { userType: 'doctor' });
  const other = await createUserWithToken(app, { userType: 'doctor' });
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  startsAt.setUTCMinutes(0, 0, 0);
  const appt = await insertAppointment(app, { patientId: a.id, therapistId: t.id, startsAt });
  const mine = await app.inject({
    method: 'PATCH',
    url: '/api/v1/patient/upcoming-appointments',
    headers: bearer(a.token),
    payload: { appointmentId: appt.id, noteForTherapist: 'private note' },
  });
  expect(mine.statusCode, mine.body).toBe(200);
  refused(
    await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/upcoming-appointments',
      headers: bearer(b.token),
      payload: { appointmentId: appt.id, reminders: false },
    }),
  );
  refused(await app.inject({ url: `/api/v1/patient/upcoming-appointments/${appt.id}`, headers: bearer(b.token) }));
  const leak = await app.inject({
    url: `/api/v1/provider/appointments/${appt.id}/patient-note`,
    headers: bearer(other.token),
  });
  refused(leak);
  expect(leak.body).not.toContain('private note');
}
