import { type Appointment, MSG, SERVER_EVENTS } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, notifications, outboxMessages, referenceItems } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import {
  approvedTherapist,
  bookFree,
  freeSlots,
  holdSlot,
  insertAppointment,
  newPatient,
  slotsWellAhead,
} from '../booking/test-helpers';

let app: FastifyInstance;
let reasonId: string;
beforeAll(async () => {
  app = await createTestApp();
  const [r] = await app.ctx.db
    .select()
    .from(referenceItems)
    .where(eq(referenceItems.kind, 'cancellation_reason'))
    .limit(1);
  reasonId = r!.id;
});
afterAll(async () => {
  await app.close();
});

const api = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
type Appt = {
  _id: string;
  status: string;
  startTime: string;
  endTime: string;
  canCancel: boolean;
  consultationDuration: number;
};
const rowOf = async (id: string) => (await app.ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('appointment lists and details: own records only', () => {
  it('lists by tab for the patient and the therapist; others get 404', async () => {
    const t = await approvedTherapist(app);
    const other = await approvedTherapist(app);
    const [p, q] = [await newPatient(app), await newPatient(app)];
    const slots = await freeSlots(app, p.token, t.id);
    const id = await bookFree(app, p.token, t.id, slots[0]!);
    const past = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), -3),
      status: 'completed',
    });

    const upcoming = body<{ data: { appointments: Appt[]; count: number } }>(
      await api('GET', '/patient/all-appointments', p.token),
    ).data;
    expect(upcoming.count).toBe(1);
    expect(upcoming.appointments[0]).toMatchObject({ _id: id, status: 'upcoming', startTime: slots[0] });
    const done = body<{ data: { appointments: Appt[] } }>(
      await api('GET', '/patient/all-appointments?tab=completed', p.token),
    ).data;
    expect(done.appointments.map((a) => a._id)).toEqual([past.id]);
    const mine = body<{ data: { appointments: Appt[] } }>(await api('GET', '/provider/all-appointments', t.token)).data;
    expect(mine.appointments.map((a) => a._id)).toEqual([id]);

    expect((await api('GET', `/patient/appointment/${id}`, p.token)).statusCode).toBe(200);
    expect((await api('GET', `/provider/appointment/${id}`, t.token)).statusCode).toBe(200);
    expect((await api('GET', `/patient/appointment/${id}`, q.token)).statusCode).toBe(404);
    expect((await api('GET', `/provider/appointment/${id}`, other.token)).statusCode).toBe(404);
    expect((await api('GET', '/patient/all-appointments', q.token)).json().data.count).toBe(0);
    expect((await api('GET', '/patient/all-appointments', t.token)).statusCode).toBe(403);
    // A hold is not an appointment.
    const hold = body<{ data: { _id: string } }>(await holdSlot(app, q.token, t.id, slots[1]!)).data;
    expect((await api('GET', `/patient/appointment/${hold._id}`, q.token)).statusCode).toBe(404);
  });
});

