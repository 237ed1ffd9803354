import {
  type AdminCoupon,
  type CouponApplyResult,
  type CouponResult,
  type CouponValues,
  CURRENCY,
  couponDiscountMinor,
  couponLabel,
  MSG,
  type PatientCoupon,
  type PriceDetails,
  paiseToRupees,
  rupeesToPaise,
} from '@sahaj/contract';
import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { CouponRedemptionRow, CouponRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { computeAmounts, type PricingSettings } from '../payments';
import { couponsRepository } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'log' | 'config'>;

export interface CouponsOptions {
  now?: () => Date;
  /**
   * The price details a coupon is taken off: a session with a therapist and treatment
   * (booking.priceDetails), or with planId one of the therapist's packages (packages.planPrice).
   */
  price: (therapistId: string, treatmentId: string | null | undefined, planId?: string | null) => Promise<PriceDetails>;
}

export interface ReserveInput {
  code: string;
  patientId: string;
  therapistId: string;
  /** The payment's id (or the zero-charge transaction id): one use per payment. */
  paymentId: string;
  subTotalMinor: number;
  currency: string;
  /** When the payment's hold ends: an unpaid reservation is given back after it. */
  expiresAt?: Date | null;
}

export interface Reservation {
  couponId: string;
  code: string;
  discountMinor: number;
}

/**
 * The price details with a discount (paise) taken off: fees and GST are computed again on what is
 * left, by the payments' one pricing function (a 100 % coupon makes the total 0: the zero-charge path).
 */
export function discounted(p: PriceDetails, discountMinor: number, settings: PricingSettings): PriceDetails {
  const a = computeAmounts(rupeesToPaise(p.subTotal), discountMinor, settings);
  return {
    ...p,
    discountAmount: paiseToRupees(a.discountPaise),
    couponApplied: a.discountPaise > 0,
    amount: paiseToRupees(a.amountPaise),
    feesAndTaxes: paiseToRupees(a.feesPaise + a.taxPaise),
    serviceTaxValue: paiseToRupees(a.feesPaise + a.taxPaise),
    integratorprocessingFeeValue: paiseToRupees(a.feesPaise),
    taxAmount: paiseToRupees(a.taxPaise),
    totalAmount: paiseToRupees(a.totalPaise),
    totalAmountPaise: a.totalPaise,
  };
}

const couponError = (message: string, code: string) => badRequest(message, code, { field: 'couponCode' });

/**
 * Coupons (issue 12). The admin keeps them; a patient applies one at checkout (`apply`, no use
 * taken); the payment's configure call `reserve`s a use in its transaction under a row lock of
 * the coupon (uses reserved + redeemed never exceed the limits), its confirmation `confirm`s it and
 * its failure or lapse `release`s it.
 */
export function couponsService(ctx: Ctx, opts: CouponsOptions) {
  const repo = couponsRepository(ctx.db);
  const now = opts.now ?? (() => new Date());

  function view(c: CouponRow, therapistName: string | null, uses?: { used: number; reserved: number }): AdminCoupon {
    const value = c.kind === 'flat' ? paiseToRupees(c.value) : c.value;
    return {
      _id: c.id,
      code: c.code,
      description: c.description,
      kind: c.kind,
      value,
      currency: c.currency,
      label: couponLabel(c.kind, value, c.currency),
      validFrom: c.validFrom.toISOString(),
      validUntil: c.validUntil?.toISOString() ?? null,
      totalLimit: c.totalLimit,
      perPatientLimit: c.perPatientLimit,
      therapistId: c.therapistId,
      therapistName,
      active: c.active,
      used: uses?.used ?? 0,
      reserved: uses?.reserved ?? 0,
      createdAt: c.createdAt.toISOString(),
    };
  }

  async function withUses(id: string, message: string): Promise<CouponResult> {
    const row = await repo.byId(id);
    if (!row) throw notFound(MSG.couponNotFound);
    const [uses] = await repo.usesOf([id]);
    return { message, coupon: view(row.coupon, row.therapistName, uses) };
  }

  async function columns(body: CouponValues) {
    if (body.therapistId) {
      const t = await repo.therapist(body.therapistId);
      if (t?.userType !== 'doctor') throw badRequest(MSG.therapistNotFound, 'NOT_FOUND', { field: 'therapistId' });
    }
    return {
      code: body.code,
      description: body.description || null,
      kind: body.kind,
      value: body.kind === 'flat' ? rupeesToPaise(body.value) : body.value,
      currency: CURRENCY,
      validFrom: new Date(body.validFrom),
      validUntil: body.validUntil ? new Date(body.validUntil) : null,
      totalLimit: body.totalLimit ?? null,
      perPatientLimit: body.perPatientLimit ?? null,
      therapistId: body.therapistId ?? null,
    };
  }
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.couponCodeTaken, 'COUPON_CODE_TAKEN', { field: 'code' });
      throw err;
    }
  }

  /** Is this coupon usable now by this patient with this therapist (limits read by the caller)? */
  function checkUsable(c: CouponRow | undefined, therapistId: string, currency: string, at: Date): CouponRow {
    if (!c?.active) throw couponError(MSG.couponInvalid, 'COUPON_INVALID');
    if (c.validFrom > at) throw couponError(MSG.couponNotStarted, 'COUPON_NOT_STARTED');
    if (c.validUntil && c.validUntil <= at) throw couponError(MSG.couponExpired, 'COUPON_EXPIRED');
    if (c.therapistId && c.therapistId !== therapistId) {
      throw couponError(MSG.couponWrongTherapist, 'COUPON_WRONG_THERAPIST');
    }
    if (c.kind === 'flat' && c.currency !== currency) throw couponError(MSG.couponWrongCurrency, 'COUPON_CURRENCY');
    return c;
  }

  function checkLimits(c: CouponRow, uses: { total: number; mine: number }) {
    if (c.totalLimit !== null && uses.total >= c.totalLimit) {
      throw conflict(MSG.couponLimitReached, 'COUPON_LIMIT_REACHED', { field: 'couponCode' });
    }
    if (c.perPatientLimit !== null && uses.mine >= c.perPatientLimit) {
      throw conflict(MSG.couponPatientLimitReached, 'COUPON_PATIENT_LIMIT', { field: 'couponCode' });
    }
  }

  return {
    /** GET /admin/coupons. */
    async list(q: { status: 'all' | 'active' | 'disabled'; page: number; limit: number; searchKey?: string }) {
      const { rows, count } = await repo.list(q);
      const uses = new Map((await repo.usesOf(rows.map((r) => r.coupon.id))).map((u) => [u.couponId, u]));
      return { coupons: rows.map((r) => view(r.coupon, r.therapistName, uses.get(r.coupon.id))), count };
    },

    /** POST /admin/coupons. */
    async create(adminId: string, body: CouponValues): Promise<CouponResult> {
      const values = await columns(body);
      const row = await saving(() => repo.insert({ ...values, createdBy: adminId }));
      return withUses(row.id, MSG.couponCreated);
    },

    /** PATCH /admin/coupons/{couponId}: every field (uses already taken stay counted). */
    async update(id: string, body: CouponValues): Promise<CouponResult> {
      const values = await columns(body);
      const row = await saving(() => repo.update(id, values));
      if (!row) throw notFound(MSG.couponNotFound);
      return withUses(id, MSG.couponUpdated);
    },

    /** PATCH /admin/coupons/{couponId}/status: disable (no new uses; payments in progress keep theirs) or enable. */
    async setActive(id: string, active: boolean): Promise<CouponResult> {
      const row = await repo.update(id, { active });
      if (!row) throw notFound(MSG.couponNotFound);
      return withUses(id, active ? MSG.couponEnabled : MSG.couponDisabled);
    },

    /** GET /patient/coupons/{id}: coupons this patient can use with this therapist now. */
    async usable(patientId: string, therapistId: string): Promise<{ coupons: PatientCoupon[] }> {
      const t = await repo.therapist(therapistId);
      if (t?.userType !== 'doctor' || t.status !== 'active') throw notFound(MSG.therapistNotFound);
      const at = now();
      const rows = (await repo.forTherapist(therapistId)).filter(
        (c) => c.validFrom <= at && (!c.validUntil || c.validUntil > at),
      );
      const totals = new Map((await repo.usesOf(rows.map((c) => c.id))).map((u) => [u.couponId, u]));
      const mine = new Map(
        (
          await repo.patientUses(
            ctx.db,
            patientId,
            rows.map((c) => c.id),
          )
        ).map((u) => [u.couponId, u.n]),
      );
      const coupons: PatientCoupon[] = [];
      for (const c of rows) {
        const u = totals.get(c.id);
        if (c.totalLimit !== null && (u?.used ?? 0) + (u?.reserved ?? 0) >= c.totalLimit) continue;
        const left = c.perPatientLimit === null ? null : c.perPatientLimit - (mine.get(c.id) ?? 0);
        if (left !== null && left <= 0) continue;
        const value = c.kind === 'flat' ? paiseToRupees(c.value) : c.value;
        coupons.push({
          _id: c.id,
          code: c.code,
          description: c.description,
          kind: c.kind,
          value,
          currency: c.currency,
          label: couponLabel(c.kind, value, c.currency),
          validUntil: c.validUntil?.toISOString() ?? null,
          usesLeft: left,
        });
      }
      return { coupons };
    },

    /**
     * POST /payment/patient/coupon/apply: the price details with the coupon taken off. Takes no use:
     * the payment's configure call reserves it (and may still refuse when the last use went meanwhile).
     */
    async apply(
      patientId: string,
      body: { providerId: string; treatmentId?: string | null; subscriptionPlanId?: string | null; couponCode: string },
    ): Promise<CouponApplyResult> {
      const base = await opts.price(body.providerId, body.treatmentId, body.subscriptionPlanId);
      const subTotalMinor = rupeesToPaise(base.subTotal);
      const c = checkUsable(await repo.byCode(ctx.db, body.couponCode), body.providerId, base.currency, now());
      checkLimits(c, await repo.counts(ctx.db, c.id, patientId));
      if (subTotalMinor <= 0) throw couponError(MSG.couponNothingToDiscount, 'COUPON_NOTHING_TO_DISCOUNT');
      const discountMinor = couponDiscountMinor(c.kind, c.value, subTotalMinor);
      const price = discounted(base, discountMinor, ctx.config.payments);
      return { ...price, couponApplied: true, couponCode: c.code, couponId: c.id, message: MSG.couponApplied };
    },

    /**
     * Takes one use for a payment, inside the payment's transaction: the coupon row is locked, so
     * concurrent payments count one after another and a limit is never passed (409 for the rest).
     * Asking again for the same payment answers the same reservation.
     */
    async reserve(tx: DbOrTx, input: ReserveInput): Promise<Reservation> {
      const existing = await repo.redemption(tx, input.paymentId);
      if (existing && existing.status !== 'released') {
        const c = await repo.byCode(tx, input.code);
        if (c?.id === existing.couponId) return { couponId: c.id, code: c.code, discountMinor: existing.discountMinor };
        throw new AppError('COUPON_ALREADY_RESERVED', 409, MSG.couponInvalid, { field: 'couponCode' });
      }
      const at = now();
      const c = checkUsable(await repo.byCode(tx, input.code, true), input.therapistId, input.currency, at);
      if (input.subTotalMinor <= 0) throw couponError(MSG.couponNothingToDiscount, 'COUPON_NOTHING_TO_DISCOUNT');
      await repo.releaseLapsed(tx, c.id, at);
      checkLimits(c, await repo.counts(tx, c.id, input.patientId));
      const discountMinor = couponDiscountMinor(c.kind, c.value, input.subTotalMinor);
      const values = {
        couponId: c.id,
        patientId: input.patientId,
        therapistId: input.therapistId,
        paymentRef: input.paymentId,
        status: 'reserved' as const,
        discountMinor,
        expiresAt: input.expiresAt ?? null,
        releasedAt: null,
        redeemedAt: null,
      };
      if (existing) await repo.setRedemption(tx, existing.id, values);
      else await repo.insertRedemption(tx, values);
      return { couponId: c.id, code: c.code, discountMinor };
    },

    /**
     * The payment succeeded: its use counts for good. Idempotent; a no-op for a payment without a
     * coupon. A use given back because the payment's hold lapsed is taken again (the patient paid
     * the discounted price).
     */
    async confirm(tx: DbOrTx, paymentId: string): Promise<CouponRedemptionRow | null> {
      const r = await repo.redemption(tx, paymentId);
      if (!r || r.status === 'redeemed') return r ?? null;
      if (r.status === 'released')
        ctx.log.warn({ paymentId, couponId: r.couponId }, 'coupon use redeemed after it lapsed');
      await repo.setRedemption(tx, r.id, { status: 'redeemed', redeemedAt: now(), releasedAt: null });
      return { ...r, status: 'redeemed' };
    },

    /** The payment failed or lapsed: its use is given back. Idempotent; never undoes a redeemed use. */
    async release(tx: DbOrTx, paymentId: string): Promise<void> {
      const r = await repo.redemption(tx, paymentId);
      if (r?.status !== 'reserved') return;
      await repo.setRedemption(tx, r.id, { status: 'released', releasedAt: now() });
    },

    /** Job/maintenance: every reservation whose payment hold ended is given back. */
    async releaseLapsed(): Promise<number> {
      return (await repo.releaseLapsed(ctx.db, null, now())).length;
    },
  };
}
export type CouponsService = ReturnType<typeof couponsService>;
