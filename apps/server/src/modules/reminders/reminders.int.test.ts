import { addMinutes, formatClock, MINUTES_PER_DAY } from '@sahaj/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, notifications, outboxMessages, sessionReminders, users } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { createUserWithToken } from '../../test/test-users';
import { insertAppointment } from '../booking/test-helpers';
import { remindersService } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A start on a whole hour, `days` from now. */
const startIn = (days: number) => {
  const d = addMinutes(new Date(), days * MINUTES_PER_DAY);
  d.setUTCMinutes(0, 0, 0);
  return d;
};

async function pair(opts: { patientZone?: string; therapistZone?: string } = {}) {
  const patient = await createUserWithToken(app, { userType: 'patient', firstName: 'Asha', lastName: 'Rao' });
  const therapist = await createUserWithToken(app, { userType: 'doctor', firstName: 'Meera', lastName: 'Nair' });
  await app.ctx.db
    .update(users)
    .set({ timeZone: opts.patientZone ?? 'Asia/Kolkata' })
    .where(eq(users.id, patient.id));
  await app.ctx.db
    .update(users)
    .set({ timeZone: opts.therapistZone ?? 'Asia/Kolkata' })
    .where(eq(users.id, therapist.id));
  return { patient, therapist };
}

const at = (t: Date) =>
  remindersService(app.ctx, { notifications: () => app.ctx.services.notifications }, { now: () => t });
const noticesOf = (userId: string) =>
  app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'reminder')));
const outboxTo = (...to: (string | null)[]) =>
  app.ctx.db
    .select()
    .from(outboxMessages)
    .where(
      inArray(
        outboxMessages.to,
        to.filter((x): x is string => !!x),
      ),
    );

