import { APPOINTMENT_STATUS as S } from '@sahaj/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  type AppointmentRow,
  appointments,
  callOutcomes,
  familyMembers,
  referenceItems,
  specialities,
  therapistBookingStats,
  therapistProfiles,
  therapistSpecialities,
  users,
} from '../../db/schema/index';

export type Role = 'patient' | 'doctor';
export type Tab = 'upcoming' | 'completed' | 'cancelled';

const patientUser = alias(users, 'patient_user');
const therapistUser = alias(users, 'therapist_user');
const relationshipItem = alias(referenceItems, 'family_relationship');

/** Appointment rows with both people, the shape every reply is built from. */
const viewColumns = {
  row: appointments,
  therapistName: therapistUser.name,
  therapistFirstName: therapistUser.firstName,
  therapistLastName: therapistUser.lastName,
  therapistStatus: therapistUser.status,
  therapistTimeZone: therapistUser.timeZone,
  therapistTitle: therapistProfiles.professionalTitle,
  therapistPicFileId: therapistProfiles.profilePicFileId,
  patientName: patientUser.name,
  patientFirstName: patientUser.firstName,
  patientLastName: patientUser.lastName,
  patientTimeZone: patientUser.timeZone,
  familyMemberName: familyMembers.name,
  familyMemberRelationship: relationshipItem.name,
  attendance: callOutcomes.outcome,
};

/** Queries of appointments as each person sees them (never another person's). */
export function appointmentsRepository(db: DbOrTx) {
  const own = (role: Role, userId: string) =>
    role === 'patient' ? eq(appointments.patientId, userId) : eq(appointments.therapistId, userId);
  const base = () =>
    db
      .select(viewColumns)
      .from(appointments)
      .innerJoin(therapistUser, eq(therapistUser.id, appointments.therapistId))
      .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
      .leftJoin(therapistProfiles, eq(therapistProfiles.userId, appointments.therapistId))
      .leftJoin(familyMembers, eq(familyMembers.id, appointments.familyMemberId))
      .leftJoin(relationshipItem, eq(relationshipItem.id, familyMembers.relationshipId))
      .leftJoin(callOutcomes, eq(callOutcomes.appointmentId, appointments.id));

  return {
    async page(role: Role, userId: string, tab: Tab, page: number, limit: number) {
      const where = and(own(role, userId), eq(appointments.status, tab));
      const order =
        tab === 'upcoming'
          ? [asc(appointments.startsAt), asc(appointments.id)]
          : tab === 'completed'
            ? [desc(appointments.startsAt), desc(appointments.id)]
            : [desc(appointments.cancelledAt), desc(appointments.id)];
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(page * limit),
        db.select({ n: count() }).from(appointments).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** One appointment of the caller (holds are not appointments). */
    async one(role: Role, userId: string, id: string) {
      const [row] = await base()
        .where(and(eq(appointments.id, id), own(role, userId), ne(appointments.status, S.held)))
        .limit(1);
      return row;
    },

    async lock(tx: DbOrTx, role: Role, userId: string, id: string) {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), own(role, userId), ne(appointments.status, S.held)))
        .for('update')
        .limit(1);
      return row;
    },

    async cancellationReason(id: string) {
      const [row] = await db
        .select({ id: referenceItems.id, name: referenceItems.name })
        .from(referenceItems)
        .where(and(eq(referenceItems.id, id), eq(referenceItems.kind, 'cancellation_reason')))
        .limit(1);
      return row;
    },

    async counts(role: Role, userId: string) {
      const rows = await db
        .select({ status: appointments.status, n: count() })
        .from(appointments)
        .where(and(own(role, userId), ne(appointments.status, S.held)))
        .groupBy(appointments.status);
      const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
      const other = role === 'patient' ? appointments.therapistId : appointments.patientId;
      const [people] = await db
        .select({ n: sql<number>`count(distinct ${other})::int` })
        .from(appointments)
        .where(and(own(role, userId), inArray(appointments.status, [S.upcoming, S.completed])));
      return {
        upcoming: by.upcoming ?? 0,
        completed: by.completed ?? 0,
        cancelled: by.cancelled ?? 0,
        people: people?.n ?? 0,
      };
    },

    async next(role: Role, userId: string, now: Date) {
      const [row] = await base()
        .where(and(own(role, userId), eq(appointments.status, S.upcoming), gt(appointments.endsAt, now)))
        .orderBy(asc(appointments.startsAt))
        .limit(1);
      return row;
    },

    async countBetween(role: Role, userId: string, from: Date, to: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            own(role, userId),
            inArray(appointments.status, [S.upcoming, S.completed]),
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
          ),
        );
      return row?.n ?? 0;
    },

    /** Therapists the patient booked (any non-cancelled appointment), or only those with a completed session. */
    async consultedDoctors(patientId: string, completedOnly: boolean, now: Date, page: number, limit: number) {
      const statuses: Array<typeof S.upcoming | typeof S.completed> = completedOnly
        ? [S.completed]
        : [S.upcoming, S.completed];
      const where = and(eq(appointments.patientId, patientId), inArray(appointments.status, statuses));
      const grouped = db
        .select({
          therapistId: appointments.therapistId,
          sessions: sql<number>`count(*)::int`.as('sessions'),
          lastSessionAt:
            sql<Date | null>`max(${appointments.startsAt}) filter (where ${appointments.startsAt} <= ${now.toISOString()}::timestamptz)`.as(
              'last_session_at',
            ),
          nextSessionAt:
            sql<Date | null>`min(${appointments.startsAt}) filter (where ${appointments.status} = ${S.upcoming} and ${appointments.startsAt} > ${now.toISOString()}::timestamptz)`.as(
              'next_session_at',
            ),
          latest: sql<Date>`max(${appointments.startsAt})`.as('latest'),
        })
        .from(appointments)
        .where(where)
        .groupBy(appointments.therapistId)
        .as('g');
      const rows = await db
        .select({
          therapistId: grouped.therapistId,
          sessions: grouped.sessions,
          lastSessionAt: grouped.lastSessionAt,
          nextSessionAt: grouped.nextSessionAt,
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          title: therapistProfiles.professionalTitle,
          picFileId: therapistProfiles.profilePicFileId,
          experience: therapistProfiles.totalWorkExperience,
          rating: therapistBookingStats.rating,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(grouped)
        .innerJoin(users, eq(users.id, grouped.therapistId))
        .leftJoin(therapistProfiles, eq(therapistProfiles.userId, grouped.therapistId))
        .leftJoin(therapistBookingStats, eq(therapistBookingStats.therapistId, grouped.therapistId))
        .orderBy(desc(grouped.latest), asc(grouped.therapistId))
        .limit(limit)
        .offset(page * limit);
      const ids = rows.map((r) => r.therapistId);
      const specs = ids.length
        ? await db
            .select({ userId: therapistSpecialities.userId, _id: specialities.id, name: specialities.name })
            .from(therapistSpecialities)
            .innerJoin(specialities, eq(specialities.id, therapistSpecialities.specialityId))
            .where(inArray(therapistSpecialities.userId, ids))
            .orderBy(asc(specialities.name))
        : [];
      let total = rows[0]?.total ?? 0;
      if (!rows.length && page > 0) {
        const [c] = await db
          .select({ n: sql<number>`count(distinct ${appointments.therapistId})::int` })
          .from(appointments)
          .where(where);
        total = c?.n ?? 0;
      }
      return { rows, specs, count: total };
    },

    async therapistFacts(therapistId: string) {
      const [row] = await db
        .select({
          timeZone: users.timeZone,
          rating: therapistBookingStats.rating,
          reviewCount: therapistBookingStats.reviewCount,
        })
        .from(users)
        .leftJoin(therapistBookingStats, eq(therapistBookingStats.therapistId, users.id))
        .where(eq(users.id, therapistId))
        .limit(1);
      return row;
    },

    /** Job: every upcoming appointment whose end has passed becomes completed (idempotent). */
    async completeEnded(now: Date) {
      return db
        .update(appointments)
        .set({ status: S.completed, completedAt: now, updatedAt: now })
        .where(and(eq(appointments.status, S.upcoming), lte(appointments.endsAt, now)))
        .returning({ id: appointments.id });
    },
  };
}

