import type { PriceDetails } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /patient/doctor-price-details/{id}?treatmentId: what the session costs ({id} is the therapist). */
export const getPriceDetails = (therapistId: string, treatmentId: string | null, signal?: AbortSignal) =>
  api<PriceDetails>(`/patient/doctor-price-details/${encodeURIComponent(therapistId)}`, {
    query: { treatmentId: treatmentId ?? undefined },
    signal,
  });

export const priceDetailsQuery = (therapistId: string, treatmentId: string | null) =>
  queryOptions({
    queryKey: bookingKeys.price(therapistId, treatmentId),
    queryFn: ({ signal }) => getPriceDetails(therapistId, treatmentId, signal),
  });

/** Keeps the last price on screen while another treatment's price loads. */
export const usePriceDetails = (therapistId: string, treatmentId: string | null, enabled = true) =>
  useQuery({ ...priceDetailsQuery(therapistId, treatmentId), enabled, placeholderData: keepPreviousData });
