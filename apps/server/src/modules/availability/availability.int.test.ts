import { MSG, UnknownTimeZoneError, type WorkProfile } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { newTherapist } from '../therapist-profile/test-helpers';
import { availabilityService } from './service';

const WP = '/api/v1/provider/work-profile';
type Reply<T = Record<string, unknown>> = {
  status: boolean;
  data: T & { message?: string; page?: number; field?: string };
};

/** Page 4 of the therapist wizard (the availability group of PATCH /provider/work-profile) and the read API. */
describe('availability', () => {
  let app: FastifyInstance;
  const call = (method: 'GET' | 'PATCH', url: string, token: string, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });
  const profileOf = async (token: string) => body<Reply<WorkProfile>>(await call('GET', WP, token)).data;
  const message = (res: { body: string }) => body<Reply>(res).data.message;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('PATCH /provider/work-profile (page 4)', () => {
    it('availability: saved with a break, time off and extra time, read back; bad payloads refused', async () => {
      const t = await newTherapist(app);
      const day = {
        day: 'Wednesday',
        startTime: '09:00',
        endTime: '17:00',
        addBreak: [{ startTime: '12:00', endTime: '13:00' }],
      };
      expect(message(await call('PATCH', WP, t.token, { timeSlot: [day] }))).toBe(MSG.selectConsultationPeriod);
      expect(message(await call('PATCH', WP, t.token, { timeSlot: [], consultationDuration: 30 }))).toBe(
        MSG.selectAvailableDays,
      );
      expect(
        message(
          await call('PATCH', WP, t.token, {
            timeSlot: [{ ...day, addBreak: [{ startTime: '08:00', endTime: '09:00' }] }],
            consultationDuration: 30,
          }),
        ),
      ).toBe(MSG.breakStartBounds);
      expect(
        message(
          await call('PATCH', WP, t.token, {
            timeSlot: [day],
            consultationDuration: 30,
            offDays: [{ date: '2020-01-01', timeArray: [{ startTime: '10:00', endTime: '11:00' }] }],
          }),
        ),
      ).toBe(MSG.pastDate);
      const offDays = [
        {
          date: '2099-01-05',
          timeArray: [
            { startTime: '10:00', endTime: '11:00' },
            { startTime: '15:00', endTime: '16:00' },
          ],
        },
      ];
      const specialTime = [{ date: '2099-01-06', timeArray: [{ startTime: '19:00', endTime: '20:30' }] }];
      const ok = await call('PATCH', WP, t.token, {
        timeSlot: [day, { ...day, day: 'Monday', addBreak: [] }],
        consultationDuration: 45,
        offDays,
        specialTime,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(body(ok).data.page).toBe(4);
      const p = await profileOf(t.token);
      expect(p.consultationDuration).toBe(45);
      expect(p.timeSlot).toEqual([{ ...day, day: 'Monday', addBreak: [] }, day]);
      expect(p.offDays).toEqual(offDays);
      expect(p.specialTime).toEqual(specialTime);
      // saving again replaces, not appends
      await call('PATCH', WP, t.token, { timeSlot: [day], consultationDuration: 60 });
      const again = await profileOf(t.token);
      expect(again.timeSlot).toEqual([day]);
      expect(again.offDays).toEqual([]);
    });
    // Issue 9 #3: these answered 500 ('Not a time' thrown inside a zod check).
    it.each(['9am', '25:00', '9:00', '24:00', ''])("refuses the time '%s' with 400 and the message", async (time) => {
      const t = await newTherapist(app);
      const day = { day: 'Monday', startTime: '09:00', endTime: '17:00', addBreak: [] };
      for (const payload of [
        { timeSlot: [{ ...day, startTime: time }], consultationDuration: 30 },
        { timeSlot: [{ ...day, addBreak: [{ startTime: '12:00', endTime: time }] }], consultationDuration: 30 },
        {
          timeSlot: [day],
          consultationDuration: 30,
          specialTime: [{ date: '2099-01-01', timeArray: [{ startTime: time, endTime: '10:00' }] }],
        },
      ]) {
        const res = await call('PATCH', WP, t.token, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(message(res)).toBe(MSG.invalidTime);
      }
    });

    it('a past date names its field', async () => {
      const t = await newTherapist(app);
      const res = await call('PATCH', WP, t.token, {
        timeSlot: [{ day: 'Monday', startTime: '09:00', endTime: '17:00', addBreak: [] }],
        consultationDuration: 30,
        specialTime: [
          { date: '2099-01-01', timeArray: [{ startTime: '10:00', endTime: '11:00' }] },
          { date: '2020-01-01', timeArray: [{ startTime: '10:00', endTime: '11:00' }] },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(body<Reply>(res).data).toMatchObject({ message: MSG.pastDate, field: 'specialTime.1.date' });
    });
  });

  describe('weekFor (the read API booking uses)', () => {
    it('gives the zone, the period and the schedule in the API shapes', async () => {
      const t = await newTherapist(app);
      await app.ctx.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, t.id));
      const week = {
        timeSlot: [
          {
            day: 'Tuesday',
            startTime: '09:00',
            endTime: '17:00',
            addBreak: [{ startTime: '12:00', endTime: '13:00' }],
          },
        ],
        offDays: [{ date: '2099-03-03', timeArray: [{ startTime: '09:00', endTime: '12:00' }] }],
        specialTime: [{ date: '2099-03-07', timeArray: [{ startTime: '10:00', endTime: '11:30' }] }],
        consultationDuration: 60,
      };
      expect((await call('PATCH', WP, t.token, week)).statusCode).toBe(200);
      expect(await availabilityService(app.ctx.db).weekFor(t.id)).toEqual({ ...week, timeZone: 'Europe/London' });
    });

    it('a therapist without availability has empty lists and no period; an unknown id is undefined', async () => {
      const t = await newTherapist(app);
      expect(await availabilityService(app.ctx.db).weekFor(t.id)).toEqual({
        timeZone: 'Asia/Kolkata',
        consultationDuration: null,
        timeSlot: [],
        offDays: [],
        specialTime: [],
      });
      expect(await availabilityService(app.ctx.db).weekFor('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it('weeksFor reads many therapists at once, each with only their own rows', async () => {
      const [a, b] = [await newTherapist(app), await newTherapist(app)];
      const day = (d: string) => ({ day: d, startTime: '10:00', endTime: '12:00', addBreak: [] });
      await call('PATCH', WP, a.token, { timeSlot: [day('Monday')], consultationDuration: 30 });
      await call('PATCH', WP, b.token, {
        timeSlot: [day('Friday'), { ...day('Sunday'), addBreak: [{ startTime: '11:00', endTime: '11:30' }] }],
        offDays: [{ date: '2099-05-01', timeArray: [{ startTime: '10:00', endTime: '11:00' }] }],
        consultationDuration: 120,
      });
      const weeks = await availabilityService(app.ctx.db).weeksFor([a.id, b.id, a.id, crypto.randomUUID()]);
      expect([...weeks.keys()].sort()).toEqual([a.id, b.id].sort());
      expect(weeks.get(a.id)).toMatchObject({ consultationDuration: 30, timeSlot: [day('Monday')], offDays: [] });
      expect(weeks.get(b.id)).toMatchObject({
        consultationDuration: 120,
        timeSlot: [{ ...day('Sunday'), addBreak: [{ startTime: '11:00', endTime: '11:30' }] }, day('Friday')],
        offDays: [{ date: '2099-05-01', timeArray: [{ startTime: '10:00', endTime: '11:00' }] }],
        specialTime: [],
      });
    });

    it('a stored zone the runtime does not know is an error, never a silent UTC', async () => {
      const t = await newTherapist(app);
      await app.ctx.db.update(users).set({ timeZone: 'Mars/Olympus' }).where(eq(users.id, t.id));
      await expect(availabilityService(app.ctx.db).weekFor(t.id)).rejects.toBeInstanceOf(UnknownTimeZoneError);
    });
  });
});
