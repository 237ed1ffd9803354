import { randomUUID } from 'node:crypto';
import { APPOINTMENT_STATUS, MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from './test-helpers';

/**
 * The one confirmation entry point (booking/confirm.ts) with each settlement that does not come
 * from a gateway payment (payments' own tests cover 'payment'): the hold's checks, the row it
 * writes, the caller's work in the same transaction, and a retry.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function held() {
  const t = await approvedTherapist(app, { feeMinor: 90_000 });
  const p = await newPatient(app);
  const slots = await freeSlots(app, p.token, t.id);
  const res = await holdSlot(app, p.token, t.id, slots[0]!);
  expect(res.statusCode, res.body).toBe(200);
  return { t, p, scheduleId: body<{ data: { _id: string } }>(res).data._id };
}

const rowOf = async (id: string) => (await app.ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0];

describe('booking.confirm / booking.book with a company-credits settlement', () => {
  it('books the hold with the credits amount and the entry id, running the wallet debit in the same transaction, once', async () => {
    const { p, scheduleId } = await held();
    const booking = app.ctx.services.booking;
    const creditEntryId = randomUUID();
    const settlement = {
      kind: 'companyCredits' as const,
      patientId: p.id,
      companyId: randomUUID(),
      creditEntryId,
      amountMinor: 90_000,
      currency: 'INR',
    };
    const debits: string[] = [];
    const first = await booking.book(scheduleId, settlement, async (_tx, row) => {
      debits.push(row.id);
    });
    expect(first.booked).toBe(true);
    expect(await rowOf(scheduleId)).toMatchObject({
      status: APPOINTMENT_STATUS.upcoming,
      holdExpiresAt: null,
      amountMinor: 90_000,
      transactionId: `credits_${creditEntryId}`,
    });
    // A retry books nothing more and debits nothing more.
    const again = await booking.book(scheduleId, settlement, async (_tx, row) => {
      debits.push(row.id);
    });
    expect(again).toMatchObject({ booked: false, row: { id: scheduleId } });
    expect(debits).toEqual([scheduleId]);
    const notes = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, p.id));
    expect(notes.filter((n) => n.title === MSG.notifyBookedTitle)).toHaveLength(1);
  });

  it('a debit that fails (no credits left) rolls the booking back: the hold stays a hold', async () => {
    const { p, scheduleId } = await held();
    await expect(
      app.ctx.services.booking.book(
        scheduleId,
        {
          kind: 'companyCredits',
          patientId: p.id,
          companyId: randomUUID(),
          creditEntryId: randomUUID(),
          amountMinor: 90_000,
          currency: 'INR',
        },
        async () => {
          throw new Error('no credits left');
        },
      ),
    ).rejects.toThrow('no credits left');
    expect(await rowOf(scheduleId)).toMatchObject({ status: APPOINTMENT_STATUS.held, transactionId: null });
  });

  it('refuses another patient’s hold (404) and a lapsed one (409), for every kind but a payment', async () => {
    const { scheduleId } = await held();
    const stranger = await newPatient(app, 'Stranger');
    const credits = (patientId: string) => ({
      kind: 'companyCredits' as const,
      patientId,
      companyId: randomUUID(),
      creditEntryId: randomUUID(),
      amountMinor: 1,
      currency: 'INR',
    });
    await expect(app.ctx.services.booking.book(scheduleId, credits(stranger.id))).rejects.toMatchObject({
      httpStatus: 404,
      message: MSG.holdNotFound,
    });
    const owner = (await rowOf(scheduleId))!.patientId;
    await app.ctx.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(appointments.id, scheduleId));
    for (const settlement of [
      credits(owner),
      { kind: 'free' as const, patientId: owner, transactionId: `zero_${randomUUID()}`, currency: 'INR' },
      {
        kind: 'package' as const,
        patientId: owner,
        patientPackageId: randomUUID(),
        currency: 'INR',
        treatment: null,
      },
    ]) {
      await expect(app.ctx.services.booking.book(scheduleId, settlement)).rejects.toMatchObject({
        httpStatus: 409,
        message: MSG.holdExpired,
      });
    }
    expect((await rowOf(scheduleId))?.status).toBe(APPOINTMENT_STATUS.held);
  });
});
