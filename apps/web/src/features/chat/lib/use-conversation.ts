import {
  type ChatMessage,
  CLIENT_EVENTS,
  type JoinRoomAck,
  type MessageDeliveredEvent,
  type MessageSeenEvent,
  MSG,
  type OnlineStatusEvent,
  SERVER_EVENTS,
  type SendMessageAck,
  type TypingEvent,
  type UploadPercentageEvent,
  type UserType,
} from '@sahaj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { connectSocket } from '../../../lib/socket';
import { useHistory } from '../api/get-history';
import { chatKeys, chatPrefix } from '../api/keys';
import { sendFile } from '../api/send-file';

/** A message as the conversation shows it: stored, or still on its way from this browser. */
export interface ShownMessage extends ChatMessage {
  pending?: 'sending' | 'failed';
  /** Upload progress of a file still on its way (0–100). */
  progress?: number;
  /** A picture chosen for sending, shown before the upload ends. */
  localUrl?: string;
}

const SEND_TIMEOUT_MS = 10_000;
const TYPING_GONE_MS = 6_000;

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const pendingKey = (clientId: string) => `pending:${clientId}`;

/** The signed-in user's id from the token's subject (before the profile has loaded). */
export function subjectOf(token: string | null | undefined): string {
  try {
    const part = token?.split('.')[1];
    if (!part) return '';
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : '';
  } catch {
    return '';
  }
}

/**
 * One conversation, live: the stored history (paged backwards), messages arriving over the socket,
 * delivery and seen marks, typing and online status, and sending text or a file with a clientId so a
 * retry never makes a second message. Joins again after a reconnect, asking for what came after the
 * last message it has.
 */
