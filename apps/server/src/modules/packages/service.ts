import {
  APPOINTMENT_STATUS,
  type BookFromSubscriptionResult,
  displayName,
  MSG,
  type PackageUpdateValues,
  type PackageValues,
  type PatientSubscription,
  type PaymentConfigurationResult,
  type PaymentGateway,
  type PriceDetails,
  paiseToRupees,
  rupeesToPaise,
  type SubscriptionDetails,
  type SubscriptionPlan,
} from '@sahaj/contract';
import { addDays } from 'date-fns';
import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { PatientPackageRow, PaymentRow, TherapistPackageRow } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { BookingService } from '../booking/service';
import { computeAmounts, priceDetailsOf } from '../payments';
import type { CheckoutInput, CheckoutMode } from '../payments/service';
import { packagesRepository } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'log' | 'fileLinks' | 'config'>;

/** The payments' checkout (helper P1's startCheckout). */
export interface PackageCheckout {
  startCheckout(input: CheckoutInput): Promise<PaymentConfigurationResult>;
}

export interface PackagesOptions {
  now?: () => Date;
  /** Read when used: payments is built after this service. */
  checkout: () => PackageCheckout;
}

type PlanRow = {
  plan: TherapistPackageRow;
  treatmentName: string | null;
  treatmentPriceMinor: number | null;
  feeMinor: number | null;
};
type SubscriptionRow = {
  sub: PatientPackageRow;
  providerName: string | null;
  firstName: string | null;
  lastName: string | null;
  profilePicFileId: string | null;
  booked: number;
};

/**
 * Packages with a therapist, the spec's patient "subscriptions" (issue 12). Plans are offered by
 * therapists; a purchase is a payment of purpose 'package' whose confirmation calls `onPaid` (once);
 * a session booked from a package takes one of its sessions in the booking's own transaction.
 */