describe('cancel', () => {
  it('a patient cancels with a listed reason up to 24 h before; another patient cannot; both are told', async () => {
    const t = await approvedTherapist(app);
    const [p, q] = [await newPatient(app), await newPatient(app)];
    const slot = slotsWellAhead(await freeSlots(app, p.token, t.id), 26 * 60)[0]!;
    const id = await bookFree(app, p.token, t.id, slot);
    const payload = { appointmentId: id, cancellationReasonId: reasonId, reason: 'Travelling' };
    const theirs = await api('PATCH', '/patient/cancel-appointment', q.token, payload);
    expect(theirs.statusCode).toBe(404);
    expect((await rowOf(id)).status).toBe('upcoming');
    const noReason = await api('PATCH', '/patient/cancel-appointment', p.token, { appointmentId: id });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).data.message).toBe(MSG.cancellationReasonRequired);
    const unknown = await api('PATCH', '/patient/cancel-appointment', p.token, {
      ...payload,
      cancellationReasonId: crypto.randomUUID(),
    });
    expect(body(unknown).data).toMatchObject({ message: MSG.cancellationReasonUnknown, field: 'cancellationReasonId' });

    const res = await api('PATCH', '/patient/cancel-appointment', p.token, payload);
    expect(res.statusCode).toBe(200);
    const out = body<{
      data: { message: string; appointment: Appt & { cancelledBy: string; cancellationReason: string } };
    }>(res).data;
    expect(out.message).toBe(MSG.appointmentCancelled);
    expect(out.appointment).toMatchObject({ status: 'cancelled', cancelledBy: 'patient' });
    expect(out.appointment.cancellationReason).toContain('Travelling');
    const notes = await app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, MSG.notifyCancelledTitle));
    expect(notes.filter((n) => n.userId === p.id || n.userId === t.id)).toHaveLength(2);
    const [mail] = await app.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, t.email!), eq(outboxMessages.subject, `Sahaj: ${MSG.notifyCancelledTitle}`)));
    expect(mail?.body).toContain('METHOD:CANCEL');
    // The time is free again.
    expect(await freeSlots(app, q.token, t.id)).toContain(slot);
    expect((await api('PATCH', '/patient/cancel-appointment', p.token, payload)).statusCode).toBe(409);
  });

  it('inside 24 hours the patient cannot cancel, the therapist can', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const soon = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: new Date(Date.now() + 3 * 3_600_000),
    });
    const res = await api('PATCH', '/patient/cancel-appointment', p.token, {
      appointmentId: soon.id,
      cancellationReasonId: reasonId,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toBe(MSG.changeWindowPassed);
    expect((await rowOf(soon.id)).status).toBe('upcoming');
    const other = await approvedTherapist(app);
    expect(
      (await api('PATCH', '/provider/cancel-appointment', other.token, { appointmentId: soon.id })).statusCode,
    ).toBe(404);
    const ok = await api('PATCH', '/provider/cancel-appointment', t.token, {
      appointmentId: soon.id,
      reason: 'Unwell',
    });
    expect(ok.statusCode).toBe(200);
    expect(await rowOf(soon.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'doctor',
      cancellationReason: 'Unwell',
    });
  });
});

describe('reschedule', () => {
  it('moves to another free slot in one step; a taken or non-slot time changes nothing', async () => {
    const t = await approvedTherapist(app);
    const [p, q] = [await newPatient(app), await newPatient(app)];
    const slots = slotsWellAhead(await freeSlots(app, p.token, t.id, 4), 26 * 60);
    const id = await bookFree(app, p.token, t.id, slots[0]!);
    await bookFree(app, q.token, t.id, slots[1]!);
    const taken = await api('PATCH', '/patient/consultation-time', p.token, { appointmentId: id, startTime: slots[1] });
    expect(taken.statusCode).toBe(409);
    expect((await rowOf(id)).startsAt.toISOString()).toBe(slots[0]);
    const theirs = await api('PATCH', '/patient/consultation-time', q.token, {
      appointmentId: id,
      startTime: slots[2],
    });
    expect(theirs.statusCode).toBe(404);
    const res = await api('PATCH', '/patient/consultation-time', p.token, { appointmentId: id, startTime: slots[2] });
    expect(res.statusCode).toBe(200);
    expect(body<{ data: { message: string; appointment: Appt } }>(res).data).toMatchObject({
      message: MSG.appointmentRescheduled,
      appointment: { startTime: slots[2], status: 'upcoming' },
    });
    expect(await freeSlots(app, q.token, t.id, 4)).toContain(slots[0]);
    const notes = await app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, MSG.notifyRescheduledTitle));
    expect(notes.filter((n) => n.userId === p.id || n.userId === t.id)).toHaveLength(2);
  });
});

