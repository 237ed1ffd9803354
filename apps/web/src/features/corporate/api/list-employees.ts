import { EMPLOYEE_LIST_LIMIT, type EmployeeListData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/{companyId}/employeeList/{tab}?page&limit=10: tab 0 Pending, 1 Accepted (page from 0). */
export const listEmployees = (companyId: string, tab: 0 | 1, page: number, signal?: AbortSignal) =>
  api<EmployeeListData>(`/companies/${encodeURIComponent(companyId)}/employeeList/${tab}`, {
    query: { page, limit: EMPLOYEE_LIST_LIMIT },
    signal,
  });

export const employeesQuery = (companyId: string, tab: 0 | 1, page: number) =>
  queryOptions({
    queryKey: corporateKeys.employeeList(tab, page),
    queryFn: ({ signal }) => listEmployees(companyId, tab, page, signal),
    staleTime: 0,
  });

export const useEmployees = (companyId: string | undefined, tab: 0 | 1, page: number) =>
  useQuery({ ...employeesQuery(companyId ?? '', tab, page), enabled: !!companyId, placeholderData: keepPreviousData });
