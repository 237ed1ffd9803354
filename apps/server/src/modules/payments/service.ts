import { randomBytes, randomUUID } from 'node:crypto';
import {
  APPOINTMENT_STATUS,
  APPOINTMENTS_LINK,
  displayName,
  HOLD_MINUTES,
  MSG,
  type NameParts,
  type PaymentConfigurationResult,
  type PaymentGateway,
  type PaymentGateways,
  type PaymentVerification,
  type PriceDetails,
  paiseToRupees,
} from '@sahaj/contract';
import { addMinutes } from 'date-fns';
import { z } from 'zod';
import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  type CheckoutMode,
  COMPANY_PURPOSES,
  type PaymentPurpose,
  type PaymentRow,
  type RefundRow,
} from '../../db/schema/index';
import { type PaymentGateways as Adapters, createPaymentGateways } from '../../integrations/payments/index';
import type { GatewayEvent, PaymentGatewayAdapter, RefundAnswer } from '../../integrations/payments/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { BookingService } from '../booking/service';
import { fulfilmentRegistry } from './fulfilments';
import { computeAmounts, priceDetailsOf } from './pricing';
import { paymentsRepository, UNDELIVERED } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'log' | 'config'>;
type Deliver = () => Promise<void>;

/**
 * Where other features plug into the confirmation transaction (issue 12). Each is optional and is
 * read when used, so the feature that provides it can be built after this one:
 *   - coupons (P3): reserve(tx, …) when the payment is created (counts toward the limit at once),
 *     confirm(tx, paymentId) when it is paid, release(tx, paymentId) when it fails or is refunded unbooked;
 *   - ledger (P2): recordPayment(tx, payment) when a payment delivered its session or package,
 *     recordRefund(tx, refund) when a refund succeeded;
 *   - packages (P3): onPaid(tx, payment) for purpose 'package';
 *   - notifications (N): store(tx, input) → deliver after commit.
 * Every hook runs inside the one transaction whose conditional UPDATE … WHERE status = 'created'
 * RETURNING moved the payment to 'paid', so each runs exactly once per payment.
 */
export interface PaymentDeps {
  coupons?: {
    reserve(
      tx: DbOrTx,
      input: {
        code: string;
        patientId: string;
        therapistId: string;
        paymentId: string;
        subTotalMinor: number;
        currency: string;
        expiresAt?: Date | null;
      },
    ): Promise<{ couponId: string; code: string; discountMinor: number }>;
    confirm(tx: DbOrTx, paymentId: string): Promise<unknown>;
    release(tx: DbOrTx, paymentId: string): Promise<unknown>;
  };
  ledger?: {
    recordPayment(tx: DbOrTx, payment: PaymentRow): Promise<unknown>;
    recordRefund(tx: DbOrTx, refund: RefundRow): Promise<unknown>;
  };
  packages?: { onPaid(tx: DbOrTx, payment: PaymentRow): Promise<unknown> };
  notifications?: {
    store(
      tx: DbOrTx,
      input: {
        userId: string;
        title: string;
        msg: string;
        kind: 'payment';
        link?: string | null;
        dedupeKey?: string;
      },
    ): Promise<Deliver>;
  };
}

export interface PaymentsOptions {
  now?: () => Date;
  /** Gateway adapters (tests pass their own); default: built from config.payments. */
  gateways?: Adapters;
}

export type { CheckoutMode };

/** Who pays: a patient (for a session or package with a therapist) or a company (for its plan or credits). */
export type Payer =
  | { kind: 'patient'; patientId: string; therapistId: string }
  | {
      kind: 'company';
      companyId: string;
      /** The person whose name and e-mail the gateway's checkout is prefilled with (the company's account). */
      contactUserId?: string | null;
    };

export interface CheckoutInput {
  payer: Payer;
  gateway: PaymentGateway;
  mode: CheckoutMode;
  purpose: PaymentPurpose;
  subtotalPaise: number;
  currency: string;
  /** Patients only. */
  couponCode?: string | null;
  description: string;
  /**
   * Idempotency: while a payment with this key is open, another call answers it (same order and
   * transactionId) instead of making a second. Sessions default to 'hold:<scheduleId>'.
   */
  checkoutKey?: string | null;
  /** Session: the hold and its slot. */
  session?: {
    scheduleId: string;
    startsAt: Date;
    endsAt: Date;
    periodMinutes: number;
    treatmentId: string | null;
    treatmentName: string | null;
    familyMemberId: string | null;
    holdExpiresAt: Date | null;
  };
  /** Package: the therapist's plan bought. */
  packagePlanId?: string | null;
  /** company_plan: the company plan bought. */
  companyPlanId?: string | null;
}

/** What a confirmation did, for tests and callers. */
export type SettleResult =
  | { kind: 'duplicate' }
  | { kind: 'unknown' }
  | { kind: 'unchanged'; payment: PaymentRow }
  | { kind: 'paid'; payment: PaymentRow; booked: boolean }
  | { kind: 'failed'; payment: PaymentRow };

/** Why a paid payment is given back whole: its session's slot went to someone else, or its purchase could not be delivered. */
const undeliveredReason = (p: PaymentRow) =>
  p.purpose === 'session'
    ? 'The slot was no longer free when the payment arrived'
    : 'The purchase could not be delivered when the payment arrived';

