import type { AccountUpdateData, TimeZoneBody } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /user/account/timezone: every date in the app follows the stored zone. */
export const updateTimeZone = (body: TimeZoneBody) =>
  api<AccountUpdateData>('/user/account/timezone', { method: 'PATCH', body });
export const useUpdateTimeZone = () => useAccountMutation(updateTimeZone);
