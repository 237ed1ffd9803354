import { type AppointmentPreferences, addMinutes, MINUTES_PER_DAY } from '@sahaj/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { insertAppointment } from '../booking/test-helpers';
import { remindersService } from '../reminders/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 180_000);
afterAll(async () => {
  await app.close();
});

const startIn = (days: number) => {
  const d = addMinutes(new Date(), days * MINUTES_PER_DAY);
  d.setUTCMinutes(0, 0, 0);
  return d;
};
const patch = (token: string, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/v1/patient/upcoming-appointments', headers: bearer(token), payload });
async function session(days = 3) {
  const patient = await createUserWithToken(app, { userType: 'patient', firstName: 'Asha' });
  const therapist = await createUserWithToken(app, { userType: 'doctor', firstName: 'Meera' });
  const startsAt = startIn(days);
  const a = await insertAppointment(app, { patientId: patient.id, therapistId: therapist.id, startsAt });
  return { patient, therapist, appointmentId: a.id as string, startsAt };
}

describe('PATCH /patient/upcoming-appointments', () => {
  it('keeps a note the therapist of that session reads, and nobody else', async () => {
    const { patient, therapist, appointmentId } = await session();
    const res = await patch(patient.token, {
      appointmentId,
      noteForTherapist: '  I would like to talk about sleep.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = body<{ data: { message: string; preferences: AppointmentPreferences } }>(res).data;
    expect(saved.message).toBe('Saved for this session');
    expect(saved.preferences).toEqual(
      expect.objectContaining({
        appointmentId,
        reminders: true,
        noteForTherapist: 'I would like to talk about sleep.',
      }),
    );
    const note = await app.inject({
      url: `/api/v1/provider/appointments/${appointmentId}/patient-note`,
      headers: bearer(therapist.token),
    });
    expect(body(note).data).toEqual(expect.objectContaining({ noteForTherapist: 'I would like to talk about sleep.' }));
    const otherTherapist = await createUserWithToken(app, { userType: 'doctor' });
    const refused = await app.inject({
      url: `/api/v1/provider/appointments/${appointmentId}/patient-note`,
      headers: bearer(otherTherapist.token),
    });
    expect(refused.statusCode).toBe(404);
    const otherPatient = await createUserWithToken(app, { userType: 'patient' });
    expect((await patch(otherPatient.token, { appointmentId, reminders: false })).statusCode).toBe(404);
    // An empty note removes it.
    const cleared = await patch(patient.token, { appointmentId, noteForTherapist: '' });
    expect(
      body<{ data: { preferences: AppointmentPreferences } }>(cleared).data.preferences.noteForTherapist,
    ).toBeNull();
  });

  it('refuses what cannot be changed, naming the problem', async () => {
    const { patient, appointmentId } = await session();
    const cases: Array<[object, number, string]> = [
      [{ appointmentId }, 400, 'Nothing to change: send reminders or noteForTherapist'],
      [
        { appointmentId, noteForTherapist: 'x'.repeat(1001) },
        400,
        'A note for your therapist can be up to 1,000 characters',
      ],
      [{ appointmentId: 'nope', reminders: false }, 400, 'Choose one of your upcoming sessions'],
      [{ appointmentId, reminders: 'no' }, 400, 'Reminders must be on or off'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await patch(patient.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(body(res).data.message).toBe(message);
    }
    await app.ctx.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, appointmentId));
    const late = await patch(patient.token, { appointmentId, reminders: false });
    expect(late.statusCode).toBe(409);
    expect(body(late).data.message).toBe('This session is no longer upcoming, so it cannot be changed');
  });

  it('turns off this session’s reminders for the patient only; the therapist is still reminded', async () => {
    const { patient, therapist, appointmentId, startsAt } = await session(4);
    expect((await patch(patient.token, { appointmentId, reminders: false })).statusCode).toBe(200);
    const due24 = addMinutes(startsAt, -MINUTES_PER_DAY);
    const result = await remindersService(
      app.ctx,
      { notifications: () => app.ctx.services.notifications },
      { now: () => due24 },
    ).scanDue();
    expect(result.sent).toBe(1);
    const reminded = async (userId: string) =>
      app.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'reminder')));
    expect(await reminded(patient.id)).toHaveLength(0);
    expect(await reminded(therapist.id)).toHaveLength(1);
  });
});
