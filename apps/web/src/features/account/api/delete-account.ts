import { type DeletionRefundsData, type MessageData, MSG } from '@sahaj/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { accountKeys } from './keys';

/** GET /user/account/delete-profile/refunds: what deleting the account would refund (issue 20 #1). */
export const getDeletionRefunds = (signal?: AbortSignal) =>
  api<DeletionRefundsData>('/user/account/delete-profile/refunds', { signal });
export const deletionRefundsQuery = () =>
  // Always read afresh when the dialog opens: a session booked a minute ago changes the amounts.
  queryOptions({
    queryKey: accountKeys.deletionRefunds,
    queryFn: ({ signal }) => getDeletionRefunds(signal),
    staleTime: 0,
  });
export const useDeletionRefunds = () => useQuery(deletionRefundsQuery());

/** POST /user/account/delete-profile/send-verification: 'Email Sent Successfully' unless the server says more. */
export const sendDeletionCode = () =>
  api<MessageData>('/user/account/delete-profile/send-verification', { method: 'POST', body: {} }).then((r) => ({
    message: r.message || MSG.deletionEmailSent,
  }));
export const useSendDeletionCode = () => useMutation({ mutationFn: sendDeletionCode });

/** PATCH /user/account/delete-profile {code}: the server's message or 'User Profile Deleted Successfully'. */
export const deleteAccount = (code: string) =>
  api<MessageData>('/user/account/delete-profile', { method: 'PATCH', body: { code } }).then((r) => ({
    message: r.message || MSG.deletionDone,
  }));
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/** Spec 03 §4: the socket disconnects, token and user are cleared, the browser goes to sign-up and reloads. */
export function leaveDeletedAccount(go: (url: string) => void = (url) => window.location.replace(url)) {
  clearSession();
  go('/user/patient/signup');
}
