import type { ChangePasswordBody, MessageData } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /user/account/reset-password: every other session of the account is signed out. */
export const changePassword = (body: ChangePasswordBody) =>
  api<MessageData>('/user/account/reset-password', { method: 'PATCH', body });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
