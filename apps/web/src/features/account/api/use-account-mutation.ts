import type { AccountUpdateData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKey } from '../../auth';
import { accountKeys } from './keys';

/**
 * A save that answers with the updated account: the page's copy is replaced and the shell's profile
 * (name, zone: every date follows it) is read again.
 */
export function useAccountMutation<B>(fn: (body: B) => Promise<AccountUpdateData>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      qc.setQueryData(accountKeys.status, (old: { status: string } | undefined) =>
        old ? { ...old, data: res.account } : old,
      );
      void qc.invalidateQueries({ queryKey: accountKeys.status });
      void qc.invalidateQueries({ queryKey: profileKey });
    },
  });
}
