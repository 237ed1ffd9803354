import type { CalendarRole } from './keys';

/** The calendar-feed calls per role: the spec's for therapists, ours (the same shape) for patients. */
export const CALENDAR_PATHS: Record<CalendarRole, { status: string; create: string; remove: string }> = {
  provider: {
    status: '/provider/appointments/calendar-sync',
    create: '/provider/appointments/calendar-sync',
    remove: '/provider/appointments/remove-calendar-sync',
  },
  patient: {
    status: '/patient/calendar-sync',
    create: '/patient/calendar-sync',
    remove: '/patient/remove-calendar-sync',
  },
};
