import type { MessageData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EmployeeRef } from './block-employee';
import { corporateKeys } from './keys';

/** PATCH companies/{companyId}/employee/{employeeId}/unblockemployee ('Unblocked the employee'). */
export const unblockEmployee = ({ companyId, employeeId }: EmployeeRef) =>
  api<MessageData>(
    `/companies/${encodeURIComponent(companyId)}/employee/${encodeURIComponent(employeeId)}/unblockemployee`,
    { method: 'PATCH' },
  );

export function useUnblockEmployee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unblockEmployee,
    onSuccess: () => qc.invalidateQueries({ queryKey: corporateKeys.employees }),
  });
}
