import type { MyCompany } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET patient/company: my membership, what my employer sees about me, and when they last looked. */
export const getMyCompany = (signal?: AbortSignal) => api<MyCompany>('/patient/company', { signal });

export const myCompanyQuery = () =>
  queryOptions({ queryKey: corporateKeys.myCompany, queryFn: ({ signal }) => getMyCompany(signal), staleTime: 0 });

export const useMyCompany = (enabled = true) => useQuery({ ...myCompanyQuery(), enabled });
