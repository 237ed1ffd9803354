import type { MedicineType } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { medicationKeys } from './keys';

/** GET /user/medicine-types. */
export const listMedicineTypes = (signal?: AbortSignal) =>
  api<{ medicineTypes: MedicineType[] }>('/user/medicine-types', { signal });

export const medicineTypesQuery = () =>
  queryOptions({
    queryKey: medicationKeys.types,
    queryFn: ({ signal }) => listMedicineTypes(signal),
    staleTime: 10 * 60_000,
  });

export const useMedicineTypes = () => useQuery(medicineTypesQuery());
