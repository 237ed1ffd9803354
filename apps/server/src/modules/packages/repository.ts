import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  appointments,
  patientPackageSessions,
  patientPackages,
  therapistPackages,
  therapistProfiles,
  therapistTreatments,
  users,
} from '../../db/schema/index';

type NewPlan = typeof therapistPackages.$inferInsert;

/** Package queries (Drizzle only; rules live in service.ts). */
export function packagesRepository(db: Db) {
  const planColumns = {
    plan: therapistPackages,
    treatmentName: therapistTreatments.name,
    treatmentPriceMinor: therapistTreatments.priceMinor,
    feeMinor: therapistProfiles.consultationFeeMinor,
  };
  const plansQuery = (on: DbOrTx = db) =>
    on
      .select(planColumns)
      .from(therapistPackages)
      .leftJoin(therapistTreatments, eq(therapistTreatments.id, therapistPackages.treatmentId))
      .leftJoin(therapistProfiles, eq(therapistProfiles.userId, therapistPackages.therapistId));

  const subscriptionColumns = {
    sub: patientPackages,
    providerName: users.name,
    firstName: users.firstName,
    lastName: users.lastName,
    profilePicFileId: therapistProfiles.profilePicFileId,
    booked:
      sql<number>`(select count(*) from ${patientPackageSessions} where ${patientPackageSessions.patientPackageId} = ${patientPackages.id})`.mapWith(
        Number,
      ),
  };
  const subscriptionsQuery = () =>
    db
      .select(subscriptionColumns)
      .from(patientPackages)
      .innerJoin(users, eq(users.id, patientPackages.therapistId))
      .leftJoin(therapistProfiles, eq(therapistProfiles.userId, patientPackages.therapistId));

  return {
    async therapist(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          userType: users.userType,
          status: users.status,
          currency: therapistProfiles.currency,
          feeMinor: therapistProfiles.consultationFeeMinor,
        })
        .from(users)
        .leftJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .where(eq(users.id, id))
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

    /** A therapist's active plans (optionally of one treatment), cheapest per session first. */
    plans(therapistId: string, treatmentId?: string) {
      return plansQuery()
        .where(
          and(
            eq(therapistPackages.therapistId, therapistId),
            eq(therapistPackages.active, true),
            treatmentId ? eq(therapistPackages.treatmentId, treatmentId) : undefined,
          ),
        )
        .orderBy(asc(therapistPackages.sessionCount), asc(therapistPackages.createdAt));
    },

    async plan(id: string, on: DbOrTx = db) {
      const [row] = await plansQuery(on).where(eq(therapistPackages.id, id)).limit(1);
      return row;
    },

    async insertPlan(values: NewPlan) {
      const [row] = await db.insert(therapistPackages).values(values).returning();
      return row!;
    },

    async updatePlan(therapistId: string, id: string, values: Partial<NewPlan>) {
      const [row] = await db
        .update(therapistPackages)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(therapistPackages.id, id),
            eq(therapistPackages.therapistId, therapistId),
            eq(therapistPackages.active, true),
          ),
        )
        .returning();
      return row;
    },

    /** The package bought with this payment, made once (the payment reference is unique). */
    async insertSubscription(tx: DbOrTx, values: typeof patientPackages.$inferInsert) {
      const [row] = await tx
        .insert(patientPackages)
        .values(values)
        .onConflictDoNothing({ target: patientPackages.paymentRef })
        .returning();
      return row;
    },

    subscriptions(patientId: string, tab: 'active' | 'completed', at: Date, therapistId?: string) {
      const active = and(gt(patientPackages.sessionsLeft, 0), gt(patientPackages.expiresAt, at));
      const done = or(lte(patientPackages.sessionsLeft, 0), lte(patientPackages.expiresAt, at));
      return subscriptionsQuery()
        .where(
          and(
            eq(patientPackages.patientId, patientId),
            tab === 'active' ? active : done,
            therapistId ? eq(patientPackages.therapistId, therapistId) : undefined,
          ),
        )
        .orderBy(tab === 'active' ? asc(patientPackages.expiresAt) : desc(patientPackages.purchasedAt));
    },

    async subscription(patientId: string, id: string) {
      const [row] = await subscriptionsQuery()
        .where(and(eq(patientPackages.id, id), eq(patientPackages.patientId, patientId)))
        .limit(1);
      return row;
    },

    sessionsOf(subscriptionId: string) {
      return db
        .select({
          appointmentId: appointments.id,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          status: appointments.status,
        })
        .from(patientPackageSessions)
        .innerJoin(appointments, eq(appointments.id, patientPackageSessions.appointmentId))
        .where(eq(patientPackageSessions.patientPackageId, subscriptionId))
        .orderBy(asc(appointments.startsAt));
    },

    async lockSubscription(tx: DbOrTx, patientId: string, id: string) {
      const [row] = await tx
        .select()
        .from(patientPackages)
        .where(and(eq(patientPackages.id, id), eq(patientPackages.patientId, patientId)))
        .for('update')
        .limit(1);
      return row;
    },

    /** One session used: the check constraint keeps sessions_left at 0 or more. */
    async useSession(tx: DbOrTx, subscriptionId: string, appointmentId: string) {
      const [row] = await tx
        .update(patientPackages)
        .set({ sessionsLeft: sql`${patientPackages.sessionsLeft} - 1` })
        .where(eq(patientPackages.id, subscriptionId))
        .returning({ sessionsLeft: patientPackages.sessionsLeft });
      await tx.insert(patientPackageSessions).values({ patientPackageId: subscriptionId, appointmentId });
      return row!.sessionsLeft;
    },

    /** A cancelled session goes back: its link is removed and one session returns (never past the total). */
    async returnSession(tx: DbOrTx, appointmentId: string) {
      const [used] = await tx
        .delete(patientPackageSessions)
        .where(eq(patientPackageSessions.appointmentId, appointmentId))
        .returning({ packageId: patientPackageSessions.patientPackageId });
      if (!used) return false;
      await tx
        .update(patientPackages)
        .set({ sessionsLeft: sql`least(${patientPackages.sessionsLeft} + 1, ${patientPackages.sessionsTotal})` })
        .where(eq(patientPackages.id, used.packageId));
      return true;
    },

    async sessionOfAppointment(tx: DbOrTx, appointmentIds: string[]) {
      if (!appointmentIds.length) return [];
      return tx
        .select()
        .from(patientPackageSessions)
        .where(inArray(patientPackageSessions.appointmentId, appointmentIds));
    },
  };
}
