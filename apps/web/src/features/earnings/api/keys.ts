/** Query keys this feature owns. */
export const earningsKeys = {
  all: ['earnings'] as const,
  summary: ['earnings', 'summary'] as const,
  ledger: (page: number) => ['earnings', 'ledger', page] as const,
};
