import type { ConsultationDetails } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /provider/consulation-details?patientId: the patient's record (each opening is in the patient's audit log). */
export const getConsultationDetails = (patientId: string, signal?: AbortSignal) =>
  api<ConsultationDetails>('/provider/consulation-details', { query: { patientId }, signal });

export const consultationDetailsQuery = (patientId: string) =>
  queryOptions({
    queryKey: workspaceKeys.patient(patientId),
    queryFn: ({ signal }) => getConsultationDetails(patientId, signal),
    // Every read is audited: do not read again on each window focus.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

export const useConsultationDetails = (patientId: string) => useQuery(consultationDetailsQuery(patientId));
