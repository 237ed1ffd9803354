import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
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
        .where(and(eq(appointments.id, id), own(role, userId), ne(appointments.status, 'held')))
        .limit(1);
      return row;
    },

    async lock(tx: DbOrTx, role: Role, userId: string, id: string) {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), own(role, userId), ne(appointments.status, 'held')))
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
        .where(and(own(role, userId), ne(appointments.status, 'held')))
        .groupBy(appointments.status);
      const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
      const other = role === 'patient' ? appointments.therapistId : appointments.patientId;
      const [people] = await db
        .select({ n: sql<number>`count(distinct ${other})::int` })
        .from(appointments)
        .where(and(own(role, userId), inArray(appointments.status, ['upcoming', 'completed'])));
      return {
        upcoming: by.upcoming ?? 0,
        completed: by.completed ?? 0,
        cancelled: by.cancelled ?? 0,
        people: people?.n ?? 0,
      };
    },

    async next(role: Role, userId: string, now: Date) {
      const [row] = await base()
        .where(and(own(role, userId), eq(appointments.status, 'upcoming'), gt(appointments.endsAt, now)))
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
            inArray(appointments.status, ['upcoming', 'completed']),
            gte(appointments.startsAt, from),
            lt(appointments.startsAt, to),
          ),
        );
      return row?.n ?? 0;
    },

    /** Therapists the patient booked (any non-cancelled appointment), or only those with a completed session. */
    async consultedDoctors(patientId: string, completedOnly: boolean, now: Date, page: number, limit: number) {
      const statuses: Array<'upcoming' | 'completed'> = completedOnly ? ['completed'] : ['upcoming', 'completed'];
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
            sql<Date | null>`min(${appointments.startsAt}) filter (where ${appointments.status} = 'upcoming' and ${appointments.startsAt} > ${now.toISOString()}::timestamptz)`.as(
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
        .set({ status: 'completed', completedAt: now, updatedAt: now })
        .where(and(eq(appointments.status, 'upcoming'), lte(appointments.endsAt, now)))
        .returning({ id: appointments.id });
    },
  };
}
export type AppointmentView = NonNullable<Awaited<ReturnType<ReturnType<typeof appointmentsRepository>['one']>>>;
