import type { treatmentsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

/** GET /provider/treatments: the therapist's priced specialities. */
export const getTreatments = (signal?: AbortSignal) =>
  api<z.infer<typeof treatmentsData>>('/provider/treatments', { signal }).then((d) => d.treatments);

export const treatmentsQuery = () =>
  queryOptions({ queryKey: workProfileKeys.treatments, queryFn: ({ signal }) => getTreatments(signal) });

export const useTreatments = () => useQuery(treatmentsQuery());
