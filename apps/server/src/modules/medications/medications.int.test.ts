import { MSG, wallTimeToInstant } from '@sahaj/contract';
import { addMinutes } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicationReminders, medications, messageDeliveries, notifications, users } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { medicationsService } from './service';

let app: FastifyInstance;
let tabletId: string;
beforeAll(async () => {
  app = await createTestApp();
  const types = body<{ status: boolean; data: { medicineTypes: Array<{ _id: string; name: string }> } }>(
    await app.inject({
      url: '/api/v1/user/medicine-types',
      headers: bearer((await createUserWithToken(app, { userType: 'patient' })).token),
    }),
  ).data.medicineTypes;
  tabletId = types.find((t) => t.name === 'Tablet')!._id;
  // Building and seeding the app can take a while on a busy two-core machine.
}, 180_000);
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const patient = async (zone = 'Asia/Kolkata') => {
  const p = await createUserWithToken(app, { userType: 'patient' });
  await app.ctx.db.update(users).set({ timeZone: zone }).where(eq(users.id, p.id));
  return p;
};
const entry = (over: object = {}) => ({
  name: 'Sertraline',
  medicineTypeId: tabletId,
  dose: '50 mg',
  timesOfDay: ['21:00', '08:00'],
  startDate: '2026-01-01',
  endDate: null,
  ...over,
});
type Med = { _id: string; status: string; timesOfDay: string[]; nextDoseAt: string | null; prescribedBy: unknown };
const listOf = async (token: string) =>
  body<{ status: boolean; data: { medications: Med[] } }>(await call('GET', '/patient/list-medications', token)).data
    .medications;

describe('medicine types and library', () => {
  it('lists seeded types and a searchable library; the admin adds (409 on a duplicate); others cannot', async () => {
    const p = await patient();
    const admin = await createUserWithToken(app, { userType: 'admin' });
    const lib = body<{
      status: boolean;
      data: { medicines: Array<{ name: string; type: { name: string } }>; count: number };
    }>(await call('GET', '/user/medicine-library?searchKey=sert', p.token)).data;
    expect(lib.medicines).toEqual([
      expect.objectContaining({ name: 'Sertraline', type: expect.objectContaining({ name: 'Tablet' }) }),
    ]);
    const added = await call('POST', '/admin/medicine', admin.token, {
      name: 'Buspirone',
      medicineTypeId: tabletId,
      strength: '5 mg',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(body(added).data.message).toBe(MSG.medicineAdded);
    const again = await call('POST', '/admin/medicine', admin.token, {
      name: 'buspirone',
      medicineTypeId: tabletId,
      strength: '5 mg',
    });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', '/admin/medicine', p.token, { name: 'X', medicineTypeId: tabletId })).statusCode).toBe(
      403,
    );
    const found = body<{ status: boolean; data: { count: number } }>(
      await call('GET', '/user/medicine-library?searchKey=Buspi', p.token),
    ).data;
    expect(found.count).toBe(1);
    // A search with LIKE wildcards matches them literally.
    const wild = body<{ status: boolean; data: { count: number } }>(
      await call('GET', '/user/medicine-library?searchKey=%25', p.token),
    ).data;
    expect(wild.count).toBe(0);
  });
});

describe('my medications', () => {
  it('adds, lists with status and next dose, edits, deletes; bad input is refused with its field', async () => {
    const p = await patient();
    const res = await call('POST', '/user/medication', p.token, entry());
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.message).toBe(MSG.medicationAdded);
    const [m] = await listOf(p.token);
    expect(m).toMatchObject({ status: 'active', timesOfDay: ['08:00', '21:00'], prescribedBy: null });
    expect(m!.nextDoseAt).not.toBeNull();

    const future = await call(
      'POST',
      '/user/medication',
      p.token,
      entry({ name: 'Melatonin', startDate: '2099-01-01' }),
    );
    expect(body(future).data).toMatchObject({ medication: { status: 'upcoming' } });
    const ended = await call(
      'POST',
      '/user/medication',
      p.token,
      entry({ name: 'Old', startDate: '2020-01-01', endDate: '2020-02-01' }),
    );
    expect(body(ended).data).toMatchObject({ medication: { status: 'ended', nextDoseAt: null } });
    expect((await listOf(p.token)).map((x) => x.status)).toEqual(['active', 'upcoming', 'ended']);

    const edit = await call('POST', '/user/medication', p.token, entry({ _id: m!._id, dose: '100 mg' }));
    expect(body(edit).data).toMatchObject({ message: MSG.medicationUpdated, medication: { dose: '100 mg' } });

    for (const [bad, message, field] of [
      [{ timesOfDay: [] }, MSG.medicationTimesRequired, 'timesOfDay'],
      [{ timesOfDay: ['8am'] }, MSG.medicationTimeInvalid, 'timesOfDay.0'],
      [{ timesOfDay: ['08:00', '08:00'] }, MSG.medicationTimesDuplicate, 'timesOfDay'],
      [{ endDate: '2025-12-31' }, MSG.medicationEndBeforeStart, 'endDate'],
      [{ medicineTypeId: '00000000-0000-4000-8000-000000000000' }, MSG.medicationTypeUnknown, 'medicineTypeId'],
      [{ name: ' ' }, MSG.medicationNameRequired, 'name'],
      [{ endDate: '2040-01-01' }, MSG.medicationTooLong, 'endDate'],
    ] as const) {
      const r = await call('POST', '/user/medication', p.token, entry(bad));
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(body(r).data, JSON.stringify(bad)).toMatchObject({ message, field });
    }

    const del = await call('DELETE', `/user/medication?medicationId=${m!._id}`, p.token);
    expect(body(del).data.message).toBe('Deleted successfully');
    expect(await listOf(p.token)).toHaveLength(2);
  });

  it("another patient's token: 404 and nothing changed; therapists cannot call patient routes", async () => {
    const [a, b] = [await patient(), await patient()];
    const t = await createUserWithToken(app, { userType: 'doctor' });
    const id = body<{ status: boolean; data: { medication: { _id: string } } }>(
      await call('POST', '/user/medication', a.token, entry()),
    ).data.medication._id;
    const edit = await call('POST', '/user/medication', b.token, entry({ _id: id, dose: 'taken over' }));
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `/user/medication?medicationId=${id}`, b.token)).statusCode).toBe(404);
    expect(await listOf(b.token)).toHaveLength(0);
    const [row] = await app.ctx.db.select().from(medications).where(eq(medications.id, id));
    expect(row!.dose).toBe('50 mg');
    expect((await call('GET', '/patient/list-medications', t.token)).statusCode).toBe(403);
    expect((await call('POST', '/user/medication', t.token, entry())).statusCode).toBe(403);
  });
});

