import type { PatientSubscription, SubscriptionTab } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

type Data = { subscriptions: PatientSubscription[] };

/** GET patient/subscription/active | completed: my packages. */
export const subscriptionsQuery = (tab: SubscriptionTab) =>
  queryOptions({
    queryKey: subscriptionKeys.list(tab),
    queryFn: ({ signal }) => api<Data>(`/patient/subscription/${tab}`, { signal }),
    // A package bought in the gateway's checkout shows as soon as the patient is back.
    staleTime: 0,
  });
export const useSubscriptions = (tab: SubscriptionTab) => useQuery(subscriptionsQuery(tab));

/** GET patient/subscription/provider/{id}: my active packages with this therapist. */
export const useSubscriptionsWith = (therapistId: string) =>
  useQuery({
    queryKey: subscriptionKeys.withProvider(therapistId),
    queryFn: ({ signal }) => api<Data>(`/patient/subscription/provider/${encodeURIComponent(therapistId)}`, { signal }),
    staleTime: 0,
  });
