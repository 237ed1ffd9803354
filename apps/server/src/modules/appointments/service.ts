import {
  type Appointment,
  type AppointmentChangeResult,
  type AppointmentsData,
  addDays,
  appointmentExtendedEvent,
  BOOKING_HORIZON_DAYS,
  type ConsultedDoctorsData,
  canChange,
  changeDeadline,
  displayName,
  EXTENSION_ANSWER_MINUTES,
  extensionDeclinedEvent,
  extensionRequestedEvent,
  isIanaZone,
  MSG,
  type PatientDashboard,
  type ProviderDashboard,
  paidWithOf,
  paiseToRupees,
  APPOINTMENT_STATUS as S,
  SERVER_EVENTS,
  startOfDayIn,
  todayIn,
} from '@sahaj/contract';
import { addMinutes, differenceInMinutes, min, startOfMinute } from 'date-fns';
import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { appointments } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { availabilityService } from '../availability/service';
import type { AppointmentChange } from '../booking';
import { computeSlots, type EngineAvailability } from '../booking';
import { type BookingService, takingTime } from '../booking/service';
import { recordAttendance } from '../calls';
import { type AppointmentView, appointmentsRepository, appointmentWrites, type Role, type Tab } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'realtime' | 'log' | 'fileLinks'>;

const nameOf = (name: string | null, firstName: string | null, lastName: string | null) =>
  displayName({ name, firstName, lastName });
const zoneOr = (z: string) => (isIanaZone(z) ? z : 'UTC');

/**
 * True when every minute from `from` for `minutes` lies inside the therapist's hours: the slot engine
 * asked for one-minute slots (its windows, breaks and time off; no notice, nothing busy), which must
 * follow each other without a gap. Not its slot grid: a session may end off the grid (a changed period).
 */
function withinHours(week: EngineAvailability, from: Date, minutes: number): boolean {
  const start = startOfMinute(from);
  const needed = differenceInMinutes(addMinutes(from, minutes), start, { roundingMethod: 'ceil' });
  const slots = computeSlots(
    { ...week, consultationDuration: 1 },
    {
      from: start,
      to: addMinutes(start, needed),
      now: start,
      minNoticeMinutes: 0,
      horizonDays: BOOKING_HORIZON_DAYS,
      busy: [],
    },
  );
  return slots.length === needed && slots.every((s, i) => s.start.getTime() === addMinutes(start, i).getTime());
}

/**
 * Appointments as each person sees them: lists and details (own only: another's id is 404), cancel,
 * reschedule (atomic: one UPDATE the exclusion constraint checks), extend by one period, completion
 * after the end (a job), my therapists and the dashboards. Every change stores a notification for
 * both people in its transaction and e-mails both an updated .ics after it commits.
 */
