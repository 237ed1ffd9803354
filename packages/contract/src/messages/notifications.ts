/** Issue 13 (notifications, reminders). The spec's own words where it gives them. */
export const NOTIFICATIONS_MSG = {
  noNotifications: 'No new notifications found!',
  notificationSettingsChanged: 'Successfully changed notification settings',
  notificationNotFound: 'Notification not found',
  notificationMarkedRead: 'Marked as read',
  notificationsCleared: 'Cleared all notifications',
  reminderSettingsSaved: 'Updated successfully',
  notificationsTitle: 'Notifications',
  markAsRead: 'Mark as read',
  clearAll: 'Clear All',
  appointmentReminderTitle: 'Appointment Reminder',
  sendNotificationRefused: 'You can only notify the other person of your own appointment',
} as const;
