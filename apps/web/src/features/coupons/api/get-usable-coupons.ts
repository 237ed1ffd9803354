import type { PatientCoupon } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './keys';

/** GET /patient/coupons/{id}: the coupons the patient can use with this therapist now. */
export const getUsableCoupons = (therapistId: string, signal?: AbortSignal) =>
  api<{ coupons: PatientCoupon[] }>(`/patient/coupons/${encodeURIComponent(therapistId)}`, { signal });

export const usableCouponsQuery = (therapistId: string) =>
  queryOptions({
    queryKey: couponKeys.usable(therapistId),
    queryFn: ({ signal }) => getUsableCoupons(therapistId, signal),
  });

export const useUsableCoupons = (therapistId: string) => useQuery(usableCouponsQuery(therapistId));
