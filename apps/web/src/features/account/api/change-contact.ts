import type { AccountUpdateData, ConfirmEmailBody, ConfirmPhoneBody, ContactCodeSentData } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export type ContactKind = 'email' | 'phone';

/** POST /user/account/{email|phone}/send-code: a code to the NEW address or number. */
export const sendContactCode = (kind: ContactKind, value: string) =>
  api<ContactCodeSentData>(`/user/account/${kind}/send-code`, {
    method: 'POST',
    body: kind === 'email' ? { email: value } : { phone: value },
  });
export const useSendContactCode = (kind: ContactKind) =>
  useMutation({ mutationFn: (value: string) => sendContactCode(kind, value) });

/** PATCH /user/account/{email|phone}: the change takes effect with the code. */
export const confirmContact = (kind: ContactKind, body: ConfirmEmailBody | ConfirmPhoneBody) =>
  api<AccountUpdateData>(`/user/account/${kind}`, { method: 'PATCH', body });
export const useConfirmContact = (kind: ContactKind) =>
  useAccountMutation((body: ConfirmEmailBody | ConfirmPhoneBody) => confirmContact(kind, body));
