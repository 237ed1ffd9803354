import type { FastifyInstance } from 'fastify';
import { companyAccounts } from '../../db/schema/index';
import { bearer, createUserWithToken } from '../../test/test-users';

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely in these tests
type Reply = { status: boolean; data: any };

export const api = async (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) => {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: JSON.parse(res.body || '{}') as Reply };
};

/** A company account with its sign-up details (as registration/company/signup leaves them, verified). */
export async function newCompany(app: FastifyInstance, name = 'Acme Wellness Pvt Ltd') {
  const c = await createUserWithToken(app, { userType: 'company', firstName: name, lastName: '' });
  await app.ctx.db.insert(companyAccounts).values({
    userId: c.id,
    companyName: name,
    companyWebsite: 'https://acme.example',
    companyEmail: 'hr@acme.example',
    companySize: '51-200',
    categoryName: 'Technology',
    location: 'Pune, Maharashtra',
    role: 'HR Manager',
    currency: 'INR',
  });
  return c;
}

export async function newAdmin(app: FastifyInstance) {
  return createUserWithToken(app, { userType: 'admin' });
}

/** An admin-made plan; returns its id. */
export async function newPlan(
  app: FastifyInstance,
  adminToken: string,
  plan: { planName?: string; doctorCount?: number; planPrice?: number; planDuration?: number; credits?: number } = {},
) {
  const res = await api(app, 'POST', '/admin/company-plans', adminToken, {
    planName: plan.planName ?? `Plan ${Math.random().toString(36).slice(2, 8)}`,
    doctorCount: plan.doctorCount ?? 3,
    planPrice: plan.planPrice ?? 10_000,
    planDuration: plan.planDuration ?? 12,
    credits: plan.credits ?? 5_000,
  });
  if (res.status !== 200) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id as string;
}

/** Settles a company's open test-gateway payment as paid, through the payment core (as its webhook would). */
export async function payCompanyPurchase(app: FastifyInstance, companyId: string, transactionId: string) {
  const p = await app.ctx.services.payments.ownCompanyPayment(companyId, transactionId);
  await app.ctx.services.payments.settle(p, { kind: 'paid', gatewayPaymentId: `tpay_${transactionId.slice(4)}` });
}

/** Buys (and pays) a plan for the company. */
export async function subscribe(app: FastifyInstance, company: { id: string; token: string }, planId: string) {
  const order = await api(app, 'PATCH', `/companies/${company.id}/subscriptions/${planId}/buy`, company.token, {
    gateway: 'test',
  });
  if (order.status !== 200) throw new Error(`buy: ${order.status} ${JSON.stringify(order.body)}`);
  await payCompanyPurchase(app, company.id, order.body.data.transactionId);
  return order.body.data;
}

/** Invites the patient's e-mail and accepts as the patient; returns the member id. */
export async function enrol(
  app: FastifyInstance,
  company: { id: string; token: string },
  patient: { id: string; token: string; email: string | null },
  shareUsage = false,
) {
  const inv = await api(app, 'POST', '/companies/employee/invite', company.token, { email: patient.email });
  if (inv.status !== 200) throw new Error(`invite: ${inv.status} ${JSON.stringify(inv.body)}`);
  const token = await lastInviteToken(app, patient.email!);
  const acc = await api(app, 'POST', '/patient/company/invite/accept', patient.token, { token, shareUsage });
  if (acc.status !== 200) throw new Error(`accept: ${acc.status} ${JSON.stringify(acc.body)}`);
  return acc.body.data.membership._id as string;
}

/** The invite token of the last e-mail sent to an address (the dev outbox). */
export async function lastInviteToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = await app.ctx.outbox!.list({ to: email.toLowerCase(), limit: 20 });
  const text = mails.find((m) => /company-invite\//.test(m.body))?.body ?? '';
  const m = /company-invite\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no invite e-mail for ${email}`);
  return m[1]!;
}
