import type { CouponApplyBody, CouponApplyResult } from '@sahaj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /payment/patient/coupon/apply: the price details with the coupon taken off, computed by the server. */
export const applyCoupon = (body: CouponApplyBody) =>
  api<CouponApplyResult>('/payment/patient/coupon/apply', { method: 'POST', body });

export const useApplyCoupon = () => useMutation({ mutationFn: applyCoupon });
