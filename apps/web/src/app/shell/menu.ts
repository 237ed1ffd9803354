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

export interface MenuItem {
  /** Path under /user/base/home. */
  path: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

export type ShellKind = 'patient' | 'provider' | 'corporate';

/** The stored user type as the shell sees it: anything but patient or provider is corporate (doc 3 §1). */
export function shellKind(userType: string | null | undefined): ShellKind {
  if (userType === 'patient') return 'patient';
  if (userType === 'doctor' || userType === 'provider') return 'provider';
  return 'corporate';
}

/** Side menu items per user type, with the spec's labels (documents 1 and 3, "Authenticated shell"). */
export const MENUS: Record<ShellKind, MenuItem[]> = {
  patient: [
    { path: 'dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
    { path: 'therapists', label: 'Therapists', icon: IconStethoscope },
    { path: 'appointments', label: 'Upcoming Appointments', icon: IconCalendarEvent },
    { path: 'subscriptions', label: 'Subscriptions', icon: IconCreditCard },
    { path: 'messages', label: 'Chats', icon: IconMessages },
    { path: 'family-members', label: 'Family Members', icon: IconUsersGroup },
    { path: 'my-doctors', label: 'My Therapists', icon: IconUserHeart },
    { path: 'health-record', label: 'Health Records', icon: IconHeartbeat },
    { path: 'medication', label: 'Medication', icon: IconPill },
    { path: 'survay-form', label: 'Questionnaires', icon: IconClipboardHeart },
    { path: 'articles-blogs', label: 'Articles & Blogs', icon: IconBook2 },
  ],
  provider: [
    { path: 'dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
    { path: 'appointments', label: 'Appointments', icon: IconCalendarEvent },
    { path: 'messages', label: 'Messages', icon: IconMessages },
    { path: 'patients', label: 'Patients', icon: IconUsers },
    { path: 'earnings', label: 'Earnings', icon: IconReportMoney },
  ],
  corporate: [
    { path: 'corporate/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
    { path: 'corporate/employees-list', label: 'Employees', icon: IconUsersGroup },
    { path: 'corporate/profile', label: 'Profile', icon: IconBuildingSkyscraper },
    { path: 'corporate/survay-form', label: 'Survey Forms', icon: IconClipboardList },
  ],
};

/** Settings (patients and providers only) goes to my-account. */
export const SETTINGS_PATH = 'my-account';
