import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointmentReviews, appointments, therapistBookingStats, users } from '../../db/schema/index';

/** Reviews of completed appointments and the therapist's kept mean. */
export function reviewsRepository(db: DbOrTx) {
  return {
    async lockAppointment(tx: DbOrTx, id: string, patientId: string) {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.patientId, patientId)))
        .for('update')
        .limit(1);
      return row;
    },

    async insert(
      tx: DbOrTx,
      r: { appointmentId: string; patientId: string; therapistId: string; rating: number; review: string | null },
    ) {
      const [row] = await tx.insert(appointmentReviews).values(r).returning();
      return row!;
    },

    /** Adds one rating to the therapist's sum and count and stores the new mean (same transaction as the review). */
    async addToMean(tx: DbOrTx, therapistId: string, rating: number) {
      const [row] = await tx
        .insert(therapistBookingStats)
        .values({ therapistId, ratingSum: rating, reviewCount: 1, rating })
        .onConflictDoUpdate({
          target: therapistBookingStats.therapistId,
          set: {
            ratingSum: sql`${therapistBookingStats.ratingSum} + ${rating}`,
            reviewCount: sql`${therapistBookingStats.reviewCount} + 1`,
            rating: sql`(${therapistBookingStats.ratingSum} + ${rating})::float8 / (${therapistBookingStats.reviewCount} + 1)`,
          },
        })
        .returning({ rating: therapistBookingStats.rating, reviewCount: therapistBookingStats.reviewCount });
      return row!;
    },

    async page(therapistId: string, page: number, limit: number) {
      const where = eq(appointmentReviews.therapistId, therapistId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            review: appointmentReviews,
            firstName: users.firstName,
            lastName: users.lastName,
            name: users.name,
          })
          .from(appointmentReviews)
          .innerJoin(users, eq(users.id, appointmentReviews.patientId))
          .where(where)
          .orderBy(desc(appointmentReviews.createdAt), desc(appointmentReviews.id))
          .limit(limit)
          .offset(page * limit),
        db.select({ n: count() }).from(appointmentReviews).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async breakdown(therapistId: string) {
      return db
        .select({ rating: appointmentReviews.rating, n: count() })
        .from(appointmentReviews)
        .where(eq(appointmentReviews.therapistId, therapistId))
        .groupBy(appointmentReviews.rating);
    },

    async stats(therapistId: string) {
      const [row] = await db
        .select({ rating: therapistBookingStats.rating, reviewCount: therapistBookingStats.reviewCount })
        .from(therapistBookingStats)
        .where(eq(therapistBookingStats.therapistId, therapistId))
        .limit(1);
      return row;
    },

    async nameOf(tx: DbOrTx, id: string) {
      const [row] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName, name: users.name })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async isTherapist(id: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.userType, 'doctor')))
        .limit(1);
      return Boolean(row);
    },
  };
}
