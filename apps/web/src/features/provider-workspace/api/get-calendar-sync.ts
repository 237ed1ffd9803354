import type { CalendarSyncStatus } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CALENDAR_PATHS } from './calendar-paths';
import { type CalendarRole, workspaceKeys } from './keys';

/** GET …/calendar-sync: whether my private feed is on (its URL is only shown when made). */
export const getCalendarSync = (role: CalendarRole, signal?: AbortSignal) =>
  api<CalendarSyncStatus>(CALENDAR_PATHS[role].status, { signal });

export const calendarSyncQuery = (role: CalendarRole) =>
  queryOptions({ queryKey: workspaceKeys.calendar(role), queryFn: ({ signal }) => getCalendarSync(role, signal) });

export const useCalendarSync = (role: CalendarRole) => useQuery(calendarSyncQuery(role));
