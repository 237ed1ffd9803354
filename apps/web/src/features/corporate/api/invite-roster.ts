import type { RosterReport } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/**
 * POST companies/employee/invite-roster { csv }: invites every row, or none. A file with bad rows
 * answers 400 with { message, rows } (the per-row report), read from the ApiError's data.
 */
export const inviteRoster = (csv: string) =>
  api<RosterReport>('/companies/employee/invite-roster', { method: 'POST', body: { csv } });

export function useInviteRoster() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteRoster,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: corporateKeys.employees });
      void qc.invalidateQueries({ queryKey: corporateKeys.dashboard });
    },
  });
}
