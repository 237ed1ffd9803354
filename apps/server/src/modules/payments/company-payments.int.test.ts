import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentEvents, payments } from '../../db/schema/index';
import type { GatewayEvent } from '../../integrations/payments/types';
import { createTestApp } from '../../test/test-app';
import { createUserWithToken } from '../../test/test-users';
import type { PurposeFulfilment } from './fulfilments';
import { type CheckoutInput, type PaymentDeps, paymentsService } from './service';

/**
 * Payments by a company (issue 19): a payer that is not a patient, purposes company_plan and
 * company_credits, the fulfilment registry the corporate feature plugs into, and the table's checks.
 * A payments service of its own is built here, so the test's handlers never meet the app's.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A handler whose behaviour the test sets: records every call, or throws, or cannot deliver. */
function testHandler() {
  const h: { calls: string[]; mode: 'deliver' | 'throw' | 'undeliverable'; fulfilment: PurposeFulfilment } = {
    calls: [],
    mode: 'deliver',
    fulfilment: {
      async onPaid(_tx, payment) {
        if (h.mode === 'throw') throw new Error('plan store unavailable');
        h.calls.push(payment.id);
        return { delivered: h.mode === 'deliver' };
      },
    },
  };
  return h;
}

function companyPayments() {
  const plan = testHandler();
  const credits = testHandler();
  const service = paymentsService(app.ctx, app.ctx.services.booking, (): PaymentDeps => app.ctx.services);
  service.fulfilments.register('company_plan', plan.fulfilment);
  service.fulfilments.register('company_credits', credits.fulfilment);
  return { service, plan, credits };
}

const paid = (p: { transactionId: string; gatewayOrderId: string | null; totalPaise: number }, id: string) =>
  ({
    eventId: id,
    type: 'payment.succeeded',
    outcome: 'paid',
    transactionId: p.transactionId,
    orderId: p.gatewayOrderId,
    gatewayPaymentId: `tpay_${id}`,
    amountPaise: p.totalPaise,
    payload: { id },
  }) satisfies GatewayEvent;

async function companyAccount() {
  const contact = await createUserWithToken(app, { userType: 'company', firstName: 'Acme' });
  return { companyId: randomUUID(), contact };
}

const creditsCheckout = (companyId: string, contactUserId: string, amountPaise = 500_000): CheckoutInput => ({
  payer: { kind: 'company', companyId, contactUserId },
  gateway: 'test',
  mode: 'checkout',
  purpose: 'company_credits',
  subtotalPaise: amountPaise,
  currency: 'INR',
  description: 'Sahaj wallet credits',
  checkoutKey: `company:${companyId}:credits:${amountPaise}`,
});

const rowOf = async (transactionId: string) =>
  (await app.ctx.db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0]!;

