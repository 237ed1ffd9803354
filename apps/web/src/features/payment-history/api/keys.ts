/** Query keys this feature owns; a cancellation or payment elsewhere may invalidate ['payment-history']. */
export const paymentHistoryKeys = {
  all: ['payment-history'] as const,
  page: (page: number) => ['payment-history', 'page', page] as const,
};
