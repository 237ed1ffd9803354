import type { CurrentBanner } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bannerKeys = { current: ['site-banner', 'current'] as const, admin: ['site-banner', 'admin'] as const };

/** GET /admin/get-banner-content: the banner for me now, or null. */
export const getBanner = async (signal?: AbortSignal): Promise<CurrentBanner | null> =>
  (await api<{ banner: CurrentBanner | null }>('/admin/get-banner-content', { signal })).banner;

export const bannerQuery = () =>
  queryOptions({ queryKey: bannerKeys.current, queryFn: ({ signal }) => getBanner(signal), staleTime: 5 * 60_000 });

export const useBanner = (enabled: boolean) => useQuery({ ...bannerQuery(), enabled });
