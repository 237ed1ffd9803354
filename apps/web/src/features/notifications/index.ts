/** Notifications (issue 13): the header bell and the my-account switches. */
export { NotificationAgent } from './components/notification-agent';
export { NotificationBell } from './components/notification-bell';
export * from './components/notification-settings';
export { NotificationSettings } from './components/notification-settings';
