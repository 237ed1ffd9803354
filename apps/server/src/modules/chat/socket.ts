import {
  type ChatMessage,
  CLIENT_EVENTS,
  type JoinRoomAck,
  joinRoomPayload,
  MSG,
  messageAcknowledgementPayload,
  messageSeenPayload,
  type OnlineStatusEvent,
  SERVER_EVENTS,
  type SendMessageAck,
  sendMessagePayload,
  type TypingEvent,
  typingPayload,
} from '@sahaj/contract';
import type { Socket } from 'socket.io';
import { ZodError, type z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Principal } from '../../lib/tokens';
import { chatDelivery, chatEmitter } from './delivery';
import { chatMetrics } from './metrics';
import { type Caller, type Conversation, callerOf } from './service';

type Ack = (reply: unknown) => void;

/** The message to show for a refused action: ours when we wrote it, never internals. */
function refusal(err: unknown): string {
  if (err instanceof AppError) return err.message;
  if (err instanceof ZodError) {
    const first = err.issues[0]?.message;
    return first && Object.values(MSG).includes(first as never) ? first : MSG.chatBadPayload;
  }
  return MSG.somethingWentWrong;
}

const deliveries = new WeakMap<AppContext, ReturnType<typeof chatDelivery>>();
const deliveryFor = (ctx: AppContext) => {
  let d = deliveries.get(ctx);
  if (!d) {
    d = chatDelivery(ctx);
    deliveries.set(ctx, d);
  }
  return d;
};

/**
 * Chat over the socket (spec 03 "Real-time events"; issue 13). Every payload is checked with its
 * contract schema; a refused action answers the acknowledgement with { ok: false, message } and
 * emits `applicationErrors`, and never ends the socket. Patients and therapists only.
 */
export function chatSocket(ctx: AppContext, socket: Socket, principal: Principal): void {
  if (principal.userType !== 'patient' && principal.userType !== 'doctor') return;
  const caller: Caller = callerOf(principal);
  const chat = ctx.services.chat;
  const delivery = deliveryFor(ctx);
  const emit = chatEmitter(ctx);
  /** Conversations this socket has been allowed into, by id and by the other person (no look-up per message). */
  const rooms = new Map<string, Conversation>();
  const byOther = new Map<string, Conversation>();
  const remember = (conv: Conversation) => {
    rooms.set(conv.conversation.id, conv);
    byOther.set(chat.otherOf(caller, conv.conversation), conv);
    return conv;
  };
  const known = (t: { roomId?: string; otherUserId?: string }) =>
    (t.roomId && rooms.get(t.roomId)) || (t.otherUserId && byOther.get(t.otherUserId)) || undefined;

  async function room(roomId: string): Promise<Conversation> {
    const known = rooms.get(roomId);
    if (known) return known;
    return remember(await chat.open(caller, { roomId }));
  }

  /** Registers one event: payload parsed, errors reported, the ack called at most once. */
  function on<S extends z.ZodType>(event: string, schema: S, run: (p: z.infer<S>, ack?: Ack) => Promise<void>) {
    socket.on(event, (raw: unknown, maybeAck?: unknown) => {
      const ack =
        typeof maybeAck === 'function' ? (maybeAck as Ack) : typeof raw === 'function' ? (raw as Ack) : undefined;
      void (async () => {
        try {
          await run(schema.parse(typeof raw === 'function' ? undefined : raw), ack);
        } catch (err) {
          const message = refusal(err);
          if (!(err instanceof AppError) && !(err instanceof ZodError)) {
            ctx.log.error({ err, event }, 'chat socket handler failed');
          }
          socket.emit(SERVER_EVENTS.applicationErrors, { event, message });
          ack?.({ ok: false, message });
        }
      })();
    });
  }

  on(CLIENT_EVENTS.joinRoom, joinRoomPayload, async (p, ack) => {
    const conv = remember(await chat.open(caller, p));
    const otherId = chat.otherOf(caller, conv.conversation);
    let missed: ChatMessage[] = [];
    let hasMore = false;
    if (p.after !== undefined) {
      const page = await chat.messagesOf(caller, conv, { after: p.after, limit: 100 });
      missed = page.messages;
      hasMore = page.hasMore;
      delivery.delivered(caller, conv, page.delivered);
    }
    const online = await ctx.realtime.onlineAmong(chat.otherRoleOf(caller), [otherId]);
    const reply: JoinRoomAck = {
      ok: true,
      roomId: conv.conversation.id,
      otherUserId: otherId,
      online: online.has(otherId),
      missed,
      hasMore,
    };
    ack?.(reply);
  });

  on(CLIENT_EVENTS.sendMessage, sendMessagePayload, async (p, ack) => {
    const arrived = performance.now();
    // Stored (committed) first; only then acknowledged and delivered.
    const { conv, message, duplicate } = await chat.sendText(caller, p, { msg: p.msg, clientId: p.clientId }, known(p));
    remember(conv);
    const reply: SendMessageAck = { ok: true, message };
    ack?.(reply);
    chatMetrics.sendMs.observe(performance.now() - arrived);
    if (!duplicate) delivery.newMessage(caller, conv, message);
  });

  on(CLIENT_EVENTS.messageAcknowledgement, messageAcknowledgementPayload, async (p, ack) => {
    const { conv, changed } = await chat.acknowledge(caller, p, (otherUserId) => known({ otherUserId }));
    remember(conv);
    delivery.delivered(caller, conv, changed);
    ack?.({ ok: true, count: changed.length });
  });

  on(CLIENT_EVENTS.messageSeen, messageSeenPayload, async (p, ack) => {
    const { conv, changed } = await chat.seen(caller, p, known(p));
    remember(conv);
    delivery.seen(caller, conv, changed);
    ack?.({ ok: true, count: changed.length });
  });

  const typing = (event: string, out: string) =>
    on(event, typingPayload, async (p, ack) => {
      const conv = await room(p.roomId);
      const payload: TypingEvent = { roomId: conv.conversation.id, userId: caller.userId };
      emit(chat.otherRoleOf(caller), chat.otherOf(caller, conv.conversation), out, payload);
      ack?.({ ok: true });
    });
  typing(CLIENT_EVENTS.typing, SERVER_EVENTS.typingMessage);
  typing(CLIENT_EVENTS.stopTyping, SERVER_EVENTS.stopTypingMessage);

  // onlineStatus to everyone this person chats with: on arrival, and when their last socket leaves.
  const announce = async (online: boolean) => {
    const partners = await chat.partners(caller);
    const event: OnlineStatusEvent = { userId: caller.userId, online };
    for (const id of partners) emit(chat.otherRoleOf(caller), id, SERVER_EVENTS.onlineStatus, event);
  };
  void announce(true).catch((err: unknown) => ctx.log.warn({ err }, 'chat: online status failed'));
  socket.on('disconnect', (reason) => {
    // A node shutting down says nothing: its Redis link is closing, and the people are not leaving.
    if (reason === 'server shutting down' || ctx.realtime.closing) return;
    void (async () => {
      const still = await ctx.realtime.onlineAmong(caller.role, [caller.userId]);
      if (!still.has(caller.userId)) await announce(false);
    })().catch((err: unknown) => ctx.log.warn({ err }, 'chat: offline status failed'));
  });
}
