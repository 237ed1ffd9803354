/** Query keys this feature owns. */
export const accountKeys = {
  all: ['account'] as const,
  status: ['account', 'status'] as const,
  timezones: ['account', 'timezones'] as const,
  deletionRefunds: ['account', 'deletion-refunds'] as const,
};
