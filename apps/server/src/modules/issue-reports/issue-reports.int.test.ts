import { MSG } from '@sahaj/contract';
import { addMinutes } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEvents } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { approvedTherapist, insertAppointment, newPatient } from '../booking/test-helpers';

describe('issue reports and the review after a video session', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const post = (url: string, token: string, payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload: payload as object });

  it('a patient reports a problem with their session; admins list it with the appointment; others are refused', async () => {
    const t = await approvedTherapist(app, { firstName: 'Isha', lastName: 'Menon' });
    const p = await newPatient(app, 'Ravi');
    const other = await newPatient(app, 'Om');
    const a = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addMinutes(new Date(), -20),
    });
    const body = { appointmentId: a.id, category: 'Video or audio problem', description: 'The video froze twice.' };

    const res = await post('/patient/report-issues', p.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body).data).toMatchObject({ message: MSG.issueRaised, issue: { appointmentId: a.id } });

    expect((await post('/patient/report-issues', other.token, body)).statusCode).toBe(404);
    expect((await post('/patient/report-issues', t.token, body)).statusCode).toBe(403);
    const empty = await post('/patient/report-issues', p.token, { ...body, description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.parse(empty.body).data.message).toBe(MSG.issueDescriptionRequired);

    const admin = await createUserWithToken(app, { userType: 'admin' });
    const list = await app.inject({ method: 'GET', url: '/api/v1/admin/report-issues', headers: bearer(admin.token) });
    expect(list.statusCode, list.body).toBe(200);
    const data = JSON.parse(list.body).data;
    expect(data.count).toBe(1);
    expect(data.issues[0]).toMatchObject({
      category: 'Video or audio problem',
      patient: { _id: p.id, name: 'Ravi Patient' },
      appointment: { _id: a.id, therapist: { _id: t.id, name: 'Isha Menon' } },
    });
    const asPatient = await app.inject({ method: 'GET', url: '/api/v1/admin/report-issues', headers: bearer(p.token) });
    expect(asPatient.statusCode).toBe(403);
  });

  it('a session both joined on video can be rated before its end time; one nobody joined cannot', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const held = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addMinutes(new Date(), -5),
    });
    const missed = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addMinutes(new Date(), 120),
    });
    await app.ctx.db.insert(callEvents).values([
      { appointmentId: held.id, userId: t.id, role: 'doctor', kind: 'join' },
      { appointmentId: held.id, userId: p.id, role: 'patient', kind: 'join' },
      { appointmentId: missed.id, userId: t.id, role: 'doctor', kind: 'join' },
    ]);
    const ok = await post('/patient/rating', p.token, { appointmentId: held.id, rating: 5, review: 'Helpful' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse(ok.body).data.message).toBe('Thanks for submitting your review');
    const no = await post('/patient/rating', p.token, { appointmentId: missed.id, rating: 4 });
    expect(no.statusCode).toBe(400);
  });
});
