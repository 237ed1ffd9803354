/** Query keys this feature owns. */
export const bookingKeys = {
  all: ['booking'] as const,
  hold: (id: string) => ['booking', 'hold', id] as const,
  price: (therapistId: string, treatmentId: string | null) => ['booking', 'price', therapistId, treatmentId] as const,
};