export function packagesService(ctx: Ctx, booking: BookingService, opts: PackagesOptions) {
  const repo = packagesRepository(ctx.db);
  const now = opts.now ?? (() => new Date());

  function planView(r: PlanRow): SubscriptionPlan {
    const p = r.plan;
    const single = p.treatmentId ? (r.treatmentPriceMinor ?? 0) : (r.feeMinor ?? 0);
    return {
      _id: p.id,
      providerId: p.therapistId,
      planName: p.name,
      sessionCount: p.sessionCount,
      validityDays: p.validityDays,
      planPrice: paiseToRupees(p.priceMinor),
      currency: p.currency,
      pricePerSession: paiseToRupees(Math.round(p.priceMinor / p.sessionCount)),
      singleSessionFee: paiseToRupees(single),
      treatmentId: p.treatmentId,
      treatmentName: r.treatmentName,
      active: p.active,
    };
  }

  function status(s: PatientPackageRow, at: Date): 'active' | 'completed' {
    return s.sessionsLeft > 0 && s.expiresAt > at ? 'active' : 'completed';
  }

  function subscriptionView(r: SubscriptionRow, at: Date): PatientSubscription {
    const s = r.sub;
    return {
      _id: s.id,
      planId: s.planId,
      planName: s.name,
      providerId: s.therapistId,
      providerName: displayName(
        { name: r.providerName, firstName: r.firstName, lastName: r.lastName },
        'Sahaj therapist',
      ),
      profilePic: r.profilePicFileId ? ctx.fileLinks.link(r.profilePicFileId) : null,
      treatmentId: s.treatmentId,
      treatmentName: s.treatmentName,
      sessionsTotal: s.sessionsTotal,
      sessionsLeft: s.sessionsLeft,
      sessionsBooked: r.booked,
      amountPaid: paiseToRupees(s.priceMinor),
      currency: s.currency,
      purchasedAt: s.purchasedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      status: status(s, at),
    };
  }

  async function bookableTherapist(id: string) {
    const t = await repo.therapist(id);
    if (t?.userType !== 'doctor' || t.status !== 'active') throw notFound(MSG.therapistNotFound);
    return t;
  }

  async function planColumns(therapistId: string, v: PackageValues) {
    const t = await repo.therapist(therapistId);
    if (v.treatmentId && !(await repo.treatment(therapistId, v.treatmentId))) {
      throw badRequest(MSG.treatmentNotOffered, 'TREATMENT_NOT_OFFERED', { field: 'treatmentId' });
    }
    return {
      name: v.name,
      sessionCount: v.sessionCount,
      validityDays: v.validityDays,
      priceMinor: rupeesToPaise(v.price),
      currency: t?.currency ?? 'INR',
      treatmentId: v.treatmentId ?? null,
    };
  }

  async function ownPlanView(id: string) {
    const r = await repo.plan(id);
    if (!r) throw notFound(MSG.packageNotFound);
    return planView(r);
  }

  return {
    /**
     * Inside a cancellation's transaction: a session booked from a package goes back to it (the
     * patient cancels up to 24 h before, the therapist any time). False when it was not a package session.
     */
    returnSession(tx: DbOrTx, appointmentId: string) {
      return repo.returnSession(tx, appointmentId);
    },

    /** GET /provider/packages: the therapist's own plans on offer. */
    async listOwn(therapistId: string) {
      return { packages: (await repo.plans(therapistId)).map(planView) };
    },

    /** POST /provider/packages. */
    async create(therapistId: string, v: PackageValues) {
      const row = await repo.insertPlan({ therapistId, ...(await planColumns(therapistId, v)) });
      return { message: MSG.packageSaved, package: await ownPlanView(row.id) };
    },

    /** PATCH /provider/packages: a package already bought keeps what was bought. */
    async update(therapistId: string, v: PackageUpdateValues) {
      const row = await repo.updatePlan(therapistId, v.packageId, await planColumns(therapistId, v));
      if (!row) throw notFound(MSG.packageNotFound);
      return { message: MSG.packageSaved, package: await ownPlanView(row.id) };
    },

    /** DELETE /provider/packages: no longer offered; packages already bought go on. */
    async remove(therapistId: string, packageId: string) {
      const row = await repo.updatePlan(therapistId, packageId, { active: false });
      if (!row) throw notFound(MSG.packageNotFound);
      return { message: MSG.packageRemoved };
    },

    /** GET /patient/doctor-subscription-plans/{id}?treatmentId. */
    async plans(therapistId: string, treatmentId?: string) {
      await bookableTherapist(therapistId);
      return { plans: (await repo.plans(therapistId, treatmentId)).map(planView) };
    },

    /**
     * A package's price details, as a session's are (the coupon/apply call takes a coupon off them):
     * the plan's price plus the processing fee and GST, by the payments' one pricing function.
     */
    async planPrice(therapistId: string, planId: string): Promise<PriceDetails> {
      const r = await repo.plan(planId);
      if (!r?.plan.active || r.plan.therapistId !== therapistId) throw notFound(MSG.packageNotFound);
      const settings = ctx.config.payments;
      return priceDetailsOf(
        {
          providerId: therapistId,
          treatmentId: r.plan.treatmentId,
          treatmentName: r.treatmentName,
          currency: r.plan.currency,
          consultationDuration: null,
          couponCode: null,
        },
        computeAmounts(r.plan.priceMinor, 0, settings),
        settings,
      );
    },

    /** POST /payment/patient/{gateway}/configure-subscription-payment: a checkout for a plan, priced by the server. */
    async configurePurchase(
      patientId: string,
      gateway: PaymentGateway,
      mode: CheckoutMode,
      body: { planId: string; couponCode?: string | null },
    ): Promise<PaymentConfigurationResult> {
      const r = await repo.plan(body.planId);
      if (!r?.plan.active) throw notFound(MSG.packageNotFound);
      await bookableTherapist(r.plan.therapistId);
      if (r.plan.therapistId === patientId) throw badRequest(MSG.cannotBookYourself);
      return opts.checkout().startCheckout({
        payer: { kind: 'patient', patientId, therapistId: r.plan.therapistId },
        // A double click on Buy answers the same open checkout, never two orders.
        checkoutKey: `package:${patientId}:${r.plan.id}`,
        gateway,
        mode,
        purpose: 'package',
        subtotalPaise: r.plan.priceMinor,
        currency: r.plan.currency,
        couponCode: body.couponCode ?? null,
        description: `Sahaj package: ${r.plan.name} (${r.plan.sessionCount} sessions)`,
        packagePlanId: r.plan.id,
      });
    },

    /**
     * The payments' confirmation hook for purpose 'package' (inside its transaction, once per
     * payment; a repeat finds the package by the payment's unique reference and adds nothing).
     */
    async onPaid(tx: DbOrTx, payment: PaymentRow): Promise<PatientPackageRow | null> {
      if (payment.purpose !== 'package' || !payment.packagePlanId || !payment.patientId || !payment.therapistId) {
        return null;
      }
      const r = await repo.plan(payment.packagePlanId, tx);
      if (!r) {
        ctx.log.error({ paymentId: payment.id }, 'paid package plan not found');
        return null;
      }
      const at = payment.paidAt ?? now();
      const row = await repo.insertSubscription(tx, {
        patientId: payment.patientId,
        therapistId: payment.therapistId,
        planId: r.plan.id,
        name: r.plan.name,
        treatmentId: r.plan.treatmentId,
        treatmentName: r.treatmentName,
        sessionsTotal: r.plan.sessionCount,
        sessionsLeft: r.plan.sessionCount,
        priceMinor: payment.totalPaise,
        currency: payment.currency,
        paymentRef: payment.id,
        purchasedAt: at,
        expiresAt: addDays(at, r.plan.validityDays),
      });
      return row ?? null;
    },

    /** GET patient/subscription/active | completed (and /provider/{id}: active ones with that therapist). */
    async list(patientId: string, tab: 'active' | 'completed', therapistId?: string) {
      const at = now();
      const rows = await repo.subscriptions(patientId, tab, at, therapistId);
      return { subscriptions: rows.map((r) => subscriptionView(r, at)) };
    },

    /** GET patient/{id}/subscriptiondetails: one of my packages with its sessions. */
    async details(patientId: string, id: string): Promise<SubscriptionDetails> {
      const r = await repo.subscription(patientId, id);
      if (!r) throw notFound(MSG.packageNotFound);
      const sessions = await repo.sessionsOf(id);
      return {
        ...subscriptionView(r, now()),
        sessions: sessions.map((s) => ({
          appointmentId: s.appointmentId,
          startTime: s.startsAt.toISOString(),
          endTime: s.endsAt.toISOString(),
          status: s.status,
        })),
      };
    },

    /**
     * POST /patient/subscription/appointments: my live hold becomes an appointment paid by one of
     * the package's sessions. The hold's confirmation and the session count change in one
     * transaction under the package's row lock; sessions left never go below 0 (check constraint).
     */
    async bookSession(
      patientId: string,
      body: { subscriptionId: string; scheduleId: string },
    ): Promise<BookFromSubscriptionResult> {
      const hold = await booking.ownLive(patientId, body.scheduleId);
      const sub = await repo.subscription(patientId, body.subscriptionId);
      if (!sub) throw notFound(MSG.packageNotFound);
      const s = sub.sub;
      if (hold.status !== APPOINTMENT_STATUS.held) {
        const [used] = await repo.sessionOfAppointment(ctx.db, [hold.id]);
        if (used?.patientPackageId !== s.id) throw conflict(MSG.packageAlreadyBooked, 'ALREADY_BOOKED');
        const fresh = await repo.subscription(patientId, s.id);
        return {
          message: MSG.packageSessionBooked,
          appointmentId: hold.id,
          subscriptionId: s.id,
          sessionsLeft: fresh!.sub.sessionsLeft,
        };
      }
      if (hold.therapistId !== s.therapistId) {
        throw badRequest(MSG.packageWrongTherapist, 'PACKAGE_WRONG_THERAPIST', { field: 'subscriptionId' });
      }
      if (hold.startsAt >= s.expiresAt) {
        throw badRequest(MSG.packageSessionAfterExpiry, 'PACKAGE_AFTER_EXPIRY', { field: 'scheduleId' });
      }
      let left = -1;
      await booking.book(
        hold.id,
        {
          kind: 'package',
          patientId,
          patientPackageId: s.id,
          currency: s.currency,
          treatment: s.treatmentId ? { id: s.treatmentId, name: s.treatmentName ?? '' } : null,
        },
        async (tx) => {
          const locked = await repo.lockSubscription(tx, patientId, s.id);
          if (!locked) throw notFound(MSG.packageNotFound);
          if (locked.expiresAt <= now()) throw conflict(MSG.packageExpired, 'PACKAGE_EXPIRED');
          if (locked.sessionsLeft <= 0) throw conflict(MSG.packageNoSessionsLeft, 'PACKAGE_USED_UP');
          left = await repo.useSession(tx, s.id, hold.id);
        },
      );
      if (left < 0) throw new AppError('PACKAGE_NOT_USED', 409, MSG.packageAlreadyBooked);
      booking.refreshSoon(hold.therapistId);
      return { message: MSG.packageSessionBooked, appointmentId: hold.id, subscriptionId: s.id, sessionsLeft: left };
    },
  };
}
export type PackagesService = ReturnType<typeof packagesService>;
