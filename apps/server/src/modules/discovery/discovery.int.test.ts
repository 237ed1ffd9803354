import { availabilityPayload, MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialities, therapistBookingStats, therapistProfiles, users } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, newPatient } from '../booking/test-helpers';

let app: FastifyInstance;
let token: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await createTestApp({ env: { SEED_DEMO: 'false' } });
  token = (await newPatient(app)).token;
  const mk = async (key: string, spec: Parameters<typeof approvedTherapist>[1], rating: number) => {
    const t = await approvedTherapist(app, spec);
    await app.ctx.db
      .update(therapistBookingStats)
      .set({ rating, ratingSum: Math.round(rating), reviewCount: 1 })
      .where(eq(therapistBookingStats.therapistId, t.id));
    ids[key] = t.id;
  };
  await mk(
    'asha',
    {
      firstName: 'Asha',
      lastName: 'Rao',
      gender: 'female',
      feeMinor: 1000_00,
      city: 'Pune',
      specialities: ['Anxiety'],
      languages: ['Hindi'],
    },
    4.5,
  );
  await app.ctx.db.update(users).set({ dob: '1988-04-12' }).where(eq(users.id, ids.asha!));
  await mk(
    'bimal',
    {
      firstName: 'Bimal',
      lastName: 'Das',
      gender: 'male',
      feeMinor: 0,
      city: 'Kolkata',
      specialities: ['Depression'],
      languages: ['Bengali', 'English'],
    },
    3,
  );
  await mk(
    'chitra',
    {
      firstName: 'Chitra',
      lastName: 'Nair',
      gender: 'female',
      feeMinor: 2500_00,
      city: 'Kochi',
      specialities: ['Anxiety', 'Depression'],
      languages: ['Malayalam'],
    },
    5,
  );
  // Not listed: waiting for approval, and approved but with no free slot (no availability).
  ids.pending = (await approvedTherapist(app, { firstName: 'Pending', status: 'waiting for approval' })).id;
  const full = await approvedTherapist(app, { firstName: 'Nofree', window: ['00:00', '00:05'] });
  ids.full = full.id;
});
afterAll(async () => {
  await app.close();
});

const list = async (filter: object) => {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/v1/user/provider/list',
    headers: bearer(token),
    payload: filter,
  });
  expect(res.statusCode).toBe(200);
  return body<{
    data: {
      doctors: Array<{
        _id: string;
        name: string;
        rating: number;
        consultationFee: number;
        specializations: Array<{ name: string }>;
        languagesKnown: string[];
        city: string;
      }>;
      count: number;
    };
  }>(res).data;
};
const names = (d: { doctors: Array<{ name: string }> }) => d.doctors.map((x) => x.name.split(' ')[0]);

