import {
  addMonthsIn,
  type CompanyPaymentHistory,
  type CompanyPaymentOrder,
  type CompanyPaymentVerification,
  MSG,
  type PaymentGateway,
  rupeesToPaise,
  upgradablePlanIds,
} from '@sahaj/contract';
import type { DbOrTx } from '../../db/client';
import type { PaymentRow } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../lib/errors';
import { credits } from './credits';
import { creditsRepository } from './credits-repository';
import { issueCompanyInvoice } from './invoices';
import type { CorporateKit } from './kit';
import { creditsOf, planView } from './mapper';
import { plansRepository as plans } from './plans-repository';
import { purchasesRepository } from './purchases-repository';

/** The company's payment history page (the purchase notifications link there). */
export const COMPANY_PAYMENT_HISTORY_LINK = '/user/base/home/corporate/profile/my-payment-history';

/** Plans and credits are dated in India (the only market of corporate accounts: INR only). */
export const CORPORATE_ZONE = 'Asia/Kolkata';

/** What the corporate feature needs of the payment core (generalised payments, issue 19). */
export interface CompanyPayments {
  startCheckout(input: {
    payer: { kind: 'company'; companyId: string; contactUserId?: string | null };
    gateway: PaymentGateway;
    mode: 'checkout' | 'intent' | 'order';
    purpose: 'company_plan' | 'company_credits';
    subtotalPaise: number;
    currency: string;
    description: string;
    checkoutKey?: string | null;
    companyPlanId?: string | null;
  }): Promise<
    Omit<CompanyPaymentOrder, 'purpose' | 'planId' | 'prefill'> & {
      prefill: { name: string; email: string | null; contact: string | null };
    }
  >;
  /** The company's own payment (404 for another's), asking the gateway while it is open. */
  companyPayment(
    companyId: string,
    transactionId: string,
  ): Promise<{
    paymentStatus: CompanyPaymentVerification['paymentStatus'];
    amount: number;
    currency: string;
    message: string;
    purpose: string;
  }>;
  /** Razorpay's checkout callback for a company's order. */
  verifyCompanyRazorpay?(
    companyId: string,
    body: { transactionId: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  ): Promise<unknown>;
}

/** The gateway's checkout kind for each gateway (Stripe: hosted Checkout; Razorpay: an order; test: our page). */
const modeOf = (g: PaymentGateway) => (g === 'razorpay' ? 'order' : 'checkout') as 'order' | 'checkout';

/**
 * Buying plans and credits through the generalised payments, and what a paid purchase does
 * (`onPaid`, called once by the payment core inside its confirmation transaction): a plan becomes
 * the live subscription and grants its credits; a wallet purchase adds wallet credits; both get a
 * GST invoice naming the company.
 */
/** Stores a notification in the caller's transaction (the notifications service's store). */
export type NotifyInTx = (
  tx: DbOrTx,
  input: { userId: string; title: string; msg: string; kind: 'payment'; link: string; dedupeKey: string },
) => Promise<unknown>;

export function purchasesUseCases(kit: CorporateKit, payments: () => CompanyPayments, notify: NotifyInTx) {
  const { ctx, now } = kit;

  /**
   * The company's bell (and e-mail) says the purchase went through, in the payment's transaction;
   * the live push waits for the bell's next read, the e-mail for the deliveries job.
   */
  const tellPaid = (tx: DbOrTx, p: PaymentRow) =>
    notify(tx, {
      userId: p.companyId!,
      title: MSG.paymentStatusTitle,
      msg: MSG.paymentCompleted,
      kind: 'payment',
      link: COMPANY_PAYMENT_HISTORY_LINK,
      dedupeKey: `payment:${p.id}:paid`,
    });

  async function order(
    companyId: string,
    input: {
      purpose: 'company_plan' | 'company_credits';
      subtotalPaise: number;
      gateway: PaymentGateway;
      planId: string | null;
      description: string;
    },
  ): Promise<CompanyPaymentOrder> {
    const o = await payments().startCheckout({
      payer: { kind: 'company', companyId, contactUserId: companyId },
      gateway: input.gateway,
      mode: modeOf(input.gateway),
      purpose: input.purpose,
      subtotalPaise: input.subtotalPaise,
      currency: 'INR',
      description: input.description,
      checkoutKey: `company:${companyId}:${input.purpose}`,
      companyPlanId: input.planId,
    });
    return {
      ...o,
      purpose: input.purpose,
      planId: input.planId,
      prefill: { name: o.prefill.name, email: o.prefill.email, contact: o.prefill.contact },
    };
  }

  async function offeredPlan(planId: string) {
    const plan = await plans.one(ctx.db, planId);
    if (!plan?.active) throw notFound(MSG.planNotFound, 'PLAN_NOT_FOUND');
    return plan;
  }

  /** The paid plan becomes the live subscription; the plan bucket keeps the credits left of an earlier live plan (an upgrade). */
  async function fulfilPlan(tx: DbOrTx, p: PaymentRow): Promise<{ delivered: boolean }> {
    const companyId = p.companyId!;
    if (await plans.byPayment(tx, p.id)) return { delivered: true };
    const plan = p.companyPlanId ? await plans.one(tx, p.companyPlanId) : undefined;
    if (!plan) return { delivered: false };
    const at = p.paidAt ?? now();
    await credits.lock(tx, companyId, at);
    const current = await plans.current(tx, companyId);
    if (current) await plans.supersede(tx, current.id);
    const sub = await plans.insertSubscription(tx, {
      companyId,
      planId: plan.id,
      paymentId: p.id,
      planName: plan.name,
      doctorCount: plan.doctorCount,
      durationMonths: plan.durationMonths,
      creditsPaise: plan.creditsPaise,
      pricePaise: plan.pricePaise,
      startsAt: at,
      expiresAt: addMonthsIn(at, plan.durationMonths, CORPORATE_ZONE),
    });
    await credits.grant(tx, {
      companyId,
      key: `payment:${p.id}`,
      kind: 'plan_grant',
      planPaise: plan.creditsPaise,
      paymentId: p.id,
      subscriptionId: sub.id,
      at,
      purchase: { transactionId: p.transactionId, gateway: p.gateway, paidTotalPaise: p.totalPaise },
    });
    await issueCompanyInvoice(kit, tx, p, `Corporate wellness plan: ${plan.name} (${plan.durationMonths} months)`);
    await tellPaid(tx, p);
    return { delivered: true };
  }

  async function fulfilCredits(tx: DbOrTx, p: PaymentRow): Promise<{ delivered: boolean }> {
    const at = p.paidAt ?? now();
    await credits.grant(tx, {
      companyId: p.companyId!,
      key: `payment:${p.id}`,
      kind: 'purchase',
      walletPaise: p.subtotalPaise,
      paymentId: p.id,
      at,
      purchase: { transactionId: p.transactionId, gateway: p.gateway, paidTotalPaise: p.totalPaise },
    });
    await issueCompanyInvoice(
      kit,
      tx,
      p,
      `Wellness credits: ${creditsOf(p.subtotalPaise)} (1 credit = ₹1 of sessions)`,
    );
    await tellPaid(tx, p);
    return { delivered: true };
  }

  return {
    fulfilments: {
      company_plan: { onPaid: fulfilPlan },
      company_credits: { onPaid: fulfilCredits },
    },

    async allPlans(companyId: string) {
      const list = await plans.all(ctx.db, { activeOnly: true });
      const live = await plans.live(ctx.db, companyId, now());
      return { plans: list.map(planView), currentPlanId: live?.planId ?? null };
    },

    async buyPlan(companyId: string, planId: string, gateway: PaymentGateway) {
      const plan = await offeredPlan(planId);
      if (await plans.live(ctx.db, companyId, now())) throw conflict(MSG.planAlreadyActive, 'PLAN_ACTIVE');
      return order(companyId, {
        purpose: 'company_plan',
        subtotalPaise: plan.pricePaise,
        gateway,
        planId,
        description: `Sahaj plan ${plan.name}`,
      });
    },

    /** The spec's upgradable rule (contract upgradablePlanIds): only a dearer plan of the list, and only when the current one is in it. */
    async upgrade(companyId: string, planId: string, gateway: PaymentGateway) {
      const plan = await offeredPlan(planId);
      const live = await plans.live(ctx.db, companyId, now());
      if (!live) throw conflict(MSG.planNeeded, 'PLAN_NEEDED');
      const offered = (await plans.all(ctx.db, { activeOnly: true })).map(planView);
      if (!upgradablePlanIds(offered, live.planId).has(plan.id))
        throw conflict(MSG.planNotUpgradable, 'NOT_UPGRADABLE');
      return order(companyId, {
        purpose: 'company_plan',
        subtotalPaise: plan.pricePaise,
        gateway,
        planId,
        description: `Sahaj plan ${plan.name} (upgrade)`,
      });
    },

    async buyCredits(companyId: string, rupees: number, gateway: PaymentGateway) {
      return order(companyId, {
        purpose: 'company_credits',
        subtotalPaise: rupeesToPaise(rupees),
        gateway,
        planId: null,
        description: `Sahaj wellness credits (${rupees})`,
      });
    },

    async verify(companyId: string, transactionId: string): Promise<CompanyPaymentVerification> {
      const v = await payments().companyPayment(companyId, transactionId);
      const entry = await purchasesRepository.byTransaction(ctx.db, companyId, transactionId);
      return {
        transactionId,
        paymentStatus: v.paymentStatus,
        purpose: v.purpose === 'company_plan' ? 'company_plan' : 'company_credits',
        planName: entry?.planName ?? null,
        credits: creditsOf(entry ? entry.planDeltaPaise + entry.walletDeltaPaise : 0),
        amount: v.amount,
        currency: v.currency,
        message: v.paymentStatus === 'payment-failed' ? MSG.corporatePaymentFailed : v.message,
      };
    },

    /** Razorpay's checkout callback: the signature is checked by the payment core, then the purchase is read back. */
    async verifyRazorpay(
      companyId: string,
      body: {
        transactionId: string;
        razorpay_order_id: string;
        razorpay_payment_id: string;
        razorpay_signature: string;
      },
    ): Promise<CompanyPaymentVerification> {
      const verify = payments().verifyCompanyRazorpay;
      if (!verify) throw new AppError('GATEWAY_UNAVAILABLE', 400, MSG.paymentGatewayUnavailable);
      await verify(companyId, body);
      return this.verify(companyId, body.transactionId);
    },

    async history(companyId: string, page: number, limit: number): Promise<CompanyPaymentHistory> {
      const { rows, count } = await purchasesRepository.page(ctx.db, companyId, page, limit);
      return {
        count,
        paymentDetails: rows.map((r) => ({
          _id: r.paymentId!,
          transactionId: r.transactionId ?? '',
          transactionType: r.kind === 'plan_grant' ? 'subscription' : 'creditPurchase',
          subscriptionName: r.planName,
          companyPaidAmount: creditsOf(r.paidTotalPaise ?? 0),
          credits: creditsOf(r.planDeltaPaise + r.walletDeltaPaise),
          paymentDate: r.createdAt.toISOString(),
          status: 'paid',
          gateway: (r.gateway ?? 'test') as PaymentGateway,
          invoiceAvailable: r.invoiceId !== null,
        })),
      };
    },

    /** What a purchase buys, in words (the TEST MODE checkout page). */
    async describe(p: Pick<PaymentRow, 'purpose' | 'companyPlanId' | 'subtotalPaise'>): Promise<string> {
      if (p.purpose === 'company_plan' && p.companyPlanId) {
        const plan = await plans.one(ctx.db, p.companyPlanId);
        return `Subscription plan ${plan?.name ?? ''}`.trim();
      }
      return `${creditsOf(p.subtotalPaise)} wellness credits`;
    },

    balance: (companyId: string) => creditsRepository.wallet(ctx.db, companyId),
  };
}