type NewHold = Omit<typeof appointments.$inferInsert, 'status' | 'holdExpiresAt'> & { holdExpiresAt: Date };
type ConfirmedValues = Pick<
  typeof appointments.$inferInsert,
  'amountMinor' | 'currency' | 'transactionId' | 'treatmentId' | 'treatmentName'
> & { at: Date };

/**
 * Every write of the `appointments` table (holds and appointments share it), in one place: the
 * booking service (holds and the one confirmation step, booking/confirm.ts), the appointments
 * service (cancel, reschedule, extend, completion) and their jobs call these, nothing else writes
 * the table. Rules live in the services; the exclusion constraint `appointments_no_overlap` decides
 * every race, so each write that takes time runs after `releaseExpiredOverlapping` in its transaction.
 */
export const appointmentWrites = {
  /** A new 10-minute hold. */
  async insertHold(tx: DbOrTx, values: NewHold): Promise<AppointmentRow> {
    const [row] = await tx
      .insert(appointments)
      .values({ ...values, status: S.held })
      .returning();
    return row!;
  },

  /**
   * History for the demo seed (discovery/demo-therapists.ts): completed past sessions, so a demo
   * therapist's rating is the mean of real reviews. Never used by a request.
   */
  async insertCompletedHistory(
    tx: DbOrTx,
    rows: (Omit<typeof appointments.$inferInsert, 'status' | 'holdExpiresAt' | 'confirmedAt' | 'completedAt'> & {
      startsAt: Date;
      endsAt: Date;
    })[],
  ): Promise<{ id: string }[]> {
    if (!rows.length) return [];
    return tx
      .insert(appointments)
      .values(rows.map((r) => ({ ...r, status: S.completed, confirmedAt: r.startsAt, completedAt: r.endsAt })))
      .returning({ id: appointments.id });
  },

  /** A paid slot whose hold was already deleted, booked again under the hold's id. */
  async insertConfirmed(
    tx: DbOrTx,
    values: Omit<typeof appointments.$inferInsert, 'status' | 'holdExpiresAt' | 'confirmedAt'> & ConfirmedValues,
  ): Promise<AppointmentRow> {
    const { at, ...rest } = values;
    const [row] = await tx
      .insert(appointments)
      .values({ ...rest, status: S.upcoming, holdExpiresAt: null, confirmedAt: at, updatedAt: at })
      .returning();
    return row!;
  },

  /** The hold → appointment step: the same row, now 'upcoming', with what settled it. */
  async confirmHeld(tx: DbOrTx, id: string, values: ConfirmedValues): Promise<AppointmentRow> {
    const { at, ...rest } = values;
    const [row] = await tx
      .update(appointments)
      .set({ ...rest, status: S.upcoming, holdExpiresAt: null, confirmedAt: at, updatedAt: at })
      .where(and(eq(appointments.id, id), eq(appointments.status, S.held)))
      .returning();
    return row!;
  },

  /** Another slot, treatment or family member for a live hold. */
  async updateHold(
    tx: DbOrTx,
    id: string,
    set: Partial<
      Pick<
        typeof appointments.$inferInsert,
        'startsAt' | 'endsAt' | 'holdExpiresAt' | 'periodMinutes' | 'treatmentId' | 'treatmentName' | 'familyMemberId'
      >
    >,
    at: Date,
  ): Promise<AppointmentRow> {
    const [row] = await tx
      .update(appointments)
      .set({ ...set, updatedAt: at })
      .where(and(eq(appointments.id, id), eq(appointments.status, S.held)))
      .returning();
    return row!;
  },

  /** A change to an appointment (cancel, reschedule, extend), applied to the locked row. */
  async updateAppointment(
    tx: DbOrTx,
    id: string,
    set: Partial<typeof appointments.$inferInsert>,
    at: Date,
  ): Promise<AppointmentRow> {
    const [row] = await tx
      .update(appointments)
      .set({ ...set, updatedAt: at })
      .where(eq(appointments.id, id))
      .returning();
    return row!;
  },

  /** The patient's holds with one therapist (a new hold lets the old ones go). */
  async deleteHoldsOf(tx: DbOrTx, patientId: string, therapistId: string) {
    await tx
      .delete(appointments)
      .where(
        and(
          eq(appointments.patientId, patientId),
          eq(appointments.therapistId, therapistId),
          eq(appointments.status, S.held),
        ),
      );
  },

  /** One hold let go by its patient; false when it was no longer a hold. */
  async deleteHold(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db
      .delete(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.status, S.held)))
      .returning({ id: appointments.id });
    return rows.length > 0;
  },

  /**
   * Deletes the therapist's expired holds overlapping a range, so they cannot block the write that
   * follows in the same transaction (the exclusion constraint sees every row not cancelled).
   */
  async releaseExpiredOverlapping(tx: DbOrTx, therapistId: string, start: Date, end: Date, now: Date) {
    await tx
      .delete(appointments)
      .where(
        and(
          eq(appointments.therapistId, therapistId),
          eq(appointments.status, S.held),
          lte(appointments.holdExpiresAt, now),
          sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
        ),
      );
  },

  /**
   * Account erasure (account/deletion.ts): the person's holds go, and their upcoming sessions are
   * cancelled by their side with the reason given; the rows stay, since payments and earnings point at
   * them. Returns how many rows each step touched.
   */
  async releaseForDeletedAccount(
    tx: DbOrTx,
    userId: string,
    cancel: { by: 'patient' | 'doctor'; reason: string; at: Date },
  ): Promise<{ released: number; cancelled: number }> {
    const theirs = or(eq(appointments.patientId, userId), eq(appointments.therapistId, userId));
    const released = await tx
      .delete(appointments)
      .where(and(eq(appointments.status, S.held), theirs))
      .returning({ id: appointments.id });
    const cancelled = await tx
      .update(appointments)
      .set({
        status: S.cancelled,
        cancelledBy: cancel.by,
        cancellationReason: cancel.reason,
        cancelledAt: cancel.at,
        updatedAt: cancel.at,
      })
      .where(and(eq(appointments.status, S.upcoming), theirs))
      .returning({ id: appointments.id });
    return { released: released.length, cancelled: cancelled.length };
  },

  /** Every expired hold (the sweep job); returns the holds deleted and their therapists. */
  async deleteExpiredHolds(db: DbOrTx, now: Date) {
    return db
      .delete(appointments)
      .where(and(eq(appointments.status, S.held), lte(appointments.holdExpiresAt, now)))
      .returning({ id: appointments.id, therapistId: appointments.therapistId });
  },
};
export type AppointmentView = NonNullable<Awaited<ReturnType<ReturnType<typeof appointmentsRepository>['one']>>>;
