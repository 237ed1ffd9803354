import {
  IconBook2,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconClipboardHeart,
  IconClipboardList,
  IconCreditCard,
  IconHeartbeat,
  IconLayoutDashboard,
  IconMessages,
  IconPill,
  IconReportMoney,
  IconStethoscope,
  IconUserHeart,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type MenuIcon = ComponentType<{ size?: number; stroke?: number }>;

/** Each menu path's icon (menu.ts holds the paths and labels; kept apart so the first screen loads no icons). */
export const MENU_ICONS: Record<string, MenuIcon> = {
  dashboard: IconLayoutDashboard,
  therapists: IconStethoscope,
  appointments: IconCalendarEvent,
  subscriptions: IconCreditCard,
  messages: IconMessages,
  'family-members': IconUsersGroup,
  'my-doctors': IconUserHeart,
  'health-record': IconHeartbeat,
  medication: IconPill,
  'survay-form': IconClipboardHeart,
  'articles-blogs': IconBook2,
  patients: IconUsers,
  earnings: IconReportMoney,
  'corporate/dashboard': IconLayoutDashboard,
  'corporate/employees-list': IconUsersGroup,
  'corporate/profile': IconBuildingSkyscraper,
  'corporate/survay-form': IconClipboardList,
};

/** The icon of a menu path (a neutral one for a path added without an icon). */
export const menuIcon = (path: string): MenuIcon => MENU_ICONS[path] ?? IconLayoutDashboard;
