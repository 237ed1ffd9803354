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

/**
 * Pages under the company's path that every signed-in person reads: the shell's privacy policy and
 * confidentiality agreement (spec document 3 puts them there; the menu links them for everyone).
 */
const OPEN_TO_ALL = ['corporate/profile/privacy-policy', 'corporate/profile/confidentiality-agreement'];

/** The spec's one survey path serves patients and companies (its page guards itself: RequireSession). */
const SURVEY_PATH = 'dashboard/survay-form/give-survey/';

/**
 * May this kind of account open a page under /user/base/home (`path` without that prefix)? The
 * company area ('corporate/...') is the company's; a page in the menus of patients or therapists is
 * theirs, never a company's; a menu target only therapists have (patients, earnings) is theirs.
 * Other pages guard themselves (RequireSession userTypes) or are open to everyone signed in.
 */
export function mayOpen(kind: ShellKind, path: string): boolean {
  const under = (item: MenuItem) => path === item.path || path.startsWith(`${item.path}/`);
  if (OPEN_TO_ALL.includes(path)) return true;
  if (path.startsWith(SURVEY_PATH)) return true;
  if (path === 'corporate' || path.startsWith('corporate/')) return kind === 'corporate';
  const inPatient = MENUS.patient.some(under);
  const inProvider = MENUS.provider.some(under);
  if (kind === 'corporate') return !inPatient && !inProvider;
  if (inProvider && !inPatient) return kind === 'provider';
  return true;
}