export function useConversation(otherUserId: string) {
  const session = useSession();
  const qc = useQueryClient();
  const me = session?.user?._id ?? subjectOf(session?.token);
  const userType = session?.userType as UserType | undefined;
  const token = session?.token;
  const prefix = chatPrefix(userType);
  const history = useHistory(otherUserId);
  const [byKey, setByKey] = useState<Record<string, ShownMessage>>({});
  const [roomId, setRoomId] = useState<string>();
  const [online, setOnline] = useState<boolean>();
  const [typing, setTyping] = useState(false);
  const roomRef = useRef<string | undefined>(undefined);
  const lastSeqRef = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const socket = useMemo(() => (token && userType ? connectSocket(userType, token) : undefined), [token, userType]);

  /** Adds or updates stored messages; a stored message replaces its pending copy. */
  const upsert = useCallback((messages: ChatMessage[]) => {
    if (messages.length === 0) return;
    setByKey((prev) => {
      const next = { ...prev };
      for (const m of messages) {
        const had = next[m._id];
        next[m._id] = had
          ? { ...m, deliveredAt: had.deliveredAt ?? m.deliveredAt, seenAt: had.seenAt ?? m.seenAt }
          : { ...m };
        if (m.clientId) {
          const p = next[pendingKey(m.clientId)];
          if (p?.localUrl) URL.revokeObjectURL(p.localUrl);
          delete next[pendingKey(m.clientId)];
        }
        if (m.seq > lastSeqRef.current) lastSeqRef.current = m.seq;
      }
      return next;
    });
  }, []);

  const patch = useCallback((ids: string[], change: Partial<ShownMessage>) => {
    setByKey((prev) => {
      const next = { ...prev };
      for (const id of ids) if (next[id]) next[id] = { ...next[id]!, ...change };
      return next;
    });
  }, []);

  // A new conversation starts empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the person changes
  useEffect(() => {
    setByKey({});
    setRoomId(undefined);
    roomRef.current = undefined;
    lastSeqRef.current = 0;
    setTyping(false);
    setOnline(undefined);
  }, [otherUserId]);

  // Stored pages feed the same map.
  useEffect(() => {
    if (history.data) upsert(history.data.pages.flatMap((p) => p.messages));
  }, [history.data, upsert]);

  const conversation = history.data?.pages[0]?.conversation;
  const isOnline = online ?? conversation?.online ?? false;

  const markSeen = useCallback(
    (msgId?: string) => {
      const room = roomRef.current;
      if (!socket || !room || document.visibilityState !== 'visible') return;
      socket.emit(CLIENT_EVENTS.messageSeen, msgId ? { roomId: room, msgId } : { roomId: room }, () => {
        void qc.invalidateQueries({ queryKey: chatKeys.list() });
      });
    },
    [socket, qc],
  );

  // Join (and join again after every reconnect, asking for what was missed).
  useEffect(() => {
    if (!socket) return;
    const join = () => {
      socket.emit(
        CLIENT_EVENTS.joinRoom,
        { otherUserId, after: lastSeqRef.current || undefined },
        (ack: JoinRoomAck) => {
          if (!ack?.ok) return;
          roomRef.current = ack.roomId;
          setRoomId(ack.roomId);
          setOnline(ack.online);
          upsert(ack.missed);
          // More was missed than one answer holds: ask again after the last one received.
          const last = ack.missed.at(-1);
          if (ack.hasMore && last) {
            lastSeqRef.current = Math.max(lastSeqRef.current, last.seq);
            join();
          }
        },
      );
    };
    join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
    };
  }, [socket, otherUserId, upsert]);

  // Once joined and loaded, everything shown from the other person is seen.
  useEffect(() => {
    if (!roomId) return;
    const unseen = Object.values(byKey).some((m) => m.senderId === otherUserId && !m.seenAt);
    if (unseen) markSeen();
  }, [roomId, byKey, otherUserId, markSeen]);

  useEffect(() => {
    if (!socket) return;
    const ours = (m: ChatMessage) =>
      m.roomId === roomRef.current ||
      m.senderId === otherUserId ||
      m.patientId === otherUserId ||
      m.providerId === otherUserId;
    const onMessage = (m: ChatMessage) => {
      if (!ours(m)) return;
      upsert([m]);
      if (m.senderId === otherUserId) setTyping(false);
    };
    const onDelivered = (e: MessageDeliveredEvent) => {
      if (e.roomId === roomRef.current) patch([e.msgId], { deliveredAt: e.deliveredAt });
    };
    const onSeen = (e: MessageSeenEvent) => {
      if (e.roomId !== roomRef.current) return;
      setByKey((prev) => {
        const next = { ...prev };
        for (const id of e.msgIds) {
          const m = next[id];
          if (m) next[id] = { ...m, seenAt: m.seenAt ?? e.seenAt, deliveredAt: m.deliveredAt ?? e.seenAt };
        }
        return next;
      });
    };
    const onTyping = (e: TypingEvent) => {
      if (e.roomId !== roomRef.current || e.userId !== otherUserId) return;
      setTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), TYPING_GONE_MS);
    };
    const onStopTyping = (e: TypingEvent) => {
      if (e.roomId === roomRef.current && e.userId === otherUserId) setTyping(false);
    };
    const onOnline = (e: OnlineStatusEvent) => {
      if (e.userId === otherUserId) setOnline(e.online);
    };
    const onUpload = (e: UploadPercentageEvent) => {
      const key = pendingKey(e.uploadId);
      setByKey((prev) => {
        const p = prev[key];
        if (!p || (p.progress ?? 0) >= e.percentage) return prev;
        return { ...prev, [key]: { ...p, progress: e.percentage } };
      });
    };
    socket.on(SERVER_EVENTS.message, onMessage);
    socket.on(SERVER_EVENTS.messageReceived, onMessage);
    socket.on(SERVER_EVENTS.messageReceivedClientSide, onDelivered);
    socket.on(SERVER_EVENTS.messageSeenClientSide, onSeen);
    socket.on(SERVER_EVENTS.typingMessage, onTyping);
    socket.on(SERVER_EVENTS.stopTypingMessage, onStopTyping);
    socket.on(SERVER_EVENTS.onlineStatus, onOnline);
    socket.on(SERVER_EVENTS.uploadPercentage, onUpload);
    return () => {
      socket.off(SERVER_EVENTS.message, onMessage);
      socket.off(SERVER_EVENTS.messageReceived, onMessage);
      socket.off(SERVER_EVENTS.messageReceivedClientSide, onDelivered);
      socket.off(SERVER_EVENTS.messageSeenClientSide, onSeen);
      socket.off(SERVER_EVENTS.typingMessage, onTyping);
      socket.off(SERVER_EVENTS.stopTypingMessage, onStopTyping);
      socket.off(SERVER_EVENTS.onlineStatus, onOnline);
      socket.off(SERVER_EVENTS.uploadPercentage, onUpload);
      clearTimeout(typingTimer.current);
    };
  }, [socket, otherUserId, upsert, patch]);

  // A message from the other person while the page is visible is seen at once.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') markSeen();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markSeen]);

  const placeholder = useCallback(
    (clientId: string, extra: Partial<ShownMessage>): ShownMessage => ({
      _id: pendingKey(clientId),
      seq: Number.MAX_SAFE_INTEGER,
      roomId: roomRef.current ?? '',
      patientId: userType === 'patient' ? me : otherUserId,
      providerId: userType === 'patient' ? otherUserId : me,
      senderId: me,
      senderType: userType === 'doctor' ? 'doctor' : 'patient',
      fullName: '',
      profilePic: null,
      chatType: 'text',
      msg: '',
      file: null,
      clientId,
      createdAt: new Date().toISOString(),
      deliveredAt: null,
      seenAt: null,
      pending: 'sending',
      ...extra,
    }),
    [me, otherUserId, userType],
  );

  const emitText = useCallback(
    (clientId: string, msg: string) => {
      if (!socket) return;
      socket
        .timeout(SEND_TIMEOUT_MS)
        .emit(CLIENT_EVENTS.sendMessage, { otherUserId, msg, clientId }, (err: unknown, ack?: SendMessageAck) => {
          if (err || !ack?.ok) {
            patch([pendingKey(clientId)], { pending: 'failed' });
            return;
          }
          upsert([ack.message]);
          void qc.invalidateQueries({ queryKey: chatKeys.list() });
        });
    },
    [socket, otherUserId, patch, upsert, qc],
  );

  const sendText = useCallback(
    (text: string) => {
      const msg = text.trim();
      if (!msg) return;
      const clientId = newId();
      setByKey((prev) => ({ ...prev, [pendingKey(clientId)]: placeholder(clientId, { msg }) }));
      emitText(clientId, msg);
    },
    [placeholder, emitText],
  );

  const files = useRef(new Map<string, File>());
  const uploadFile = useCallback(
    (clientId: string, file: File) => {
      sendFile(prefix, { otherUserId, file, clientId, uploadId: clientId }, (progress) => {
        setByKey((prev) => {
          const p = prev[pendingKey(clientId)];
          if (!p || (p.progress ?? 0) >= progress) return prev;
          return { ...prev, [pendingKey(clientId)]: { ...p, progress } };
        });
      })
        .then((stored) => {
          files.current.delete(clientId);
          upsert([stored]);
          void qc.invalidateQueries({ queryKey: chatKeys.list() });
        })
        .catch((err: ApiError) => {
          notify.error(err.message || MSG.somethingWentWrong);
          // Refused for what it is (kind, size, content: a 4xx other than a rate limit): sending it
          // again cannot help, so no 'Not sent · Retry' bubble stays behind. A lost connection or a
          // server fault keeps the bubble and its Retry.
          if (err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429) {
            files.current.delete(clientId);
            setByKey((prev) => {
              const { [pendingKey(clientId)]: gone, ...rest } = prev;
              if (gone?.localUrl) URL.revokeObjectURL(gone.localUrl);
              return rest;
            });
            return;
          }
          patch([pendingKey(clientId)], { pending: 'failed' });
        });
    },
    [prefix, otherUserId, upsert, patch, qc],
  );

  const sendAttachment = useCallback(
    (file: File) => {
      const clientId = newId();
      const isPdf = file.type === 'application/pdf';
      const localUrl = !isPdf && file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined;
      files.current.set(clientId, file);
      setByKey((prev) => ({
        ...prev,
        [pendingKey(clientId)]: placeholder(clientId, {
          chatType: isPdf ? 'pdf' : 'image',
          msg: file.name,
          progress: 0,
          localUrl,
        }),
      }));
      uploadFile(clientId, file);
    },
    [placeholder, uploadFile],
  );

  /** Sends a failed message again with the same clientId (the server keeps one). */
  const retry = useCallback(
    (m: ShownMessage) => {
      if (!m.clientId) return;
      patch([m._id], { pending: 'sending' });
      const file = files.current.get(m.clientId);
      if (file) uploadFile(m.clientId, file);
      else emitText(m.clientId, m.msg);
    },
    [patch, uploadFile, emitText],
  );

  const typingSent = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Call on every keystroke: 'typing' at most every 2 s, 'stop-typing' after 3 s of quiet. */
  const onTyped = useCallback(() => {
    const room = roomRef.current;
    if (!socket || !room) return;
    const now = Date.now();
    if (now - typingSent.current > 2000) {
      typingSent.current = now;
      socket.emit(CLIENT_EVENTS.typing, { roomId: room });
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(() => {
      typingSent.current = 0;
      socket.emit(CLIENT_EVENTS.stopTyping, { roomId: room });
    }, 3000);
  }, [socket]);
  const stopTyping = useCallback(() => {
    const room = roomRef.current;
    clearTimeout(stopTimer.current);
    if (socket && room && typingSent.current) socket.emit(CLIENT_EVENTS.stopTyping, { roomId: room });
    typingSent.current = 0;
  }, [socket]);
  useEffect(() => () => clearTimeout(stopTimer.current), []);

  const messages = useMemo(
    () =>
      Object.values(byKey).sort((a, b) =>
        a.seq !== b.seq ? a.seq - b.seq : a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
      ),
    [byKey],
  );

  return {
    me,
    roomId,
    conversation,
    history,
    messages,
    online: isOnline,
    typing,
    sendText,
    sendAttachment,
    retry,
    onTyped,
    stopTyping,
  };
}
export type ConversationState = ReturnType<typeof useConversation>;