describe('extend and complete', () => {
  it('the therapist asks, the patient agrees: one more period, both told; 409 when not free', async () => {
    const t = await approvedTherapist(app);
    const [p, q] = [await newPatient(app), await newPatient(app)];
    const slots = await freeSlots(app, p.token, t.id);
    // Three back-to-back hours on one day (the first free slots can be the day's last, at some hours
    // of the day the suite runs): the session, the hour it extends into, and the hour after that.
    const HOUR = 3_600_000;
    const free = new Set(slots.map((s) => new Date(s).getTime()));
    const first = slots.find(
      (s) => free.has(new Date(s).getTime() + HOUR) && free.has(new Date(s).getTime() + 2 * HOUR),
    )!;
    const afterExtension = new Date(new Date(first).getTime() + 2 * HOUR).toISOString();
    expect(slots).toContain(afterExtension);
    const id = await bookFree(app, p.token, t.id, first);
    const bookedEnd = (await rowOf(id)).endsAt.toISOString();
    const emit = vi.spyOn(app.ctx.realtime, 'emitToUser');
    expect(
      (await api('PATCH', '/provider/appointments/extend', (await approvedTherapist(app)).token, { appointmentId: id }))
        .statusCode,
    ).toBe(404);

    // Asking changes nothing yet (issue 20 #4): the patient is asked, over the socket and in the detail.
    const asked = await api('PATCH', '/provider/appointments/extend', t.token, { appointmentId: id });
    expect(asked.statusCode, asked.body).toBe(200);
    const requested = body<{ data: { message: string; appointment: Appointment } }>(asked).data;
    expect(requested.message).toBe(MSG.extensionRequested);
    expect(requested.appointment).toMatchObject({ endTime: bookedEnd, consultationDuration: 60, canExtend: false });
    expect(requested.appointment.extensionRequest?.newEndTime).toBe(
      new Date(Date.parse(bookedEnd) + HOUR).toISOString(),
    );
    expect(emit.mock.calls.map((c) => [c[0], c[1], c[2]])).toEqual([
      ['patient', p.id, SERVER_EVENTS.extensionRequested],
    ]);
    expect(emit.mock.calls[0]![3]).toMatchObject({
      appointmentId: id,
      endTime: bookedEnd,
      therapistName: 'Tara Therapist',
    });
    const seen = body<{ data: Appointment }>(await api('GET', `/patient/appointment/${id}`, p.token)).data;
    expect(seen.extensionRequest).toEqual(requested.appointment.extensionRequest);
    expect((await rowOf(id)).endsAt.toISOString()).toBe(bookedEnd);
    // One request at a time; only the session's patient answers.
    const again = await api('PATCH', '/provider/appointments/extend', t.token, { appointmentId: id });
    expect(again.statusCode).toBe(409);
    expect(body(again).data.message).toBe(MSG.extensionAlreadyRequested);
    const stranger = await api('PATCH', '/patient/appointments/extension', q.token, { appointmentId: id, agree: true });
    expect(stranger.statusCode).toBe(404);

    emit.mockClear();
    const agreed = await api('PATCH', '/patient/appointments/extension', p.token, { appointmentId: id, agree: true });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const a = body<{ data: { appointment: Appointment } }>(agreed).data.appointment;
    expect(a.consultationDuration).toBe(120);
    expect(a.endTime).toBe(afterExtension);
    expect(a.extensionRequest).toBeNull();
    const extended = emit.mock.calls.filter((c) => c[2] === SERVER_EVENTS.appointmentExtended);
    expect(extended.map((c) => [c[0], c[1]]).sort()).toEqual(
      [
        ['doctor', t.id],
        ['patient', p.id],
      ].sort(),
    );
    expect(extended[0]![3]).toMatchObject({ appointmentId: id, endTime: a.endTime });
    emit.mockRestore();
    // The answer was given: a second one has nothing to answer.
    const twice = await api('PATCH', '/patient/appointments/extension', p.token, { appointmentId: id, agree: true });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).data.message).toBe(MSG.extensionRequestMissing);

    // The period after the extension is booked by someone else: the therapist cannot even ask.
    await bookFree(app, q.token, t.id, afterExtension);
    const blocked = await api('PATCH', '/provider/appointments/extend', t.token, { appointmentId: id });
    expect(blocked.statusCode).toBe(409);
    expect(body(blocked).data.message).toBe(MSG.extendNotFree);
    expect((await rowOf(id)).endsAt.toISOString()).toBe(a.endTime);
  });

  it('a decline tells the therapist and changes nothing; a lapsed or pre-empted request cannot be agreed to', async () => {
    const t = await approvedTherapist(app);
    const [p, q] = [await newPatient(app), await newPatient(app)];
    const slots = await freeSlots(app, p.token, t.id);
    const HOUR = 3_600_000;
    const free = new Set(slots.map((s) => new Date(s).getTime()));
    const first = slots.find((s) => free.has(new Date(s).getTime() + HOUR))!;
    const id = await bookFree(app, p.token, t.id, first);
    const bookedEnd = (await rowOf(id)).endsAt.toISOString();
    const ask = () => api('PATCH', '/provider/appointments/extend', t.token, { appointmentId: id });
    const answer = (agree: boolean) =>
      api('PATCH', '/patient/appointments/extension', p.token, { appointmentId: id, agree });

    const emit = vi.spyOn(app.ctx.realtime, 'emitToUser');
    expect((await ask()).statusCode).toBe(200);
    const declined = await answer(false);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(body(declined).data.message).toBe(MSG.extensionDeclined);
    const told = emit.mock.calls.filter((c) => c[2] === SERVER_EVENTS.extensionDeclined);
    expect(told.map((c) => [c[0], c[1], c[3]])).toEqual([
      ['doctor', t.id, { appointmentId: id, patientName: 'Pia Patient' }],
    ]);
    expect(emit.mock.calls.some((c) => c[2] === SERVER_EVENTS.appointmentExtended)).toBe(false);
    emit.mockRestore();
    expect((await rowOf(id)).endsAt.toISOString()).toBe(bookedEnd);
    expect((await rowOf(id)).extensionRequestExpiresAt).toBeNull();

    // Asked again, the request lapses unanswered: agreeing later is refused.
    expect((await ask()).statusCode).toBe(200);
    await app.ctx.db
      .update(appointments)
      .set({ extensionRequestExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointments.id, id));
    const lapsed = await answer(true);
    expect(lapsed.statusCode).toBe(409);
    expect(body(lapsed).data.message).toBe(MSG.extensionRequestMissing);
    const provider = body<{ data: Appointment }>(await api('GET', `/provider/appointment/${id}`, t.token)).data;
    expect(provider).toMatchObject({ extensionRequest: null, canExtend: true });

    // Asked once more, but someone books the following hour before the patient agrees: 409, nothing moves.
    expect((await ask()).statusCode).toBe(200);
    await bookFree(app, q.token, t.id, bookedEnd);
    const taken = await answer(true);
    expect(taken.statusCode).toBe(409);
    expect(body(taken).data.message).toBe(MSG.extendNotFree);
    expect((await rowOf(id)).endsAt.toISOString()).toBe(bookedEnd);
  });

  it('refuses an answer without a yes or no, naming the problem', async () => {
    const p = await newPatient(app);
    const res = await api('PATCH', '/patient/appointments/extension', p.token, {
      appointmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toBe(MSG.extensionAnswerRequired);
  });

  it('completes appointments after their end (idempotent job)', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const ended = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: new Date(Date.now() - 2 * 3_600_000),
    });
    const running = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: new Date(Date.now() - 30 * 60_000),
    });
    await app.jobs.runNow('appointments.complete-ended');
    expect((await rowOf(ended.id)).status).toBe('completed');
    expect((await rowOf(running.id)).status).toBe('upcoming');
    expect(await app.ctx.services.appointments.completeEnded()).toBe(0);
  });
});

