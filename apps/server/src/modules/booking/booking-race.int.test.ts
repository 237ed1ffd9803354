import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient, slotsWellAhead } from './test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('a slot can never be taken twice (the database decides)', () => {
  it('50 patients at once on one slot: exactly one hold, 49 answers 409, one row', async () => {
    const t = await approvedTherapist(app);
    const patients = await Promise.all(Array.from({ length: 50 }, () => newPatient(app)));
    const [slot] = slotsWellAhead(await freeSlots(app, patients[0]!.token, t.id));
    const replies = await Promise.all(patients.map((p) => holdSlot(app, p.token, t.id, slot!)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of replies.filter((x) => x.statusCode === 409)) expect(body(r).data.message).toBe(MSG.slotUnavailable);
    const rows = await app.ctx.db.select().from(appointments).where(eq(appointments.therapistId, t.id));
    expect(rows).toHaveLength(1);
  });

  it('the exclusion constraint refuses an overlapping row even when the code is bypassed', async () => {
    const t = await approvedTherapist(app);
    const [a, b] = [await newPatient(app), await newPatient(app)];
    const start = addDays(new Date(), 5);
    const row = (patientId: string, offsetMinutes: number) => ({
      patientId,
      therapistId: t.id,
      status: 'upcoming' as const,
      startsAt: new Date(start.getTime() + offsetMinutes * 60_000),
      endsAt: new Date(start.getTime() + (offsetMinutes + 60) * 60_000),
      periodMinutes: 60,
    });
    await app.ctx.db.insert(appointments).values(row(a.id, 0));
    await expect(app.ctx.db.insert(appointments).values(row(b.id, 30))).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    // Back-to-back is fine ([start, end) ranges), and a cancelled row takes no time.
    await app.ctx.db.insert(appointments).values(row(b.id, 60));
    await app.ctx.db.insert(appointments).values({ ...row(b.id, 0), status: 'cancelled' });
  });

  it('two reschedules racing for one free slot: one wins, the other answers 409 and keeps its time', async () => {
    const t = await approvedTherapist(app);
    const [a, b] = [await newPatient(app), await newPatient(app)];
    const far = slotsWellAhead(await freeSlots(app, a.token, t.id, 6), 30 * 60);
    const mk = async (token: string, when: string) => {
      const hold = body<{ data: { _id: string } }>(await holdSlot(app, token, t.id, when)).data;
      await app.inject({
        method: 'POST',
        url: '/api/v1/payment/patient/zeroconsultationcharges/configure-payment',
        headers: bearer(token),
        payload: { scheduleId: hold._id },
      });
      return hold._id;
    };
    const [idA, idB] = [await mk(a.token, far[0]!), await mk(b.token, far[1]!)];
    const target = far[3]!;
    const move = (token: string, appointmentId: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/patient/consultation-time',
        headers: bearer(token),
        payload: { appointmentId, startTime: target },
      });
    const replies = await Promise.all([move(a.token, idA), move(b.token, idB)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await app.ctx.db.select().from(appointments).where(eq(appointments.therapistId, t.id));
    expect(rows.filter((r) => r.startsAt.toISOString() === target)).toHaveLength(1);
    expect(rows.map((r) => r.startsAt.toISOString()).sort()).toEqual(
      [target, replies[0]!.statusCode === 200 ? far[1]! : far[0]!].sort(),
    );
  });
});
