import type { Medicine } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { medicationKeys } from './keys';

/** GET /user/medicine-library?searchKey: up to 20 library medicines whose name contains the text. */
export const searchMedicineLibrary = (search: string, signal?: AbortSignal) =>
  api<{ medicines: Medicine[]; count: number }>('/user/medicine-library', {
    query: { searchKey: search || undefined, page: 0, limit: 20 },
    signal,
  });

export const medicineLibraryQuery = (search: string) =>
  queryOptions({
    queryKey: medicationKeys.library(search),
    queryFn: ({ signal }) => searchMedicineLibrary(search, signal),
  });

export const useMedicineLibrary = (search: string) =>
  useQuery({ ...medicineLibraryQuery(search), placeholderData: keepPreviousData });
