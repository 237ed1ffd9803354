import type { NamedItem } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentKeys } from './keys';

/** GET /public/cancellation-reasons: the reasons a cancel is given with. */
export const getCancellationReasons = (signal?: AbortSignal) =>
  api<{ cancellationReasons: NamedItem[] }>('/public/cancellation-reasons', { skipAuth: true, signal }).then(
    (d) => d.cancellationReasons,
  );

export const cancellationReasonsQuery = () =>
  queryOptions({
    queryKey: appointmentKeys.reasons,
    queryFn: ({ signal }) => getCancellationReasons(signal),
    staleTime: 10 * 60_000,
  });

export const useCancellationReasons = (enabled = true) => useQuery({ ...cancellationReasonsQuery(), enabled });
