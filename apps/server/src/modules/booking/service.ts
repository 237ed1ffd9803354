import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import {
  type AvailableSlotsData,
  type AvailableSlotsQuery,
  addDays,
  BOOKING_HORIZON_DAYS,
  CURRENCY,
  DEFAULT_MIN_NOTICE_MINUTES,
  displayName,
  HOLD_MINUTES,
  isIanaZone,
  MSG,
  type PaymentConfiguration,
  type PriceDetails,
  paiseToRupees,
  APPOINTMENT_STATUS as S,
  type ScheduleDetails,
  SLOT_QUERY_MAX_DAYS,
  startOfDayIn,
} from '@sahaj/contract';
import { addDays as addDaysToInstant, addMinutes, differenceInCalendarDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { type AppointmentRow, users } from '../../db/schema/index';
import { sqlState } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { appointmentWrites } from '../appointments/index';
import { availabilityService } from '../availability/service';
import { familyService } from '../family/service';
import type { NotificationsService } from '../notifications/service';
import { computeAmounts } from '../payments';
import { type ConfirmOutcome, confirmation, EXCLUSION_VIOLATION, type Settlement } from './confirm';
import { refreshNextAvailableFor } from './next-available';
import { type AppointmentFacts, appointmentNotices, type Person, type StoredNotices } from './notices';
import { bookingRepository } from './repository';
import { computeSlots, type EngineAvailability, isFreeSlot } from './slot-engine';

type Ctx = Pick<BaseContext, 'db' | 'mail' | 'realtime' | 'log' | 'config' | 'fileLinks'>;

export interface BookingOptions {
  /** Minimum notice before a slot, minutes (default 2 h). */
  minNoticeMinutes?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Coupons (issue 12, helper P3): a 100 % coupon confirms a session through the zero-charge path. */
  coupons?: () => ZeroChargeCoupons | undefined;
  /** The notifications service, for the notices of every change of a session (a thunk: services are built together). */
  notifications: () => NotificationsService;
}

/** What the zero-charge path needs of the coupons service. */
export interface ZeroChargeCoupons {
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
  ): Promise<{ discountMinor: number }>;
  confirm(tx: DbOrTx, paymentId: string): Promise<unknown>;
}

/** Runs a write that takes a therapist's time; the loser of a race gets 409 'This slot is no longer available'. */
export async function takingTime<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === EXCLUSION_VIOLATION) throw conflict(MSG.slotUnavailable, 'SLOT_TAKEN');
    throw err;
  }
}

/**
 * Independent reads asked together (one round trip instead of several), their failures answered in
 * the order of the arguments, so a request fails as the sequential reads made it fail (404 first).
 */
