import { CHAT_PAGE_LIMIT, type ChatHistoryData } from '@sahaj/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatKeys, chatPrefix } from './keys';

/** GET /{patient|provider}/fetch-Chat-History/{otherUserId}?before|after: a page of messages, oldest first. */
export const getHistory = (
  prefix: string,
  otherUserId: string,
  q: { before?: number; after?: number; limit?: number } = {},
  signal?: AbortSignal,
) =>
  api<ChatHistoryData>(`${prefix}/fetch-Chat-History/${otherUserId}`, {
    query: { before: q.before, after: q.after, limit: q.limit ?? CHAT_PAGE_LIMIT },
    signal,
  });

/** Pages backwards: the first page is the newest; each next page is older than the last one's first message. */
export const historyQuery = (prefix: string, otherUserId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.history(otherUserId),
    queryFn: ({ pageParam, signal }) => getHistory(prefix, otherUserId, { before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.messages[0] ? last.messages[0].seq : undefined),
  });

export function useHistory(otherUserId: string) {
  const session = useSession();
  return useInfiniteQuery({ ...historyQuery(chatPrefix(session?.userType), otherUserId), staleTime: Infinity });
}