export function appointmentsService(
  ctx: Ctx,
  booking: BookingService,
  opts: {
    now?: () => Date;
    /** After a cancellation commits: the refund of its payment (ledger, issue 12). */
    afterCancel?: (a: Appointment) => Promise<unknown>;
    /** Inside a cancellation's transaction: a session booked from a package goes back to it (packages). */
    onCancel?: (tx: DbOrTx, appointmentId: string) => Promise<unknown>;
  } = {},
) {
  const repo = appointmentsRepository(ctx.db);
  const availability = availabilityService(ctx.db);
  const now = opts.now ?? (() => new Date());

  function view(v: AppointmentView, role: Role, at: Date): Appointment {
    const r = v.row;
    const deadline = changeDeadline(r.startsAt);
    const upcoming = r.status === S.upcoming;
    const therapistName = nameOf(v.therapistName, v.therapistFirstName, v.therapistLastName);
    const patientName = nameOf(v.patientName, v.patientFirstName, v.patientLastName);
    return {
      _id: r.id,
      status: r.status === S.held ? S.upcoming : r.status,
      startTime: r.startsAt.toISOString(),
      endTime: r.endsAt.toISOString(),
      consultationDuration: differenceInMinutes(r.endsAt, r.startsAt),
      providerId: r.therapistId,
      patientId: r.patientId,
      doctorDetails: {
        _id: r.therapistId,
        name: therapistName,
        fullName: therapistName,
        firstName: v.therapistFirstName,
        lastName: v.therapistLastName,
        profilePic: v.therapistPicFileId ? ctx.fileLinks.link(v.therapistPicFileId) : null,
        professionalTitle: v.therapistTitle,
        status: v.therapistStatus,
      },
      patientDetails: {
        _id: r.patientId,
        name: patientName,
        fullName: patientName,
        profilePic: null,
        timeZone: zoneOr(v.patientTimeZone),
      },
      familyMember:
        r.familyMemberId && v.familyMemberName
          ? { _id: r.familyMemberId, name: v.familyMemberName, relationship: v.familyMemberRelationship ?? '' }
          : null,
      providerTimeZone: zoneOr(v.therapistTimeZone),
      treatmentId: r.treatmentId,
      treatmentName: r.treatmentName,
      amount: paiseToRupees(r.amountMinor),
      currency: r.currency,
      paidWith: paidWithOf(r.transactionId),
      cancellationReason: r.cancellationReason,
      cancelledBy: r.cancelledBy,
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      extendedTimes: r.extendedTimes,
      attendance: v.attendance ?? null,
      changeDeadline: deadline.toISOString(),
      canCancel: upcoming && (role === 'doctor' ? at < r.endsAt : canChange(r.startsAt, at)),
      canReschedule: upcoming && role === 'patient' && canChange(r.startsAt, at),
      canExtend: upcoming && role === 'doctor' && at < r.endsAt && !pending(r, at),
      extensionRequest:
        upcoming && pending(r, at)
          ? {
              newEndTime: addMinutes(r.endsAt, r.periodMinutes).toISOString(),
              expiresAt: r.extensionRequestExpiresAt!.toISOString(),
            }
          : null,
      createdAt: r.createdAt.toISOString(),
    };
  }

  async function reread(role: Role, userId: string, id: string) {
    const v = await repo.one(role, userId, id);
    if (!v) throw notFound(MSG.appointmentNotFound);
    return v;
  }

  /** Locks the caller's appointment, applies `change` and stores both notices, in one transaction. */
  async function change(
    role: Role,
    userId: string,
    id: string,
    kind: AppointmentChange,
    apply: (
      row: typeof appointments.$inferSelect,
      at: Date,
      tx: DbOrTx,
    ) => Promise<Partial<typeof appointments.$inferInsert>>,
    message: string,
  ): Promise<AppointmentChangeResult> {
    const at = now();
    const stored = await takingTime(() =>
      ctx.db.transaction(async (tx) => {
        const row = await repo.lock(tx, role, userId, id);
        if (!row) throw notFound(MSG.appointmentNotFound);
        if (row.status !== S.upcoming) throw conflict(MSG.appointmentNotUpcoming, 'NOT_UPCOMING');
        const set = await apply(row, at, tx);
        const updated = await appointmentWrites.updateAppointment(tx, id, set, at);
        return booking.storeNotices(tx, await booking.factsOf(tx, updated), kind);
      }),
    );
    await booking.deliver(stored);
    booking.refreshSoon(stored.facts.therapist.id);
    return { message, appointment: view(await reread(role, userId, id), role, now()) };
  }

  /** Runs afterCancel; a failed refund is logged (and retried by the ledger's sweep), the cancellation stands. */
  async function cancelled(result: AppointmentChangeResult): Promise<AppointmentChangeResult> {
    await opts
      .afterCancel?.(result.appointment)
      .catch((err: unknown) =>
        ctx.log.error({ err, appointmentId: result.appointment._id }, 'refund after cancellation failed'),
      );
    return result;
  }

  /** The therapist's request for more time awaits the patient's answer at `at`. */
  const pending = (row: typeof appointments.$inferSelect, at: Date) =>
    !!row.extensionRequestExpiresAt && row.extensionRequestExpiresAt > at;

  /** The period after the session may be added: the session has not ended and the period is within hours. */
  function checkExtraPeriod(row: typeof appointments.$inferSelect, week: EngineAvailability | undefined, at: Date) {
    if (at >= row.endsAt) throw badRequest(MSG.extendTooLate, 'ENDED');
    // A slot of the therapist's week, whatever the booking notice; that nobody has it is the
    // exclusion constraint's to say (409).
    if (!week || !withinHours(week, row.endsAt, row.periodMinutes)) {
      throw conflict(MSG.extendOutsideHours, 'OUTSIDE_HOURS');
    }
  }

  /** The patient says no: the request is cleared and the therapist told. Nothing else changes. */
  async function declineExtension(patientId: string, id: string): Promise<AppointmentChangeResult> {
    await ctx.db.transaction(async (tx) => {
      const at = now();
      const row = await repo.lock(tx, 'patient', patientId, id);
      if (!row) throw notFound(MSG.appointmentNotFound);
      if (row.status !== S.upcoming || !pending(row, at)) throw conflict(MSG.extensionRequestMissing, 'NO_REQUEST');
      await appointmentWrites.updateAppointment(tx, id, { extensionRequestExpiresAt: null }, at);
    });
    const a = view(await reread('patient', patientId, id), 'patient', now());
    ctx.realtime.emitToUser(
      'doctor',
      a.providerId,
      SERVER_EVENTS.extensionDeclined,
      extensionDeclinedEvent.parse({ appointmentId: a._id, patientName: a.patientDetails.name }),
    );
    return { message: MSG.extensionDeclined, appointment: a };
  }

  const dashboardNext = async (role: Role, userId: string, at: Date) => {
    const next = await repo.next(role, userId, at);
    return {
      nextAppointment: next ? view(next, role, at) : null,
      startsInMinutes: next ? Math.max(0, differenceInMinutes(next.row.startsAt, at)) : null,
    };
  };

  return {
    async list(role: Role, userId: string, q: { tab: Tab; page: number; limit: number }): Promise<AppointmentsData> {
      const at = now();
      const { rows, count } = await repo.page(role, userId, q.tab, q.page, q.limit);
      return { appointments: rows.map((r) => view(r, role, at)), count };
    },

    async one(role: Role, userId: string, id: string): Promise<Appointment> {
      return view(await reread(role, userId, id), role, now());
    },

    /** PATCH /patient/cancel-appointment: up to 24 h before the start, with a reason from the list. */
    async cancelByPatient(
      patientId: string,
      body: { appointmentId: string; cancellationReasonId: string; reason?: string },
    ): Promise<AppointmentChangeResult> {
      const reason = await repo.cancellationReason(body.cancellationReasonId);
      if (!reason) throw badRequest(MSG.cancellationReasonUnknown, 'BAD_REASON', { field: 'cancellationReasonId' });
      const result = await change(
        'patient',
        patientId,
        body.appointmentId,
        'cancelled',
        async (row, at, tx) => {
          if (!canChange(row.startsAt, at)) throw badRequest(MSG.changeWindowPassed, 'WINDOW_PASSED');
          await opts.onCancel?.(tx, row.id);
          return {
            status: S.cancelled,
            cancelledAt: at,
            cancelledBy: 'patient',
            cancellationReasonId: reason.id,
            cancellationReason: body.reason ? `${reason.name}: ${body.reason}` : reason.name,
          };
        },
        MSG.appointmentCancelled,
      );
      return cancelled(result);
    },

    /** PATCH /provider/cancel-appointment: any time before the session ends. */
    async cancelByTherapist(
      therapistId: string,
      body: { appointmentId: string; cancellationReasonId?: string; reason?: string },
    ): Promise<AppointmentChangeResult> {
      const listed = body.cancellationReasonId ? await repo.cancellationReason(body.cancellationReasonId) : undefined;
      if (body.cancellationReasonId && !listed) {
        throw badRequest(MSG.cancellationReasonUnknown, 'BAD_REASON', { field: 'cancellationReasonId' });
      }
      const text = [listed?.name, body.reason].filter(Boolean).join(': ') || null;
      const result = await change(
        'doctor',
        therapistId,
        body.appointmentId,
        'cancelled',
        async (row, at, tx) => {
          if (at >= row.endsAt) throw badRequest(MSG.appointmentNotUpcoming, 'ENDED');
          await opts.onCancel?.(tx, row.id);
          return {
            status: S.cancelled,
            cancelledAt: at,
            cancelledBy: 'doctor',
            cancellationReasonId: listed?.id ?? null,
            cancellationReason: text,
          };
        },
        MSG.appointmentCancelled,
      );
      return cancelled(result);
    },

    /** PATCH /patient/consultation-time: another free slot of the same therapist, in one UPDATE. */
    async reschedule(patientId: string, body: { appointmentId: string; startTime: string }) {
      const current = await repo.one('patient', patientId, body.appointmentId);
      if (!current) throw notFound(MSG.appointmentNotFound);
      const start = new Date(body.startTime);
      if (start.getTime() === current.row.startsAt.getTime()) {
        throw badRequest(MSG.sameSlot, 'SAME_SLOT', { field: 'startTime' });
      }
      const week = await availability.weekFor(current.row.therapistId);
      if (!week) throw notFound(MSG.therapistNotFound);
      const at = now();
      if (current.row.status === S.upcoming && !canChange(current.row.startsAt, at)) {
        throw badRequest(MSG.changeWindowPassed, 'WINDOW_PASSED');
      }
      const end = await booking.checkSlot(current.row.therapistId, week, start, at, current.row.id);
      return change(
        'patient',
        patientId,
        body.appointmentId,
        'rescheduled',
        async (row, t, tx) => {
          if (!canChange(row.startsAt, t)) throw badRequest(MSG.changeWindowPassed, 'WINDOW_PASSED');
          await booking.releaseExpiredOverlapping(tx, row.therapistId, start, end, t);
          return { startsAt: start, endsAt: end, periodMinutes: week.consultationDuration!, extendedTimes: 0 };
        },
        MSG.appointmentRescheduled,
      );
    },

    /**
     * PATCH /provider/appointments/extend (and the therapist's socket `appointment-extended`): asks the
     * patient for one more period (issue 20 #4). The period must be inside the therapist's hours and
     * free now; nothing moves until the patient agrees (answerExtension), who has
     * EXTENSION_ANSWER_MINUTES and at most until the session ends. One request at a time (409).
     */
    async requestExtension(therapistId: string, body: { appointmentId: string }): Promise<AppointmentChangeResult> {
      const current = await repo.one('doctor', therapistId, body.appointmentId);
      if (!current) throw notFound(MSG.appointmentNotFound);
      // Read before the transaction (one connection on PGlite). Whether the period is free is asked
      // here to answer the therapist at once; the exclusion constraint decides when the patient agrees.
      const week = await availability.weekFor(therapistId);
      const r = current.row;
      const free = await booking.isFree(r.therapistId, r.endsAt, addMinutes(r.endsAt, r.periodMinutes), now(), r.id);
      await ctx.db.transaction(async (tx) => {
        const at = now();
        const row = await repo.lock(tx, 'doctor', therapistId, body.appointmentId);
        if (!row) throw notFound(MSG.appointmentNotFound);
        if (row.status !== S.upcoming) throw conflict(MSG.appointmentNotUpcoming, 'NOT_UPCOMING');
        checkExtraPeriod(row, week, at);
        if (pending(row, at)) throw conflict(MSG.extensionAlreadyRequested, 'ALREADY_ASKED');
        if (!free || row.endsAt.getTime() !== r.endsAt.getTime()) throw conflict(MSG.extendNotFree, 'NOT_FREE');
        const expiresAt = min([addMinutes(at, EXTENSION_ANSWER_MINUTES), row.endsAt]);
        await appointmentWrites.updateAppointment(tx, row.id, { extensionRequestExpiresAt: expiresAt }, at);
      });
      const a = view(await reread('doctor', therapistId, body.appointmentId), 'doctor', now());
      const asked = extensionRequestedEvent.parse({
        ...a.extensionRequest,
        appointmentId: a._id,
        therapistName: a.doctorDetails.name,
        endTime: a.endTime,
      });
      ctx.realtime.emitToUser('patient', a.patientId, SERVER_EVENTS.extensionRequested, asked);
      return { message: MSG.extensionRequested, appointment: a };
    },

    /**
     * PATCH /patient/appointments/extension: the patient agrees (the period is added in one update the
     * exclusion constraint checks; both get `appointment-extended` and an updated .ics) or declines
     * (the therapist gets `extension-declined`). 409 when no request awaits an answer.
     */
    async answerExtension(
      patientId: string,
      body: { appointmentId: string; agree: boolean },
    ): Promise<AppointmentChangeResult> {
      const current = await repo.one('patient', patientId, body.appointmentId);
      if (!current) throw notFound(MSG.appointmentNotFound);
      if (!body.agree) return declineExtension(patientId, body.appointmentId);
      const week = await availability.weekFor(current.row.therapistId);
      const result = await change(
        'patient',
        patientId,
        body.appointmentId,
        'extended',
        async (row, at, tx) => {
          if (!pending(row, at)) throw conflict(MSG.extensionRequestMissing, 'NO_REQUEST');
          checkExtraPeriod(row, week, at);
          const endsAt = addMinutes(row.endsAt, row.periodMinutes);
          await booking.releaseExpiredOverlapping(tx, row.therapistId, row.endsAt, endsAt, at);
          return { endsAt, extendedTimes: row.extendedTimes + 1, extensionRequestExpiresAt: null };
        },
        MSG.appointmentExtended,
      ).catch((err: unknown) => {
        if ((err as { code?: string }).code === 'SLOT_TAKEN') throw conflict(MSG.extendNotFree, 'NOT_FREE');
        throw err;
      });
      const a = result.appointment;
      const payload = appointmentExtendedEvent.parse({
        appointmentId: a._id,
        startTime: a.startTime,
        endTime: a.endTime,
        consultationDuration: a.consultationDuration,
      });
      ctx.realtime.emitToUser('patient', a.patientId, SERVER_EVENTS.appointmentExtended, payload);
      ctx.realtime.emitToUser('doctor', a.providerId, SERVER_EVENTS.appointmentExtended, payload);
      return result;
    },

    async consultedDoctors(
      patientId: string,
      completedOnly: boolean,
      q: { page: number; limit: number },
    ): Promise<ConsultedDoctorsData> {
      const { rows, specs, count } = await repo.consultedDoctors(patientId, completedOnly, now(), q.page, q.limit);
      return {
        doctors: rows.map((r) => {
          const name = nameOf(r.name, r.firstName, r.lastName);
          return {
            _id: r.therapistId,
            id: r.therapistId,
            name,
            fullName: name,
            profilePic: r.picFileId ? ctx.fileLinks.link(r.picFileId) : null,
            professionalTitle: r.title,
            specializations: specs
              .filter((s) => s.userId === r.therapistId)
              .map(({ _id, name: n }) => ({ _id, name: n })),
            rating: Math.round((r.rating ?? 0) * 100) / 100,
            totalWorkExperiance: r.experience,
            sessions: r.sessions,
            lastSessionAt: r.lastSessionAt ? new Date(r.lastSessionAt).toISOString() : null,
            nextSessionAt: r.nextSessionAt ? new Date(r.nextSessionAt).toISOString() : null,
          };
        }),
        count,
      };
    },

    async patientDashboard(patientId: string): Promise<PatientDashboard> {
      const at = now();
      const [next, c] = await Promise.all([dashboardNext('patient', patientId, at), repo.counts('patient', patientId)]);
      return {
        ...next,
        counts: { upcoming: c.upcoming, completed: c.completed, cancelled: c.cancelled, therapists: c.people },
      };
    },

    async providerDashboard(therapistId: string): Promise<ProviderDashboard> {
      const at = now();
      const facts = await repo.therapistFacts(therapistId);
      const zone = zoneOr(facts?.timeZone ?? 'UTC');
      const today = todayIn(zone, at);
      const [next, c, todayCount] = await Promise.all([
        dashboardNext('doctor', therapistId, at),
        repo.counts('doctor', therapistId),
        repo.countBetween('doctor', therapistId, startOfDayIn(today, zone), startOfDayIn(addDays(today, 1), zone)),
      ]);
      const out: ProviderDashboard = {
        ...next,
        counts: {
          upcoming: c.upcoming,
          completed: c.completed,
          cancelled: c.cancelled,
          today: todayCount,
          patients: c.people,
        },
        rating: Math.round((facts?.rating ?? 0) * 100) / 100,
        reviewCount: facts?.reviewCount ?? 0,
      };
      return out;
    },

    /**
     * Job: completes every appointment whose end has passed; safe to run on many nodes at once. The
     * session's attendance (calls/repository recordAttendance) is decided in the same transaction.
     */
    async completeEnded(): Promise<number> {
      const at = now();
      return ctx.db.transaction(async (tx) => {
        const done = await appointmentsRepository(tx).completeEnded(at);
        await recordAttendance(
          tx,
          done.map((d) => d.id),
          at,
        );
        return done.length;
      });
    },
  };
}
export type AppointmentsService = ReturnType<typeof appointmentsService>;
