import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { therapistBookingStats, users } from '../../db/schema/index';
import { runSeed } from '../../db/seed/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { newPatient } from '../booking/test-helpers';
import { DEMO_THERAPIST_PASSWORD } from './demo-therapists';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('demo therapists', () => {
  it('seeds at least 30 approved, bookable therapists once, with varied zones, fees and ratings', async () => {
    await runSeed(app.ctx); // a second start seeds nothing new
    const rows = await app.ctx.db.select().from(users).where(like(users.email, '%@demo.sahaj.local'));
    const doctors = rows.filter((r) => r.userType === 'doctor');
    expect(doctors.length).toBeGreaterThanOrEqual(30);
    expect(new Set(doctors.map((d) => d.timeZone))).toEqual(
      new Set(['Asia/Kolkata', 'Europe/London', 'America/New_York']),
    );
    expect(new Set(doctors.map((d) => d.gender)).size).toBe(3);

    const p = await newPatient(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/provider/list',
      headers: bearer(p.token),
      payload: { limit: 50 },
    });
    const list = body<{
      data: {
        doctors: Array<{
          consultationFee: number;
          rating: number;
          profilePic: string | null;
          nextAvailableAt: string | null;
        }>;
        count: number;
      };
    }>(res).data;
    expect(list.count).toBeGreaterThanOrEqual(30);
    expect(list.doctors.some((d) => d.consultationFee === 0)).toBe(true);
    expect(new Set(list.doctors.map((d) => d.rating)).size).toBeGreaterThan(5);
    expect(list.doctors.every((d) => d.profilePic && d.nextAvailableAt)).toBe(true);
    // Therapist login is by phone: every demo therapist has a verified number and can sign in with it.
    expect(doctors.every((d) => d.phone && d.phoneVerifiedAt)).toBe(true);
    expect(new Set(doctors.map((d) => d.phone)).size).toBe(doctors.length);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/registration/provider/login',
      payload: { login: doctors[0]!.phone, password: DEMO_THERAPIST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const stats = await app.ctx.db.select().from(therapistBookingStats).where(eq(therapistBookingStats.reviewCount, 0));
    expect(stats.every((s) => s.rating === 0)).toBe(true);
  });
});
