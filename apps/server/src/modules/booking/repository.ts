import { APPOINTMENT_STATUS as S, TIME_TAKING_STATUSES } from '@sahaj/contract';
import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  therapistBookingStats,
  therapistProfiles,
  therapistTreatments,
  users,
} from '../../db/schema/index';

/**
 * The row's time meets [from, to) — the same test as starts_at < to and ends_at > from, written as
 * the exclusion constraint's range so its GiST index (therapist, range) finds only the overlapping
 * rows instead of walking every past session of the therapist.
 */
const overlaps = (from: Date, to: Date) =>
  sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

/**
 * Reads of holds and appointments and of the therapist facts booking needs. Every write of the
 * table is the appointments repository's (`appointmentWrites`).
 */
export function bookingRepository(db: DbOrTx) {
  return {
    /** An approved therapist's booking facts, or undefined. */
    async therapist(therapistId: string) {
      const [row] = await db
        .select({
          id: users.id,
          userType: users.userType,
          status: users.status,
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          timeZone: users.timeZone,
          professionalTitle: therapistProfiles.professionalTitle,
          profilePicFileId: therapistProfiles.profilePicFileId,
          consultationFeeMinor: therapistProfiles.consultationFeeMinor,
          consultationDuration: therapistProfiles.consultationDuration,
          currency: therapistProfiles.currency,
        })
        .from(users)
        .leftJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .where(eq(users.id, therapistId))
        .limit(1);
      return row;
    },

    async treatment(therapistId: string, treatmentId: string) {
      const [row] = await db
        .select()
        .from(therapistTreatments)
        .where(and(eq(therapistTreatments.id, treatmentId), eq(therapistTreatments.userId, therapistId)))
        .limit(1);
      return row;
    },

    /**
     * Ranges that take the therapist's time between two instants: appointments and holds still
     * live at `now` (an expired hold takes nothing). `exceptId` leaves one row out (the one moving).
     */
    async busy(therapistId: string, from: Date, to: Date, now: Date, exceptId?: string) {
      return db
        .select({ start: appointments.startsAt, end: appointments.endsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.therapistId, therapistId),
            inArray(appointments.status, [...TIME_TAKING_STATUSES]),
            overlaps(from, to),
            or(ne(appointments.status, S.held), gt(appointments.holdExpiresAt, now)),
            exceptId ? ne(appointments.id, exceptId) : undefined,
          ),
        );
    },

    /** Busy ranges of many therapists at once (the periodic refresh and the bench). */
    async busyOfMany(therapistIds: string[], from: Date, to: Date, now: Date) {
      if (!therapistIds.length) return [];
      return db
        .select({ therapistId: appointments.therapistId, start: appointments.startsAt, end: appointments.endsAt })
        .from(appointments)
        .where(
          and(
            inArray(appointments.therapistId, therapistIds),
            inArray(appointments.status, [...TIME_TAKING_STATUSES]),
            overlaps(from, to),
            or(ne(appointments.status, S.held), gt(appointments.holdExpiresAt, now)),
          ),
        );
    },

    async hold(id: string, patientId: string) {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.patientId, patientId)))
        .limit(1);
      return row;
    },

    async lockHold(tx: DbOrTx, id: string, patientId: string) {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.patientId, patientId)))
        .for('update')
        .limit(1);
      return row;
    },

    /** Active therapists whose first free slot should be recomputed (never computed, stale, or passed). */
    async staleTherapists(now: Date, staleBefore: Date, limit: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(therapistBookingStats, eq(therapistBookingStats.therapistId, users.id))
        .where(
          and(
            eq(users.userType, 'doctor'),
            eq(users.status, 'active'),
            or(
              sql`${therapistBookingStats.therapistId} is null`,
              sql`${therapistBookingStats.refreshedAt} is null`,
              lt(therapistBookingStats.refreshedAt, staleBefore),
              lt(therapistBookingStats.nextAvailableAt, now),
            ),
          ),
        )
        .orderBy(sql`${therapistBookingStats.refreshedAt} asc nulls first`)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async saveNextAvailable(rows: Array<{ therapistId: string; nextAvailableAt: Date | null }>, now: Date) {
      if (!rows.length) return;
      await db
        .insert(therapistBookingStats)
        .values(rows.map((r) => ({ therapistId: r.therapistId, nextAvailableAt: r.nextAvailableAt, refreshedAt: now })))
        .onConflictDoUpdate({
          target: therapistBookingStats.therapistId,
          set: {
            nextAvailableAt: sql`excluded.next_available_at`,
            refreshedAt: sql`excluded.refreshed_at`,
          },
        });
    },
  };
}
export type BookingRepository = ReturnType<typeof bookingRepository>;
