import type { CompanyDashboard } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/dashboard: aggregates only (credit use by month, uptake); groups under 5 are null. */
export const getCompanyDashboard = (signal?: AbortSignal) => api<CompanyDashboard>('/companies/dashboard', { signal });

export const companyDashboardQuery = () =>
  queryOptions({
    queryKey: corporateKeys.dashboard,
    queryFn: ({ signal }) => getCompanyDashboard(signal),
    staleTime: 0,
  });

export const useCompanyDashboard = () => useQuery(companyDashboardQuery());
