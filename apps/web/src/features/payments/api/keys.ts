export const paymentKeys = {
  all: ['payments'] as const,
  gateways: () => ['payments', 'gateways'] as const,
  verify: (gateway: string, transactionId: string) => ['payments', 'verify', gateway, transactionId] as const,
  testCheckout: (transactionId: string) => ['payments', 'test-checkout', transactionId] as const,
};
