import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentReviews, therapistBookingStats } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, insertAppointment, newPatient } from '../booking/test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const rate = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/patient/rating', headers: bearer(token), payload });

describe('reviews', () => {
  it('only a completed session, once, by its own patient; the mean is kept', async () => {
    const t = await approvedTherapist(app);
    const [p, q] = [await newPatient(app, 'Asha'), await newPatient(app, 'Bina')];
    const upcoming = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), 1),
    });
    const done1 = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), -3),
      status: 'completed',
    });
    const done2 = await insertAppointment(app, {
      patientId: q.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), -2),
      status: 'completed',
    });

    const early = await rate(p.token, { appointmentId: upcoming.id, rating: 5 });
    expect(early.statusCode).toBe(400);
    expect(body(early).data.message).toBe(MSG.reviewNeedsCompletedSession);
    expect((await rate(q.token, { appointmentId: done1.id, rating: 1 })).statusCode).toBe(404);
    const bad = await rate(p.token, { appointmentId: done1.id, rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.message).toBe(MSG.ratingRange);

    const ok = await rate(p.token, { appointmentId: done1.id, rating: 5, review: 'Kind and clear.' });
    expect(ok.statusCode).toBe(200);
    expect(
      body<{ data: { message: string; rating: number; reviewCount: number; review: { patientName: string } } }>(ok)
        .data,
    ).toMatchObject({ message: MSG.reviewThanks, rating: 5, reviewCount: 1, review: { patientName: 'Asha P.' } });
    const again = await rate(p.token, { appointmentId: done1.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(body(again).data.message).toBe(MSG.reviewAlreadyGiven);
    expect((await rate(q.token, { appointmentId: done2.id, rating: 2 })).statusCode).toBe(200);

    const [stats] = await app.ctx.db
      .select()
      .from(therapistBookingStats)
      .where(eq(therapistBookingStats.therapistId, t.id));
    expect(stats).toMatchObject({ rating: 3.5, reviewCount: 2, ratingSum: 7 });
    expect(
      await app.ctx.db.select().from(appointmentReviews).where(eq(appointmentReviews.therapistId, t.id)),
    ).toHaveLength(2);

    const summary = body<{ data: Record<string, unknown> }>(
      await app.inject({ url: `/api/v1/user/review-rating?providerId=${t.id}`, headers: bearer(q.token) }),
    ).data;
    expect(summary).toMatchObject({ rating: 3.5, reviewCount: 2, breakdown: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });
    const page = body<{
      data: { reviews: Array<{ rating: number; review: string | null; patientName: string }>; count: number };
    }>(
      await app.inject({
        url: `/api/v1/user/provider-reviews?providerId=${t.id}&page=0&limit=10`,
        headers: bearer(t.token),
      }),
    ).data;
    expect(page.count).toBe(2);
    expect(page.reviews.map((r) => r.patientName).sort()).toEqual(['Asha P.', 'Bina P.']);
    expect(JSON.stringify(page)).not.toContain(p.email!);
  });

  it('two reviews of one session at once: one is kept', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const done = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), -1),
      status: 'completed',
    });
    const codes = (
      await Promise.all([
        rate(p.token, { appointmentId: done.id, rating: 4 }),
        rate(p.token, { appointmentId: done.id, rating: 2 }),
      ])
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    const [stats] = await app.ctx.db
      .select()
      .from(therapistBookingStats)
      .where(eq(therapistBookingStats.therapistId, t.id));
    expect(stats!.reviewCount).toBe(1);
  });
});
