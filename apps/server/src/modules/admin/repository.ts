import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, therapistProfiles, therapistReviews, users } from '../../db/schema/index';
import type { UserStatus } from '../../db/schema/users';

/** Queries of the admin console (therapist approval). */
export function adminRepository(db: DbOrTx) {
  return {
    async therapists(status: UserStatus, page: number, limit: number, search?: string) {
      const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        eq(users.userType, 'doctor'),
        eq(users.status, status),
        like ? or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            phone: users.phone,
            status: users.status,
            professionalTitle: therapistProfiles.professionalTitle,
            submittedAt: therapistProfiles.submittedAt,
            profilePicFileId: therapistProfiles.profilePicFileId,
          })
          .from(users)
          .leftJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
          .where(where)
          // Oldest submission first: the queue is worked from the front.
          .orderBy(asc(therapistProfiles.submittedAt), asc(users.createdAt), asc(users.id))
          .limit(limit)
          .offset(page * limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async reviews(therapistUserId: string) {
      return db
        .select({
          action: therapistReviews.action,
          reason: therapistReviews.reason,
          createdAt: therapistReviews.createdAt,
          adminName: users.name,
          adminEmail: users.email,
        })
        .from(therapistReviews)
        .leftJoin(users, eq(users.id, therapistReviews.adminUserId))
        .where(eq(therapistReviews.therapistUserId, therapistUserId))
        .orderBy(desc(therapistReviews.createdAt));
    },

    async lockTherapist(tx: DbOrTx, userId: string) {
      const [row] = await tx
        .select({ id: users.id, status: users.status, userType: users.userType, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
        .limit(1);
      return row;
    },

    /** The decision on the account and the profile: new status (a rejection resets the wizard to page 0) and the reason. */
    async applyDecision(
      tx: DbOrTx,
      therapistId: string,
      d: { status: UserStatus; resetWizard: boolean; reason: string | null },
    ) {
      const now = new Date();
      await tx
        .update(users)
        .set({ status: d.status, ...(d.resetWizard ? { page: 0 } : {}), updatedAt: now })
        .where(eq(users.id, therapistId));
      await tx
        .update(therapistProfiles)
        .set({ rejectionReason: d.reason, reviewedAt: now, updatedAt: now })
        .where(eq(therapistProfiles.userId, therapistId));
    },

    async recordReview(
      tx: DbOrTx,
      r: {
        therapistUserId: string;
        adminUserId: string;
        action: 'approve' | 'reject';
        reason: string | null;
        previousStatus: UserStatus;
        newStatus: UserStatus;
      },
    ) {
      const now = new Date();
      await tx.insert(therapistReviews).values({
        therapistUserId: r.therapistUserId,
        adminUserId: r.adminUserId,
        action: r.action,
        reason: r.reason,
        createdAt: now,
      });
      await tx.insert(auditLog).values({
        actorUserId: r.adminUserId,
        action: r.action === 'approve' ? 'therapist.approve' : 'therapist.reject',
        entity: 'therapist',
        entityId: r.therapistUserId,
        detail: { previousStatus: r.previousStatus, newStatus: r.newStatus, reason: r.reason },
        createdAt: now,
      });
    },
  };
}