describe('session reminders', () => {
  it('go once to each person at 24 h and 15 min before, in their own zone, by notification, e-mail and SMS', async () => {
    const { patient, therapist } = await pair({ patientZone: 'Asia/Kolkata', therapistZone: 'America/New_York' });
    const startsAt = startIn(3);
    await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt });
    const due24 = addMinutes(startsAt, -MINUTES_PER_DAY);

    expect(await at(addMinutes(due24, -1)).scanDue()).toEqual({ sent: 0, skipped: 0 });
    expect(await noticesOf(patient.id)).toHaveLength(0);

    expect((await at(due24).scanDue()).sent).toBe(2);
    const [p] = await noticesOf(patient.id);
    const [t] = await noticesOf(therapist.id);
    expect(p).toMatchObject({ title: 'Appointment Reminder', link: '/user/base/home/appointments' });
    expect(p!.msg).toContain('Your session with Meera Nair starts in 24 hours');
    expect(p!.msg).toContain(formatClock(startsAt, 'Asia/Kolkata'));
    expect(t!.msg).toContain('Your session with Asha Rao starts in 24 hours');
    expect(t!.msg).toContain(formatClock(startsAt, 'America/New_York'));
    expect(formatClock(startsAt, 'Asia/Kolkata')).not.toBe(formatClock(startsAt, 'America/New_York'));

    const outbox = await outboxTo(patient.email, patient.phone, therapist.email, therapist.phone);
    expect(outbox.map((m) => m.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);
    expect(outbox.find((m) => m.to === patient.phone)!.body).toContain('starts in 24 hours');

    // Later ticks (and a second look at the same instant) send nothing more.
    expect((await at(due24).scanDue()).sent).toBe(0);
    expect((await at(addMinutes(due24, 5)).scanDue()).sent).toBe(0);
    expect(await noticesOf(patient.id)).toHaveLength(1);

    const due15 = addMinutes(startsAt, -15);
    expect((await at(addMinutes(due15, -1)).scanDue()).sent).toBe(0);
    expect((await at(due15).scanDue()).sent).toBe(2);
    const latest = await noticesOf(therapist.id);
    expect(latest.map((n) => n.msg).some((m) => m.includes('starts in 15 minutes'))).toBe(true);
    expect(await outboxTo(patient.email, patient.phone, therapist.email, therapist.phone)).toHaveLength(8);
  });

  it('are not sent for a cancelled session, and a pending one is withdrawn', async () => {
    const { patient, therapist } = await pair();
    const startsAt = startIn(4);
    const a = await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt });
    const due24 = addMinutes(startsAt, -MINUTES_PER_DAY);
    // A reminder already written for this session (say by a node that stopped before sending it).
    await app.ctx.db
      .insert(sessionReminders)
      .values({ appointmentId: a.id, userId: patient.id, kind: '24h', startsAt, dueAt: due24 });
    await app.ctx.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, a.id));

    expect(await at(due24).scanDue()).toEqual({ sent: 0, skipped: 1 });
    expect(await at(addMinutes(startsAt, -15)).scanDue()).toEqual({ sent: 0, skipped: 0 });
    expect(await noticesOf(patient.id)).toHaveLength(0);
    expect(await noticesOf(therapist.id)).toHaveLength(0);
  });

  it('move with a rescheduled session', async () => {
    const { patient, therapist } = await pair();
    const oldStart = startIn(5);
    const a = await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt: oldStart });
    const newStart = addMinutes(oldStart, 180);
    await app.ctx.db
      .update(appointments)
      .set({ startsAt: newStart, endsAt: addMinutes(newStart, 60) })
      .where(eq(appointments.id, a.id));

    expect((await at(addMinutes(oldStart, -MINUTES_PER_DAY)).scanDue()).sent).toBe(0);
    expect((await at(addMinutes(newStart, -MINUTES_PER_DAY)).scanDue()).sent).toBe(2);
    const [n] = await noticesOf(patient.id);
    expect(n!.msg).toContain(formatClock(newStart, 'Asia/Kolkata'));
  });

  it('respect "turn off all reminders" and session reminders off', async () => {
    const { patient, therapist } = await pair();
    await app.ctx.services.notifications.setAllRemindersOff(patient.id, true);
    const startsAt = startIn(6);
    await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt });
    expect(await at(addMinutes(startsAt, -MINUTES_PER_DAY)).scanDue()).toEqual({ sent: 1, skipped: 1 });
    expect(await noticesOf(patient.id)).toHaveLength(0);
    expect(await noticesOf(therapist.id)).toHaveLength(1);
  });

  it('a session booked inside the 24-hour window gets no late 24-hour reminder', async () => {
    const { patient, therapist } = await pair();
    const startsAt = startIn(7);
    const a = await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt });
    // Booked two hours before the start.
    await app.ctx.db
      .update(appointments)
      .set({ confirmedAt: addMinutes(startsAt, -120) })
      .where(eq(appointments.id, a.id));
    expect((await at(addMinutes(startsAt, -60)).scanDue()).sent).toBe(0);
    expect((await at(addMinutes(startsAt, -15)).scanDue()).sent).toBe(2);
  });

  it('two runners scanning at the same instant send each reminder once', async () => {
    const { patient, therapist } = await pair();
    const startsAt = startIn(8);
    await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt });
    const due = addMinutes(startsAt, -15);
    const results = await Promise.all([at(due).scanDue(), at(due).scanDue(), at(due).scanDue()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(await noticesOf(patient.id)).toHaveLength(1);
    expect(await noticesOf(therapist.id)).toHaveLength(1);
    expect(await outboxTo(patient.phone, therapist.phone)).toHaveLength(2);
  });

  it('a failed SMS is recorded and retried by the deliveries job', async () => {
    const { patient, therapist } = await pair();
    const startsAt = startIn(9);
    await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt });
    const due = addMinutes(startsAt, -15);
    const sms = vi.spyOn(app.ctx.sms, 'send').mockRejectedValue(new Error('gateway down'));
    expect((await at(due).scanDue()).sent).toBe(2);
    expect(await outboxTo(patient.phone, therapist.phone)).toHaveLength(0);
    sms.mockRestore();
    // Retried after the backoff (1 minute after the first failure).
    await at(addMinutes(due, 2)).scanDue();
    const { notificationsService } = await import('../notifications/service');
    await notificationsService(app.ctx, { now: () => addMinutes(due, 2) }).deliveries.retryDue();
    expect(await outboxTo(patient.phone, therapist.phone)).toHaveLength(2);
  });

  it('the reminders.scan job sends what is due now', async () => {
    const { patient, therapist } = await pair();
    const startsAt = addMinutes(new Date(), 14);
    const a = await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt });
    await app.ctx.db
      .update(appointments)
      .set({ confirmedAt: addMinutes(startsAt, -MINUTES_PER_DAY * 2) })
      .where(eq(appointments.id, a.id));
    const { createJobs } = await import('../../jobs/index');
    await createJobs(app.ctx).runNow('reminders.scan');
    expect((await noticesOf(patient.id)).map((n) => n.msg)).toEqual([expect.stringContaining('starts in 15 minutes')]);
  });
});
