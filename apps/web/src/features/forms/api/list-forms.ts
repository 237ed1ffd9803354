import type { FormsListData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsKeys } from './keys';

/** GET /patient/forms/admincreated/allforms: published questionnaires with my latest result. */
export const listForms = (signal?: AbortSignal) =>
  api<FormsListData>('/patient/forms/admincreated/allforms', { signal });

export const formsListQuery = () =>
  queryOptions({ queryKey: formsKeys.list, queryFn: ({ signal }) => listForms(signal) });

export const useFormsList = () => useQuery(formsListQuery());
