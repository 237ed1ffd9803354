import type { AppointmentTab } from '@sahaj/contract';

export type Role = 'patient' | 'provider';

/** Query keys this feature owns; a booking elsewhere invalidates ['appointments']. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (role: Role, tab: AppointmentTab, page: number) => ['appointments', role, 'list', tab, page] as const,
  detail: (role: Role, id: string) => ['appointments', role, 'detail', id] as const,
  reasons: ['appointments', 'cancellation-reasons'] as const,
};

/** Other features' keys that an appointment change makes stale. */
export const DASHBOARD_KEY = ['dashboard'] as const;
export const MY_DOCTORS_KEY = ['my-doctors'] as const;
export const SLOTS_KEY = ['discovery', 'slots'] as const;
