import type { FormsListData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { corporateKeys } from './keys';

/** GET companies/forms/admincreated/allforms: the surveys the admin made for companies. */
export const listSurveys = (signal?: AbortSignal) =>
  api<FormsListData>('/companies/forms/admincreated/allforms', { signal });

export const surveysQuery = () =>
  queryOptions({ queryKey: corporateKeys.surveys, queryFn: ({ signal }) => listSurveys(signal) });

export const useSurveys = () => useQuery(surveysQuery());
