import type { CheckEmailCodeData, SendEmailCodeData } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Page 5: sends a 4-digit code to the address (a new code for the same address waits 45 s). */
export const useSendEmailCode = () =>
  useMutation({
    mutationFn: (email: string) =>
      api<SendEmailCodeData>('/registration/user/mail/send-verification', { method: 'POST', body: { email } }),
  });

/** Page 5: checks the code; on success the address is the account's verified e-mail. */
export const useCheckEmailCode = () =>
  useMutation({
    mutationFn: (code: string) =>
      api<CheckEmailCodeData>('/registration/user/mail/check-verification', { method: 'POST', body: { code } }),
  });
