import { type ChatMessage, CLIENT_EVENTS, type MessageSeenEvent, SERVER_EVENTS } from '@sahaj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onEveryConnection, rereadIfRead } from '../../../lib/on-every-connection';
import { connectSocket } from '../../../lib/socket';
import { chatKeys } from '../api/keys';
import { addToHistory, otherPartyOf } from '../lib/message-cache';

/**
 * Mounted on every shell page: a message reaching this browser is acknowledged at once (the sender
 * sees it delivered), put into the cached conversation with its sender (so it is there when that
 * conversation opens, whichever page was showing), and the conversation list's previews and unread
 * counts refresh (also after a reconnect, for what came while the socket was down).
 */
export function ChatAgent({ userType, token }: { userType: string; token: string }) {
  const qc = useQueryClient();
  useEffect(() => {
    if (userType !== 'patient' && userType !== 'doctor') return;
    const socket = connectSocket(userType, token);
    const onMessage = (m: ChatMessage) => {
      socket.emit(CLIENT_EVENTS.messageAcknowledgement, {
        patientId: m.patientId,
        providerId: m.providerId,
        msgId: m._id,
      });
      addToHistory(qc, otherPartyOf(m, userType), m);
      void qc.invalidateQueries({ queryKey: chatKeys.list() });
    };
    // My own message, sent from another tab or device: it belongs in that conversation too.
    const onMine = (m: ChatMessage) => {
      addToHistory(qc, otherPartyOf(m, userType), m);
      void qc.invalidateQueries({ queryKey: chatKeys.list() });
    };
    const refresh = (_e?: MessageSeenEvent) => void qc.invalidateQueries({ queryKey: chatKeys.list() });
    socket.on(SERVER_EVENTS.message, onMessage);
    socket.on(SERVER_EVENTS.messageReceived, onMine);
    socket.on(SERVER_EVENTS.messageSeenClientSide, refresh);
    socket.on(SERVER_EVENTS.onlineStatus, refresh);
    // Connected (the page's first connection, made after the page shows, or back after a drop): what
    // arrived before was not pushed to this browser. The list's previews and unread counts are read
    // again if they were read before; cached conversations are fetched afresh when next opened (an
    // open one asks for what it missed when it joins again).
    const stopCatchingUp = onEveryConnection(socket, () => {
      rereadIfRead(qc, chatKeys.list());
      void qc.invalidateQueries({ queryKey: ['chat', 'history'], refetchType: 'none' });
    });
    return () => {
      stopCatchingUp();
      socket.off(SERVER_EVENTS.message, onMessage);
      socket.off(SERVER_EVENTS.messageReceived, onMine);
      socket.off(SERVER_EVENTS.messageSeenClientSide, refresh);
      socket.off(SERVER_EVENTS.onlineStatus, refresh);
    };
  }, [userType, token, qc]);
  return null;
}
