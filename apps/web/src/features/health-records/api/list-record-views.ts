import type { RecordView } from '@sahaj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { healthKeys } from './keys';

export const RECORD_VIEWS_LIMIT = 10;

/** GET /user/patient/health-record/views: who (other than me) read my records, newest first. */
export const listRecordViews = (page: number, signal?: AbortSignal) =>
  api<{ views: RecordView[]; count: number }>('/user/patient/health-record/views', {
    query: { page, limit: RECORD_VIEWS_LIMIT },
    signal,
  });

export const recordViewsQuery = (page: number) =>
  queryOptions({ queryKey: healthKeys.views(page), queryFn: ({ signal }) => listRecordViews(page, signal) });

export const useRecordViews = (page: number) =>
  useQuery({ ...recordViewsQuery(page), placeholderData: keepPreviousData });
