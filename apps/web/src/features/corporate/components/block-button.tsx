import { Button } from '@mantine/core';
import type { Employee } from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { useBlockEmployee } from '../api/block-employee';
import { useUnblockEmployee } from '../api/unblock-employee';

/**
 * Block or Unblock one employee, with the spec's toasts ('Successfully blocked from emloyess list',
 * 'Unblocked the employee'). A blocked employee keeps their account and history; they only stop
 * spending the company's credits.
 */
export function BlockButton({ employee, size = 'xs' }: { employee: Employee; size?: 'xs' | 'sm' }) {
  const block = useBlockEmployee();
  const unblock = useUnblockEmployee();
  const blocked = employee.status === 'blocked';
  const who = employee.fullName ?? employee.email;
  const ref = { companyId: employee.companyDetails.companyId, employeeId: employee._id };
  const done = { onSuccess: (r: { message: string }) => notify.success(r.message), onError: notify.error };
  return (
    <Button
      size={size}
      variant={blocked ? 'light' : 'outline'}
      color={blocked ? 'sahajTeal' : 'red.9'}
      loading={block.isPending || unblock.isPending}
      aria-label={`${blocked ? 'Unblock' : 'Block'} ${who}`}
      onClick={(e) => {
        e.stopPropagation();
        if (blocked) unblock.mutate(ref, done);
        else block.mutate(ref, done);
      }}
    >
      {blocked ? 'Unblock' : 'Block'}
    </Button>
  );
}
