import type { UserType } from '@sahaj/contract';

/** The bell's surface per kind of user (spec document 3: role-specific endpoints). */
export interface NotificationPaths {
  list: string;
  markAsRead: string;
  clearAll: string;
}

export function notificationPaths(userType: UserType): NotificationPaths | null {
  switch (userType) {
    case 'patient':
      return {
        list: '/patient/list-notification',
        markAsRead: '/patient/notification/mark-as-read',
        clearAll: '/patient/notification/clear-all',
      };
    case 'doctor':
      return {
        list: '/provider/list-notification',
        markAsRead: '/provider/notification/mark-as-read',
        clearAll: '/provider/notification/clear-all',
      };
    case 'company':
      return {
        list: '/companies/notification/list-all',
        markAsRead: '/companies/notification/mark-as-read',
        clearAll: '/companies/notification/clear-all',
      };
    default:
      return null;
  }
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userType: UserType) => ['notifications', userType, 'list'] as const,
  settings: ['notifications', 'settings'] as const,
};
