import type { CurrentBanner, MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bannerKeys } from './get-banner';

/** POST /user/banner/{id}/dismiss; the banner goes at once and stays gone on every device. */
export function useDismissBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageData>(`/user/banner/${id}/dismiss`, { method: 'POST' }),
    onMutate: (id) => {
      const before = client.getQueryData<CurrentBanner | null>(bannerKeys.current);
      client.setQueryData(bannerKeys.current, (b: CurrentBanner | null | undefined) => (b?._id === id ? null : b));
      return { before };
    },
    onError: (_e, _id, context) => client.setQueryData(bannerKeys.current, context?.before ?? null),
  });
}
