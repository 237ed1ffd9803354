import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE } from './notification-constants';

/** The spec's Notification entity, plus kind and link. */
export const notificationItem = z.object({
  _id: z.string(),
  title: z.string(),
  msg: z.string(),
  logo: z.string().nullable(),
  read: z.boolean(),
  notificationSendDate: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  link: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /patient|provider/list-notification?page=&limit= (page from 1). */
export const listNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuery>;

export const notificationList = z.object({
  notificationData: z.array(notificationItem),
  unreadNotificationCount: z.number().int(),
  /** Every notification the user has (for "more on scroll"). */
  length: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** PATCH …/notification/mark-as-read: one notification by _id. */
export const markAsReadBody = z.object({ _id: z.string().uuid() });
export type MarkAsReadBody = z.infer<typeof markAsReadBody>;

export const unreadCountData = z.object({ message: z.string(), unreadNotificationCount: z.number().int() });
export type UnreadCountData = z.infer<typeof unreadCountData>;

/** The switches and reminder settings of one person (GET /user/notification/settings). */
export const notificationSettingsData = z.object({
  /** In-app notifications (bell and live push). */
  push: z.boolean(),
  /** Notification e-mails. */
  email: z.boolean(),
  sessionReminders: z.boolean(),
  medicationReminders: z.boolean(),
  allOff: z.boolean(),
});
export type NotificationSettingsData = z.infer<typeof notificationSettingsData>;

export const notificationSettingsReply = notificationSettingsData.extend({ message: z.string() });
export type NotificationSettingsReply = z.infer<typeof notificationSettingsReply>;

/** PATCH /user/notification/switch and /user/email-notification/switch: set, or toggle without a body value. */
export const notificationSwitchBody = z.object({ enabled: z.boolean().optional() }).strict();
export type NotificationSwitchBody = z.infer<typeof notificationSwitchBody>;

/** PATCH /patient/reminder-settings. */
export const reminderSettingsBody = z
  .object({ sessionReminders: z.boolean().optional(), medicationReminders: z.boolean().optional() })
  .strict();
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBody>;

/** PATCH /patient/reminder-settings/turn-off-all-reminders: off by default; { allOff: false } turns them back on. */
export const turnOffAllRemindersBody = z.object({ allOff: z.boolean().optional() }).strict();
export type TurnOffAllRemindersBody = z.infer<typeof turnOffAllRemindersBody>;

/**
 * Socket `sendNotification` (client → server): a patient or therapist nudges the other person of
 * one of their own appointments (e.g. "I am waiting in the call"). The server writes the title; the
 * text is the sender's, cut to 200 characters. Acknowledged with { ok } or { ok: false, message }.
 */
export const sendNotificationPayload = z.object({
  appointmentId: z.string().uuid(),
  msg: z.string().trim().min(1).max(200),
});
export type SendNotificationPayload = z.infer<typeof sendNotificationPayload>;
