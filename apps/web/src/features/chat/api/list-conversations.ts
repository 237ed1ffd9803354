import type { ChatListData } from '@sahaj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatKeys, chatPrefix } from './keys';

/** GET /{patient|provider}/fetch-Chat-History: the caller's conversations, newest talk first. */
export const listConversations = (prefix: string, signal?: AbortSignal) =>
  api<ChatListData>(`${prefix}/fetch-Chat-History`, { signal });

export const conversationsQuery = (prefix: string) =>
  queryOptions({ queryKey: chatKeys.list(), queryFn: ({ signal }) => listConversations(prefix, signal) });

export function useConversations() {
  const session = useSession();
  return useQuery({ ...conversationsQuery(chatPrefix(session?.userType)), enabled: Boolean(session) });
}
