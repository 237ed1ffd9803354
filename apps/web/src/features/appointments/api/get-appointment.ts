import type { Appointment } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentKeys, type Role } from './keys';

/** GET /patient/appointment/{id} or /provider/appointment/{id}: one of the caller's own appointments. */
export const getAppointment = (role: Role, id: string, signal?: AbortSignal) =>
  api<Appointment>(`/${role}/appointment/${encodeURIComponent(id)}`, { signal });

export const appointmentQuery = (role: Role, id: string) =>
  queryOptions({
    queryKey: appointmentKeys.detail(role, id),
    queryFn: ({ signal }) => getAppointment(role, id, signal),
    staleTime: 0,
  });

export const useAppointment = (role: Role, id: string, enabled = true) =>
  useQuery({ ...appointmentQuery(role, id), enabled });
