import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { companyAccounts } from '../../db/schema/index';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';
import { api, enrol, lastInviteToken, newAdmin, newCompany, newPlan, subscribe } from './test-helpers';

type Reply = Awaited<ReturnType<typeof api>>;

/** 403 or 404 with the failure envelope. */
const refused = (r: Reply, what: string) => {
  expect([403, 404], `${what}: ${JSON.stringify(r.body)}`).toContain(r.status);
  expect(r.body.status, what).toBe(false);
};

/**
 * The authorization matrix's corporate case: a company reaches only its own employees, plans,
 * purchases, invoices and therapists; an employee spends only their own company's credits, for
 * themself; an invite works only for the address it was sent to.
 */
export async function crossCompanyCase(app: FastifyInstance) {
  const admin = await newAdmin(app);
  const planId = await newPlan(app, admin.token, { doctorCount: 2, credits: 5000 });
  const a = await newCompany(app, 'Company A');
  const b = await newCompany(app, 'Company B');
  const order = await subscribe(app, a, planId);
  await subscribe(app, b, planId);
  const therapist = await approvedTherapist(app, { feeMinor: 500_00 });
  expect(
    (await api(app, 'PATCH', `/companies/${a.id}/providers/${therapist.id}/addprovidertocompany`, a.token)).status,
  ).toBe(200);
  const pia = await newPatient(app, 'Pia');
  const memberId = await enrol(app, a, pia);
  const history = await api(app, 'GET', '/companies/payment-details', a.token);
  const paymentId = history.body.data.paymentDetails[0]._id as string;

  // Company B and company A's records.
  const asB: Array<[string, Reply]> = [
    ['employee list', await api(app, 'GET', `/companies/${a.id}/employeeList/1`, b.token)],
    ['employee details', await api(app, 'GET', `/companies/employeeList/${memberId}`, b.token)],
    ['block (A path)', await api(app, 'PATCH', `/companies/${a.id}/employee/${memberId}/blockemployee`, b.token)],
    ['block (own path)', await api(app, 'PATCH', `/companies/${b.id}/employee/${memberId}/blockemployee`, b.token)],
    ['unblock', await api(app, 'PATCH', `/companies/${b.id}/employee/${memberId}/unblockemployee`, b.token)],
    ['invoice', await api(app, 'GET', `/companies/payment-details/${paymentId}/invoice`, b.token)],
    ['verify', await api(app, 'GET', `/companies/payments/${order.transactionId}`, b.token)],
    [
      'razorpay verify',
      await api(app, 'POST', '/companies/payments/razorpay/verify', b.token, {
        transactionId: order.transactionId,
        razorpay_order_id: 'order_x',
        razorpay_payment_id: 'pay_x',
        razorpay_signature: '0'.repeat(64),
      }),
    ],
    ['buy plan for A', await api(app, 'PATCH', `/companies/${a.id}/subscriptions/${planId}/buy`, b.token, {})],
    [
      'upgrade A',
      await api(app, 'PATCH', `/companies/${a.id}/subscriptions/${planId}/updatesubscription`, b.token, {}),
    ],
    ['credits for A', await api(app, 'PATCH', `/companies/${a.id}/credits/buycredits`, b.token, { amount: 100 })],
    ['A chosen list', await api(app, 'GET', `/companies/${a.id}/providers/companyselectedProviders`, b.token)],
    [
      'add for A',
      await api(app, 'PATCH', `/companies/${a.id}/providers/${therapist.id}/addprovidertocompany`, b.token),
    ],
    [
      'remove A’s',
      await api(app, 'PATCH', `/companies/${a.id}/providers/${therapist.id}/deleteproviderfromcompany`, b.token),
    ],
    [
      'remove (own path)',
      await api(app, 'PATCH', `/companies/${b.id}/providers/${therapist.id}/deleteproviderfromcompany`, b.token),
    ],
    ['A logo', await api(app, 'PATCH', `/companies/${a.id}/upload/file`, b.token, {})],
    ['A test checkout', await api(app, 'GET', `/companies/payments/test/checkout/${order.transactionId}`, b.token)],
    [
      'complete A test checkout',
      await api(app, 'POST', `/companies/payments/test/checkout/${order.transactionId}/complete`, b.token, {
        outcome: 'failure',
      }),
    ],
  ];
  for (const [what, r] of asB) refused(r, `company B: ${what}`);
  const bList = await api(app, 'GET', `/companies/${b.id}/employeeList/1`, b.token);
  expect(JSON.stringify(bList.body)).not.toContain(memberId);
  const aChosen = await api(app, 'GET', `/companies/${a.id}/providers/companyselectedProviders`, a.token);
  expect(aChosen.body.data.count).toBe(1);

  // An employee of A cannot spend B's credits, nor book for someone else.
  const [slot] = await freeSlots(app, pia.token, therapist.id);
  const hold = await holdSlot(app, pia.token, therapist.id, slot!);
  const scheduleId = JSON.parse(hold.body).data._id as string;
  const other = await newPatient(app, 'Omar');
  const asEmployee: Array<[string, Reply]> = [
    [
      'B credits',
      await api(app, 'POST', `/companies/${b.id}/patient/${pia.id}/buypatientconsultation`, pia.token, { scheduleId }),
    ],
    [
      'for another patient',
      await api(app, 'POST', `/companies/${a.id}/patient/${other.id}/buypatientconsultation`, pia.token, {
        scheduleId,
      }),
    ],
    ['B therapists', await api(app, 'GET', `/companies/employees/${b.id}/companyselectedproviders`, pia.token)],
  ];
  for (const [what, r] of asEmployee) refused(r, `employee of A: ${what}`);

  // A patient who is nobody's employee, or holds another's invite.
  const asOther: Array<[string, Reply]> = [
    [
      'A credits',
      await api(app, 'POST', `/companies/${a.id}/patient/${other.id}/buypatientconsultation`, other.token, {
        scheduleId,
      }),
    ],
    ['A therapists', await api(app, 'GET', `/companies/employees/${a.id}/companyselectedproviders`, other.token)],
    ['price detail', await api(app, 'GET', `/companies/providers/${therapist.id}/providerPriceDetail`, other.token)],
  ];
  for (const [what, r] of asOther) refused(r, `another patient: ${what}`);
  await api(app, 'POST', '/companies/employee/invite', a.token, { email: 'someone.else@example.com' });
  const token = await lastInviteToken(app, 'someone.else@example.com');
  refused(await api(app, 'POST', '/patient/company/invite/accept', other.token, { token }), 'accept another’s invite');
  refused(await api(app, 'GET', `/patient/company/invite/${'x'.repeat(30)}`, other.token), 'unknown invite');

  // A's balance is untouched by all of the above; the admin's plan edit is the admin's alone.
  const profile = await api(app, 'GET', '/companies/mycompanyprofile', a.token);
  expect(profile.body.data.subscriptionCreditDetails.creaditsLeft).toBe(5000);
  expect((await api(app, 'PATCH', `/admin/company-plans/${planId}`, admin.token, { doctorCount: 3 })).status).toBe(200);
  refused(
    await api(app, 'PATCH', `/admin/company-plans/${planId}`, a.token, { doctorCount: 99 }),
    'company edits a plan',
  );
}

/**
 * Real corporate records for the fuzz suite (so generated ids often name something): a plan, the
 * fuzz company's sign-up details, a live subscription and an employee of it.
 */
export async function corporateFuzzIds(app: FastifyInstance, companyUserId: string): Promise<string[]> {
  const admin = await newAdmin(app);
  const planId = await newPlan(app, admin.token, { doctorCount: 3 });
  const { token } = await app.ctx.tokens.issue({ id: companyUserId, userType: 'company' }, { ttlSeconds: 3600 });
  const company = { id: companyUserId, token };
  await app.ctx.db
    .insert(companyAccounts)
    .values({ userId: companyUserId, location: 'Pune', role: 'HR' })
    .onConflictDoNothing();
  await subscribe(app, company, planId);
  const pia = await newPatient(app, 'Fuzz');
  const memberId = await enrol(app, company, pia);
  return [planId, memberId, pia.id];
}
