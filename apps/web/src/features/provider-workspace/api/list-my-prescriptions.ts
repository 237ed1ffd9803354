import type { PrescriptionsData } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

export const MY_PRESCRIPTIONS_LIMIT = 10;

/** GET /patient/prescriptions: prescriptions written for me, newest first. */
export const listMyPrescriptions = (page: number, signal?: AbortSignal) =>
  api<PrescriptionsData>('/patient/prescriptions', { query: { page, limit: MY_PRESCRIPTIONS_LIMIT }, signal });

export const myPrescriptionsQuery = (page: number) =>
  queryOptions({
    queryKey: workspaceKeys.myPrescriptions(page),
    queryFn: ({ signal }) => listMyPrescriptions(page, signal),
  });

export const useMyPrescriptions = (page: number) =>
  useQuery({ ...myPrescriptionsQuery(page), placeholderData: keepPreviousData });
