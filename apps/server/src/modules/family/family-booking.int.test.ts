import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, payments } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { data, get, patch, post } from '../auth/auth-test-helpers';
import { approvedTherapist, freeSlots, newPatient } from '../booking/test-helpers';

/** Issue 15: the booking screen asks who the session is for; the therapist sees it on the appointment. */
describe('booking for a family member', () => {
  let app: FastifyInstance;
  let relationship: { _id: string; name: string };
  beforeAll(async () => {
    app = await createTestApp();
    relationship = (
      data(await get(app, '/public/relationships')).relationships as Array<{ _id: string; name: string }>
    )[0]!;
  });
  afterAll(() => app.close());

  async function addMember(token: string, name: string) {
    const res = await patch(
      app,
      '/patient/family-members',
      { name, relationship: relationship._id, dob: '2012-06-01', gender: 'male' },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    return (data(res).familyMember as { _id: string })._id;
  }

  it('the hold carries familyMemberId; the therapist sees who the session is for', async () => {
    const therapist = await approvedTherapist(app);
    const me = await newPatient(app);
    const memberId = await addMember(me.token, 'Kabir Rao');
    const [slot] = await freeSlots(app, me.token, therapist.id);
    const hold = await post(
      app,
      '/patient/schedule-details',
      { providerId: therapist.id, startTime: slot, familyMemberId: memberId },
      bearer(me.token),
    );
    expect(hold.statusCode).toBe(200);
    expect(data(hold).familyMember).toEqual({ _id: memberId, name: 'Kabir Rao', relationship: relationship.name });
    const scheduleId = data(hold)._id as string;
    const confirm = await post(
      app,
      '/payment/patient/zeroconsultationcharges/configure-payment',
      { scheduleId },
      bearer(me.token),
    );
    expect(confirm.statusCode).toBe(200);
    const seen = await get(app, `/provider/appointment/${scheduleId}`, bearer(therapist.token));
    expect(seen.statusCode).toBe(200);
    expect(data(seen).familyMember).toEqual({ _id: memberId, name: 'Kabir Rao', relationship: relationship.name });
    const mine = await get(app, `/patient/appointment/${scheduleId}`, bearer(me.token));
    expect(data(mine).familyMember).toMatchObject({ name: 'Kabir Rao' });
  });

  it("another patient's family member is refused (404) and no hold is made; the patient may switch back to self", async () => {
    const therapist = await approvedTherapist(app);
    const me = await newPatient(app);
    const stranger = await newPatient(app, 'Sam');
    const theirs = await addMember(stranger.token, 'Other Child');
    const [slot] = await freeSlots(app, me.token, therapist.id);
    const refused = await post(
      app,
      '/patient/schedule-details',
      { providerId: therapist.id, startTime: slot, familyMemberId: theirs },
      bearer(me.token),
    );
    expect(refused.statusCode).toBe(404);
    const hold = await post(
      app,
      '/patient/schedule-details',
      { providerId: therapist.id, startTime: slot },
      bearer(me.token),
    );
    expect(hold.statusCode).toBe(200);
    expect(data(hold).familyMember).toBeNull();
    const id = data(hold)._id as string;
    const mineId = await addMember(me.token, 'Own Child');
    const switched = await patch(app, `/patient/schedule-details/${id}`, { familyMemberId: mineId }, bearer(me.token));
    expect(switched.statusCode).toBe(200);
    expect(data(switched).familyMember).toMatchObject({ _id: mineId });
    const sneaky = await patch(app, `/patient/schedule-details/${id}`, { familyMemberId: theirs }, bearer(me.token));
    expect(sneaky.statusCode).toBe(404);
    const back = await patch(app, `/patient/schedule-details/${id}`, { familyMemberId: null }, bearer(me.token));
    expect(data(back).familyMember).toBeNull();
  });

  it('a payment that lands after its hold was swept books the slot again for the same family member', async () => {
    const therapist = await approvedTherapist(app, { feeMinor: 900_00 });
    const me = await newPatient(app);
    const memberId = await addMember(me.token, 'Late Child');
    const [slot] = await freeSlots(app, me.token, therapist.id);
    const hold = await post(
      app,
      '/patient/schedule-details',
      { providerId: therapist.id, startTime: slot, familyMemberId: memberId },
      bearer(me.token),
    );
    expect(hold.statusCode).toBe(200);
    const scheduleId = data(hold)._id as string;
    const checkout = await post(app, '/payment/patient/test/configure-payment', { scheduleId }, bearer(me.token));
    expect(checkout.statusCode).toBe(200);
    const transactionId = data(checkout).transactionId as string;
    // The hold lapses and the sweeper deletes it before the gateway reports the payment.
    await app.ctx.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(appointments.id, scheduleId));
    await app.ctx.services.booking.sweepExpiredHolds();
    expect(await app.ctx.db.select().from(appointments).where(eq(appointments.id, scheduleId))).toHaveLength(0);
    const [p] = await app.ctx.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    await app.ctx.services.payments.webhook('test', {
      eventId: `tevt_family_${p!.id}`,
      type: 'payment.succeeded',
      outcome: 'paid',
      transactionId,
      orderId: p!.gatewayOrderId,
      gatewayPaymentId: `tpay_family_${p!.id}`,
      amountPaise: p!.totalPaise,
      payload: { id: p!.id },
    });
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, scheduleId));
    expect(appt).toMatchObject({ status: 'upcoming', transactionId, familyMemberId: memberId });
    const seen = await get(app, `/provider/appointment/${scheduleId}`, bearer(therapist.token));
    expect(data(seen).familyMember).toMatchObject({ _id: memberId, name: 'Late Child' });
  });
});
