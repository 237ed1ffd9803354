import { APPOINTMENTS_PAGE_LIMIT, type ConsultedDoctorsData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys this feature owns; appointment changes elsewhere invalidate ['my-doctors']. */
export const myDoctorsKeys = { all: ['my-doctors'] as const, page: (page: number) => ['my-doctors', page] as const };

/** GET /patient/list-all-doctor-consulted?page&limit: every therapist the patient has booked. */
export const listConsultedDoctors = (page: number, signal?: AbortSignal) =>
  api<ConsultedDoctorsData>('/patient/list-all-doctor-consulted', {
    query: { page, limit: APPOINTMENTS_PAGE_LIMIT },
    signal,
  });

export const consultedDoctorsQuery = (page: number) =>
  queryOptions({ queryKey: myDoctorsKeys.page(page), queryFn: ({ signal }) => listConsultedDoctors(page, signal) });

export const useConsultedDoctors = (page: number) =>
  useQuery({ ...consultedDoctorsQuery(page), placeholderData: keepPreviousData });
