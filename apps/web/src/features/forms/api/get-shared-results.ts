import type { SharedResultsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsKeys } from './keys';

/** GET /provider/patients/{patientId}/questionnaire-results: what the patient shared with me (audited). */
export const getSharedResults = (patientId: string, signal?: AbortSignal) =>
  api<SharedResultsData>(`/provider/patients/${patientId}/questionnaire-results`, { signal });

export const sharedResultsQuery = (patientId: string) =>
  queryOptions({
    queryKey: formsKeys.shared(patientId),
    queryFn: ({ signal }) => getSharedResults(patientId, signal),
    staleTime: 60_000,
  });

export const useSharedResults = (patientId: string) => useQuery(sharedResultsQuery(patientId));
