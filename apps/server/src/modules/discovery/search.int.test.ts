import { providerListBody } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  specialities,
  therapistBookingStats,
  therapistProfiles,
  therapistSearch,
  therapistSearchPending,
  therapistSpecialities,
  users,
} from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { approvedTherapist, insertAppointment, newPatient } from '../booking/test-helpers';
import { discoveryRepository } from './repository';

/**
 * therapist_search (issue 25) is kept by database triggers: every change of a source shows up in the
 * very next list call, whoever wrote it (an API route, an admin, a seed).
 */
let app: FastifyInstance;
let patient: { id: string; token: string };
beforeAll(async () => {
  app = await createTestApp({ env: { SEED_DEMO: 'false' } });
  patient = await newPatient(app);
});
afterAll(async () => {
  await app.close();
});

type Doctor = { _id: string; name: string; rating: number; consultationFee: number; city: string | null };
const list = async (filter: object) => {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/v1/user/provider/list',
    headers: bearer(patient.token),
    payload: filter,
  });
  expect(res.statusCode).toBe(200);
  return body<{ data: { doctors: Doctor[]; count: number } }>(res).data;
};
const idsOf = async (filter: object) => (await list(filter)).doctors.map((d) => d._id);

describe('therapist search', () => {
  it('finds a name from a partial word or with a typo', async () => {
    const m = await approvedTherapist(app, { firstName: 'Meenakshi', lastName: 'Sharma' });
    const other = await approvedTherapist(app, { firstName: 'Gopal', lastName: 'Krishnan' });
    expect(await idsOf({ text: 'sharm' })).toEqual([m.id]);
    expect(await idsOf({ text: 'meenaksi' })).toEqual([m.id]);
    expect(await idsOf({ text: 'Meenakshi Sharma' })).toEqual([m.id]);
    expect(await idsOf({ text: 'krishan' })).toEqual([other.id]);
    expect((await list({ text: 'zzzzqx' })).count).toBe(0);
  });

  it('shows a profile edit (name, fee, city, speciality) in the next search', async () => {
    const t = await approvedTherapist(app, { firstName: 'Ira', lastName: 'Kapoor', city: 'Pune', feeMinor: 500_00 });
    const [grief] = await app.ctx.db.select().from(specialities).limit(1);
    expect(await idsOf({ text: 'kapoor', city: 'pune' })).toEqual([t.id]);
    await app.ctx.db.update(users).set({ name: 'Ira Mehra' }).where(eq(users.id, t.id));
    await app.ctx.db
      .update(therapistProfiles)
      .set({ consultationFeeMinor: 900_00, locationText: 'Jaipur, Rajasthan, India' })
      .where(eq(therapistProfiles.userId, t.id));
    await app.ctx.db.insert(therapistSpecialities).values({ userId: t.id, specialityId: grief!.id });
    expect(await idsOf({ text: 'kapoor' })).toEqual([]);
    const found = await list({ text: 'mehra', city: 'Jaipur', specialization: [grief!.id] });
    expect(found.doctors.map((d) => d._id)).toEqual([t.id]);
    expect(found.doctors[0]).toMatchObject({ consultationFee: 900, city: 'Jaipur' });
    await app.ctx.db.delete(therapistSpecialities).where(eq(therapistSpecialities.userId, t.id));
    expect(await idsOf({ text: 'mehra', specialization: [grief!.id] })).toEqual([]);
  });

  it('lists a therapist the moment an admin approves them, and drops them when blocked', async () => {
    const t = await approvedTherapist(app, {
      firstName: 'Waiting',
      lastName: 'Approval',
      status: 'waiting for approval',
    });
    expect(await idsOf({ text: 'waiting approval' })).toEqual([]);
    const admin = await createUserWithToken(app, { userType: 'admin', email: 'search-admin@sahaj.local' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/therapists/${t.id}/approve`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await idsOf({ text: 'waiting approval' })).toEqual([t.id]);
    await app.ctx.db.update(users).set({ status: 'blocked' }).where(eq(users.id, t.id));
    expect(await idsOf({ text: 'waiting approval' })).toEqual([]);
    expect(await app.ctx.db.select().from(therapistSearch).where(eq(therapistSearch.therapistId, t.id))).toEqual([]);
  });

  it('keeps an approved therapist without a first free slot pending, until it is computed or they are blocked', async () => {
    const pending = async () =>
      new Set((await app.ctx.db.select().from(therapistSearchPending)).map((r) => r.therapistId));
    // Several at once, as a bulk import writes them: the triggers refresh a statement's rows together.
    const made = await app.ctx.db
      .insert(users)
      .values(
        ['a', 'b', 'c'].map((k) => ({
          userType: 'doctor' as const,
          status: 'active' as const,
          email: `pending-${k}@sahaj.local`,
          name: `Pending ${k}`,
        })),
      )
      .returning({ id: users.id });
    const [a, b, c] = made.map((r) => r.id) as [string, string, string];
    expect([...(await pending())].filter((id) => [a, b, c].includes(id)).sort()).toEqual([a, b, c].sort());
    await app.ctx.db.insert(therapistBookingStats).values({ therapistId: a });
    await app.ctx.db.update(users).set({ status: 'blocked' }).where(eq(users.id, b));
    const after = await pending();
    expect([a, b, c].map((id) => after.has(id))).toEqual([false, false, true]);
    await app.ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, b));
    expect((await pending()).has(b)).toBe(true);
  });

  it('re-sorts by rating after a new review', async () => {
    const a = await approvedTherapist(app, { firstName: 'Rated', lastName: 'Alpha' });
    const b = await approvedTherapist(app, { firstName: 'Rated', lastName: 'Beta' });
    const rate = async (therapistId: string, rating: number) => {
      const done = await insertAppointment(app, {
        patientId: patient.id,
        therapistId,
        startsAt: addDays(new Date(), -3 - rating),
        status: 'completed',
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/patient/rating',
        headers: bearer(patient.token),
        payload: { appointmentId: done.id, rating },
      });
      expect(res.statusCode).toBe(200);
    };
    await rate(a.id, 3);
    expect(await idsOf({ text: 'rated', sort: 'RatingHigh' })).toEqual([a.id, b.id]);
    await rate(b.id, 5);
    const after = await list({ text: 'rated', sort: 'RatingHigh' });
    expect(after.doctors.map((d) => d._id)).toEqual([b.id, a.id]);
    expect(after.doctors[0]!.rating).toBe(5);
  });

  it('keeps paging in one order across pages (no therapist twice, none left out)', async () => {
    const seen: string[] = [];
    const { count } = await list({ sort: 'FeeLow' });
    for (let page = 0; page * 3 < count; page += 1) seen.push(...(await idsOf({ sort: 'FeeLow', page, limit: 3 })));
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
  });

  it('reads a page the same whether it walks the sort index or reads the matches first (page-plan.ts)', async () => {
    // Ties on fee, rating and the day joined, so the order's tie-break (the id) decides too.
    const nashik: string[] = [];
    for (const [i, fee] of [700, 500, 700, 500, 900, 700, 500].entries()) {
      const t = await approvedTherapist(app, {
        firstName: `Nashik${i}`,
        lastName: 'Walker',
        city: 'Nashik',
        feeMinor: fee * 100,
        gender: i % 2 ? 'male' : 'female',
      });
      nashik.push(t.id);
    }
    const repo = discoveryRepository(app.ctx.db);
    const sorts = ['None', 'RatingLow', 'RatingHigh', 'FeeLow', 'FeeHigh', 'Oldest', 'Newest'] as const;
    const filters = [{ city: 'nashik' }, { city: 'nashik', gender: 'Male' }, { text: 'walker' }, { city: 'nowhere' }];
    for (const sort of sorts) {
      for (const filter of filters) {
        const seen: string[] = [];
        // Page 25 is past the prepared pages (PREPARED_PAGES): a query built each time.
        for (const page of [0, 1, 2, 25]) {
          const f = providerListBody.parse({ ...filter, sort, page, limit: 3 });
          const walked = (await repo.page(f, false)).map((r) => r.id);
          const matchesFirst = (await repo.page(f, true)).map((r) => r.id);
          expect(matchesFirst, `${sort} ${JSON.stringify(filter)} page ${page}`).toEqual(walked);
          seen.push(...walked);
        }
        if (filter.city === 'nashik' && !filter.gender) expect(new Set(seen)).toEqual(new Set(nashik));
      }
    }
  });

  it('gives a page’s cards in the order of its ids, as one statement (unfiltered) or two (filtered), shallow or deep', async () => {
    const repo = discoveryRepository(app.ctx.db);
    // Enough therapists for page 21 of one, past the prepared pages (PREPARED_PAGES), to hold one.
    for (let { count } = await list({}); count < 22; count += 1) {
      await approvedTherapist(app, {
        firstName: `Orderly${count}`,
        lastName: 'Walker',
        feeMinor: (count % 4) * 25_000,
      });
    }
    for (const sort of ['FeeHigh', 'Newest', 'RatingLow'] as const) {
      for (const filter of [{}, { text: 'walker' }]) {
        for (const page of [0, 1, 21]) {
          const f = providerListBody.parse({ ...filter, sort, page, limit: 1 });
          const ids = (await repo.pageIdsQuery(f)).map((r) => r.therapistId);
          const cards = (await repo.page(f)).map((r) => r.id);
          expect(cards, `${sort} ${JSON.stringify(filter)} page ${page}`).toEqual(ids);
          if (!('text' in filter)) expect(cards).toHaveLength(1);
        }
        const f = providerListBody.parse({ ...filter, sort, limit: 8 });
        const ids = (await repo.pageIdsQuery(f)).map((r) => r.therapistId);
        expect((await repo.page(f)).map((r) => r.id)).toEqual(ids);
        expect(ids.length).toBeGreaterThan(1);
      }
    }
  });
});
