import type { ConsultedPatientsData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PatientsQuery, workspaceKeys } from './keys';

/** GET /provider/list-all-patient-consulted: everyone I have a confirmed session with, with the last and next session. */
export const listConsultedPatients = (q: PatientsQuery, signal?: AbortSignal) =>
  api<ConsultedPatientsData>('/provider/list-all-patient-consulted', { query: { ...q }, signal });

export const consultedPatientsQuery = (q: PatientsQuery) =>
  queryOptions({ queryKey: workspaceKeys.patients(q), queryFn: ({ signal }) => listConsultedPatients(q, signal) });

export const useConsultedPatients = (q: PatientsQuery) =>
  useQuery({ ...consultedPatientsQuery(q), placeholderData: keepPreviousData });
