import type { AdminBanner, BannerBody, MessageData } from '@sahaj/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bannerKeys } from './get-banner';

/** GET /admin/banners. */
export const useAdminBanners = () =>
  useQuery({
    queryKey: bannerKeys.admin,
    queryFn: ({ signal }) => api<{ banners: AdminBanner[] }>('/admin/banners', { signal }),
  });

/** POST /admin/banners. */
export function useAddBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BannerBody) =>
      api<{ message: string; banner: AdminBanner }>('/admin/banners', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['site-banner'] }),
  });
}

/** DELETE /admin/banners/{id}. */
export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageData>(`/admin/banners/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['site-banner'] }),
  });
}
