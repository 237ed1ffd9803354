import type { Category, CompanySignupDetails } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './public-config';

/** The corporate sign-up form's lists: categories and company sizes and roles (public lookups). */
export const companyLookupsQuery = () =>
  queryOptions({
    queryKey: authKeys.companyLookups,
    queryFn: async ({ signal }) => {
      const [categories, details] = await Promise.all([
        api<Category[]>('/public/categories/allcategories', { skipAuth: true, signal }),
        api<CompanySignupDetails>('/public/company/companysignupdetails', { skipAuth: true, signal }),
      ]);
      return { categories, details };
    },
    staleTime: 10 * 60_000,
  });
export const useCompanyLookups = () => useQuery(companyLookupsQuery());
