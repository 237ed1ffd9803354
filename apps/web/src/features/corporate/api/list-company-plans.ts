import type { CompanyPlansData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/subscriptions/allplans: the offered plans (cheapest first) and the company's current one. */
export const listCompanyPlans = (signal?: AbortSignal) =>
  api<CompanyPlansData>('/companies/subscriptions/allplans', { signal });

export const companyPlansQuery = () =>
  queryOptions({ queryKey: corporateKeys.plans, queryFn: ({ signal }) => listCompanyPlans(signal), staleTime: 0 });

export const useCompanyPlans = () => useQuery(companyPlansQuery());
