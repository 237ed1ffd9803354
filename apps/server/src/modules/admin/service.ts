import {
  type AdminReviewResult,
  type AdminTherapistDetail,
  type AdminTherapistListItem,
  type AdminTherapistsQuery,
  adminTherapistsQuery,
  MSG,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import type { FileLinkSigner } from '../../lib/files/index';
import type { NotificationsService } from '../notifications/service';
import type { TherapistProfileService } from '../therapist-profile/service';
import { adminRepository } from './repository';

type Ctx = Pick<AppContext, 'db' | 'mail' | 'realtime' | 'log'>;

/**
 * Therapist approval. Approve: 'waiting for approval' → 'active'. Reject (with a reason):
 * → 'rejected', the reason stored on the profile for the wizard to show, wizard progress reset to
 * page 0 so the therapist walks through the pages again. Each decision is one transaction (status,
 * review row, audit_log entry, stored notification); the e-mail and the live push follow it.
 */
export function adminService(
  ctx: Ctx,
  profiles: TherapistProfileService,
  links: FileLinkSigner,
  hooks: {
    /** The notifications service (a thunk: services are built together). */
    notifications: () => NotificationsService;
    afterApprove?: (therapistId: string) => Promise<void>;
  },
) {
  const repo = adminRepository(ctx.db);

  async function decide(
    adminUserId: string,
    therapistId: string,
    action: 'approve' | 'reject',
    reason: string | null,
  ): Promise<AdminReviewResult> {
    const title = action === 'approve' ? MSG.approvedTitle : MSG.rejectedTitle;
    const msg = action === 'approve' ? MSG.approvedText : `${MSG.rejectedTextPrefix}${reason}`;
    const newStatus = action === 'approve' ? 'active' : 'rejected';
    const outcome = await ctx.db.transaction(async (tx) => {
      const r = adminRepository(tx);
      const t = await r.lockTherapist(tx, therapistId);
      if (t?.userType !== 'doctor') throw notFound(MSG.adminTherapistNotFound);
      if (t.status !== 'waiting for approval') throw conflict(MSG.adminNotWaiting);
      await r.applyDecision(tx, therapistId, { status: newStatus, resetWizard: action === 'reject', reason });
      await r.recordReview(tx, {
        therapistUserId: therapistId,
        adminUserId,
        action,
        reason,
        previousStatus: t.status,
        newStatus,
      });
      // The notification (and its e-mail, if the therapist's e-mail switch is on) commits with the decision.
      const deliver = await hooks.notifications().store(tx, { userId: therapistId, title, msg, kind: 'approval' });
      return { therapist: t, deliver };
    });

    await outcome.deliver();
    if (!outcome.therapist.email) {
      ctx.log.warn({ therapistId }, 'therapist has no e-mail; approval decision only notified in the app');
    }
    if (action === 'approve') await hooks.afterApprove?.(therapistId);
    return { message: action === 'approve' ? MSG.adminApproved : MSG.adminRejected, status: newStatus };
  }

  return {
    async list(query: AdminTherapistsQuery): Promise<{ therapists: AdminTherapistListItem[]; count: number }> {
      const q = adminTherapistsQuery.parse(query);
      const { rows, count } = await repo.therapists(q.status, q.page, q.limit, q.searchKey || undefined);
      return {
        therapists: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          phone: r.phone,
          professionalTitle: r.professionalTitle,
          status: r.status,
          submittedAt: r.submittedAt?.toISOString() ?? null,
          profilePic: r.profilePicFileId ? links.link(r.profilePicFileId) : null,
        })),
        count,
      };
    },

    async detail(therapistId: string, adminUserId: string): Promise<AdminTherapistDetail> {
      let profile: Awaited<ReturnType<TherapistProfileService['read']>>;
      try {
        profile = await profiles.read(therapistId, adminUserId);
      } catch {
        throw notFound(MSG.adminTherapistNotFound);
      }
      const [{ treatments }, reviews] = await Promise.all([
        profiles.treatments(therapistId),
        repo.reviews(therapistId),
      ]);
      return {
        ...profile,
        treatments,
        reviews: reviews.map((r) => ({
          action: r.action,
          reason: r.reason,
          by: r.adminName ?? r.adminEmail ?? null,
          at: r.createdAt.toISOString(),
        })),
      };
    },

    approve: (adminUserId: string, therapistId: string) => decide(adminUserId, therapistId, 'approve', null),
    reject: (adminUserId: string, therapistId: string, reason: string) =>
      decide(adminUserId, therapistId, 'reject', reason),
  };
}