describe('my therapists and dashboards', () => {
  it('lists consulted therapists and shows the next session and counts', async () => {
    const [t1, t2] = [
      await approvedTherapist(app, { firstName: 'Anu' }),
      await approvedTherapist(app, { firstName: 'Bela' }),
    ];
    const p = await newPatient(app);
    const next = (await freeSlots(app, p.token, t1.id))[0]!;
    await bookFree(app, p.token, t1.id, next);
    await insertAppointment(app, {
      patientId: p.id,
      therapistId: t2.id,
      startsAt: addDays(new Date(), -5),
      status: 'completed',
    });

    const any = body<{ data: { doctors: Array<{ _id: string; sessions: number }>; count: number } }>(
      await api('GET', '/patient/list-all-doctor-consulted?page=0&limit=10', p.token),
    ).data;
    expect(any.count).toBe(2);
    const completed = body<{ data: { doctors: Array<{ _id: string }>; count: number } }>(
      await api('GET', '/patient/all-consulted-doctors?page=0&limit=10', p.token),
    ).data;
    expect(completed.doctors.map((d) => d._id)).toEqual([t2.id]);

    const dash = body<{ data: { nextAppointment: Appt; startsInMinutes: number; counts: Record<string, number> } }>(
      await api('GET', '/patient/dashboard-details', p.token),
    ).data;
    expect(dash.nextAppointment.startTime).toBe(next);
    expect(dash.startsInMinutes).toBeGreaterThanOrEqual(119);
    expect(dash.counts).toEqual({ upcoming: 1, completed: 1, cancelled: 0, therapists: 2 });
    const pd = body<{ data: { nextAppointment: Appt; counts: Record<string, number> } }>(
      await api('GET', '/provider/dashboard-details', t1.token),
    ).data;
    expect(pd.nextAppointment.startTime).toBe(next);
    expect(pd.counts).toMatchObject({ upcoming: 1, patients: 1 });
    expect((await api('GET', '/provider/dashboard-details', p.token)).statusCode).toBe(403);
  });
});
