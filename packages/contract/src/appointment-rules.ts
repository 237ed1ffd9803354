import { addMinutes } from './dates';

// The appointment rules and names apart from the schemas (appointments.ts): the booking page shows the
// 24-hour change window, and importing it from appointments.ts brought the cancel form's schema and
// zod into the booking page's first download (issue 25).

export const APPOINTMENT_TABS = ['upcoming', 'completed', 'cancelled'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];
export const APPOINTMENT_STATUSES = ['upcoming', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Spec 03 §4: cancelled red, completed green, anything else blue. */
export const APPOINTMENT_STATUS_COLORS: Record<AppointmentStatus, 'red' | 'green' | 'blue'> = {
  upcoming: 'blue',
  completed: 'green',
  cancelled: 'red',
};
/** A patient may cancel or reschedule until this many hours before the start (the refund rule comes with payments). */
export const CHANGE_WINDOW_HOURS = 24;

/**
 * Every status an appointments row can be in, by name: a hold ('held', 10 minutes) becomes an
 * appointment ('upcoming') when confirmed, then 'completed' after its end or 'cancelled'. The
 * server's table check and every query use these names; replies show a hold as 'upcoming'.
 */
export const APPOINTMENT_STATUS = {
  held: 'held',
  upcoming: 'upcoming',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
export const APPOINTMENT_ROW_STATUSES = [
  APPOINTMENT_STATUS.held,
  APPOINTMENT_STATUS.upcoming,
  APPOINTMENT_STATUS.completed,
  APPOINTMENT_STATUS.cancelled,
] as const;
export type AppointmentRowStatus = (typeof APPOINTMENT_ROW_STATUSES)[number];
/** Statuses whose rows take a therapist's time (the exclusion constraint covers every row but a cancelled one). */
export const TIME_TAKING_STATUSES = [
  APPOINTMENT_STATUS.held,
  APPOINTMENT_STATUS.upcoming,
  APPOINTMENT_STATUS.completed,
] as const;

/** The last instant a patient may cancel or reschedule a session starting at `startsAt` (the 24-hour window). */
export const changeDeadline = (startsAt: Date): Date => addMinutes(startsAt, -CHANGE_WINDOW_HOURS * 60);

/** Whether a session starting at `startsAt` can still be cancelled or rescheduled by the patient at `now`. */
export const canChange = (startsAt: Date, now: Date): boolean => now <= changeDeadline(startsAt);
export const APPOINTMENTS_PAGE_LIMIT = 10;
