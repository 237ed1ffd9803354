import { APPOINTMENTS_PAGE_LIMIT, type AppointmentsData, type AppointmentTab } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentKeys, type Role } from './keys';

/** GET /patient/all-appointments or /provider/all-appointments (by role), one tab, 10 a page. */
export const listAppointments = (role: Role, tab: AppointmentTab, page: number, signal?: AbortSignal) =>
  api<AppointmentsData>(`/${role}/all-appointments`, {
    query: { tab, page, limit: APPOINTMENTS_PAGE_LIMIT },
    signal,
  });

export const appointmentsQuery = (role: Role, tab: AppointmentTab, page: number) =>
  queryOptions({
    queryKey: appointmentKeys.list(role, tab, page),
    queryFn: ({ signal }) => listAppointments(role, tab, page, signal),
    staleTime: 0,
  });

export const useAppointments = (role: Role, tab: AppointmentTab, page: number) =>
  useQuery({ ...appointmentsQuery(role, tab, page), placeholderData: keepPreviousData });
