import type { PatientDashboard, ProviderDashboard } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys this feature owns; bookings and appointment changes elsewhere invalidate ['dashboard']. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  patient: ['dashboard', 'patient'] as const,
  provider: ['dashboard', 'provider'] as const,
};

/** GET /patient/dashboard-details: the next session, how long until it, and counts. */
export const getPatientDashboard = (signal?: AbortSignal) =>
  api<PatientDashboard>('/patient/dashboard-details', { signal });

/** GET /provider/dashboard-details: the next session, today's sessions, counts and rating. */
export const getProviderDashboard = (signal?: AbortSignal) =>
  api<ProviderDashboard>('/provider/dashboard-details', { signal });

export const patientDashboardQuery = () =>
  queryOptions({ queryKey: dashboardKeys.patient, queryFn: ({ signal }) => getPatientDashboard(signal), staleTime: 0 });
export const providerDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.provider,
    queryFn: ({ signal }) => getProviderDashboard(signal),
    staleTime: 0,
  });

export const usePatientDashboard = () => useQuery(patientDashboardQuery());
export const useProviderDashboard = () => useQuery(providerDashboardQuery());