const newTransactionId = () => `txn_${randomBytes(12).toString('hex')}`;
const nameOf = (u?: NameParts) => displayName(u);

/**
 * The payment core (issue 12, helper P1): prices in integer paise, checkout through a gateway
 * adapter, exactly-once confirmation and refunds. Routes are thin; webhooks, verify calls and the
 * test gateway all end in `settle`.
 */
export function paymentsService(
  ctx: Ctx,
  booking: BookingService,
  deps: () => PaymentDeps = () => ({}),
  opts: PaymentsOptions = {},
) {
  const repo = paymentsRepository(ctx.db);
  const now = opts.now ?? (() => new Date());
  const adapters = opts.gateways ?? createPaymentGateways(ctx.config);
  const pricing = ctx.config.payments;
  const fulfilments = fulfilmentRegistry();

  function adapter(name: PaymentGateway): PaymentGatewayAdapter {
    const a = adapters[name];
    if (!a || !ctx.config.payments.gateways.includes(name)) {
      throw new AppError('GATEWAY_UNAVAILABLE', 400, MSG.paymentGatewayUnavailable);
    }
    return a;
  }

  /** Runs the after-commit deliveries; a failed delivery is logged, never undoes the payment. */
  async function deliverAll(list: Array<Deliver | (() => Promise<unknown>)>) {
    for (const d of list) await d().catch((err: unknown) => ctx.log.error({ err }, 'payment notice delivery failed'));
  }

  async function notify(tx: DbOrTx, p: PaymentRow, msg: string, key: string): Promise<Deliver | null> {
    const n = deps().notifications;
    // A company's purchase is told by the corporate feature's own handler (it knows who to tell).
    if (!n || !p.patientId) return null;
    return n.store(tx, {
      userId: p.patientId,
      title: MSG.paymentStatusTitle,
      msg,
      kind: 'payment',
      link: APPOINTMENTS_LINK,
      dedupeKey: `payment:${p.id}:${key}`,
    });
  }

  /** The key that makes a checkout idempotent: the caller's, else the hold's. */
  const keyOf = (input: CheckoutInput) =>
    input.checkoutKey ?? (input.session ? `hold:${input.session.scheduleId}` : null);

  /** Whether an open payment is the checkout this call asks for (same payer, thing, price, coupon and gateway). */
  function sameCheckout(p: PaymentRow, input: CheckoutInput, payer: PayerColumns): boolean {
    const code = input.couponCode?.trim().toLowerCase() || null;
    return (
      p.gateway === input.gateway &&
      p.checkoutMode === input.mode &&
      p.purpose === input.purpose &&
      p.patientId === payer.patientId &&
      p.therapistId === payer.therapistId &&
      p.companyId === payer.companyId &&
      p.subtotalPaise === input.subtotalPaise &&
      p.currency === input.currency &&
      (p.couponCode?.toLowerCase() ?? null) === code &&
      (p.startsAt?.getTime() ?? null) === (input.session?.startsAt.getTime() ?? null) &&
      p.treatmentId === (input.session?.treatmentId ?? null) &&
      p.packagePlanId === (input.packagePlanId ?? null) &&
      p.companyPlanId === (input.companyPlanId ?? null) &&
      // A checkout lasts as long as a hold: an older one is not offered again (a new order is made).
      p.createdAt > addMinutes(now(), -HOLD_MINUTES)
    );
  }

  type PayerColumns = { patientId: string | null; therapistId: string | null; companyId: string | null };
  function payerColumns(input: CheckoutInput): PayerColumns {
    const company = (COMPANY_PURPOSES as readonly string[]).includes(input.purpose);
    if (company !== (input.payer.kind === 'company')) {
      throw new Error(`a payment of purpose '${input.purpose}' cannot be paid by a ${input.payer.kind}`);
    }
    if (input.payer.kind === 'company') {
      if (input.couponCode) throw badRequest(MSG.couponInvalid, 'COUPON_NOT_FOR_COMPANIES', { field: 'couponCode' });
      if (!fulfilments.has(input.purpose)) throw new Error(`no fulfilment registered for '${input.purpose}'`);
      return { patientId: null, therapistId: null, companyId: input.payer.companyId };
    }
    return { patientId: input.payer.patientId, therapistId: input.payer.therapistId, companyId: null };
  }

  /**
   * Creates a payment ('created') with its amounts computed here, reserves the coupon in the same
   * transaction, then asks the gateway for an order / session / intent. Idempotent per checkout key:
   * calls for one key queue on a transaction advisory lock, the first makes the payment and the rest
   * find it open and answer the same one (the partial unique index payments_open_checkout_unique
   * refuses a second open payment whatever happens). An open payment for something else under the
   * key (another gateway, treatment, slot or coupon) is closed first, its coupon use given back.
   * Used for sessions, packages and company purchases.
   */
  async function startCheckout(input: CheckoutInput): Promise<PaymentConfigurationResult> {
    const gw = adapter(input.gateway);
    const payer = payerColumns(input);
    const key = keyOf(input);
    const contactId = input.payer.kind === 'patient' ? input.payer.patientId : (input.payer.contactUserId ?? null);
    const person = contactId ? await repo.person(ctx.db, contactId) : undefined;
    const open = await ctx.db
      .transaction(async (tx) => {
        if (key) {
          await repo.lockCheckoutKey(tx, key);
          const existing = await repo.openByCheckoutKey(tx, key);
          if (existing && sameCheckout(existing, input, payer)) return existing;
          if (existing) await supersede(tx, existing);
        }
        return createPayment(tx, input, payer, key);
      })
      .catch(async (err: unknown) => {
        // Only when the advisory lock could not serialise (another database): the winner's payment is the answer.
        const winner = key && isUniqueViolation(err) ? await repo.openByCheckoutKey(ctx.db, key) : undefined;
        if (winner && sameCheckout(winner, input, payer)) return winner;
        if (isUniqueViolation(err)) throw conflict(MSG.paymentInProgress, 'CHECKOUT_IN_PROGRESS');
        throw err;
      });
    const { row, order } = await orderOf(open, gw, input, person);
    const feesAndTax = row.feesPaise + row.taxPaise;
    return {
      amount: paiseToRupees(row.subtotalPaise - row.discountPaise),
      serviceTaxValue: paiseToRupees(feesAndTax),
      integratorprocessingFeeValue: paiseToRupees(row.feesPaise),
      taxAmount: paiseToRupees(row.taxPaise),
      discountAmount: paiseToRupees(row.discountPaise),
      couponApplied: row.discountPaise > 0,
      totalAmount: paiseToRupees(row.totalPaise),
      totalAmountPaise: row.totalPaise,
      currency: row.currency,
      orderId: order.orderId,
      sessionId: order.sessionId,
      clientSecret: order.clientSecret,
      transactionId: row.transactionId,
      creditPurchaseAmount: row.purpose === 'company_credits' ? paiseToRupees(row.subtotalPaise) : null,
      gateway: input.gateway,
      paymentId: row.id,
      scheduleId: row.scheduleId,
      checkoutUrl: order.checkoutUrl,
      publishableKey: input.gateway === 'stripe' ? (ctx.config.payments.stripe?.publishableKey ?? null) : null,
      keyId: input.gateway === 'razorpay' ? (ctx.config.payments.razorpay?.keyId ?? null) : null,
      prefill: {
        name: nameOf(person),
        email: person?.email ?? null,
        contact: person?.phone ?? null,
        address: person?.location ?? null,
      },
    };
  }

  /** The new payment row (with its coupon's use reserved), inside the checkout's transaction. */
  async function createPayment(
    tx: DbOrTx,
    input: CheckoutInput,
    payer: PayerColumns,
    key: string | null,
  ): Promise<PaymentRow> {
    const paymentId = randomUUID();
    let discountPaise = 0;
    let coupon: { couponId: string; code: string } | null = null;
    if (input.couponCode && input.payer.kind === 'patient') {
      const coupons = deps().coupons;
      if (!coupons) throw badRequest('Coupons are not available', 'COUPONS_UNAVAILABLE', { field: 'couponCode' });
      const r = await coupons.reserve(tx, {
        code: input.couponCode,
        patientId: input.payer.patientId,
        therapistId: input.payer.therapistId,
        paymentId,
        subTotalMinor: input.subtotalPaise,
        currency: input.currency,
        expiresAt: input.session?.holdExpiresAt ?? addMinutes(now(), HOLD_MINUTES),
      });
      discountPaise = r.discountMinor;
      coupon = { couponId: r.couponId, code: r.code };
    }
    const a = computeAmounts(input.subtotalPaise, discountPaise, pricing);
    if (a.totalPaise === 0) throw badRequest(MSG.paymentNothingToPay, 'NOTHING_TO_PAY');
    return repo.insert(tx, {
      id: paymentId,
      ...payer,
      purpose: input.purpose,
      gateway: input.gateway,
      transactionId: newTransactionId(),
      checkoutKey: key,
      checkoutMode: input.mode,
      scheduleId: input.session?.scheduleId ?? null,
      startsAt: input.session?.startsAt ?? null,
      endsAt: input.session?.endsAt ?? null,
      periodMinutes: input.session?.periodMinutes ?? null,
      treatmentId: input.session?.treatmentId ?? null,
      treatmentName: input.session?.treatmentName ?? null,
      familyMemberId: input.session?.familyMemberId ?? null,
      packagePlanId: input.packagePlanId ?? null,
      companyPlanId: input.companyPlanId ?? null,
      subtotalPaise: a.subtotalPaise,
      discountPaise: a.discountPaise,
      feesPaise: a.feesPaise,
      taxPaise: a.taxPaise,
      totalPaise: a.totalPaise,
      currency: input.currency,
      couponId: coupon?.couponId ?? null,
      couponCode: coupon?.code ?? null,
    });
  }

  /** An open payment replaced by a different checkout under its key: closed quietly, its coupon use given back. */
  async function supersede(tx: DbOrTx, p: PaymentRow) {
    const closed = await repo.markFailed(tx, p.id, now(), 'Replaced by a new checkout');
    if (closed) await deps().coupons?.release(tx, closed.id);
  }

  /**
   * The gateway's order for an open payment: made once, under the payment's row lock, so callers
   * that found the same payment wait for the first one's order and answer it (an order already made
   * is read back from the gateway). A gateway that fails closes the payment (coupon given back): 502.
   */
  async function orderOf(
    payment: PaymentRow,
    gw: PaymentGatewayAdapter,
    input: CheckoutInput,
    person: Awaited<ReturnType<typeof repo.person>>,
  ): Promise<{ row: PaymentRow; order: Awaited<ReturnType<PaymentGatewayAdapter['createOrder']>> }> {
    const resume = (row: PaymentRow) =>
      gw.resumeOrder({
        orderId: row.gatewayOrderId,
        intentId: row.gatewayIntentId,
        transactionId: row.transactionId,
        mode: row.checkoutMode ?? input.mode,
      });
    if (payment.gatewayOrderId || payment.gatewayIntentId) return { row: payment, order: await resume(payment) };
    const base = `${ctx.config.publicUrl}/user/base/home`;
    const back = payment.scheduleId ?? payment.id;
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = (await repo.lock(tx, payment.id))!;
        if (row.gatewayOrderId || row.gatewayIntentId) return { row, order: await resume(row) };
        if (row.status !== 'created') throw conflict(MSG.paymentInProgress, 'CHECKOUT_CLOSED');
        const order = await gw.createOrder({
          transactionId: row.transactionId,
          paymentId: row.id,
          amountPaise: row.totalPaise,
          currency: row.currency,
          description: input.description,
          customer: { name: nameOf(person), email: person?.email ?? null, phone: person?.phone ?? null },
          successUrl: `${base}/booking-status/${back}/${row.transactionId}`,
          cancelUrl: `${base}/booking/failure/${back}/${row.transactionId}`,
          mode: input.mode,
        });
        const saved = await repo.setGatewayIds(tx, row.id, {
          gatewayOrderId: order.orderId ?? order.sessionId,
          gatewayIntentId: order.intentId,
        });
        return { row: saved, order };
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      ctx.log.error({ err, gateway: input.gateway, paymentId: payment.id }, 'payment configuration failed');
      await settle(payment, { kind: 'failed', reason: 'Payment configuration failed' });
      throw new AppError('PAYMENT_CONFIGURATION_FAILED', 502, MSG.paymentConfigurationFailed);
    }
  }

  /**
   * The one place a payment's outcome is applied. Paid: the conditional UPDATE … WHERE status in
   * ('created','failed') RETURNING decides who does the work; the winner books the slot, counts the
   * coupon, writes the ledger and stores the 'Payment Status' notice in the same transaction. A
   * gateway event is stored in payment_events in that transaction too, so a repeat is ignored.
   * A paid session whose slot is gone is refunded in full after the commit.
   */
  async function settle(
    payment: PaymentRow,
    outcome: { kind: 'paid'; gatewayPaymentId?: string | null } | { kind: 'failed'; reason: string },
    event?: { gateway: PaymentGateway; e: GatewayEvent },
  ): Promise<SettleResult> {
    const after: Array<Deliver | (() => Promise<unknown>)> = [];
    let refundUnbooked = false;
    const result = await ctx.db.transaction(async (tx): Promise<SettleResult> => {
      if (event) {
        const fresh = await repo.recordEvent(tx, {
          gateway: event.gateway,
          eventId: event.e.eventId,
          type: event.e.type,
          paymentId: payment.id,
          payload: event.e.payload,
        });
        if (!fresh) return { kind: 'duplicate' };
      }
      const at = now();
      const hooks = deps();
      if (outcome.kind === 'failed') {
        const failed = await repo.markFailed(tx, payment.id, at, outcome.reason);
        if (!failed) return { kind: 'unchanged', payment: (await repo.byId(tx, payment.id))! };
        await hooks.coupons?.release(tx, failed.id);
        const d = await notify(tx, failed, MSG.notifyPaymentFailed, 'failed');
        if (d) after.push(d);
        return { kind: 'failed', payment: failed };
      }

      let paid = await repo.markPaid(tx, payment.id, at, outcome.gatewayPaymentId ?? null);
      if (!paid) return { kind: 'unchanged', payment: (await repo.byId(tx, payment.id))! };
      let delivered = true;
      if (paid.purpose === 'session') {
        const booked = await booking.confirm(tx, paid.scheduleId!, { kind: 'payment', payment: paid });
        if (booked.outcome === 'taken') {
          delivered = false;
          refundUnbooked = true;
        } else {
          paid = await repo.setAppointment(tx, paid.id, booked.row.id);
          if (booked.outcome === 'booked') {
            const stored = booked.stored;
            after.push(() => booking.deliver(stored));
          }
        }
      } else if (paid.purpose === 'package') {
        await hooks.packages?.onPaid(tx, paid);
      } else {
        // A company's plan or credits: the corporate feature's registered handler, once, in this transaction.
        const done = await fulfilments.of(paid.purpose).onPaid(tx, paid);
        if (done?.delivered === false) {
          delivered = false;
          refundUnbooked = true;
          await repo.markUndelivered(tx, paid.id);
        }
      }
      if (delivered) {
        await hooks.coupons?.confirm(tx, paid.id);
        await hooks.ledger?.recordPayment(tx, paid);
        const d = await notify(tx, paid, MSG.notifyPaymentSuccess, 'paid');
        if (d) after.push(d);
      } else {
        await hooks.coupons?.release(tx, paid.id);
      }
      return { kind: 'paid', payment: paid, booked: delivered };
    });
    await deliverAll(after);
    if (refundUnbooked && result.kind === 'paid') {
      await refund(result.payment.id, {
        reason: undeliveredReason(result.payment),
        key: `unbooked:${result.payment.id}`,
        message: MSG.notifyPaymentRefundedSlotTaken,
      }).catch((err: unknown) =>
        ctx.log.error({ err, paymentId: result.payment.id }, 'automatic refund of an unbooked payment failed'),
      );
      return { kind: 'paid', payment: (await repo.byId(ctx.db, result.payment.id))!, booked: false };
    }
    return result;
  }

  /**
   * Gives money back through the payment's gateway. `key` makes it idempotent ('cancel:<appointmentId>'):
   * the same key answers the refund already made. Without amountPaise, what is left is refunded.
   * The amount is reserved on the payment first (so two refunds can never exceed the total), the
   * gateway is asked outside the transaction, and a refused refund gives the amount back.
   */
  async function refund(
    paymentId: string,
    input: { amountPaise?: number; reason: string; key?: string; message?: string },
  ): Promise<RefundRow> {
    const reserved = await ctx.db.transaction(async (tx) => {
      const p = await repo.lock(tx, paymentId);
      if (!p) throw notFound(MSG.paymentNotFound);
      if (input.key) {
        const existing = await repo.refundByKey(tx, input.key);
        if (existing) return { payment: p, refund: existing, fresh: false };
      }
      if (p.status !== 'paid' && p.status !== 'partially_refunded') throw conflict(MSG.refundNotPaid, 'NOT_PAID');
      const left = p.totalPaise - p.refundedPaise;
      const amount = input.amountPaise ?? left;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
        throw badRequest(MSG.refundTooLarge, 'REFUND_TOO_LARGE', { field: 'amountPaise' });
      }
      const r = await repo.insertRefund(tx, {
        paymentId,
        amountPaise: amount,
        reason: input.reason.slice(0, 500),
        key: input.key ?? null,
      });
      const updated = await repo.addRefunded(tx, paymentId, amount);
      return { payment: updated, refund: r, fresh: true };
    });
    if (!reserved.fresh) return reserved.refund;
    const p = reserved.payment;
    let answer: Awaited<ReturnType<PaymentGatewayAdapter['refund']>>;
    try {
      if (!p.gatewayPaymentId) throw new Error('payment has no gateway payment id');
      answer = await adapters[p.gateway]!.refund({
        gatewayPaymentId: p.gatewayPaymentId,
        amountPaise: reserved.refund.amountPaise,
        refundId: reserved.refund.id,
        reason: input.reason,
      });
    } catch (err) {
      ctx.log.error({ err, paymentId }, 'gateway refused the refund');
      answer = { gatewayRefundId: '', state: 'failed' };
    }
    const done = await settleRefund(reserved.refund, answer, input.message);
    if (done.status === 'failed') throw new AppError('REFUND_FAILED', 502, 'The refund could not be issued');
    return done;
  }

  /**
   * Records the gateway's word on a pending refund. Only a pending refund moves: a webhook that came
   * first (succeeded or failed) is never undone by a later, older answer.
   */
  async function settleRefund(r: RefundRow, answer: RefundAnswer, message?: string): Promise<RefundRow> {
    const after: Deliver[] = [];
    const done = await ctx.db.transaction(async (tx) => {
      if (answer.state === 'failed') return refundRefused(tx, r);
      const moved = await repo.updateRefund(
        tx,
        r.id,
        { status: answer.state, gatewayRefundId: answer.gatewayRefundId || null },
        'pending',
      );
      if (!moved) return (await repo.refundById(tx, r.id)) ?? r;
      if (moved.status === 'succeeded') await refundSucceeded(tx, moved, after, message);
      return moved;
    });
    await deliverAll(after);
    return done;
  }

  /**
   * A refund left pending (the process stopped between reserving it and the gateway's answer, or its
   * webhook came before we knew its id there): the gateway is asked what became of it; one it never
   * made is asked for now, under the same refund id (Stripe's idempotency key, Razorpay's receipt).
   */
  async function recheckRefund(r: RefundRow): Promise<RefundRow> {
    const p = await repo.byId(ctx.db, r.paymentId);
    const adapter = p ? adapters[p.gateway] : undefined;
    if (!p?.gatewayPaymentId || !adapter) return r;
    const input = { gatewayPaymentId: p.gatewayPaymentId, refundId: r.id };
    const answer =
      (await adapter.refundState({ ...input, gatewayRefundId: r.gatewayRefundId })) ??
      (await adapter.refund({ ...input, amountPaise: r.amountPaise, reason: r.reason }));
    return settleRefund(r, answer);
  }

  /**
   * A refund the gateway refused (at once, or later by webhook): its amount goes back on the payment
   * and its key is freed, so the sweeps that own that key ('cancel:<appointmentId>' by the ledger's
   * refund sweep, 'unbooked:<paymentId>' by reconcile) ask again: money owed is never forgotten.
   * Only a refund still pending moves, so a repeated failure event gives nothing back twice.
   */
  async function refundRefused(tx: DbOrTx, r: RefundRow) {
    const moved = await repo.updateRefund(
      tx,
      r.id,
      { status: 'failed', failureReason: 'Refused by the gateway', key: r.key ? `${r.key}:failed:${r.id}` : null },
      'pending',
    );
    if (moved) await repo.addRefunded(tx, r.paymentId, -r.amountPaise);
    return moved ?? r;
  }

  async function refundSucceeded(tx: DbOrTx, r: RefundRow, after: Deliver[], message?: string) {
    const p = (await repo.byId(tx, r.paymentId))!;
    await deps().ledger?.recordRefund(tx, r);
    const d = await notify(tx, p, message ?? MSG.notifyRefund, `refund:${r.id}`);
    if (d) after.push(d);
  }

  async function ownPayment(patientId: string, transactionId: string, gateway?: PaymentGateway) {
    const p = await repo.byTransaction(transactionId);
    if (!p || p.patientId !== patientId || (gateway && p.gateway !== gateway)) throw notFound(MSG.paymentNotFound);
    return p;
  }

  /** A company's own payment by transaction id (404 for another payer's). */
  async function ownCompanyPayment(companyId: string, transactionId: string, gateway?: PaymentGateway) {
    const p = await repo.byTransaction(transactionId);
    if (!p || p.companyId !== companyId || (gateway && p.gateway !== gateway)) throw notFound(MSG.paymentNotFound);
    return p;
  }

  async function view(p: PaymentRow): Promise<PaymentVerification> {
    const t = p.therapistId ? await repo.person(ctx.db, p.therapistId) : undefined;
    const paid = p.status === 'paid' || p.status === 'partially_refunded' || p.status === 'refunded';
    // Delivered: a session that booked its appointment; a package or company purchase its feature took.
    const delivered = p.purpose === 'session' ? p.appointmentId !== null : p.failureReason !== UNDELIVERED;
    const outcome =
      p.status === 'created' ? 'payment-pending' : paid && delivered ? 'payment-success' : 'payment-failed';
    return {
      transactionId: p.transactionId,
      paymentStatus: outcome,
      status: p.status,
      gateway: p.gateway,
      purpose: p.purpose,
      scheduleId: p.scheduleId,
      appointmentId: p.appointmentId,
      providerId: p.therapistId,
      providerName: t ? nameOf(t) : '',
      startTime: p.startsAt?.toISOString() ?? null,
      treatmentId: p.treatmentId,
      subscriptionPlanId: p.packagePlanId,
      amount: paiseToRupees(p.totalPaise),
      refundedAmount: paiseToRupees(p.refundedPaise),
      currency: p.currency,
      message:
        outcome === 'payment-success'
          ? MSG.paymentCompleted
          : outcome === 'payment-pending'
            ? MSG.paymentPending
            : paid
              ? MSG.notifyPaymentRefundedSlotTaken
              : MSG.paymentFailedTitle,
    };
  }

  /**
   * A signed event must name one payment: when it carries our transaction id and also an order or
   * intent id, that id must be the named payment's own (when we know it) and no other payment's.
   * Otherwise it is refused (400, nothing stored), so an event about one order can never confirm
   * another transaction, whoever's key signed it.
   */
  async function refuseCrossedIds(gateway: PaymentGateway, e: GatewayEvent, p: PaymentRow | undefined) {
    if (!e.transactionId || !p) return;
    const named = [
      { theirs: e.orderId, ours: p.gatewayOrderId, ref: { orderId: e.orderId } },
      { theirs: e.intentId, ours: p.gatewayIntentId, ref: { intentId: e.intentId } },
    ];
    for (const { theirs, ours, ref } of named) {
      if (!theirs) continue;
      const owner = await repo.byReference(gateway, ref);
      if ((ours !== null && ours !== theirs) || (owner && owner.id !== p.id)) {
        ctx.log.error(
          { gateway, eventId: e.eventId, paymentId: p.id },
          'webhook names another payment’s order; refused',
        );
        throw badRequest(MSG.paymentEventMismatch, 'EVENT_MISMATCH');
      }
    }
  }

  /** Asks the gateway about a still-open payment and applies what it says. */
  async function refresh(p: PaymentRow): Promise<PaymentRow> {
    if (p.status !== 'created') return p;
    const a = adapters[p.gateway];
    if (!a) return p;
    const state = await a
      .fetchState({ orderId: p.gatewayOrderId, intentId: p.gatewayIntentId, gatewayPaymentId: p.gatewayPaymentId })
      .catch((err: unknown) => {
        ctx.log.warn({ err, paymentId: p.id }, 'gateway status lookup failed');
        return { state: 'pending' as const };
      });
    if (state.state === 'paid') {
      if (state.amountPaise != null && state.amountPaise !== p.totalPaise) {
        ctx.log.error({ paymentId: p.id, captured: state.amountPaise }, 'captured amount differs from the total');
        return p;
      }
      await settle(p, { kind: 'paid', gatewayPaymentId: state.gatewayPaymentId ?? null });
    } else if (state.state === 'failed') {
      await settle(p, { kind: 'failed', reason: state.failureReason ?? 'Declined' });
    }
    return (await repo.byId(ctx.db, p.id))!;
  }

  return {
    adapters,
    settle,
    refund,
    startCheckout,

    /** GET /payment/gateways. */
    gateways(): PaymentGateways {
      const list = ctx.config.payments.gateways;
      return {
        gateways: list,
        test: list.includes('test'),
        stripe: ctx.config.payments.stripe ? { publishableKey: ctx.config.payments.stripe.publishableKey } : null,
        razorpay: ctx.config.payments.razorpay ? { keyId: ctx.config.payments.razorpay.keyId } : null,
      };
    },

    /** Price details with an optional coupon preview amount (helper P3's coupon/apply answers this). */
    async priceDetails(
      therapistId: string,
      treatmentId: string | null | undefined,
      coupon?: { code: string; discountPaise: number },
    ): Promise<PriceDetails> {
      const p = await booking.priceOf(therapistId, treatmentId);
      return priceDetailsOf(
        {
          providerId: therapistId,
          treatmentId: p.treatment?.id ?? null,
          treatmentName: p.treatment?.name ?? null,
          currency: p.currency,
          consultationDuration: p.therapist.consultationDuration ?? null,
          couponCode: coupon?.code ?? null,
        },
        computeAmounts(p.subTotalMinor, coupon?.discountPaise ?? 0, pricing),
        pricing,
      );
    },

    /**
     * POST /payment/patient/{gateway}/configure-payment and createpaymentintent: a checkout for the
     * caller's live hold. The amount is the server's: the client sends none.
     */
    async configureSession(
      patientId: string,
      gateway: PaymentGateway,
      mode: CheckoutMode,
      body: { scheduleId: string; treatmentId?: string | null; couponCode?: string | null },
    ): Promise<PaymentConfigurationResult> {
      adapter(gateway);
      let hold = await booking.ownLive(patientId, body.scheduleId);
      if (hold.status !== APPOINTMENT_STATUS.held) throw conflict(MSG.paymentAlreadyPaid, 'ALREADY_BOOKED');
      if (body.treatmentId !== undefined && body.treatmentId !== hold.treatmentId) {
        await booking.updateHold(patientId, hold.id, { treatmentId: body.treatmentId });
        hold = await booking.ownLive(patientId, body.scheduleId);
      }
      const price = await booking.priceOf(hold.therapistId, hold.treatmentId);
      return startCheckout({
        payer: { kind: 'patient', patientId, therapistId: hold.therapistId },
        gateway,
        mode,
        purpose: 'session',
        subtotalPaise: price.subTotalMinor,
        currency: price.currency,
        couponCode: body.couponCode ?? null,
        description: `Sahaj session${hold.treatmentName ? `: ${hold.treatmentName}` : ''}`,
        session: {
          scheduleId: hold.id,
          startsAt: hold.startsAt,
          endsAt: hold.endsAt,
          periodMinutes: hold.periodMinutes,
          treatmentId: hold.treatmentId,
          treatmentName: hold.treatmentName,
          familyMemberId: hold.familyMemberId,
          holdExpiresAt: hold.holdExpiresAt,
        },
      });
    },

    /** GET /payment/{gateway}/{transactionId}: the caller's payment, asking the gateway while it is open. */
    async verify(patientId: string, _gateway: PaymentGateway, transactionId: string): Promise<PaymentVerification> {
      // The path's gateway names the call the spec makes; the payment's own gateway is the one asked.
      const p = await ownPayment(patientId, transactionId);
      return view(await refresh(p));
    },

    /** A company's own payment, asking the gateway while it is open (the same as a patient's verify). */
    async verifyCompany(companyId: string, transactionId: string): Promise<PaymentVerification> {
      return view(await refresh(await ownCompanyPayment(companyId, transactionId)));
    },

    /** Any caller's own payment by transaction id (no gateway lookup). */
    async status(patientId: string, transactionId: string): Promise<PaymentVerification> {
      return view(await ownPayment(patientId, transactionId));
    },

    ownPayment,
    ownCompanyPayment,
    view,
    /** Where the corporate feature registers what a paid company plan or credits purchase does (fulfilments.ts). */
    fulfilments: { register: fulfilments.register },

    /**
     * Job (every 5 minutes): what a lost webhook or a refused refund left behind. Open payments older
     * than 15 minutes are asked about at their gateway and settled; those still open after a day are
     * failed (their coupon reservation given back). Refunds pending for over 15 minutes are asked
     * about (recheckRefund). Paid sessions that booked nothing and whose automatic refund failed are
     * refunded again (same key, so never twice).
     */
    async reconcile(batch = 200): Promise<{ checked: number; refunded: number; rechecked: number }> {
      const at = now();
      const open = await repo.openSince(addMinutes(at, -15), batch);
      for (const p of open) {
        const fresh = await refresh(p).catch((err: unknown) => {
          ctx.log.warn({ err, paymentId: p.id }, 'payment reconcile failed');
          return p;
        });
        if (fresh.status === 'created' && fresh.createdAt < addMinutes(at, -24 * 60)) {
          await settle(fresh, { kind: 'failed', reason: 'Expired without payment' });
        }
      }
      let rechecked = 0;
      for (const r of await repo.pendingRefundsBefore(addMinutes(at, -15), batch)) {
        await recheckRefund(r)
          .then((done) => {
            if (done.status !== 'pending') rechecked++;
          })
          .catch((err: unknown) => ctx.log.warn({ err, refundId: r.id }, 'pending refund recheck failed'));
      }
      let refunded = 0;
      for (const p of await repo.unbookedUnrefunded(addMinutes(at, -2), batch)) {
        await refund(p.id, {
          reason: undeliveredReason(p),
          key: `unbooked:${p.id}`,
          message: MSG.notifyPaymentRefundedSlotTaken,
        })
          .then(() => {
            refunded++;
          })
          .catch((err: unknown) => ctx.log.error({ err, paymentId: p.id }, 'unbooked payment refund failed again'));
      }
      return { checked: open.length, refunded, rechecked };
    },

    /**
     * POST /payment/patient/razorpay/verify-payment: the checkout handler's answer. The signature
     * HMAC-SHA256(order_id|payment_id) must be right for this payment's order; the payment is then
     * read from Razorpay and confirmed only when it was captured for the whole total.
     */
    async verifyRazorpay(
      patientId: string,
      body: {
        transactionId: string;
        razorpay_order_id: string;
        razorpay_payment_id: string;
        razorpay_signature: string;
      },
    ): Promise<PaymentVerification> {
      const p = await ownPayment(patientId, body.transactionId, 'razorpay');
      const rz = adapters.razorpay;
      if (!rz) throw new AppError('GATEWAY_UNAVAILABLE', 400, MSG.paymentGatewayUnavailable);
      if (
        p.gatewayOrderId !== body.razorpay_order_id ||
        !rz.paymentSignatureValid({
          orderId: body.razorpay_order_id,
          paymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        })
      ) {
        throw badRequest(MSG.paymentInvalidSignature, 'BAD_SIGNATURE', { field: 'razorpay_signature' });
      }
      if (p.status === 'created' || p.status === 'failed') {
        const rp = await rz.paymentOf(body.razorpay_payment_id);
        if (rp.orderId === p.gatewayOrderId && rp.status === 'captured' && rp.amountPaise === p.totalPaise) {
          await settle(p, { kind: 'paid', gatewayPaymentId: body.razorpay_payment_id });
        }
      }
      return view((await repo.byId(ctx.db, p.id))!);
    },

    /**
     * A verified gateway webhook. Repeats (same event id) are ignored; an event about a payment we do
     * not know is stored and answered so the gateway stops retrying.
     */
    async webhook(gateway: PaymentGateway, e: GatewayEvent): Promise<{ received: true; duplicate: boolean }> {
      const p = await repo.byReference(gateway, e);
      await refuseCrossedIds(gateway, e, p);
      if (e.outcome === 'refund' && e.refund) {
        const refundEvent = e.refund;
        const after: Deliver[] = [];
        const fresh = await ctx.db.transaction(async (tx) => {
          const stored = await repo.recordEvent(tx, {
            gateway,
            eventId: e.eventId,
            type: e.type,
            paymentId: p?.id ?? null,
            payload: e.payload,
          });
          if (!stored) return false;
          let r = await repo.refundByGatewayId(tx, refundEvent.gatewayRefundId);
          // An event that beats the gateway's answer to us: found by our id in its metadata / notes,
          // if that is a refund of a payment at this gateway not yet known by another id there.
          if (!r && refundEvent.refundId && z.uuid().safeParse(refundEvent.refundId).success) {
            const ours = await repo.refundById(tx, refundEvent.refundId);
            const owner = ours ? await repo.byId(tx, ours.paymentId) : undefined;
            if (ours && owner?.gateway === gateway && !ours.gatewayRefundId) r = ours;
          }
          if (r && refundEvent.state === 'succeeded') {
            const moved = await repo.updateRefund(
              tx,
              r.id,
              { status: 'succeeded', gatewayRefundId: refundEvent.gatewayRefundId },
              'pending',
            );
            if (moved) await refundSucceeded(tx, moved, after);
          }
          if (r && refundEvent.state === 'failed') await refundRefused(tx, r);
          return true;
        });
        await deliverAll(after);
        return { received: true, duplicate: !fresh };
      }
      if (!p || e.outcome === 'ignored') {
        const fresh = await ctx.db.transaction((tx) =>
          repo.recordEvent(tx, {
            gateway,
            eventId: e.eventId,
            type: e.type,
            paymentId: p?.id ?? null,
            payload: e.payload,
          }),
        );
        return { received: true, duplicate: !fresh };
      }
      if (e.outcome === 'paid' && e.amountPaise != null && e.amountPaise !== p.totalPaise) {
        ctx.log.error(
          { paymentId: p.id, captured: e.amountPaise },
          'webhook amount differs from the total; not confirmed',
        );
        const fresh = await ctx.db.transaction((tx) =>
          repo.recordEvent(tx, { gateway, eventId: e.eventId, type: e.type, paymentId: p.id, payload: e.payload }),
        );
        return { received: true, duplicate: !fresh };
      }
      const r = await settle(
        p,
        e.outcome === 'paid'
          ? { kind: 'paid', gatewayPaymentId: e.gatewayPaymentId ?? null }
          : { kind: 'failed', reason: e.failureReason ?? 'Declined' },
        { gateway, e },
      );
      return { received: true, duplicate: r.kind === 'duplicate' };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
