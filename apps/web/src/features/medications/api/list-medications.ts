import type { MedicationsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { medicationKeys } from './keys';

/** GET /patient/list-medications: active first, then upcoming, then ended. */
export const listMedications = (signal?: AbortSignal) => api<MedicationsData>('/patient/list-medications', { signal });

export const medicationsQuery = () =>
  queryOptions({ queryKey: medicationKeys.list, queryFn: ({ signal }) => listMedications(signal) });

export const useMedications = () => useQuery(medicationsQuery());
