import type { CalendarSyncData } from '@sahaj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CALENDAR_PATHS } from './calendar-paths';
import { type CalendarRole, workspaceKeys } from './keys';

/** POST /provider/appointments/calendar-sync (or the patient's): a new private feed URL; an older one stops working. */
export const createCalendarSync = (role: CalendarRole) =>
  api<CalendarSyncData>(CALENDAR_PATHS[role].create, { method: 'POST' });

export function useCreateCalendarSync(role: CalendarRole) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarSync(role),
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.calendar(role) }),
  });
}