async function inOrder<T extends readonly unknown[]>(...reads: { [K in keyof T]: Promise<T[K]> | T[K] }): Promise<T> {
  const settled = await Promise.allSettled(reads);
  for (const r of settled) if (r.status === 'rejected') throw r.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** The instants a slot query asks about: bare days are read in `zone`; 400 for an empty or too long range. */
function slotRange(q: AvailableSlotsQuery, zone: string, at: Date): { from: Date; to: Date } {
  const from = q.startDate ? (isDay(q.startDate) ? startOfDayIn(q.startDate, zone) : new Date(q.startDate)) : at;
  const to = q.endDate
    ? isDay(q.endDate)
      ? startOfDayIn(addDays(q.endDate, 1), zone)
      : new Date(q.endDate)
    : addDaysToInstant(new TZDate(from.getTime(), 'UTC'), 14);
  if (to <= from) throw badRequest(MSG.invalidDateRange, 'BAD_RANGE', { field: 'endDate' });
  if (differenceInCalendarDays(to, from) > SLOT_QUERY_MAX_DAYS) {
    throw badRequest(MSG.dateRangeTooLong, 'BAD_RANGE', { field: 'endDate' });
  }
  return { from, to };
}

/**
 * Slots, holds and the zero-charge confirmation (issue 11). A hold is an appointments row in status
 * 'held' that lapses HOLD_MINUTES after it was taken; confirming turns the same row into an
 * 'upcoming' appointment in one transaction. The exclusion constraint decides every race.
 */
export function bookingService(ctx: Ctx, opts: BookingOptions) {
  const repo = bookingRepository(ctx.db);
  const availability = availabilityService(ctx.db);
  const now = opts.now ?? (() => new Date());
  const minNoticeMinutes = opts.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES;
  const rules = (at: Date) => ({ now: at, minNoticeMinutes, horizonDays: BOOKING_HORIZON_DAYS });

  async function bookableTherapist(therapistId: string) {
    const t = await repo.therapist(therapistId);
    if (t?.userType !== 'doctor' || t.status !== 'active') throw notFound(MSG.therapistNotFound);
    return t;
  }

  async function weekOf(therapistId: string): Promise<EngineAvailability> {
    const week = await availability.weekFor(therapistId);
    if (!week) throw notFound(MSG.therapistNotFound);
    return week;
  }

  /** 409 when the time is a slot that someone else holds or booked; 400 when it is no slot at all. */
  async function checkSlot(therapistId: string, week: EngineAvailability, start: Date, at: Date, exceptId?: string) {
    const duration = week.consultationDuration ?? 0;
    const end = addMinutes(start, duration);
    const busy = await repo.busy(therapistId, addMinutes(start, -1), addMinutes(end, 1), at, exceptId);
    if (isFreeSlot(week, { ...rules(at), busy }, start)) return end;
    if (busy.length && isFreeSlot(week, { ...rules(at), busy: [] }, start)) {
      throw conflict(MSG.slotUnavailable, 'SLOT_TAKEN');
    }
    throw badRequest(MSG.slotNotOffered, 'SLOT_NOT_OFFERED', { field: 'startTime' });
  }

  async function treatmentOf(therapistId: string, treatmentId: string | null | undefined) {
    if (!treatmentId) return null;
    const t = await repo.treatment(therapistId, treatmentId);
    if (!t) throw badRequest(MSG.treatmentNotOffered, 'TREATMENT_NOT_OFFERED', { field: 'treatmentId' });
    return t;
  }

  /** Recomputes the first free slot of these therapists (after a change, or from the refresh job). */
  const refreshNextAvailable = (therapistIds: string[]) =>
    refreshNextAvailableFor(ctx.db, therapistIds, now(), minNoticeMinutes);

  /** Fire-and-forget refresh after a committed change: a failure only delays discovery. */
  const refreshSoon = (therapistId: string) => {
    refreshNextAvailable([therapistId]).catch((err: unknown) =>
      ctx.log.warn({ err, therapistId }, 'next-available refresh failed'),
    );
  };

  const family = familyService(ctx);
  /** The family member a session is for: null for the patient themself; 404 unless it is this patient's. */
  async function familyMemberOf(patientId: string, id: string | null | undefined): Promise<string | null> {
    if (!id) return null;
    await family.assertBelongs(patientId, id);
    return id;
  }
  const sessionForOf = (row: AppointmentRow) =>
    row.familyMemberId ? family.sessionFor(row.patientId, row.familyMemberId) : Promise.resolve(null);

  async function scheduleView(row: AppointmentRow): Promise<ScheduleDetails> {
    const t = await repo.therapist(row.therapistId);
    return {
      _id: row.id,
      providerId: row.therapistId,
      startTime: row.startsAt.toISOString(),
      endTime: row.endsAt.toISOString(),
      consultationDuration: row.periodMinutes,
      treatmentId: row.treatmentId,
      treatmentName: row.treatmentName,
      status: row.status === S.held ? 'held' : 'booked',
      expiresAt: row.holdExpiresAt?.toISOString() ?? null,
      holdMinutes: HOLD_MINUTES,
      appointmentId: row.status === S.held ? null : row.id,
      familyMember: await sessionForOf(row),
      doctorDetails: {
        _id: row.therapistId,
        name: t ? displayName(t) : '',
        fullName: t ? displayName(t) : '',
        firstName: t?.firstName ?? null,
        lastName: t?.lastName ?? null,
        profilePic: t?.profilePicFileId ? ctx.fileLinks.link(t.profilePicFileId) : null,
        professionalTitle: t?.professionalTitle ?? null,
        status: t?.status ?? 'deleted',
      },
    };
  }

  /** The caller's hold or booking; an expired hold is gone (404 with the expiry message). */
  async function ownLive(patientId: string, id: string) {
    const row = await repo.hold(id, patientId);
    if (!row || row.status === S.cancelled) throw notFound(MSG.holdNotFound);
    if (row.status === S.held && row.holdExpiresAt! <= now()) throw notFound(MSG.holdExpired, 'HOLD_EXPIRED');
    return row;
  }

  async function priceOf(therapistId: string, treatmentId: string | null | undefined) {
    const t = await bookableTherapist(therapistId);
    const treatment = await treatmentOf(therapistId, treatmentId);
    const feeMinor = treatment ? treatment.priceMinor : (t.consultationFeeMinor ?? 0);
    return {
      therapist: t,
      treatment,
      currency: treatment?.currency ?? t.currency ?? CURRENCY,
      subTotalMinor: feeMinor,
      // Processing fee and GST (issue 12): computed in one place, modules/payments/pricing.ts.
      amounts: computeAmounts(feeMinor, 0, ctx.config.payments),
      get discountMinor() {
        return this.amounts.discountPaise;
      },
      get feesMinor() {
        return this.amounts.feesPaise + this.amounts.taxPaise;
      },
      get totalMinor() {
        return this.amounts.totalPaise;
      },
    };
  }

  async function personOf(tx: DbOrTx, id: string, userType: 'patient' | 'doctor'): Promise<Person> {
    const [u] = await tx
      .select({
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        timeZone: users.timeZone,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return {
      id,
      userType,
      name: displayName(u),
      email: u?.email ?? null,
      timeZone: u && isIanaZone(u.timeZone) ? u.timeZone : 'UTC',
    };
  }

  /** Both people of an appointment, for notices. */
  async function factsOf(tx: DbOrTx, row: AppointmentRow): Promise<AppointmentFacts> {
    return {
      id: row.id,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      sequence: Math.floor(row.updatedAt.getTime() / 1000),
      patient: await personOf(tx, row.patientId, 'patient'),
      therapist: await personOf(tx, row.therapistId, 'doctor'),
    };
  }

  /** The one confirmation entry point (booking/confirm.ts): a hold becomes an appointment in the caller's transaction. */
  const notices = appointmentNotices(opts.notifications, ctx.config.publicUrl);
  const confirm = confirmation({ now, lockHold: repo.lockHold, factsOf, notices });

  /**
   * `confirm` in a transaction of its own, with more work of the caller's in it when the hold was
   * booked (a coupon's use, a package session, a company's credit debit). Nothing booked (a
   * payment's slot taken) is 409 'This slot is no longer available'; a hold that was already an
   * appointment answers it with `booked: false` and runs nothing. E-mails follow the commit.
   */
  async function book(
    scheduleId: string,
    settlement: Settlement,
    within?: (tx: DbOrTx, row: AppointmentRow) => Promise<void>,
  ): Promise<{ row: AppointmentRow; booked: boolean }> {
    const outcome: ConfirmOutcome = await ctx.db.transaction(async (tx) => {
      const o = await confirm(tx, scheduleId, settlement);
      if (o.outcome === 'booked' && within) await within(tx, o.row);
      return o;
    });
    if (outcome.outcome === 'taken') throw conflict(MSG.slotUnavailable, 'SLOT_TAKEN');
    if (outcome.outcome === 'booked') await outcome.stored.deliver();
    return { row: outcome.row, booked: outcome.outcome === 'booked' };
  }

  return {
    rules,
    checkSlot,
    /** True when no live appointment or hold of the therapist (but `exceptId`) overlaps the range. */
    async isFree(therapistId: string, from: Date, to: Date, at: Date, exceptId?: string) {
      return (await repo.busy(therapistId, from, to, at, exceptId)).length === 0;
    },
    confirm,
    book,
    /** The caller's live hold or booking (404 for another's or an expired one). */
    ownLive,
    /** A session's price with a therapist: the fee or the treatment's price, in paise. */
    priceOf,
    releaseExpiredOverlapping: appointmentWrites.releaseExpiredOverlapping,
    refreshNextAvailable,
    refreshSoon,
    factsOf,
    /** Both people's notices of a change, in the change's transaction (appointments' reschedule, cancel, extension). */
    storeNotices: notices.store,
    /** After the commit: the notices go out. */
    deliver: (stored: StoredNotices) => stored.deliver(),

    /** GET /user/available-time-slot/{id}. */
    async slots(therapistId: string, q: AvailableSlotsQuery, callerId: string): Promise<AvailableSlotsData> {
      // The caller's zone is read only when a bound is a bare day.
      const needsZone = [q.startDate, q.endDate].some((d) => d !== undefined && isDay(d));
      const at = now();
      // Without a zone to look up (the usual call) the range is known before any read, so the busy
      // ranges are asked together with the therapist's facts and week: one round trip per request.
      const knownZone = q.timeZone ?? (needsZone ? undefined : 'UTC');
      let early: { from: Date; to: Date } | undefined;
      try {
        early = knownZone && isIanaZone(knownZone) ? slotRange(q, knownZone, at) : undefined;
      } catch {
        early = undefined; // answered below, after the 404s, as before
      }
      const [, week, callerZone, earlyBusy] = await inOrder(
        bookableTherapist(therapistId),
        weekOf(therapistId),
        !q.timeZone && needsZone ? personOf(ctx.db, callerId, 'patient').then((p) => p.timeZone) : undefined,
        early ? repo.busy(therapistId, early.from, early.to, at) : undefined,
      );
      const zone = q.timeZone ?? callerZone ?? 'UTC';
      if (!isIanaZone(zone)) throw badRequest(MSG.unknownTimeZone, 'BAD_ZONE', { field: 'timeZone' });
      const { from, to } = early ?? slotRange(q, zone, at);
      const busy = earlyBusy ?? (await repo.busy(therapistId, from, to, at));
      const slots = computeSlots(week, { ...rules(at), from, to, busy });
      return {
        providerId: therapistId,
        consultationDuration: week.consultationDuration,
        minimumNoticeMinutes: minNoticeMinutes,
        horizonDays: BOOKING_HORIZON_DAYS,
        from: from.toISOString(),
        to: to.toISOString(),
        slots: slots.map((s) => ({ startTime: s.start.toISOString(), endTime: s.end.toISOString() })),
      };
    },

    /** POST /patient/schedule-details: a 10-minute hold; the caller's other holds with this therapist are let go. */
    async hold(
      patientId: string,
      body: { providerId: string; startTime: string; treatmentId?: string | null; familyMemberId?: string | null },
    ): Promise<ScheduleDetails> {
      if (patientId === body.providerId) throw badRequest(MSG.cannotBookYourself);
      const [week, treatment] = await inOrder(
        bookableTherapist(body.providerId),
        weekOf(body.providerId),
        treatmentOf(body.providerId, body.treatmentId),
      ).then(([, w, t]) => [w, t] as const);
      const start = new Date(body.startTime);
      const at = now();
      const end = await checkSlot(body.providerId, week, start, at);
      const familyMemberId = await familyMemberOf(patientId, body.familyMemberId);
      const row = await takingTime(() =>
        ctx.db.transaction(async (tx) => {
          await appointmentWrites.deleteHoldsOf(tx, patientId, body.providerId);
          await appointmentWrites.releaseExpiredOverlapping(tx, body.providerId, start, end, at);
          return appointmentWrites.insertHold(tx, {
            patientId,
            therapistId: body.providerId,
            treatmentId: treatment?.id ?? null,
            treatmentName: treatment?.name ?? null,
            startsAt: start,
            endsAt: end,
            periodMinutes: week.consultationDuration!,
            holdExpiresAt: addMinutes(at, HOLD_MINUTES),
            currency: treatment?.currency ?? CURRENCY,
            familyMemberId,
          });
        }),
      );
      refreshSoon(body.providerId);
      return scheduleView(row);
    },

    async getHold(patientId: string, id: string): Promise<ScheduleDetails> {
      return scheduleView(await ownLive(patientId, id));
    },

    /** PATCH /patient/schedule-details: another slot (the hold starts its 10 minutes again) or another treatment. */
    async updateHold(
      patientId: string,
      id: string,
      body: { startTime?: string; treatmentId?: string | null; familyMemberId?: string | null },
    ): Promise<ScheduleDetails> {
      const row = await ownLive(patientId, id);
      if (row.status !== S.held) throw conflict(MSG.appointmentNotUpcoming, 'ALREADY_BOOKED');
      const familyMemberId =
        body.familyMemberId === undefined ? undefined : await familyMemberOf(patientId, body.familyMemberId);
      const treatment =
        body.treatmentId === undefined
          ? undefined
          : body.treatmentId === null
            ? null
            : await treatmentOf(row.therapistId, body.treatmentId);
      const at = now();
      let times: { startsAt: Date; endsAt: Date; holdExpiresAt: Date; periodMinutes: number } | undefined;
      if (body.startTime !== undefined) {
        const week = await weekOf(row.therapistId);
        const start = new Date(body.startTime);
        const end = await checkSlot(row.therapistId, week, start, at, row.id);
        times = {
          startsAt: start,
          endsAt: end,
          holdExpiresAt: addMinutes(at, HOLD_MINUTES),
          periodMinutes: week.consultationDuration!,
        };
      }
      const updated = await takingTime(() =>
        ctx.db.transaction(async (tx) => {
          const locked = await repo.lockHold(tx, id, patientId);
          if (locked?.status !== S.held || locked.holdExpiresAt! <= at) throw notFound(MSG.holdExpired, 'HOLD_EXPIRED');
          if (times) {
            await appointmentWrites.releaseExpiredOverlapping(tx, row.therapistId, times.startsAt, times.endsAt, at);
          }
          return appointmentWrites.updateHold(
            tx,
            id,
            {
              ...(times ?? {}),
              ...(treatment !== undefined
                ? { treatmentId: treatment?.id ?? null, treatmentName: treatment?.name ?? null }
                : {}),
              ...(familyMemberId !== undefined ? { familyMemberId } : {}),
            },
            at,
          );
        }),
      );
      refreshSoon(row.therapistId);
      return scheduleView(updated);
    },

    /** DELETE /patient/schedule-details: lets the slot go. */
    async releaseHold(patientId: string, id: string): Promise<{ message: string }> {
      const row = await repo.hold(id, patientId);
      if (row?.status !== S.held) throw notFound(MSG.holdNotFound);
      await appointmentWrites.deleteHold(ctx.db, id);
      refreshSoon(row.therapistId);
      return { message: MSG.holdReleased };
    },

    /** GET /patient/doctor-price-details/{id}?treatmentId. */
    async priceDetails(therapistId: string, treatmentId?: string): Promise<PriceDetails> {
      const p = await priceOf(therapistId, treatmentId);
      return {
        providerId: therapistId,
        treatmentId: p.treatment?.id ?? null,
        treatmentName: p.treatment?.name ?? null,
        currency: p.currency,
        consultationDuration: p.therapist.consultationDuration ?? null,
        patientPaymentAmount: paiseToRupees(p.subTotalMinor),
        subTotal: paiseToRupees(p.subTotalMinor),
        discountAmount: paiseToRupees(p.discountMinor),
        couponApplied: false,
        feesAndTaxes: paiseToRupees(p.feesMinor),
        totalAmount: paiseToRupees(p.totalMinor),
        amount: paiseToRupees(p.amounts.amountPaise),
        serviceTaxValue: paiseToRupees(p.feesMinor),
        integratorprocessingFeeValue: paiseToRupees(p.amounts.feesPaise),
        taxAmount: paiseToRupees(p.amounts.taxPaise),
        gstPercent: ctx.config.payments.gstPercent,
        processingFeePercent: ctx.config.payments.processingFeePercent,
        couponCode: null,
        totalAmountPaise: p.amounts.totalPaise,
      };
    },

    /**
     * POST payment/patient/zeroconsultationcharges/configure-payment: a hold whose total is 0 becomes
     * an appointment through `book` (settlement 'free'). Asking again for a booked hold answers the
     * same result (a retry is safe).
     */
    async confirmZeroCharge(
      patientId: string,
      body: { scheduleId: string; treatmentId?: string | null; couponCode?: string | null },
    ): Promise<PaymentConfiguration> {
      const row = await repo.hold(body.scheduleId, patientId);
      if (!row || row.status === S.cancelled) throw notFound(MSG.holdNotFound);
      const treatmentId = body.treatmentId === undefined ? row.treatmentId : body.treatmentId;
      const price = await priceOf(row.therapistId, treatmentId);
      const couponCode = body.couponCode?.trim() || null;
      const coupons = couponCode && price.totalMinor > 0 ? opts.coupons?.() : undefined;
      if (row.status === S.held && price.totalMinor > 0 && !coupons) {
        throw new AppError('PAYMENT_REQUIRED', 400, MSG.paymentRequired);
      }
      const transactionId = `zero_${randomUUID()}`;
      // A coupon that takes the whole fee off: its use is taken and counted in the booking's
      // transaction (under the coupon's row lock), or nothing is booked.
      const useCoupon =
        coupons && couponCode
          ? async (tx: DbOrTx) => {
              const r = await coupons.reserve(tx, {
                code: couponCode,
                patientId,
                therapistId: row.therapistId,
                paymentId: transactionId,
                subTotalMinor: price.subTotalMinor,
                currency: price.currency,
                expiresAt: null,
              });
              if (computeAmounts(price.subTotalMinor, r.discountMinor, ctx.config.payments).totalPaise > 0) {
                throw new AppError('PAYMENT_REQUIRED', 400, MSG.paymentRequired);
              }
              await coupons.confirm(tx, transactionId);
            }
          : undefined;
      const { row: booked } = await book(
        body.scheduleId,
        { kind: 'free', patientId, transactionId, currency: price.currency, treatment: price.treatment },
        useCoupon,
      );
      return {
        clientSecret: null,
        transactionId: booked.transactionId ?? '',
        sessionId: null,
        orderId: null,
        amount: paiseToRupees(booked.amountMinor),
        currency: booked.currency,
        paymentStatus: 'payment-success',
        appointmentId: booked.id,
        message: MSG.bookingSuccessful,
      };
    },

    /** Job: expired holds are deleted and their therapists' first free slot recomputed. */
    async sweepExpiredHolds(): Promise<number> {
      const freed = await appointmentWrites.deleteExpiredHolds(ctx.db, now());
      await refreshNextAvailable([...new Set(freed.map((f) => f.therapistId))]);
      return freed.length;
    },

    /** Job: recompute stale next-available instants (never computed, older than 10 minutes, or passed). */
    async refreshStale(batch = 500): Promise<number> {
      const at = now();
      const ids = await repo.staleTherapists(at, addMinutes(at, -10), batch);
      await refreshNextAvailable(ids);
      return ids.length;
    },
  };
}
export type BookingService = ReturnType<typeof bookingService>;
