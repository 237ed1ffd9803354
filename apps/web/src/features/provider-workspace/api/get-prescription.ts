import type { Prescription } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /provider/prescription/{id}: one of my prescriptions (its latest revision). */
export const getPrescription = (id: string, signal?: AbortSignal) =>
  api<Prescription>(`/provider/prescription/${id}`, { signal });

export const prescriptionQuery = (id: string) =>
  queryOptions({ queryKey: workspaceKeys.prescription(id), queryFn: ({ signal }) => getPrescription(id, signal) });

export const usePrescription = (id: string, enabled = true) => useQuery({ ...prescriptionQuery(id), enabled });
