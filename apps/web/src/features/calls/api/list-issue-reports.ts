import type { AdminIssueReportsData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /admin/report-issues: reported issues, newest first, with their appointment (admins). */
export const listIssueReports = (page: number, limit: number) =>
  api<AdminIssueReportsData>(`/admin/report-issues?page=${page}&limit=${limit}`);

export const issueReportsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['admin', 'issue-reports', page, limit],
    queryFn: () => listIssueReports(page, limit),
    placeholderData: keepPreviousData,
  });

export const useIssueReports = (page: number, limit = 10) => useQuery(issueReportsQuery(page, limit));
