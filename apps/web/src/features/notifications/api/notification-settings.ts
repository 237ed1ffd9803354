import type { NotificationSettingsData, NotificationSettingsReply } from '@sahaj/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /user/notification/settings: the switches and reminder settings (all on until changed). */
export const getNotificationSettings = (signal?: AbortSignal) =>
  api<NotificationSettingsData>('/user/notification/settings', { signal });

export const notificationSettingsQuery = () =>
  queryOptions({ queryKey: notificationKeys.settings, queryFn: ({ signal }) => getNotificationSettings(signal) });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

export type SettingChange =
  | { key: 'push' | 'email'; enabled: boolean }
  | { key: 'sessionReminders' | 'medicationReminders'; enabled: boolean }
  | { key: 'allOff'; enabled: boolean };

/**
 * PATCH /user/notification/switch, /user/email-notification/switch, /patient/reminder-settings or
 * /patient/reminder-settings/turn-off-all-reminders, by the switch changed.
 */
export function changeSetting(change: SettingChange): Promise<NotificationSettingsReply> {
  switch (change.key) {
    case 'push':
      return api('/user/notification/switch', { method: 'PATCH', body: { enabled: change.enabled } });
    case 'email':
      return api('/user/email-notification/switch', { method: 'PATCH', body: { enabled: change.enabled } });
    case 'allOff':
      return api('/patient/reminder-settings/turn-off-all-reminders', {
        method: 'PATCH',
        body: { allOff: change.enabled },
      });
    default:
      return api('/patient/reminder-settings', { method: 'PATCH', body: { [change.key]: change.enabled } });
  }
}

export function useChangeSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeSetting,
    onSuccess: (r) => {
      const { message: _message, ...settings } = r;
      qc.setQueryData(notificationKeys.settings, settings);
    },
  });
}
