import type { AdminCoupon, CouponBody, CouponResult } from '@sahaj/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './keys';

export const ADMIN_COUPONS_PAGE_SIZE = 20;
export type CouponListStatus = 'all' | 'active' | 'disabled';

/** GET /admin/coupons: newest first, with their uses. */
export const adminCouponsQuery = (status: CouponListStatus, page: number, searchKey = '') =>
  queryOptions({
    queryKey: couponKeys.adminList(status, page, searchKey),
    queryFn: ({ signal }) =>
      api<{ coupons: AdminCoupon[]; count: number }>('/admin/coupons', {
        query: { status, page, limit: ADMIN_COUPONS_PAGE_SIZE, searchKey: searchKey || undefined },
        signal,
      }),
    staleTime: 0,
  });
export const useAdminCoupons = (status: CouponListStatus, page: number, searchKey = '') =>
  useQuery({ ...adminCouponsQuery(status, page, searchKey), placeholderData: (prev) => prev });

/** POST /admin/coupons (no id) or PATCH /admin/coupons/{id} (edit, every field). */
export function useSaveCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CouponBody }) =>
      id
        ? api<CouponResult>(`/admin/coupons/${encodeURIComponent(id)}`, { method: 'PATCH', body })
        : api<CouponResult>('/admin/coupons', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** PATCH /admin/coupons/{id}/status: disable or enable. */
export function useSetCouponActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api<CouponResult>(`/admin/coupons/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { active } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
