/** Query keys this feature owns. */
export const couponKeys = {
  all: ['coupons'] as const,
  usable: (therapistId: string) => ['coupons', 'usable', therapistId] as const,
  admin: ['coupons', 'admin'] as const,
  adminList: (status: string, page: number, searchKey: string) =>
    ['coupons', 'admin', status, page, searchKey] as const,
};
