import { addDays, HOLD_MINUTES, MSG, todayIn } from '@sahaj/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications, outboxMessages } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from './test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('GET /user/available-time-slot/{id}', () => {
  it('lists free slots as UTC instants after the 2-hour notice, and hides held ones', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const slots = await freeSlots(app, p.token, t.id);
    expect(slots.length).toBeGreaterThan(40);
    expect(new Date(slots[0]!).getTime()).toBeGreaterThanOrEqual(Date.now() + 119 * 60_000);
    expect((await holdSlot(app, p.token, t.id, slots[0]!)).statusCode).toBe(200);
    const other = await newPatient(app);
    expect(await freeSlots(app, other.token, t.id)).not.toContain(slots[0]);
  });

  it('reads date-only bounds in the given zone, and refuses a bad range or unknown therapist', async () => {
    const t = await approvedTherapist(app, { timeZone: 'Asia/Kolkata', window: ['09:00', '12:00'] });
    const p = await newPatient(app);
    const day = addDays(todayIn('UTC'), 3);
    const res = await api(
      'GET',
      `/user/available-time-slot/${t.id}?startDate=${day}&endDate=${day}&timeZone=Asia/Kolkata`,
      p.token,
    );
    expect(res.statusCode).toBe(200);
    const slots = body<{ data: { slots: Array<{ startTime: string }> } }>(res).data.slots.map((s) => s.startTime);
    expect(slots.map((s) => s.slice(11, 16))).toEqual(['03:30', '04:30', '05:30']);
    const bad = await api('GET', `/user/available-time-slot/${t.id}?startDate=${day}&endDate=2020-01-01`, p.token);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.message).toBe(MSG.invalidDateRange);
    expect((await api('GET', `/user/available-time-slot/${crypto.randomUUID()}`, p.token)).statusCode).toBe(404);
    expect((await api('GET', `/user/available-time-slot/not-a-uuid`, p.token)).statusCode).toBe(400);
    const pending = await approvedTherapist(app, { status: 'waiting for approval' });
    expect((await api('GET', `/user/available-time-slot/${pending.id}`, p.token)).statusCode).toBe(404);
  });
});

