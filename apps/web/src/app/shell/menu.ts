/*
 * The menus as data (paths and labels) with no icons: the router reads it on the first screen for the
 * shell's "coming soon" titles, so it must stay light. Icons live in menu-icons.ts (shell pages only).
 */
export interface MenuItem {
  /** Path under /user/base/home. */
  path: string;
  label: string;
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
    { path: 'dashboard', label: 'Dashboard' },
    { path: 'therapists', label: 'Therapists' },
    { path: 'appointments', label: 'Upcoming Appointments' },
    { path: 'subscriptions', label: 'Subscriptions' },
    { path: 'messages', label: 'Chats' },
    { path: 'family-members', label: 'Family Members' },
    { path: 'my-doctors', label: 'My Therapists' },
    { path: 'health-record', label: 'Health Records' },
    { path: 'medication', label: 'Medication' },
    { path: 'survay-form', label: 'Questionnaires' },
    { path: 'articles-blogs', label: 'Articles & Blogs' },
  ],
  provider: [
    { path: 'dashboard', label: 'Dashboard' },
    { path: 'appointments', label: 'Appointments' },
    { path: 'messages', label: 'Messages' },
    { path: 'patients', label: 'Patients' },
    { path: 'earnings', label: 'Earnings' },
  ],
  corporate: [
    { path: 'corporate/dashboard', label: 'Dashboard' },
    { path: 'corporate/employees-list', label: 'Employees' },
    { path: 'corporate/profile', label: 'Profile' },
    { path: 'corporate/survay-form', label: 'Survey Forms' },
  ],
};

/** Settings (patients and providers only) goes to my-account. */
export const SETTINGS_PATH = 'my-account';
