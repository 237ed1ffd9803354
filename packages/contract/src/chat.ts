import { z } from 'zod';
import { CHAT_MSG as C } from './messages/chat';

/**
 * Chat between a patient and their therapist (spec 03: chat message entity, fetch-Chat-History,
 * create-file / upload-file, "Real-time events"; issue 13). A conversation exists for a pair once
 * they have an appointment (booked, completed or cancelled); nobody else can read or write it.
 *
 * HTTP, under /api/v1 (role = patient | provider):
 *   GET  /{role}/fetch-Chat-History               → chatListData (every conversation of the caller)
 *   GET  /{role}/fetch-Chat-History/{otherUserId}  ?before&after&limit → chatHistoryData (paged backwards)
 *   POST /{role}/create-file   multipart (roomId or otherUserId, clientId?, uploadId?, file) → the stored message
 *   POST /patient/upload-file  the same for patients (POST /provider/upload-file is the therapist profile's upload)
 *   GET  /chat/files/{fileId}?exp&sig              the file, by signed link or the bearer token of one of the pair
 * Socket events: see the payloads below and CLIENT_EVENTS / SERVER_EVENTS in socket-events.ts.
 */

export const CHAT_PREVIEW_MAX = 60;
export const CHAT_BODY_MAX = 4000;
export const CHAT_PAGE_LIMIT = 30;
export const CHAT_TYPES = ['text', 'image', 'pdf'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
/** What the composer's file picker accepts; the server checks the bytes, not these. */
export const CHAT_FILE_ACCEPT = 'image/jpeg,image/png,application/pdf';
export const CHAT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why a chosen file cannot be sent (type and size as the browser reports them), or undefined. The
 * composer asks before anything is shown in the conversation; the server checks the content again.
 */
export function chatFileProblem(file: { type: string; size: number }): string | undefined {
  if (!CHAT_FILE_ACCEPT.split(',').includes(file.type)) return C.chatFileType;
  if (file.size > CHAT_FILE_MAX_BYTES) return C.chatFileTooLarge;
  if (file.size === 0) return C.chatFileRequired;
  return undefined;
}

/** A message preview: the first 60 characters, then '...'. */
export function chatPreview(text: string, max = CHAT_PREVIEW_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : flat;
}

const uuid = z.string().uuid(C.chatNotFound);
const clientId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)
  .describe("The sender's own id for the message: a resend with the same id returns the stored message");

