import type { ReportIssueBody, ReportIssueResult } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /patient/report-issues: a problem with one of my sessions ('Issue raised successfully'). */
export const reportIssue = (body: ReportIssueBody) =>
  api<ReportIssueResult>('/patient/report-issues', { method: 'POST', body });

export function useReportIssue() {
  return useMutation({ mutationFn: reportIssue });
}
