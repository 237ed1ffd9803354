import type { PatientHealthData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { healthKeys } from './keys';

/** GET /provider/patients/{patientId}/health-record: read only, for a therapist the patient has an appointment with (audited). */
export const getPatientHealth = (patientId: string, signal?: AbortSignal) =>
  api<PatientHealthData>(`/provider/patients/${patientId}/health-record`, { signal });

export const patientHealthQuery = (patientId: string) =>
  queryOptions({
    queryKey: healthKeys.patient(patientId),
    queryFn: ({ signal }) => getPatientHealth(patientId, signal),
    staleTime: 60_000,
  });

export const usePatientHealth = (patientId: string) => useQuery(patientHealthQuery(patientId));