describe('who may pay for what (table checks)', () => {
  it('a company purchase names the company and no person; a session or package names both people and no company', async () => {
    const patient = await createUserWithToken(app, { userType: 'patient' });
    const therapist = await createUserWithToken(app, { userType: 'doctor' });
    const base = { gateway: 'test' as const, subtotalPaise: 100, totalPaise: 100 };
    const txn = () => `txn_chk${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const refused = [
      { ...base, purpose: 'company_credits' as const, transactionId: txn() },
      {
        ...base,
        purpose: 'company_credits' as const,
        companyId: randomUUID(),
        patientId: patient.id,
        transactionId: txn(),
      },
      { ...base, purpose: 'company_plan' as const, companyId: randomUUID(), transactionId: txn() },
      { ...base, purpose: 'package' as const, patientId: patient.id, transactionId: txn() },
      {
        ...base,
        purpose: 'package' as const,
        patientId: patient.id,
        therapistId: therapist.id,
        companyId: randomUUID(),
        transactionId: txn(),
      },
    ];
    for (const values of refused) {
      await expect(app.ctx.db.insert(payments).values(values)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23514' }),
      });
    }
    await app.ctx.db.insert(payments).values([
      { ...base, purpose: 'company_credits', companyId: randomUUID(), transactionId: txn() },
      { ...base, purpose: 'company_plan', companyId: randomUUID(), companyPlanId: randomUUID(), transactionId: txn() },
      { ...base, purpose: 'package', patientId: patient.id, therapistId: therapist.id, transactionId: txn() },
    ]);
  });
});

describe('a company buys credits through the generalised payments', () => {
  it('20 parallel checkouts with one purchase key: one payment and one gateway order', async () => {
    const { service } = companyPayments();
    const { companyId, contact } = await companyAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => service.startCheckout(creditsCheckout(companyId, contact.id))),
    );
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    expect(answers[0]).toMatchObject({ creditPurchaseAmount: 5000, totalAmountPaise: 601_800 });
    expect(answers[0]!.prefill.name).toBe('Acme User');
    const rows = await app.ctx.db.select().from(payments).where(eq(payments.companyId, companyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      patientId: null,
      therapistId: null,
      purpose: 'company_credits',
      status: 'created',
    });
  });

  it('paid: the registered handler runs once in the ledger transaction; a throwing handler rolls the confirmation back', async () => {
    const { service, credits } = companyPayments();
    const { companyId, contact } = await companyAccount();
    const c = await service.startCheckout(creditsCheckout(companyId, contact.id));
    const row = await rowOf(c.transactionId);

    credits.mode = 'throw';
    await expect(service.webhook('test', paid(row, 'tevt_company_1'))).rejects.toThrow('plan store unavailable');
    expect((await rowOf(c.transactionId)).status).toBe('created');
    expect(await app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, row.id))).toHaveLength(0);
    // The event was not kept either: the gateway's retry of the same event is processed.
    expect(await app.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id))).toHaveLength(0);

    credits.mode = 'deliver';
    await Promise.all([0, 1, 2].map(() => service.webhook('test', paid(row, 'tevt_company_1'))));
    await service.settle(row, { kind: 'paid', gatewayPaymentId: 'tpay_again' });
    expect(credits.calls).toEqual([row.id]);
    expect((await rowOf(c.transactionId)).status).toBe('paid');
    const [entry] = await app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, row.id));
    expect(entry).toMatchObject({ kind: 'payment', companyId, grossPaise: 500_000, commissionPaise: 500_000 });
    const v = await service.view(await service.ownCompanyPayment(companyId, c.transactionId));
    expect(v).toMatchObject({ paymentStatus: 'payment-success', purpose: 'company_credits', providerId: null });
    await expect(service.ownCompanyPayment(randomUUID(), c.transactionId)).rejects.toMatchObject({ httpStatus: 404 });

    // A refund of a company purchase goes back through its gateway and is recorded against the company.
    const r = await service.refund(row.id, { reason: 'Wallet closed', key: `company-refund:${row.id}` });
    expect(r.status).toBe('succeeded');
    const refundsEntries = await app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, row.id), eq(ledgerEntries.kind, 'refund')));
    expect(refundsEntries).toHaveLength(1);
    expect(refundsEntries[0]).toMatchObject({ companyId, amountPaise: row.totalPaise });
  });

  it('a lost webhook: the reconcile job asks the gateway and fulfils the purchase once', async () => {
    const { service, credits } = companyPayments();
    const { companyId, contact } = await companyAccount();
    const c = await service.startCheckout(creditsCheckout(companyId, contact.id, 250_000));
    const row = await rowOf(c.transactionId);
    // The payer paid at the gateway 20 minutes ago; its webhook never came.
    service.adapters.test!.record(row.gatewayOrderId!, {
      state: 'paid',
      gatewayPaymentId: 'tpay_lost_webhook',
      amountPaise: row.totalPaise,
    });
    await app.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(payments.id, row.id));
    await service.reconcile();
    await service.reconcile();
    expect(credits.calls).toEqual([row.id]);
    expect(await rowOf(c.transactionId)).toMatchObject({ status: 'paid', gatewayPaymentId: 'tpay_lost_webhook' });
    expect(await app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, row.id))).toHaveLength(1);
  });

  it('a purchase its handler cannot deliver is refunded in full and answers payment-failed', async () => {
    const { service, plan } = companyPayments();
    const { companyId, contact } = await companyAccount();
    plan.mode = 'undeliverable';
    const c = await service.startCheckout({
      ...creditsCheckout(companyId, contact.id),
      purpose: 'company_plan',
      companyPlanId: randomUUID(),
      checkoutKey: `company:${companyId}:plan`,
      description: 'Sahaj plan',
    });
    const row = await rowOf(c.transactionId);
    await service.webhook('test', paid(row, 'tevt_plan_gone'));
    const after = await rowOf(c.transactionId);
    expect(after).toMatchObject({ status: 'refunded', refundedPaise: after.totalPaise });
    expect(plan.calls).toEqual([row.id]);
    expect(
      await app.ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.paymentId, row.id), eq(ledgerEntries.kind, 'payment'))),
    ).toHaveLength(0);
    expect((await service.view(after)).paymentStatus).toBe('payment-failed');
  });

  it('no handler for a company purpose, or a patient paying for one: refused before any payment exists', async () => {
    const bare = paymentsService(app.ctx, app.ctx.services.booking, (): PaymentDeps => app.ctx.services);
    const { companyId, contact } = await companyAccount();
    await expect(bare.startCheckout(creditsCheckout(companyId, contact.id))).rejects.toThrow(/no fulfilment/);
    const patient = await createUserWithToken(app, { userType: 'patient' });
    await expect(
      bare.startCheckout({
        ...creditsCheckout(companyId, contact.id),
        payer: { kind: 'patient', patientId: patient.id, therapistId: contact.id },
      }),
    ).rejects.toThrow(/cannot be paid by a patient/);
    expect(() => bare.fulfilments.register('session', testHandler().fulfilment)).toThrow();
    bare.fulfilments.register('company_credits', testHandler().fulfilment);
    expect(() => bare.fulfilments.register('company_credits', testHandler().fulfilment)).toThrow(/already registered/);
    expect(await app.ctx.db.select().from(payments).where(eq(payments.companyId, companyId))).toHaveLength(0);
  });
});
