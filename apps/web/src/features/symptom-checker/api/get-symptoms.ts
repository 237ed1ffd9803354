import type { SymptomItem } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { symptomCheckerKeys } from './keys';

/** GET /patient/symptom-checker/symptoms: every symptom, red flags first. */
export const getSymptoms = (signal?: AbortSignal) =>
  api<SymptomItem[]>('/patient/symptom-checker/symptoms', { signal });

export const symptomsQuery = () =>
  queryOptions({
    queryKey: symptomCheckerKeys.symptoms,
    queryFn: ({ signal }) => getSymptoms(signal),
    staleTime: Infinity,
  });

export const useSymptoms = () => useQuery(symptomsQuery());
