import type { SubscriptionDetails } from '@sahaj/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET patient/{id}/subscriptiondetails: one of my packages with its sessions. */
export const useSubscriptionDetails = (id: string) =>
  useQuery({
    queryKey: subscriptionKeys.details(id),
    queryFn: ({ signal }) =>
      api<SubscriptionDetails>(`/patient/${encodeURIComponent(id)}/subscriptiondetails`, { signal }),
    retry: false,
    staleTime: 0,
  });
