import type { UserType } from '@sahaj/contract';

/** Query keys chat owns; socket events invalidate ['chat'] to refresh the list. */
export const chatKeys = {
  all: ['chat'] as const,
  list: () => ['chat', 'list'] as const,
  history: (otherUserId: string) => ['chat', 'history', otherUserId] as const,
};

/** The API path prefix of a role: patients under /patient, therapists under /provider. */
export const chatPrefix = (userType: UserType | undefined) => (userType === 'doctor' ? '/provider' : '/patient');
