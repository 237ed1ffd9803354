import type { HealthRecordsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { healthKeys } from './keys';

/** GET /user/patient/upload/medical-record: my records, newest first, with signed view/download links. */
export const listHealthRecords = (signal?: AbortSignal) =>
  api<HealthRecordsData>('/user/patient/upload/medical-record', { signal });

export const healthRecordsQuery = () =>
  queryOptions({ queryKey: healthKeys.records, queryFn: ({ signal }) => listHealthRecords(signal) });

export const useHealthRecords = () => useQuery(healthRecordsQuery());
