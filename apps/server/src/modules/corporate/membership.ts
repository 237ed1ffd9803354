import { type InvitePreview, MSG, type MyCompany } from '@sahaj/contract';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { hashToken } from './employees';
import type { CorporateKit } from './kit';
import { employerCanSee } from './mapper';
import { membersRepository as repo } from './members-repository';
import { profileRepository } from './profile-repository';

/**
 * The employee's side: see an invite, accept it (choosing whether the company may see their usage;
 * default not), change that choice, see what the company sees and when it last looked, leave.
 * Leaving or being blocked never touches the person's account, sessions or records.
 */
export function membershipUseCases(kit: CorporateKit & { logoOf(companyId: string): Promise<string | null> }) {
  const { ctx, now } = kit;

  async function liveInvite(token: string) {
    const m = await repo.byToken(ctx.db, hashToken(token));
    if (!m || m.state === 'left') throw notFound(MSG.inviteNotFound, 'INVITE_NOT_FOUND');
    return m;
  }

  const patientEmail = (patientId: string) => profileRepository.emailOf(ctx.db, patientId);

  async function mine(patientId: string): Promise<MyCompany> {
    const m = await repo.ofPatient(ctx.db, patientId);
    if (!m) return { membership: null };
    return {
      membership: {
        _id: m.id,
        companyDetails: {
          companyId: m.companyId,
          companyName: await kit.companyName(m.companyId),
          companyLogo: await kit.logoOf(m.companyId),
        },
        status: m.blockedAt ? 'blocked' : 'active',
        shareUsage: m.shareUsage,
        joinedAt: (m.acceptedAt ?? m.invitedAt).toISOString(),
        employerCanSee: employerCanSee(m.shareUsage),
        employerLastViewedAt: m.companyViewedAt?.toISOString() ?? null,
        canUseCredits: !m.blockedAt,
      },
    };
  }

  return {
    mine,

    async preview(token: string): Promise<InvitePreview> {
      const m = await liveInvite(token);
      return {
        companyName: await kit.companyName(m.companyId),
        companyLogo: await kit.logoOf(m.companyId),
        email: m.email,
        status: m.state === 'accepted' ? 'accepted' : 'pending',
      };
    },

    /**
     * Accepting needs the invited address to be the patient's own (an invite link forwarded to
     * someone else does not work for them), and no other company's plan at the same time.
     */
    async accept(patientId: string, token: string, shareUsage: boolean): Promise<MyCompany> {
      const m = await liveInvite(token);
      if (m.state === 'accepted') {
        if (m.patientId === patientId) return mine(patientId);
        throw conflict(MSG.inviteAlreadyAccepted, 'INVITE_USED');
      }
      const email = await patientEmail(patientId);
      if (!email || email.toLowerCase() !== m.email) throw forbidden(MSG.inviteForAnotherEmail, 'INVITE_OTHER_EMAIL');
      const current = await repo.ofPatient(ctx.db, patientId);
      if (current) throw conflict(MSG.inAnotherCompany, 'IN_ANOTHER_COMPANY');
      try {
        await repo.update(ctx.db, m.id, { state: 'accepted', patientId, acceptedAt: now(), shareUsage });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.inAnotherCompany, 'IN_ANOTHER_COMPANY');
        throw err;
      }
      return mine(patientId);
    },

    async setSharing(patientId: string, shareUsage: boolean): Promise<MyCompany> {
      const m = await repo.ofPatient(ctx.db, patientId);
      if (!m) throw notFound(MSG.notCompanyEmployee, 'NOT_EMPLOYEE');
      await repo.update(ctx.db, m.id, { shareUsage });
      return mine(patientId);
    },

    async leave(patientId: string): Promise<{ message: string }> {
      const m = await repo.ofPatient(ctx.db, patientId);
      if (!m) throw notFound(MSG.notCompanyEmployee, 'NOT_EMPLOYEE');
      await repo.update(ctx.db, m.id, { state: 'left', leftAt: now(), shareUsage: false });
      return { message: MSG.leftCompany };
    },

    /** The patient's live membership of this company (404 otherwise): the employee-side routes start here. */
    async membershipIn(companyId: string, patientId: string) {
      const m = await repo.ofPatient(ctx.db, patientId);
      if (!m || m.companyId !== companyId) throw notFound(MSG.notCompanyEmployee, 'NOT_EMPLOYEE');
      return m;
    },
  };
}