export const chatFile = z.object({
  _id: z.string(),
  url: z.string().describe('Signed, short-lived link'),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ChatFile = z.infer<typeof chatFile>;

export const chatMessage = z.object({
  _id: z.string(),
  seq: z.number().int().describe('Ordering key: larger is later'),
  roomId: z.string().describe('The conversation'),
  patientId: z.string(),
  providerId: z.string(),
  senderId: z.string(),
  senderType: z.enum(['patient', 'doctor']),
  fullName: z.string().describe("The sender's name"),
  profilePic: z.string().nullable().describe("The sender's picture"),
  chatType: z.enum(CHAT_TYPES),
  msg: z.string().describe('The text; for a file, its name'),
  file: chatFile.nullable(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  seenAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  _id: z.string(),
  roomId: z.string(),
  patientId: z.string(),
  providerId: z.string(),
  otherUserId: z.string(),
  fullName: z.string().describe("The other person's name"),
  profilePic: z.string().nullable(),
  online: z.boolean(),
  closed: z
    .boolean()
    .describe("The other person's account was deleted: readable, but no one can write to it (issue 20 #11)"),
  unreadCount: z.number().int(),
  lastMessage: z.string().nullable().describe('Preview, cut at 60 characters'),
  lastChatType: z.enum(CHAT_TYPES).nullable(),
  lastSenderId: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatListData = z.object({ conversations: z.array(chatConversation) });
export type ChatListData = z.infer<typeof chatListData>;

export const chatHistoryParams = z.object({ id: uuid.describe("The other person's user id") });
export const chatHistoryQuery = z.object({
  before: z.coerce.number().int().min(1).optional().describe('Older than this seq (paging backwards)'),
  after: z.coerce.number().int().min(0).optional().describe('Newer than this seq (what was missed)'),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_LIMIT),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuery>;
export const chatHistoryData = z.object({
  conversation: chatConversation,
  messages: z.array(chatMessage).describe('Oldest first'),
  hasMore: z.boolean().describe('More messages exist beyond this page: older ones (or, with after, newer ones)'),
});
export type ChatHistoryData = z.infer<typeof chatHistoryData>;

/** Multipart text fields of create-file / upload-file (the file is the part named `file` or `files`). */
export const chatFileFields = z
  .object({
    roomId: uuid.optional(),
    otherUserId: uuid.optional(),
    clientId: clientId.optional(),
    uploadId: z.string().min(1).max(64).optional().describe('Echoed in uploadPercentage events'),
  })
  .refine((v) => v.roomId || v.otherUserId, { message: C.chatNotFound, path: ['roomId'] });
export type ChatFileFields = z.infer<typeof chatFileFields>;

// ---------------------------------------------------------------------------------------------
// Socket payloads (client → server), each answered through the acknowledgement callback.

const target = {
  roomId: uuid.optional(),
  otherUserId: uuid.optional(),
};
const hasTarget = (v: { roomId?: string; otherUserId?: string }) => Boolean(v.roomId || v.otherUserId);

export const joinRoomPayload = z
  .object({ ...target, after: z.number().int().min(0).optional().describe('Send back what came after this seq') })
  .refine(hasTarget, { message: C.chatNotFound });
export type JoinRoomPayload = z.infer<typeof joinRoomPayload>;

export const sendMessagePayload = z
  .object({
    ...target,
    msg: z.string().trim().min(1, C.chatMessageEmpty).max(CHAT_BODY_MAX, C.chatMessageTooLong),
    clientId: clientId.optional(),
  })
  .refine(hasTarget, { message: C.chatNotFound });
export type SendMessagePayload = z.input<typeof sendMessagePayload>;

/** The recipient's client says it has the message (spec: patientId, providerId, msgId). */
export const messageAcknowledgementPayload = z.object({ patientId: uuid, providerId: uuid, msgId: uuid });
export type MessageAcknowledgementPayload = z.infer<typeof messageAcknowledgementPayload>;

/** The reader has seen everything from the other person up to msgId (or everything, without it). */
export const messageSeenPayload = z.object({ roomId: uuid, msgId: uuid.optional() });
export type MessageSeenPayload = z.infer<typeof messageSeenPayload>;

export const typingPayload = z.object({ roomId: uuid });
export type TypingPayload = z.infer<typeof typingPayload>;

export type ChatAck<T> = ({ ok: true } & T) | { ok: false; message: string };
/** missed: what came after the join's `after` (oldest first, at most 100); hasMore: join again after the last of them. */
export type JoinRoomAck = ChatAck<{
  roomId: string;
  otherUserId: string;
  online: boolean;
  missed: ChatMessage[];
  hasMore: boolean;
}>;
export type SendMessageAck = ChatAck<{ message: ChatMessage }>;

// ---------------------------------------------------------------------------------------------
// Socket events (server → client).

/** message-received-client-side: the recipient's client has the message. */
export const messageDeliveredEvent = z.object({ roomId: z.string(), msgId: z.string(), deliveredAt: z.string() });
export type MessageDeliveredEvent = z.infer<typeof messageDeliveredEvent>;

/** message-seen-client-side: the recipient has read these of the sender's messages. */
export const messageSeenEvent = z.object({
  roomId: z.string(),
  msgIds: z.array(z.string()),
  upToSeq: z.number().int(),
  seenAt: z.string(),
});
export type MessageSeenEvent = z.infer<typeof messageSeenEvent>;

/** typing-message / stop-typing-message. */
export const typingEvent = z.object({ roomId: z.string(), userId: z.string() });
export type TypingEvent = z.infer<typeof typingEvent>;

/** onlineStatus: sent to the people a user chats with when they come online or leave. */
export const onlineStatusEvent = z.object({ userId: z.string(), online: z.boolean() });
export type OnlineStatusEvent = z.infer<typeof onlineStatusEvent>;

/** uploadPercentage: how much of a create-file upload the server has read. */
export const uploadPercentageEvent = z.object({ uploadId: z.string(), percentage: z.number().int() });
export type UploadPercentageEvent = z.infer<typeof uploadPercentageEvent>;

// applicationErrors payloads use applicationErrorEvent from calls.ts ({ message, event }).
