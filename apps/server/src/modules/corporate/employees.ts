import { createHash, randomBytes } from 'node:crypto';
import {
  companyInvitePath,
  type EmployeeListData,
  emailInput,
  MSG,
  ROSTER_MAX_ROWS,
  type RosterReport,
} from '@sahaj/contract';
import type { CompanyMemberRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { CorporateKit } from './kit';
import { employeeView } from './mapper';
import { membersRepository as repo } from './members-repository';
import { parseRoster } from './roster';

const newToken = () => randomBytes(24).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Employees (spec §2 Employee List, §4, §7): invites by e-mail (one or a CSV roster), the Pending
 * and Accepted lists, details, Block/Unblock. A company reaches only its own employees (404 for
 * another's); listing or opening an accepted employee records that the company looked.
 */
export function employeesUseCases(kit: CorporateKit) {
  const { ctx, now } = kit;

  async function sendInvite(companyId: string, email: string, token: string) {
    const company = (await kit.companyName(companyId)) ?? 'Your company';
    const link = `${ctx.config.publicUrl}${companyInvitePath(token)}`;
    await ctx.mail.send({
      to: email,
      subject: `${company} invites you to Sahaj`,
      text:
        `${company} has invited you to use Sahaj, online therapy paid by your company.\n\n` +
        `Open this link, sign up or log in as a patient, and accept the invite:\n${link}\n\n` +
        'Your company never sees your therapists, session times, notes or answers. ' +
        'You choose whether it may see how many sessions you booked on its credits.',
    });
  }

  async function ownMember(companyId: string, memberId: string): Promise<CompanyMemberRow> {
    const m = await repo.byId(ctx.db, memberId);
    if (!m || m.companyId !== companyId || m.state === 'left')
      throw notFound(MSG.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
    return m;
  }

  /** Creates (or renews the link of) a pending invite; never touches an accepted employee. */
  async function invite(companyId: string, rawEmail: string): Promise<{ message: string }> {
    const email = emailInput.parse(rawEmail);
    const token = newToken();
    const existing = await repo.byEmail(ctx.db, companyId, email);
    if (existing?.state === 'accepted') throw conflict(MSG.alreadyEmployee, 'ALREADY_EMPLOYEE', { field: 'email' });
    let created: CompanyMemberRow | null = null;
    try {
      if (existing) await repo.update(ctx.db, existing.id, { tokenHash: hashToken(token), invitedAt: now() });
      else created = await repo.insert(ctx.db, { companyId, email, tokenHash: hashToken(token), invitedAt: now() });
    } catch (err) {
      // Two invites for one address at once: the other one stands.
      if (isUniqueViolation(err)) throw conflict(MSG.alreadyEmployee, 'ALREADY_INVITED', { field: 'email' });
      throw err;
    }
    try {
      await sendInvite(companyId, email, token);
    } catch (err) {
      ctx.log.error({ err, companyId }, 'invite e-mail failed');
      // A new invite nobody could receive is withdrawn; a renewed one keeps its earlier link working.
      if (created) await repo.remove(ctx.db, created.id);
      throw new AppError('INVITE_FAILED', 502, MSG.inviteFailed);
    }
    return { message: MSG.inviteSent };
  }

  /**
   * A roster: every row is checked first; one bad row refuses the whole file (400 with the rows
   * named) and nothing is saved. Addresses already invited or employed are left as they are.
   */
  async function inviteRoster(companyId: string, csv: string): Promise<RosterReport> {
    const parsed = parseRoster(csv);
    if (parsed.rows.length === 0) throw badRequest(MSG.rosterEmpty, 'ROSTER_EMPTY', { field: 'csv' });
    if (parsed.rows.length > ROSTER_MAX_ROWS) throw badRequest(MSG.rosterTooLong, 'ROSTER_TOO_LONG', { field: 'csv' });
    const seen = new Set<string>();
    const rows = parsed.rows.map((r) => {
      const check = emailInput.safeParse(r.email);
      if (!check.success) return { row: r.row, email: r.email, ok: false, message: MSG.rosterBadEmail };
      if (seen.has(check.data)) return { row: r.row, email: check.data, ok: false, message: MSG.rosterDuplicate };
      seen.add(check.data);
      return { row: r.row, email: check.data, ok: true, message: null as string | null };
    });
    if (rows.some((r) => !r.ok)) {
      throw badRequest(MSG.rosterHasErrors, 'ROSTER_INVALID', { field: 'csv', rows });
    }
    const emails = rows.map((r) => r.email);
    const tokens = new Map<string, string>();
    let already = new Set<string>();
    try {
      await ctx.db.transaction(async (tx) => {
        already = new Set((await repo.byEmails(tx, companyId, emails)).map((m) => m.email));
        const fresh = emails.filter((e) => !already.has(e));
        for (const e of fresh) tokens.set(e, newToken());
        await repo.insertMany(
          tx,
          fresh.map((email) => ({ companyId, email, tokenHash: hashToken(tokens.get(email)!), invitedAt: now() })),
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.alreadyEmployee, 'ALREADY_INVITED');
      throw err;
    }
    const report = rows.map((r) => ({
      ...r,
      message: (already.has(r.email) ? MSG.alreadyEmployee : MSG.inviteSent) as string,
    }));
    let failed = 0;
    for (const r of report) {
      const token = tokens.get(r.email);
      if (!token) continue;
      try {
        await sendInvite(companyId, r.email, token);
      } catch (err) {
        ctx.log.error({ err, companyId }, 'roster invite e-mail failed');
        failed++;
        r.ok = false;
        r.message = MSG.inviteFailed;
      }
    }
    return {
      message: failed ? MSG.inviteFailed : MSG.invitesSent,
      invited: tokens.size - failed,
      alreadyInvited: already.size,
      rows: report,
    };
  }

  async function list(companyId: string, tab: 0 | 1, page: number, limit: number): Promise<EmployeeListData> {
    const state = tab === 0 ? 'pending' : 'accepted';
    const { rows, count } = await repo.page(ctx.db, companyId, state, page, limit);
    const sharing = rows.filter((r) => r.state === 'accepted' && r.shareUsage).map((r) => r.patientId!);
    const usage = await repo.usage(ctx.db, companyId, sharing);
    await repo.markViewed(
      ctx.db,
      rows.filter((r) => r.state === 'accepted').map((r) => r.id),
      now(),
    );
    return { count, data: rows.map((r) => employeeView(r, r.patientId ? usage.get(r.patientId) : undefined)) };
  }

  async function details(companyId: string, memberId: string) {
    await ownMember(companyId, memberId);
    const m = (await repo.withPerson(ctx.db, memberId))!;
    const usage = m.state === 'accepted' && m.shareUsage ? await repo.usage(ctx.db, companyId, [m.patientId!]) : null;
    if (m.state === 'accepted') await repo.markViewed(ctx.db, [m.id], now());
    return employeeView(m, usage?.get(m.patientId!));
  }

  async function setBlocked(companyId: string, memberId: string, blocked: boolean) {
    const m = await ownMember(companyId, memberId);
    if (m.state !== 'accepted') throw notFound(MSG.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
    await repo.update(ctx.db, m.id, { blockedAt: blocked ? (m.blockedAt ?? now()) : null });
    return { message: blocked ? MSG.employeeBlocked : MSG.employeeUnblocked };
  }

  return {
    invite,
    inviteRoster,
    list,
    details,
    block: (companyId: string, memberId: string) => setBlocked(companyId, memberId, true),
    unblock: (companyId: string, memberId: string) => setBlocked(companyId, memberId, false),
  };
}