describe('PATCH /user/provider/list', () => {
  it('lists approved, bookable therapists by rating (high first) by default', async () => {
    const d = await list({});
    expect(names(d)).toEqual(['Chitra', 'Asha', 'Bimal']);
    expect(d.count).toBe(3);
    expect(d.doctors[0]).toMatchObject({
      rating: 5,
      consultationFee: 2500,
      city: 'Kochi',
      languagesKnown: ['Malayalam'],
    });
  });

  it('sorts every way the spec names', async () => {
    expect(names(await list({ sort: 'RatingLow' }))).toEqual(['Bimal', 'Asha', 'Chitra']);
    expect(names(await list({ sort: 'FeeLow' }))).toEqual(['Bimal', 'Asha', 'Chitra']);
    expect(names(await list({ sort: 'FeeHigh' }))).toEqual(['Chitra', 'Asha', 'Bimal']);
    expect(names(await list({ sort: 'Oldest' }))).toEqual(['Asha', 'Bimal', 'Chitra']);
    expect(names(await list({ sort: 'Newest' }))).toEqual(['Chitra', 'Bimal', 'Asha']);
    expect((await list({ sort: 'None' })).count).toBe(3);
  });

  it('filters by name, gender, city, speciality and language, and pages', async () => {
    expect(names(await list({ text: 'chi' }))).toEqual(['Chitra']);
    expect(names(await list({ gender: 'Male' }))).toEqual(['Bimal']);
    expect(names(await list({ gender: 'Female', sort: 'FeeLow' }))).toEqual(['Asha', 'Chitra']);
    expect(names(await list({ city: 'kolkata' }))).toEqual(['Bimal']);
    const [anxiety] = await app.ctx.db.select().from(specialities).where(eq(specialities.name, 'Anxiety'));
    expect(names(await list({ specialization: [anxiety!.id] }))).toEqual(['Chitra', 'Asha']);
    expect(names(await list({ languagesKnown: ['english', 'Hindi'] }))).toEqual(['Asha', 'Bimal']);
    const page1 = await list({ page: 1, limit: 2 });
    expect(names(page1)).toEqual(['Bimal']);
    expect(page1.count).toBe(3);
    expect((await list({ page: 5, limit: 2 })).count).toBe(3);
    expect((await list({ text: 'nobody' })).count).toBe(0);
  });

  it('lists a therapist approved a moment ago (first free slot never computed yet)', async () => {
    const t = await approvedTherapist(app, { firstName: 'Newly', lastName: 'Approved' });
    await app.ctx.db.delete(therapistBookingStats).where(eq(therapistBookingStats.therapistId, t.id));
    // The list looks for newcomers at most once a second.
    await new Promise((r) => setTimeout(r, 1100));
    expect(names(await list({ text: 'newly' }))).toEqual(['Newly']);
  });

  it('lists a therapist as soon as they save a week, not at the next refresh job', async () => {
    const t = await approvedTherapist(app, { firstName: 'Fresh', lastName: 'Week' });
    // As the refresh job leaves someone who had no week yet: known, with no free slot.
    await app.ctx.db
      .update(therapistBookingStats)
      .set({ nextAvailableAt: null })
      .where(eq(therapistBookingStats.therapistId, t.id));
    expect(names(await list({ text: 'fresh' }))).toEqual([]);
    const week = availabilityPayload.parse({
      timeSlot: [{ day: 'Monday', startTime: '09:00', endTime: '17:00' }],
      consultationDuration: 60,
    });
    await app.ctx.services.availability.save(t.id, week, { timeZone: 'UTC' });
    const [stats] = await app.ctx.db
      .select()
      .from(therapistBookingStats)
      .where(eq(therapistBookingStats.therapistId, t.id));
    expect(stats?.nextAvailableAt).toBeInstanceOf(Date);
  });

  it('refuses a bad filter with a 4xx naming it', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/provider/list',
      headers: bearer(token),
      payload: { sort: 'Cheapest' },
    });
    expect(res.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/provider/list',
      headers: bearer(token),
      payload: { text: '<script>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.message).toContain(MSG.unsupportedSearch);
    expect((await app.inject({ method: 'PATCH', url: '/api/v1/user/provider/list', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /user/provider/{id}', () => {
  it('shows the public profile without contact details, documents or hidden fields', async () => {
    const res = await app.inject({ url: `/api/v1/user/provider/${ids.asha}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const p = body<{ data: Record<string, unknown> }>(res).data;
    expect(p).toMatchObject({
      _id: ids.asha,
      professionalTitle: 'Counselling Psychologist',
      timeZone: null,
      dob: null,
      status: 'active',
    });
    const text = JSON.stringify(p);
    for (const secret of [
      'email',
      'phone',
      'accountNumber',
      'accountDetails',
      'contactNumber',
      'referencePerson',
      'url',
      'fileName',
    ])
      expect(text).not.toContain(`"${secret}"`);
    // Nor their values under any other name.
    const [me] = await app.ctx.db.select().from(users).where(eq(users.id, ids.asha!));
    for (const value of [me!.email, me!.phone, '1988-04-12']) {
      expect(value).toBeTruthy();
      expect(text).not.toContain(value!);
    }
  });

  it("shows the date of birth and time zone only when the therapist chose 'Show in profile'", async () => {
    const read = async () =>
      body<{ data: { dob: string | null; timeZone: string | null } }>(
        await app.inject({ url: `/api/v1/user/provider/${ids.asha}`, headers: bearer(token) }),
      ).data;
    await app.ctx.db
      .update(therapistProfiles)
      .set({ hiddenFields: ['timeZone'] })
      .where(eq(therapistProfiles.userId, ids.asha!));
    expect(await read()).toMatchObject({ dob: '1988-04-12', timeZone: null });
    await app.ctx.db.update(therapistProfiles).set({ hiddenFields: [] }).where(eq(therapistProfiles.userId, ids.asha!));
    expect(await read()).toMatchObject({ dob: '1988-04-12', timeZone: 'UTC' });
    await app.ctx.db
      .update(therapistProfiles)
      .set({ hiddenFields: ['dob', 'timeZone'] })
      .where(eq(therapistProfiles.userId, ids.asha!));
    expect(await read()).toMatchObject({ dob: null, timeZone: null });
  });

  it('is 404 for a therapist not approved or an unknown id', async () => {
    expect((await app.inject({ url: `/api/v1/user/provider/${ids.pending}`, headers: bearer(token) })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ url: `/api/v1/user/provider/${crypto.randomUUID()}`, headers: bearer(token) })).statusCode,
    ).toBe(404);
  });
});
