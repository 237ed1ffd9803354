/** Query keys this feature owns; mutations invalidate by them. */
export const workProfileKeys = {
  all: ['work-profile'] as const,
  profile: ['work-profile', 'profile'] as const,
  bank: ['work-profile', 'bank'] as const,
  treatments: ['work-profile', 'treatments'] as const,
};
