import { randomUUID } from 'node:crypto';
import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, patientPackages, payments } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely in these tests
const data = (res: { body: string }) => body<{ data: any }>(res).data;
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function offer(token: string, payload: Record<string, unknown> = {}) {
  const res = await api('POST', '/provider/packages', token, {
    name: '4 sessions in a month',
    sessionCount: 4,
    validityDays: 30,
    price: 3200,
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return data(res).package as { _id: string };
}

/** Buys a plan through the test gateway and pays it; returns the patient's package id. */
async function buy(token: string, planId: string, outcome: 'success' | 'failure' = 'success') {
  const c = await api('POST', '/payment/patient/test/configure-subscription-payment', token, { planId });
  expect(c.statusCode, c.body).toBe(200);
  const txn = data(c).transactionId as string;
  const done = await api('POST', `/payment/test/checkout/${txn}/complete`, token, { outcome });
  expect(done.statusCode, done.body).toBe(200);
  return { txn, config: data(c) };
}

async function hold(token: string, therapistId: string, slot: string) {
  const res = await holdSlot(app, token, therapistId, slot);
  expect(res.statusCode, res.body).toBe(200);
  return data(res)._id as string;
}

describe('therapist packages', () => {
  it('offers, edits and withdraws packages with clear messages; never another therapist’s', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000, treatments: [{ name: 'CBT', priceMinor: 150_000 }] });
    const other = await approvedTherapist(app);
    const plan = await offer(t.token, { treatmentId: t.treatments[0]!.id });
    const list = data(await api('GET', '/provider/packages', t.token));
    expect(list.packages).toEqual([
      expect.objectContaining({
        _id: plan._id,
        planName: '4 sessions in a month',
        sessionCount: 4,
        validityDays: 30,
        planPrice: 3200,
        pricePerSession: 800,
        singleSessionFee: 1500,
        treatmentName: 'CBT',
        currency: 'INR',
      }),
    ]);
    for (const [payload, message, field] of [
      [{ name: ' ' }, MSG.packageNameRequired, 'name'],
      [{ sessionCount: 0 }, MSG.packageSessionsRange, 'sessionCount'],
      [{ sessionCount: '51' }, MSG.packageSessionsRange, 'sessionCount'],
      [{ validityDays: 400 }, MSG.packageValidityRange, 'validityDays'],
      [{ price: '' }, MSG.packagePriceRequired, 'price'],
      [{ price: 0 }, MSG.packagePricePositive, 'price'],
      [{ price: '12.5' }, MSG.wholeRupees, 'price'],
    ] as const) {
      const bad = await api('POST', '/provider/packages', t.token, {
        name: 'X',
        sessionCount: 4,
        validityDays: 30,
        price: 100,
        ...payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(data(bad)).toMatchObject({ message, field });
    }
    const foreignTreatment = await api('POST', '/provider/packages', other.token, {
      name: 'X',
      sessionCount: 2,
      validityDays: 10,
      price: 100,
      treatmentId: t.treatments[0]!.id,
    });
    expect(data(foreignTreatment)).toMatchObject({ message: MSG.treatmentNotOffered, field: 'treatmentId' });

    const edited = await api('PATCH', '/provider/packages', t.token, {
      packageId: plan._id,
      name: 'Six in two months',
      sessionCount: 6,
      validityDays: 60,
      price: '4500',
    });
    expect(data(edited).package).toMatchObject({
      planName: 'Six in two months',
      sessionCount: 6,
      planPrice: 4500,
      treatmentId: null,
    });
    const hijack = { packageId: plan._id, name: 'Mine', sessionCount: 1, validityDays: 1, price: 1 };
    expect((await api('PATCH', '/provider/packages', other.token, hijack)).statusCode).toBe(404);
    expect((await api('DELETE', `/provider/packages?packageId=${plan._id}`, other.token)).statusCode).toBe(404);
    const removed = await api('DELETE', `/provider/packages?packageId=${plan._id}`, t.token);
    expect(data(removed).message).toBe(MSG.packageRemoved);
    expect(data(await api('GET', '/provider/packages', t.token)).packages).toEqual([]);
    const p = await newPatient(app);
    expect((await api('GET', '/provider/packages', p.token)).statusCode).toBe(403);
  });
});

describe('patient packages', () => {
  it('lists a therapist’s plans, buys one through the test gateway, books sessions from it without paying again', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const p = await newPatient(app);
    const plan = await offer(t.token, { sessionCount: 2, validityDays: 30, price: 1800 });
    const plans = data(await api('GET', `/patient/doctor-subscription-plans/${t.id}`, p.token));
    expect(plans.plans.map((x: { _id: string }) => x._id)).toEqual([plan._id]);

    const { txn, config } = await buy(p.token, plan._id);
    // ₹1,800 + 2 % fee + 18 % GST, all computed by the server.
    expect(config).toMatchObject({ amount: 1800, integratorprocessingFeeValue: 36, totalAmount: 2166.48 });
    // The success is reported again (verify call): still one package.
    expect((await api('GET', `/payment/test/${txn}`, p.token)).statusCode).toBe(200);
    const active = data(await api('GET', '/patient/subscription/active', p.token)).subscriptions;
    expect(active).toHaveLength(1);
    const sub = active[0];
    expect(sub).toMatchObject({
      planId: plan._id,
      providerId: t.id,
      sessionsTotal: 2,
      sessionsLeft: 2,
      amountPaid: 2166.48,
      status: 'active',
    });
    expect(data(await api('GET', `/patient/subscription/provider/${t.id}`, p.token)).subscriptions).toHaveLength(1);

    const slots = await freeSlots(app, p.token, t.id);
    const h1 = await hold(p.token, t.id, slots[0]!);
    const booked = await api('POST', '/patient/subscription/appointments', p.token, {
      subscriptionId: sub._id,
      scheduleId: h1,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(data(booked)).toMatchObject({ message: MSG.packageSessionBooked, appointmentId: h1, sessionsLeft: 1 });
    const [appt] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, h1));
    expect(appt).toMatchObject({ status: 'upcoming', amountMinor: 0 });
    // Both sides read it as a package session, not as a free one (issue 20 #5).
    const shown = await api('GET', `/patient/appointment/${h1}`, p.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(data(shown)).toMatchObject({ paidWith: 'package', amount: 0 });
    // No second payment was made for it.
    expect(await app.ctx.db.select().from(payments).where(eq(payments.patientId, p.id))).toHaveLength(1);
    // Asking again answers the same booking without using another session.
    const again = await api('POST', '/patient/subscription/appointments', p.token, {
      subscriptionId: sub._id,
      scheduleId: h1,
    });
    expect(data(again)).toMatchObject({ sessionsLeft: 1 });

    const details = data(await api('GET', `/patient/${sub._id}/subscriptiondetails`, p.token));
    expect(details).toMatchObject({
      sessionsLeft: 1,
      sessionsBooked: 1,
      sessions: [{ appointmentId: h1, status: 'upcoming' }],
    });

    const h2 = await hold(p.token, t.id, slots[1]!);
    expect(
      data(
        await api('POST', '/patient/subscription/appointments', p.token, { subscriptionId: sub._id, scheduleId: h2 }),
      ),
    ).toMatchObject({
      sessionsLeft: 0,
    });
    const h3 = await hold(p.token, t.id, slots[2]!);
    const none = await api('POST', '/patient/subscription/appointments', p.token, {
      subscriptionId: sub._id,
      scheduleId: h3,
    });
    expect(none.statusCode).toBe(409);
    expect(data(none).message).toBe(MSG.packageNoSessionsLeft);
    const [still] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, h3));
    expect(still!.status).toBe('held');
    expect(data(await api('GET', '/patient/subscription/active', p.token)).subscriptions).toEqual([]);
    expect(data(await api('GET', '/patient/subscription/completed', p.token)).subscriptions).toEqual([
      expect.objectContaining({ _id: sub._id, status: 'completed', sessionsLeft: 0 }),
    ]);

    // A cancelled session goes back to the package (the therapist may cancel at any time) …
    const cancel = await api('PATCH', '/provider/cancel-appointment', t.token, { appointmentId: h1 });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(data(await api('GET', `/patient/${sub._id}/subscriptiondetails`, p.token))).toMatchObject({
      sessionsLeft: 1,
      sessionsBooked: 1,
    });
    // … and can be booked again; cancelling twice gives back nothing more.
    expect((await api('PATCH', '/provider/cancel-appointment', t.token, { appointmentId: h1 })).statusCode).toBe(409);
    const rebooked = await api('POST', '/patient/subscription/appointments', p.token, {
      subscriptionId: sub._id,
      scheduleId: h3,
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(data(rebooked)).toMatchObject({ sessionsLeft: 0 });
  });

  it('a failed purchase gives no package; another patient cannot see or use mine; other therapist and expiry are refused', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const elsewhere = await approvedTherapist(app, { feeMinor: 100_000 });
    const [p, intruder] = [await newPatient(app), await newPatient(app, 'Ivan')];
    const plan = await offer(t.token);
    await buy(p.token, plan._id, 'failure');
    expect(data(await api('GET', '/patient/subscription/active', p.token)).subscriptions).toEqual([]);
    await buy(p.token, plan._id);
    const [sub] = data(await api('GET', '/patient/subscription/active', p.token)).subscriptions;

    expect((await api('GET', `/patient/${sub._id}/subscriptiondetails`, intruder.token)).statusCode).toBe(404);
    expect(data(await api('GET', '/patient/subscription/active', intruder.token)).subscriptions).toEqual([]);
    const [slot] = await freeSlots(app, intruder.token, t.id);
    const theirs = await hold(intruder.token, t.id, slot!);
    const stolen = await api('POST', '/patient/subscription/appointments', intruder.token, {
      subscriptionId: sub._id,
      scheduleId: theirs,
    });
    expect(stolen.statusCode).toBe(404);
    // My package, someone else's hold: 404 too.
    const mixed = await api('POST', '/patient/subscription/appointments', p.token, {
      subscriptionId: sub._id,
      scheduleId: theirs,
    });
    expect(mixed.statusCode).toBe(404);

    const [otherSlot] = await freeSlots(app, p.token, elsewhere.id);
    const wrong = await hold(p.token, elsewhere.id, otherSlot!);
    const wrongRes = await api('POST', '/patient/subscription/appointments', p.token, {
      subscriptionId: sub._id,
      scheduleId: wrong,
    });
    expect(wrongRes.statusCode).toBe(400);
    expect(data(wrongRes).message).toBe(MSG.packageWrongTherapist);

    await app.ctx.db
      .update(patientPackages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(patientPackages.id, sub._id));
    const slots = await freeSlots(app, p.token, t.id);
    const late = await hold(p.token, t.id, slots[3]!);
    const expired = await api('POST', '/patient/subscription/appointments', p.token, {
      subscriptionId: sub._id,
      scheduleId: late,
    });
    expect(expired.statusCode).toBe(400);
    expect(data(expired).message).toBe(MSG.packageSessionAfterExpiry);
    expect(data(await api('GET', '/patient/subscription/completed', p.token)).subscriptions).toHaveLength(1);
    expect((await api('GET', `/patient/${randomUUID()}/subscriptiondetails`, p.token)).statusCode).toBe(404);
    const withdrawn = await offer(t.token);
    await api('DELETE', `/provider/packages?packageId=${withdrawn._id}`, t.token);
    const gone = await api('POST', '/payment/patient/test/configure-subscription-payment', p.token, {
      planId: withdrawn._id,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('concurrent bookings never take more sessions than the package has', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const p = await newPatient(app);
    const plan = await offer(t.token, { sessionCount: 2 });
    await buy(p.token, plan._id);
    const [sub] = data(await api('GET', '/patient/subscription/active', p.token)).subscriptions;
    const slots = await freeSlots(app, p.token, t.id);
    // One hold per therapist at a time per patient: holds for the same therapist replace each other,
    // so each hold is taken and booked in its own request pair, all racing.
    const holds: string[] = [];
    for (const s of slots.slice(0, 5)) {
      const [row] = await app.ctx.db
        .insert(appointments)
        .values({
          patientId: p.id,
          therapistId: t.id,
          status: 'held',
          startsAt: new Date(s),
          endsAt: new Date(new Date(s).getTime() + 60 * 60_000),
          periodMinutes: 60,
          holdExpiresAt: new Date(Date.now() + 10 * 60_000),
        })
        .returning();
      holds.push(row!.id);
    }
    const results = await Promise.all(
      holds.map((scheduleId) =>
        api('POST', '/patient/subscription/appointments', p.token, { subscriptionId: sub._id, scheduleId }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(data(r).message).toBe(MSG.packageNoSessionsLeft);
    const [row] = await app.ctx.db.select().from(patientPackages).where(eq(patientPackages.id, sub._id));
    expect(row!.sessionsLeft).toBe(0);
  });
});
