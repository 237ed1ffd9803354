import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, extendAgreed, insertAppointment, newPatient } from '../booking/test-helpers';

/** Tomorrow at hh:00 UTC. */
const tomorrowAt = (hour: number) => {
  const d = addDays(new Date(), 1);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

/**
 * Issue 20 #4: the therapist's in-call 'Extend by one session' respects their available hours: the
 * period after the session must be inside them (and free: the exclusion constraint's 409).
 */
describe('extending a session', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const extend = (token: string, appointmentId: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/appointments/extend',
      headers: bearer(token),
      payload: { appointmentId },
    });

  it('refuses an extension past the end of the available hours, allows one inside them', {
    timeout: 120_000,
  }, async () => {
    // Available 09:00–12:00 UTC every day, one-hour sessions.
    const t = await approvedTherapist(app, { timeZone: 'UTC', window: ['09:00', '12:00'], duration: 60 });
    const p = await newPatient(app);
    const last = await insertAppointment(app, { patientId: p.id, therapistId: t.id, startsAt: tomorrowAt(11) });
    const late = await extend(t.token, last.id);
    expect(late.statusCode, late.body).toBe(409);
    expect(body(late).data.message).toBe(MSG.extendOutsideHours);

    const first = await insertAppointment(app, { patientId: p.id, therapistId: t.id, startsAt: tomorrowAt(9) });
    const ok = await extendAgreed(app, t.token, p.token, first.id);
    expect(ok.statusCode, ok.body).toBe(200);
    // Now 09:00–11:00; the next hour is booked (11:00), so a second extension is refused as not free.
    const taken = await extend(t.token, first.id);
    expect(taken.statusCode).toBe(409);
    expect(body(taken).data.message).toBe(MSG.extendNotFree);
  });
});
