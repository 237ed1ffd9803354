import type {
  AdminReviewResult,
  AdminReviewStatus,
  AdminTherapistDetail,
  AdminTherapistListItem,
} from '@sahaj/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminKeys = {
  all: ['admin', 'therapists'] as const,
  list: (status: AdminReviewStatus, page: number, searchKey: string) =>
    ['admin', 'therapists', 'list', status, page, searchKey] as const,
  detail: (id: string) => ['admin', 'therapists', 'detail', id] as const,
};

export const ADMIN_PAGE_SIZE = 20;

export const therapistsQuery = (status: AdminReviewStatus, page: number, searchKey = '') =>
  queryOptions({
    queryKey: adminKeys.list(status, page, searchKey),
    queryFn: ({ signal }) =>
      api<{ therapists: AdminTherapistListItem[]; count: number }>('/admin/therapists', {
        query: { status, page, limit: ADMIN_PAGE_SIZE, searchKey: searchKey || undefined },
        signal,
      }),
    staleTime: 0,
  });
export const useTherapists = (status: AdminReviewStatus, page: number, searchKey = '') =>
  useQuery({ ...therapistsQuery(status, page, searchKey), placeholderData: (prev) => prev });

export const useTherapist = (id: string) =>
  useQuery({
    queryKey: adminKeys.detail(id),
    queryFn: ({ signal }) => api<AdminTherapistDetail>(`/admin/therapists/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });

export function useReviewTherapist(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { action: 'approve' } | { action: 'reject'; reason: string }) =>
      v.action === 'approve'
        ? api<AdminReviewResult>(`/admin/therapists/${encodeURIComponent(id)}/approve`, { method: 'POST', body: {} })
        : api<AdminReviewResult>(`/admin/therapists/${encodeURIComponent(id)}/reject`, {
            method: 'POST',
            body: { reason: v.reason },
          }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
