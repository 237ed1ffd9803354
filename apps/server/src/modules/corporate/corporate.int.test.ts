import { addHours } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';
import { DEMO_PLANS } from './demo-seed';
import { api, enrol, newAdmin, newCompany, newPlan, payCompanyPurchase, subscribe } from './test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('demo seed', () => {
  it('gives a fresh start a plan catalogue and the demo company its sign-up details', async () => {
    const [demo] = await app.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.userType, 'company'), eq(users.email, 'hr@acme.example')));
    const { token } = await app.ctx.tokens.issue({ id: demo!.id, userType: 'company' }, { ttlSeconds: 600 });
    const plans = await api(app, 'GET', '/companies/subscriptions/allplans', token);
    expect(plans.body.data.plans.map((p: { planName: string }) => p.planName)).toEqual(DEMO_PLANS.map((p) => p.name));
    const profile = await api(app, 'GET', '/companies/mycompanyprofile', token);
    expect(profile.body.data).toMatchObject({ companyName: 'Acme Technologies Pvt Ltd', subscriptionDetails: null });
  });
});

describe('a company from plan to an employee booking on credits', () => {
  it('buys a plan, invites, chooses a therapist; the employee books on credits; cancelling gives them back', async () => {
    const admin = await newAdmin(app);
    const planId = await newPlan(app, admin.token, {
      planName: 'Pilot',
      doctorCount: 2,
      credits: 3000,
      planPrice: 10_000,
    });
    const company = await newCompany(app);

    // No plan yet: the promo case.
    const before = await api(app, 'GET', '/companies/mycompanyprofile', company.token);
    expect(before.status).toBe(200);
    expect(before.body.data.subscriptionDetails).toBeNull();
    expect(before.body.data.subscriptionCreditDetails.creaditsLeft).toBe(0);

    const plans = await api(app, 'GET', '/companies/subscriptions/allplans', company.token);
    expect(plans.body.data.plans.map((p: { _id: string }) => p._id)).toContain(planId);
    expect(plans.body.data.currentPlanId).toBeNull();

    const order = await subscribe(app, company, planId);
    expect(order.purpose).toBe('company_plan');
    expect(order.amount).toBe(10_000);
    expect(order.serviceTaxValue).toBeGreaterThan(0);

    const verify = await api(app, 'GET', `/companies/payments/${order.transactionId}`, company.token);
    expect(verify.body.data).toMatchObject({ paymentStatus: 'payment-success', planName: 'Pilot', credits: 3000 });

    const after = await api(app, 'GET', '/companies/mycompanyprofile', company.token);
    expect(after.body.data.subscriptionDetails).toMatchObject({
      _id: planId,
      planName: 'Pilot',
      doctorCount: 2,
      planDuration: 12,
    });
    expect(after.body.data.subscriptionDetails.validityDays).toBeGreaterThanOrEqual(364);
    expect(after.body.data.subscriptionCreditDetails.creaditsLeft).toBe(3000);

    // Buying a second plan while one is live is refused: that is an upgrade.
    const again = await api(app, 'PATCH', `/companies/${company.id}/subscriptions/${planId}/buy`, company.token, {
      gateway: 'test',
    });
    expect(again.status).toBe(409);

    // Payment history names the purchase; the invoice is a PDF naming the company.
    const history = await api(app, 'GET', '/companies/payment-details?page=0&limit=10', company.token);
    expect(history.body.data.count).toBe(1);
    expect(history.body.data.paymentDetails[0]).toMatchObject({
      transactionType: 'subscription',
      subscriptionName: 'Pilot',
      invoiceAvailable: true,
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/v1/companies/payment-details/${history.body.data.paymentDetails[0]._id}/invoice`,
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A therapist of fee ₹900 chosen for employees.
    const therapist = await approvedTherapist(app, { feeMinor: 900_00 });
    const add = await api(
      app,
      'PATCH',
      `/companies/${company.id}/providers/${therapist.id}/addprovidertocompany`,
      company.token,
    );
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ message: 'Succesfully added', selectedCount: 1, doctorCount: 2 });

    // An employee joins (sharing usage) and books on credits.
    const pia = await newPatient(app, 'Pia');
    await enrol(app, company, pia, true);
    const list = await api(app, 'GET', `/companies/employees/${company.id}/companyselectedproviders`, pia.token);
    expect(list.status).toBe(200);
    expect(list.body.data.companyselectedProviders.map((t: { _id: string }) => t._id)).toEqual([therapist.id]);

    const price = await api(app, 'GET', `/companies/providers/${therapist.id}/providerPriceDetail`, pia.token);
    expect(price.body.data).toMatchObject({
      totalAmount: 900,
      creditsRequired: 900,
      creaditsLeft: 3000,
      canBook: true,
      feesAndTaxes: 0,
    });

    // A slot more than a day ahead, so cancelling is inside the change window.
    const slot = (await freeSlots(app, pia.token, therapist.id, 4)).find((t) => new Date(t) > addHours(new Date(), 26));
    const hold = await holdSlot(app, pia.token, therapist.id, slot!);
    const scheduleId = JSON.parse(hold.body).data._id as string;
    const buy = await api(app, 'POST', `/companies/${company.id}/patient/${pia.id}/buypatientconsultation`, pia.token, {
      scheduleId,
    });
    expect(buy.status).toBe(200);
    expect(buy.body.data).toMatchObject({ appointmentId: scheduleId, creditsDebited: 900 });
    // A retry books nothing more and debits nothing more.
    const retry = await api(
      app,
      'POST',
      `/companies/${company.id}/patient/${pia.id}/buypatientconsultation`,
      pia.token,
      { scheduleId },
    );
    expect(retry.status).toBe(200);
    const left = await api(app, 'GET', '/companies/mycompanyprofile', company.token);
    expect(left.body.data.subscriptionCreditDetails.creaditsLeft).toBe(2100);

    // The company sees the shared usage, never the session itself.
    const employees = await api(app, 'GET', `/companies/${company.id}/employeeList/1?page=0&limit=10`, company.token);
    expect(employees.body.data.count).toBe(1);
    expect(employees.body.data.data[0]).toMatchObject({
      totalAppointmentsTaken: 1,
      creditsUsed: 900,
      usageShared: true,
      status: 'active',
    });
    expect(JSON.stringify(employees.body)).not.toContain(therapist.id);

    // The employee sees what the employer sees, and that it looked.
    const mine = await api(app, 'GET', '/patient/company', pia.token);
    expect(mine.body.data.membership.shareUsage).toBe(true);
    expect(mine.body.data.membership.employerLastViewedAt).not.toBeNull();

    // Cancelling in the window gives the credits back.
    const reasons = await api(app, 'GET', '/public/cancellation-reasons');
    const reasonId = (reasons.body.data.cancellationReasons ?? reasons.body.data)[0]._id as string;
    const cancel = await api(app, 'PATCH', '/patient/cancel-appointment', pia.token, {
      appointmentId: scheduleId,
      cancellationReasonId: reasonId,
    });
    expect(cancel.status).toBe(200);
    const refunded = await api(app, 'GET', '/companies/mycompanyprofile', company.token);
    expect(refunded.body.data.subscriptionCreditDetails.creaditsLeft).toBe(3000);
  });

  it('wallet credits: a positive whole rupee amount only, never reinterpreted', async () => {
    const company = await newCompany(app);
    for (const amount of ['1,500', '1500.50', '₹500', '-5', '0', '', 12.5]) {
      const res = await api(app, 'PATCH', `/companies/${company.id}/credits/buycredits`, company.token, {
        amount,
        gateway: 'test',
      });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.data.message).toMatch(/rupees|more than|amount/i);
    }
    const ok = await api(app, 'PATCH', `/companies/${company.id}/credits/buycredits`, company.token, {
      amount: '5000',
      gateway: 'test',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ purpose: 'company_credits', creditPurchaseAmount: 5000, amount: 5000 });
    // Through our TEST MODE checkout, as the browser does.
    const txn = ok.body.data.transactionId as string;
    const page = await api(app, 'GET', `/companies/payments/test/checkout/${txn}`, company.token);
    expect(page.body.data).toMatchObject({
      purpose: 'company_credits',
      amount: 5000,
      description: '5000 wellness credits',
    });
    const paid = await api(app, 'POST', `/companies/payments/test/checkout/${txn}/complete`, company.token, {
      outcome: 'success',
    });
    expect(paid.body.data).toMatchObject({
      paymentStatus: 'payment-success',
      redirectTo: `/user/base/home/corporate/dashboard/wallet-credit?transactionId=${txn}`,
    });
    const profile = await api(app, 'GET', '/companies/mycompanyprofile', company.token);
    expect(profile.body.data.subscriptionCreditDetails).toMatchObject({
      creaditsLeft: 5000,
      walletCredits: 5000,
      planCredits: 0,
    });
    // The company's bell says so.
    const bell = await api(app, 'GET', '/companies/notification/list-all?page=1&limit=5', company.token);
    expect(bell.body.data.notificationData[0]).toMatchObject({
      title: 'Payment Status',
      msg: 'Payment was completed successfully',
    });
    expect(bell.body.data.unreadNotificationCount).toBe(1);
    const history = await api(app, 'GET', '/companies/payment-details', company.token);
    expect(history.body.data.paymentDetails[0]).toMatchObject({
      transactionType: 'creditPurchase',
      credits: 5000,
      subscriptionName: null,
    });
  });

  it('upgrades only to a dearer plan of the list; the plan credits left carry over', async () => {
    const admin = await newAdmin(app);
    const small = await newPlan(app, admin.token, { planPrice: 5000, credits: 1000 });
    const big = await newPlan(app, admin.token, { planPrice: 20_000, credits: 4000, doctorCount: 5 });
    const company = await newCompany(app, 'Upgrade Co');
    await subscribe(app, company, big);
    const down = await api(
      app,
      'PATCH',
      `/companies/${company.id}/subscriptions/${small}/updatesubscription`,
      company.token,
      { gateway: 'test' },
    );
    expect(down.status).toBe(409);
    const bigger = await newPlan(app, admin.token, { planPrice: 30_000, credits: 6000, doctorCount: 8 });
    const up = await api(
      app,
      'PATCH',
      `/companies/${company.id}/subscriptions/${bigger}/updatesubscription`,
      company.token,
      { gateway: 'test' },
    );
    expect(up.status).toBe(200);
    await payCompanyPurchase(app, company.id, up.body.data.transactionId);
    const profile = await api(app, 'GET', '/companies/mycompanyprofile', company.token);
    expect(profile.body.data.subscriptionDetails._id).toBe(bigger);
    expect(profile.body.data.subscriptionCreditDetails.planCredits).toBe(10_000);
  });
});
