import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

interface Timezone {
  label: string;
  value: string;
  offsetMinutes: number;
}

/** GET /user/available-timezone: the zones a person can choose. */
export const getTimezones = (signal?: AbortSignal) =>
  api<{ timezones: Timezone[] }>('/user/available-timezone', { signal }).then((d) => d.timezones);

export const useTimezones = () =>
  useQuery({ queryKey: accountKeys.timezones, queryFn: ({ signal }) => getTimezones(signal), staleTime: Infinity });
