import type { PrescribableMedicinesData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /provider/medicine-library?searchKey: the library with each medicine's TPG list and whether I may prescribe it. */
export const searchPrescribableMedicines = (search: string, signal?: AbortSignal) =>
  api<PrescribableMedicinesData>('/provider/medicine-library', {
    query: { searchKey: search || undefined, page: 0, limit: 20 },
    signal,
  });

export const prescribableMedicinesQuery = (search: string) =>
  queryOptions({
    queryKey: workspaceKeys.medicines(search),
    queryFn: ({ signal }) => searchPrescribableMedicines(search, signal),
    staleTime: 60_000,
  });

export const usePrescribableMedicines = (search: string) =>
  useQuery({ ...prescribableMedicinesQuery(search), placeholderData: keepPreviousData });
