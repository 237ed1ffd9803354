import type { ConsultedDoctorsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsKeys } from './keys';

/** GET /patient/list-all-doctor-consulted (first 50): the therapists a result can be shared with. */
export const listMyTherapists = (signal?: AbortSignal) =>
  api<ConsultedDoctorsData>('/patient/list-all-doctor-consulted', { query: { page: 0, limit: 50 }, signal });

export const myTherapistsQuery = () =>
  queryOptions({ queryKey: formsKeys.therapists, queryFn: ({ signal }) => listMyTherapists(signal) });

export const useMyTherapists = (enabled: boolean) => useQuery({ ...myTherapistsQuery(), enabled });
