import type { OutboxMessage } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const outboxKeys = { list: (to: string) => ['dev', 'outbox', to] as const };

export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: outboxKeys.list(to),
    queryFn: ({ signal }) =>
      api<{ messages: OutboxMessage[] }>('/dev/outbox', { query: { to: to || undefined }, skipAuth: true, signal }),
    // The outbox is where codes arrive while someone waits for one: keep it fresh.
    refetchInterval: 3000,
  });

export const useOutbox = (to: string) => useQuery(outboxQuery(to));
