import type { bankDetailsData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { workProfileKeys } from './keys';

/** GET /provider/work-profile/bank-details: the owner's own form, the account number in full (every other read is masked). */
export const getBankDetails = (signal?: AbortSignal) =>
  api<z.infer<typeof bankDetailsData>>('/provider/work-profile/bank-details', { signal });

export const bankDetailsQuery = () =>
  queryOptions({ queryKey: workProfileKeys.bank, queryFn: ({ signal }) => getBankDetails(signal), staleTime: 0 });

export const useBankDetails = () => useQuery(bankDetailsQuery());
