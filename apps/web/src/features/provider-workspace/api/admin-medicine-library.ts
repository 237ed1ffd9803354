import type { ClassifiedMedicine } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /admin/medicine-library: the library with each medicine's TPG list (null: not classified yet). */
export const listAdminMedicineLibrary = (search: string, signal?: AbortSignal) =>
  api<{ medicines: ClassifiedMedicine[]; count: number }>('/admin/medicine-library', {
    query: { searchKey: search || undefined, page: 0, limit: 50 },
    signal,
  });

export const adminMedicineLibraryQuery = (search: string) =>
  queryOptions({
    queryKey: workspaceKeys.adminLibrary(search),
    queryFn: ({ signal }) => listAdminMedicineLibrary(search, signal),
  });

export const useAdminMedicineLibrary = (search: string) =>
  useQuery({ ...adminMedicineLibraryQuery(search), placeholderData: keepPreviousData });
