import { type ChatHistoryData, chatHistoryData, MSG } from '@sahaj/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { fakeJwt, inOneHour } from '../../../test/jwt';
import { renderRoutes } from '../../../test/render-routes';

vi.mock('../../../lib/socket', () => ({
  connectSocket: () => ({
    connected: true,
    on: () => {},
    off: () => {},
    emit: () => {},
    timeout: () => ({ emit: () => {} }),
  }),
}));
const { ConversationPanel } = await import('./conversation-panel');

afterEach(() => vi.unstubAllGlobals());

const history = (closed: boolean): ChatHistoryData => ({
  conversation: {
    _id: 'c1',
    roomId: 'c1',
    patientId: 'p1',
    providerId: 'u1',
    otherUserId: 'p1',
    fullName: 'Deleted user',
    profilePic: null,
    online: false,
    closed,
    unreadCount: 0,
    lastMessage: 'Thank you',
    lastChatType: 'text',
    lastSenderId: 'p1',
    lastMessageAt: '2026-11-26T10:00:00.000Z',
  },
  messages: [
    {
      _id: 'm1',
      seq: 1,
      roomId: 'c1',
      patientId: 'p1',
      providerId: 'u1',
      senderId: 'p1',
      senderType: 'patient',
      fullName: 'Deleted user',
      profilePic: null,
      chatType: 'text',
      msg: 'Thank you for the session',
      file: null,
      clientId: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      deliveredAt: null,
      seenAt: null,
    },
  ],
  hasMore: false,
});

describe('a conversation with a deleted account (issue 20 #11)', () => {
  it('stays readable, with a note instead of the message box', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'doctor', status: 'active', page: 6 });
    fakeApi({
      'GET /provider/fetch-Chat-History/p1': okReply(chatHistoryData, history(true)),
      'GET /user/profile': failReply(500, 'not needed here'),
    });
    renderRoutes([{ path: '/', element: <ConversationPanel otherUserId="p1" /> }], '/');
    expect(await screen.findByText('Thank you for the session')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(MSG.chatClosed);
    expect(screen.queryByRole('textbox', { name: /^Message to / })).toBeNull();
  });

  it('an open conversation has its message box', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'doctor', status: 'active', page: 6 });
    fakeApi({
      'GET /provider/fetch-Chat-History/p1': okReply(chatHistoryData, history(false)),
      'GET /user/profile': failReply(500, 'not needed here'),
    });
    renderRoutes([{ path: '/', element: <ConversationPanel otherUserId="p1" /> }], '/');
    expect(await screen.findByText('Thank you for the session')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Message to / })).toBeInTheDocument();
  });
});
