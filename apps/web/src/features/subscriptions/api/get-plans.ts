import type { SubscriptionPlan } from '@sahaj/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /patient/doctor-subscription-plans/{id}: the therapist's packages on offer. */
export const usePlans = (therapistId: string) =>
  useQuery({
    queryKey: subscriptionKeys.plans(therapistId),
    queryFn: ({ signal }) =>
      api<{ plans: SubscriptionPlan[] }>(`/patient/doctor-subscription-plans/${encodeURIComponent(therapistId)}`, {
        signal,
      }),
  });
