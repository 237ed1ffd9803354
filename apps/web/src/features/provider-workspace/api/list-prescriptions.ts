import type { PrescriptionsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /provider/prescriptions?patientId: what I prescribed this patient, newest first. */
export const listPrescriptions = (patientId: string, signal?: AbortSignal) =>
  api<PrescriptionsData>('/provider/prescriptions', { query: { patientId, page: 0, limit: 50 }, signal });

export const prescriptionsQuery = (patientId: string) =>
  queryOptions({
    queryKey: workspaceKeys.prescriptions(patientId),
    queryFn: ({ signal }) => listPrescriptions(patientId, signal),
  });

export const usePrescriptions = (patientId: string) => useQuery(prescriptionsQuery(patientId));