describe('reminders', () => {
  const at = (iso: string) => new Date(iso);
  const scan = (now: Date) =>
    medicationsService(
      app.ctx,
      { notifications: () => app.ctx.services.notifications },
      { now: () => now },
    ).sendDueReminders();
  const sentTo = async (userId: string) => ({
    notes: await app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'medication'))),
    sms: await app.ctx.db
      .select()
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.userId, userId), eq(messageDeliveries.channel, 'sms'))),
  });

  it("fires at the time of day in the patient's zone, once however often the scan runs, with an SMS", async () => {
    const p = await patient('Asia/Kolkata');
    const id = body<{ status: boolean; data: { medication: { _id: string } } }>(
      await call('POST', '/user/medication', p.token, entry({ timesOfDay: ['08:00'], startDate: '2026-01-01' })),
    ).data.medication._id;
    await app.ctx.db
      .update(medications)
      .set({ createdAt: at('2026-01-01T00:00:00Z') })
      .where(eq(medications.id, id));
    const due = wallTimeToInstant('2026-03-10', '08:00', 'Asia/Kolkata')!; // 02:30 UTC
    expect(due.toISOString()).toBe('2026-03-10T02:30:00.000Z');

    await scan(addMinutes(due, -1));
    expect((await sentTo(p.id)).notes).toHaveLength(0);
    await Promise.all([scan(addMinutes(due, 1)), scan(addMinutes(due, 1)), scan(addMinutes(due, 3))]);
    const { notes, sms } = await sentTo(p.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Medication Reminder', link: '/user/base/home/medication' });
    expect(notes[0]!.msg).toBe('Time to take Sertraline (50 mg) — 8:00 AM.');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to).toBe(p.phone);
    const claims = await app.ctx.db.select().from(medicationReminders).where(eq(medicationReminders.medicationId, id));
    expect(claims).toEqual([expect.objectContaining({ outcome: 'sent', dueAt: due })]);
    // Well past the window: a missed dose is not sent late.
    await scan(addMinutes(due, 60 * 24 + 30));
    expect((await sentTo(p.id)).notes).toHaveLength(1);
  });

  it('honours medication reminders off and turn off all; a dose before the entry was added is not sent', async () => {
    const [off, allOff, fresh] = [await patient('UTC'), await patient('UTC'), await patient('UTC')];
    const svc = app.ctx.services.notifications;
    await svc.setReminders(off.id, { medicationReminders: false });
    await svc.setAllRemindersOff(allOff.id, true);
    for (const p of [off, allOff]) {
      const id = body<{ status: boolean; data: { medication: { _id: string } } }>(
        await call('POST', '/user/medication', p.token, entry({ timesOfDay: ['09:00'] })),
      ).data.medication._id;
      await app.ctx.db
        .update(medications)
        .set({ createdAt: at('2026-01-01T00:00:00Z') })
        .where(eq(medications.id, id));
    }
    await call('POST', '/user/medication', fresh.token, entry({ timesOfDay: ['09:00'] }));
    const now = at('2026-04-02T09:01:00Z');
    for (const p of [off, allOff]) {
      expect((await sentTo(p.id)).notes).toHaveLength(0);
      expect((await sentTo(p.id)).sms).toHaveLength(0);
    }
    // Added 30 seconds after the 09:00 dose: that dose is not sent, the next day's is.
    const [m] = await app.ctx.db.select().from(medications).where(eq(medications.patientId, fresh.id));
    await app.ctx.db
      .update(medications)
      .set({ createdAt: at('2026-04-02T09:00:30Z') })
      .where(eq(medications.id, m!.id));
    await scan(now);
    expect((await sentTo(fresh.id)).notes).toHaveLength(0);
    await scan(at('2026-04-03T09:00:10Z'));
    expect((await sentTo(fresh.id)).notes).toHaveLength(1);
  });
});
