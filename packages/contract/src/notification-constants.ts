// Notification constants apart from the schemas: the shell's bell needs the page size before the page
// shows, and importing it from notifications.ts carried zod and every schema there into it (issue 25).

/** What produced a notification (stored with it; the bell may show an icon per kind). */
export const NOTIFICATION_KINDS = [
  'booking',
  'payment',
  'reminder',
  'message',
  'approval',
  'call',
  'account',
  'medication',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Spec: notifications page size 5. */
export const NOTIFICATIONS_PAGE_SIZE = 5;
/** Where 'Payment Status' and 'Appointment Reminder' entries lead (spec document 3, States). */
export const APPOINTMENTS_LINK = '/user/base/home/appointments';
