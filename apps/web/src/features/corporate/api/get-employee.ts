import type { Employee } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/employeeList/{employeeId}: one employee (usage figures only if they chose to share them). */
export const getEmployee = (id: string, signal?: AbortSignal) =>
  api<Employee>(`/companies/employeeList/${encodeURIComponent(id)}`, { signal });

export const employeeQuery = (id: string) =>
  queryOptions({
    queryKey: corporateKeys.employee(id),
    queryFn: ({ signal }) => getEmployee(id, signal),
    staleTime: 0,
  });

/** `initial` is the row the list passed in navigation state: shown at once, then refreshed. */
export const useEmployee = (id: string, initial?: Employee) =>
  useQuery({ ...employeeQuery(id), enabled: id !== '', initialData: initial, initialDataUpdatedAt: 0 });
