import type { AccountUpdateData, UpdateNameBody } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /user/profile: the patient's name. */
export const updateName = (body: UpdateNameBody) => api<AccountUpdateData>('/user/profile', { method: 'PATCH', body });
export const useUpdateName = () => useAccountMutation(updateName);
