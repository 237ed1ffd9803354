import type { ChatHistoryData, ChatMessage } from '@sahaj/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/keys';

/** The other person of a message, seen from the signed-in user's side. */
export const otherPartyOf = (m: Pick<ChatMessage, 'patientId' | 'providerId'>, userType: string) =>
  userType === 'doctor' ? m.patientId : m.providerId;

/**
 * Puts a message that came over the socket into the cached conversation with that person, so it is
 * there when the conversation is opened later without a reload (issue 20 #7). The history query never
 * goes stale by itself (staleTime Infinity): without this, a message that arrived while another page
 * was open stayed missing until a full reload. A conversation never loaded is left alone (it is
 * fetched whole when opened).
 */
export function addToHistory(qc: QueryClient, otherUserId: string, m: ChatMessage): void {
  qc.setQueryData<InfiniteData<ChatHistoryData, number | undefined>>(chatKeys.history(otherUserId), (data) => {
    const newest = data?.pages[0];
    if (!data || !newest) return data;
    if (data.pages.some((p) => p.messages.some((x) => x._id === m._id))) return data;
    const messages = [...newest.messages, m].sort((a, b) => a.seq - b.seq);
    return { ...data, pages: [{ ...newest, messages }, ...data.pages.slice(1)] };
  });
}
