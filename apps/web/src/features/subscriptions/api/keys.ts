/** Query keys this feature owns. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: (tab: string) => ['subscriptions', 'list', tab] as const,
  withProvider: (therapistId: string) => ['subscriptions', 'provider', therapistId] as const,
  details: (id: string) => ['subscriptions', 'details', id] as const,
  plans: (therapistId: string) => ['subscriptions', 'plans', therapistId] as const,
  own: ['subscriptions', 'own-packages'] as const,
};
