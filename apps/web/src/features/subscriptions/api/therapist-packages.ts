import type { PackageBody, SubscriptionPlan } from '@sahaj/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

type Result = { message: string; package: SubscriptionPlan };

/** GET /provider/packages: the therapist's own packages on offer. */
export const useOwnPackages = () =>
  useQuery({
    queryKey: subscriptionKeys.own,
    queryFn: ({ signal }) => api<{ packages: SubscriptionPlan[] }>('/provider/packages', { signal }),
  });

/** POST /provider/packages (new) or PATCH /provider/packages (packageId in the body). */
export function useSavePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, ...body }: PackageBody & { packageId?: string }) =>
      packageId
        ? api<Result>('/provider/packages', { method: 'PATCH', body: { ...body, packageId } })
        : api<Result>('/provider/packages', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: subscriptionKeys.own }),
  });
}

/** DELETE /provider/packages?packageId: no longer offered (packages already bought go on). */
export function useRemovePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) =>
      api<{ message: string }>('/provider/packages', { method: 'DELETE', query: { packageId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: subscriptionKeys.own }),
  });
}
