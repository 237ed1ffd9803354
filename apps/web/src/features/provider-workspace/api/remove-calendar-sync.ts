import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CALENDAR_PATHS } from './calendar-paths';
import { type CalendarRole, workspaceKeys } from './keys';

/** PATCH /provider/appointments/remove-calendar-sync (or the patient's): the feed URL stops working. */
export const removeCalendarSync = (role: CalendarRole) =>
  api<{ message: string }>(CALENDAR_PATHS[role].remove, { method: 'PATCH' });

export function useRemoveCalendarSync(role: CalendarRole) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => removeCalendarSync(role),
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.calendar(role) }),
  });
}
