import {
  type ChatMessage,
  chatPreview,
  type MessageDeliveredEvent,
  type MessageSeenEvent,
  SERVER_EVENTS,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import { chatMetrics } from './metrics';
import type { Caller, Conversation } from './service';

export const MESSAGES_LINK = '/user/base/home/messages';
export const NEW_MESSAGE_TITLE = 'New Message';
/** How long a message may wait for the recipient's browser before they count as away (CHAT_OFFLINE_AFTER_MS). */
export const offlineAfterMs = () => Number(process.env.CHAT_OFFLINE_AFTER_MS) || 4000;

/**
 * Telling people about stored chat changes, through their user rooms (every socket of that user, on
 * any node with the Redis adapter). Shared by the socket handlers and the HTTP routes.
 */
/**
 * Emits through the user rooms, unless the node is shutting down: with Redis, an emit after the
 * adapter's connection has closed would reject where nobody can catch it and end the process.
 */
export function chatEmitter(ctx: Pick<AppContext, 'realtime' | 'redis'>) {
  return (userType: 'patient' | 'doctor', userId: string, event: string, payload: unknown) => {
    if (ctx.redis && ctx.redis.status !== 'ready') return;
    const started = performance.now();
    ctx.realtime.emitToUser(userType, userId, event, payload);
    chatMetrics.emitMs.inc({ event }, performance.now() - started);
    chatMetrics.emits.inc({ event });
  };
}

/** The sweep leaves a message to its own timer for this much longer than the timer waits. */
const SWEEP_GRACE_MS = 30_000;
/** Missed-message checks falling due within this much of each other are judged together (one claim statement). */
const CHECK_BUCKET_MS = 100;

export function chatDelivery(ctx: AppContext, opts: { offlineAfterMs?: number } = {}) {
  const chat = ctx.services.chat;
  const emit = chatEmitter(ctx);
  /** Checks waiting for their time, by the bucket they fall due in: one timer per bucket, not per message. */
  const due = new Map<number, Array<() => void>>();
  const later = (ms: number, check: () => void) => {
    const bucket = Math.ceil((Date.now() + ms) / CHECK_BUCKET_MS) * CHECK_BUCKET_MS;
    const checks = due.get(bucket);
    if (checks) return void checks.push(check);
    due.set(bucket, [check]);
    const timer = setTimeout(() => {
      const run = due.get(bucket) ?? [];
      due.delete(bucket);
      for (const c of run) c();
    }, bucket - Date.now());
    timer.unref?.();
  };

  /**
   * One 'New Message' notification when the recipient has not received the message and it is the
   * first of the sender's in a row they have not received. The claim makes this happen once per
   * message, whether the send's timer or the sweep gets there first. True when it notified.
   */
  async function notifyIfMissed(sender: Caller, conv: Conversation, message: ChatMessage): Promise<boolean> {
    if (!(await chat.claimOfflineCheck(message._id))) return false;
    if (!(await chat.isFirstUndelivered(message.roomId, sender.userId, message.seq))) return false;
    const what = message.chatType === 'text' ? chatPreview(message.msg) : `sent a file: ${message.msg}`;
    await ctx.services.notifications.send({
      userId: chat.otherOf(sender, conv.conversation),
      title: NEW_MESSAGE_TITLE,
      msg: `${message.fullName}: ${what}`,
      kind: 'message',
      link: MESSAGES_LINK,
    });
    return true;
  }

  return {
    /**
     * A new stored message: `message` to the recipient, `message-received` to the sender's sockets
     * (their other tabs; the sending socket has its acknowledgement). A recipient whose browser has
     * not received it within offlineAfterMs() gets one 'message' notification for the first such message.
     */
    newMessage(c: Caller, conv: Conversation, message: ChatMessage): void {
      const recipientId = chat.otherOf(c, conv.conversation);
      const recipientRole = chat.otherRoleOf(c);
      emit(recipientRole, recipientId, SERVER_EVENTS.message, message);
      emit(c.role, c.userId, SERVER_EVENTS.messageReceived, message);
      // Every browser acknowledges what reaches it (message-acknowledgement): a message still not
      // delivered a few seconds later found nobody online, and the first such one is notified.
      // A timer instead of asking every node who is online keeps the send path free of it; if this
      // node stops first, the chat.missed-messages job judges the message instead (claimed once).
      later(opts.offlineAfterMs ?? offlineAfterMs(), () => {
        notifyIfMissed(c, conv, message).catch((err: unknown) =>
          ctx.log.warn({ err }, 'chat: offline notification failed'),
        );
      });
    },

    /** The job's half: messages whose timer never ran (their node stopped), judged the same way. */
    async sweepMissed(): Promise<number> {
      const due = await chat.offlineChecksDue(offlineAfterMs() + SWEEP_GRACE_MS);
      let notified = 0;
      for (const d of due) if (await notifyIfMissed(d.sender, d.conv, d.message)) notified++;
      return notified;
    },

    /** message-received-client-side to the sender of each message the reader now has. */
    delivered(reader: Caller, conv: Conversation, rows: { id: string; deliveredAt: Date | null }[]): void {
      const senderId = chat.otherOf(reader, conv.conversation);
      for (const r of rows) {
        const event: MessageDeliveredEvent = {
          roomId: conv.conversation.id,
          msgId: r.id,
          deliveredAt: (r.deliveredAt ?? new Date()).toISOString(),
        };
        emit(chat.otherRoleOf(reader), senderId, SERVER_EVENTS.messageReceivedClientSide, event);
      }
    },

    /** message-seen-client-side to the sender, and to the reader's other tabs (their unread count). */
    seen(reader: Caller, conv: Conversation, rows: { id: string; seenAt: Date | null; seq: number }[]): void {
      if (rows.length === 0) return;
      const event: MessageSeenEvent = {
        roomId: conv.conversation.id,
        msgIds: rows.map((r) => r.id),
        upToSeq: Math.max(...rows.map((r) => r.seq)),
        seenAt: (rows[0]!.seenAt ?? new Date()).toISOString(),
      };
      emit(
        chat.otherRoleOf(reader),
        chat.otherOf(reader, conv.conversation),
        SERVER_EVENTS.messageSeenClientSide,
        event,
      );
      emit(reader.role, reader.userId, SERVER_EVENTS.messageSeenClientSide, event);
    },
  };
}
