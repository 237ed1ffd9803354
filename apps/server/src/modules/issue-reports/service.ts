import {
  type AdminIssueReportsData,
  displayName,
  type IssueReport,
  MSG,
  type ReportIssueResult,
} from '@sahaj/contract';
import type { BaseContext } from '../../context';
import { notFound } from '../../lib/errors';
import { issueReportsRepository } from './repository';

type Ctx = Pick<BaseContext, 'db'>;
const nameOf = (name: string | null, firstName: string | null, lastName: string | null) =>
  displayName({ name, firstName, lastName });

/** A patient reports a problem with one of their sessions; admins list the reports (issue 14). */
export function issueReportsService(ctx: Ctx) {
  const repo = issueReportsRepository(ctx.db);
  const view = (r: Awaited<ReturnType<typeof repo.insert>>): IssueReport => ({
    _id: r.id,
    appointmentId: r.appointmentId,
    category: r.category,
    description: r.description,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  });

  return {
    async report(
      patientId: string,
      body: { appointmentId: string; category: string; description: string },
    ): Promise<ReportIssueResult> {
      const a = await repo.ownAppointment(body.appointmentId, patientId);
      if (!a || a.status === 'held') throw notFound(MSG.appointmentNotFound);
      const row = await repo.insert({ patientId, ...body });
      return { message: MSG.issueRaised, issue: view(row) };
    },

    async list(q: { page: number; limit: number }): Promise<AdminIssueReportsData> {
      const { rows, count } = await repo.page(q.page, q.limit);
      return {
        issues: rows.map((r) => ({
          ...view(r.issue),
          patient: { _id: r.issue.patientId, name: nameOf(r.patientName, r.patientFirst, r.patientLast) },
          appointment:
            r.issue.appointmentId && r.startsAt && r.endsAt && r.therapistId
              ? {
                  _id: r.issue.appointmentId,
                  startTime: r.startsAt.toISOString(),
                  endTime: r.endsAt.toISOString(),
                  status: r.status === 'held' ? 'upcoming' : (r.status ?? 'upcoming'),
                  therapist: { _id: r.therapistId, name: nameOf(r.therapistName, r.therapistFirst, r.therapistLast) },
                }
              : null,
        })),
        count,
      };
    },
  };
}
export type IssueReportsService = ReturnType<typeof issueReportsService>;
