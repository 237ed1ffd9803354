import type { CompanyProfile } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/mycompanyprofile: the company, its live plan, its credits and chosen therapists. */
export const getCompanyProfile = (signal?: AbortSignal) =>
  api<CompanyProfile>('/companies/mycompanyprofile', { signal });

export const companyProfileQuery = () =>
  queryOptions({ queryKey: corporateKeys.profile, queryFn: ({ signal }) => getCompanyProfile(signal), staleTime: 0 });

export const useCompanyProfile = () => useQuery(companyProfileQuery());
