import type { MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

export interface EmployeeRef {
  companyId: string;
  employeeId: string;
}

/** PATCH companies/{companyId}/employee/{employeeId}/blockemployee ('Successfully blocked from emloyess list'). */
export const blockEmployee = ({ companyId, employeeId }: EmployeeRef) =>
  api<MessageData>(
    `/companies/${encodeURIComponent(companyId)}/employee/${encodeURIComponent(employeeId)}/blockemployee`,
    { method: 'PATCH' },
  );

/** The list and the details page refresh afterwards (spec 03 §4). */
export function useBlockEmployee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: blockEmployee,
    onSuccess: () => qc.invalidateQueries({ queryKey: corporateKeys.employees }),
  });
}