describe('holds: /patient/schedule-details', () => {
  it('holds a slot for 10 minutes; only its patient reads, changes or releases it', async () => {
    const t = await approvedTherapist(app);
    const [p, intruder] = [await newPatient(app), await newPatient(app, 'Ivan')];
    const [first, second] = await freeSlots(app, p.token, t.id);
    const res = await holdSlot(app, p.token, t.id, first!);
    expect(res.statusCode).toBe(200);
    const hold = body<{
      data: { _id: string; status: string; expiresAt: string; startTime: string; providerId: string };
    }>(res).data;
    expect(hold).toMatchObject({ status: 'held', startTime: first, providerId: t.id });
    const left = new Date(hold.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan((HOLD_MINUTES - 1) * 60_000);
    expect(left).toBeLessThanOrEqual(HOLD_MINUTES * 60_000);

    expect((await api('GET', `/patient/schedule-details/${hold._id}`, p.token)).statusCode).toBe(200);
    expect((await api('GET', `/patient/schedule-details/${hold._id}`, intruder.token)).statusCode).toBe(404);
    expect(
      (await api('PATCH', `/patient/schedule-details/${hold._id}`, intruder.token, { startTime: second })).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/patient/schedule-details/${hold._id}`, intruder.token)).statusCode).toBe(404);
    const still = body<{ data: { startTime: string } }>(
      await api('GET', `/patient/schedule-details/${hold._id}`, p.token),
    );
    expect(still.data.startTime).toBe(first);

    const moved = await api('PATCH', '/patient/schedule-details', p.token, { scheduleId: hold._id, startTime: second });
    expect(moved.statusCode).toBe(200);
    expect(body<{ data: { startTime: string } }>(moved).data.startTime).toBe(second);
    expect(await freeSlots(app, intruder.token, t.id)).toContain(first);

    const gone = await api('DELETE', `/patient/schedule-details?scheduleId=${hold._id}`, p.token);
    expect(body(gone).data.message).toBe(MSG.holdReleased);
    expect((await api('GET', `/patient/schedule-details/${hold._id}`, p.token)).statusCode).toBe(404);
    expect(await freeSlots(app, p.token, t.id)).toContain(second);
  });

  it("answers 409 'This slot is no longer available' to a second patient, 400 for a time that is no slot", async () => {
    const t = await approvedTherapist(app);
    const [a, b] = [await newPatient(app), await newPatient(app)];
    const [slot] = await freeSlots(app, a.token, t.id);
    expect((await holdSlot(app, a.token, t.id, slot!)).statusCode).toBe(200);
    const lost = await holdSlot(app, b.token, t.id, slot!);
    expect(lost.statusCode).toBe(409);
    expect(body(lost).data.message).toBe(MSG.slotUnavailable);
    const offSlot = new Date(new Date(slot!).getTime() + 25 * 60_000).toISOString();
    const bad = await holdSlot(app, b.token, t.id, offSlot);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data).toMatchObject({ message: MSG.slotNotOffered, field: 'startTime' });
    const wrongTreatment = await holdSlot(
      app,
      b.token,
      t.id,
      (await freeSlots(app, b.token, t.id))[0]!,
      crypto.randomUUID(),
    );
    expect(wrongTreatment.statusCode).toBe(400);
    expect(body(wrongTreatment).data.message).toBe(MSG.treatmentNotOffered);
    // Therapists and companies cannot hold.
    expect((await holdSlot(app, t.token, t.id, slot!)).statusCode).toBe(403);
  });

  it('an expired hold blocks nobody: another patient takes the slot, the first one sees it has expired', async () => {
    const t = await approvedTherapist(app);
    const [a, b] = [await newPatient(app), await newPatient(app)];
    const [slot] = await freeSlots(app, a.token, t.id);
    const held = body<{ data: { _id: string } }>(await holdSlot(app, a.token, t.id, slot!)).data;
    await app.ctx.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointments.id, held._id));
    expect(await freeSlots(app, b.token, t.id)).toContain(slot);
    expect((await holdSlot(app, b.token, t.id, slot!)).statusCode).toBe(200);
    const expired = await api('GET', `/patient/schedule-details/${held._id}`, a.token);
    expect(expired.statusCode).toBe(404);
    const rows = await app.ctx.db.select().from(appointments).where(eq(appointments.therapistId, t.id));
    expect(rows).toHaveLength(1);
  });
});

describe('price details and the zero-charge confirmation', () => {
  it('prices the general fee or a treatment in rupees', async () => {
    const t = await approvedTherapist(app, {
      feeMinor: 1500_00,
      treatments: [{ name: 'Couples', priceMinor: 2499_50 }],
    });
    const p = await newPatient(app);
    const general = body<{ data: Record<string, unknown> }>(
      await api('GET', `/patient/doctor-price-details/${t.id}`, p.token),
    ).data;
    // Default settings: processing fee 2 % (₹30), GST 18 % of ₹1,530 (₹275.40).
    expect(general).toMatchObject({
      subTotal: 1500,
      amount: 1500,
      integratorprocessingFeeValue: 30,
      taxAmount: 275.4,
      feesAndTaxes: 305.4,
      serviceTaxValue: 305.4,
      totalAmount: 1805.4,
      totalAmountPaise: 1805_40,
      gstPercent: 18,
      processingFeePercent: 2,
      discountAmount: 0,
      couponApplied: false,
      couponCode: null,
      currency: 'INR',
    });
    const treat = body<{ data: Record<string, unknown> }>(
      await api('GET', `/patient/doctor-price-details/${t.id}?treatmentId=${t.treatments[0]!.id}`, p.token),
    ).data;
    // ₹2,499.50 + ₹49.99 fee + 18 % GST of ₹2,549.49 (₹458.91) = ₹3,008.40
    expect(treat).toMatchObject({
      subTotal: 2499.5,
      feesAndTaxes: 508.9,
      totalAmount: 3008.4,
      treatmentName: 'Couples',
    });
  });

  it('refuses the zero-charge path for a paid session', async () => {
    const t = await approvedTherapist(app, { feeMinor: 1500_00 });
    const p = await newPatient(app);
    const [slot] = await freeSlots(app, p.token, t.id);
    const hold = body<{ data: { _id: string } }>(await holdSlot(app, p.token, t.id, slot!)).data;
    const res = await api('POST', '/payment/patient/zeroconsultationcharges/configure-payment', p.token, {
      scheduleId: hold._id,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toBe(MSG.paymentRequired);
    const [row] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, hold._id));
    expect(row!.status).toBe('held');
  });

  it('turns a free hold into an appointment, notifies and e-mails both with an .ics; a retry answers the same', async () => {
    const t = await approvedTherapist(app, { feeMinor: 0 });
    const [p, intruder] = [await newPatient(app), await newPatient(app)];
    const [slot] = await freeSlots(app, p.token, t.id);
    const hold = body<{ data: { _id: string } }>(await holdSlot(app, p.token, t.id, slot!)).data;
    const url = '/payment/patient/zeroconsultationcharges/configure-payment';
    expect((await api('POST', url, intruder.token, { scheduleId: hold._id })).statusCode).toBe(404);
    const res = await api('POST', url, p.token, { scheduleId: hold._id });
    expect(res.statusCode).toBe(200);
    const paid = body<{
      data: { appointmentId: string; transactionId: string; amount: number; paymentStatus: string };
    }>(res).data;
    expect(paid).toMatchObject({ appointmentId: hold._id, amount: 0, paymentStatus: 'payment-success' });
    const again = body<{ data: { transactionId: string } }>(
      await api('POST', url, p.token, { scheduleId: hold._id }),
    ).data;
    expect(again.transactionId).toBe(paid.transactionId);

    const [row] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, hold._id));
    expect(row).toMatchObject({ status: 'upcoming', holdExpiresAt: null, amountMinor: 0 });
    const notes = await app.ctx.db.select().from(notifications).where(eq(notifications.title, MSG.notifyBookedTitle));
    expect(notes.filter((n) => n.userId === p.id || n.userId === t.id)).toHaveLength(2);
    for (const to of [p.email!, t.email!]) {
      const [mail] = await app.ctx.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.to, to), eq(outboxMessages.subject, `Sahaj: ${MSG.notifyBookedTitle}`)));
      expect(mail?.body).toContain('BEGIN:VCALENDAR');
      expect(mail?.body).toContain(`UID:${hold._id}@sahaj`);
    }
    const read = body<{ data: { status: string; appointmentId: string } }>(
      await api('GET', `/patient/schedule-details/${hold._id}`, p.token),
    );
    expect(read.data).toMatchObject({ status: 'booked', appointmentId: hold._id });
  });

  it('a confirmed appointment keeps blocking; a lapsed hold cannot be confirmed', async () => {
    const t = await approvedTherapist(app);
    const [a, b] = [await newPatient(app), await newPatient(app)];
    const [slot, next] = await freeSlots(app, a.token, t.id);
    const hold = body<{ data: { _id: string } }>(await holdSlot(app, a.token, t.id, slot!)).data;
    await api('POST', '/payment/patient/zeroconsultationcharges/configure-payment', a.token, { scheduleId: hold._id });
    expect((await holdSlot(app, b.token, t.id, slot!)).statusCode).toBe(409);
    const late = body<{ data: { _id: string } }>(await holdSlot(app, b.token, t.id, next!)).data;
    await app.ctx.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointments.id, late._id));
    const res = await api('POST', '/payment/patient/zeroconsultationcharges/configure-payment', b.token, {
      scheduleId: late._id,
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).data.message).toBe(MSG.holdExpired);
    expect(await app.ctx.services.booking.sweepExpiredHolds()).toBe(1);
    expect(await app.ctx.db.select().from(appointments).where(eq(appointments.id, late._id))).toHaveLength(0);
  });
});
