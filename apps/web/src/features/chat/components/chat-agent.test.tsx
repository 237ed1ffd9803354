import type { ChatHistoryData, ChatMessage } from '@sahaj/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../api/keys';

const handlers = new Map<string, (payload: unknown) => void>();
const emitted: Array<[string, unknown]> = [];
vi.mock('../../../lib/socket', () => ({
  connectSocket: () => ({
    connected: true,
    on: (event: string, fn: (payload: unknown) => void) => handlers.set(event, fn),
    off: (event: string) => handlers.delete(event),
    emit: (event: string, payload: unknown) => emitted.push([event, payload]),
  }),
}));
const { ChatAgent } = await import('./chat-agent');

const message = (id: string, seq: number, msg: string): ChatMessage => ({
  _id: id,
  seq,
  roomId: 'room',
  patientId: 'patient-1',
  providerId: 'therapist-1',
  senderId: 'therapist-1',
  senderType: 'doctor',
  fullName: 'Meera Iyer',
  profilePic: null,
  chatType: 'text',
  msg,
  file: null,
  clientId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  deliveredAt: null,
  seenAt: null,
});
const page = (messages: ChatMessage[]): ChatHistoryData => ({
  conversation: {
    _id: 'c',
    roomId: 'room',
    patientId: 'patient-1',
    providerId: 'therapist-1',
    otherUserId: 'therapist-1',
    fullName: 'Meera Iyer',
    profilePic: null,
    online: true,
    closed: false,
    unreadCount: 0,
    lastMessage: null,
    lastChatType: null,
    lastSenderId: null,
    lastMessageAt: null,
  },
  messages,
  hasMore: false,
});

afterEach(() => {
  handlers.clear();
  emitted.length = 0;
});

describe('chat agent (every shell page)', () => {
  it('puts a message that arrives while another page is open into the cached conversation (issue 20 #7)', () => {
    const qc = new QueryClient();
    qc.setQueryData(chatKeys.history('therapist-1'), {
      pages: [page([message('m1', 1, 'Hello')])],
      pageParams: [undefined],
    });
    render(
      <QueryClientProvider client={qc}>
        <ChatAgent userType="patient" token="t" />
      </QueryClientProvider>,
    );
    act(() => handlers.get('message')?.(message('m2', 2, 'See you at 5')));
    // The same message twice (a resend, a second tab) is kept once.
    act(() => handlers.get('message')?.(message('m2', 2, 'See you at 5')));
    const data = qc.getQueryData<{ pages: ChatHistoryData[] }>(chatKeys.history('therapist-1'));
    expect(data?.pages[0]?.messages.map((m) => m.msg)).toEqual(['Hello', 'See you at 5']);
    // ...and the sender is told it was delivered.
    expect(emitted.some(([event]) => event === 'message-acknowledgement')).toBe(true);
  });
});
