import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Chat between a patient and a therapist (spec 03, "Real-time events" and the chat message entity).
 * One conversation per pair, made the first time either of them opens it, and only while the pair
 * has an appointment (the chat service checks that); the unique pair is what stops a second one.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message's time, so the list sorts by an index. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_conversations_not_self_check', sql`${t.patientId} <> ${t.therapistId}`),
    uniqueIndex('chat_conversations_pair_unique').on(t.patientId, t.therapistId),
    index('chat_conversations_therapist_idx').on(t.therapistId, t.lastMessageAt),
  ],
);

export const CHAT_FILE_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const CHAT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** A file sent in a conversation; readable only by the conversation's two people. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_files_mime_check', sql.raw(`mime_type in (${CHAT_FILE_MIME_TYPES.map((m) => `'${m}'`).join(', ')})`)),
    check(
      'chat_files_size_check',
      sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= ${sql.raw(String(CHAT_FILE_MAX_BYTES))}`,
    ),
    uniqueIndex('chat_files_storage_key_unique').on(t.storageKey),
    index('chat_files_conversation_idx').on(t.conversationId),
  ],
);

export const CHAT_TYPES = ['text', 'image', 'pdf'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export const CHAT_BODY_MAX = 4000;

/**
 * One message. `seq` is the ordering key (a sequence: later insert, larger number), used for paging
 * backwards and for "everything after the last one I have". `client_id` is the sender's own id for
 * the message, so a resend after a lost acknowledgement finds the stored row instead of a second one.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    chatType: text('chat_type').$type<ChatType>().notNull().default('text'),
    body: text('body'),
    fileId: uuid('file_id').references(() => chatFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /**
     * When the "did the recipient miss this?" check was claimed (by the send's short timer, or the
     * sweep job when that timer's node stopped first): set once, so a message is judged only once.
     */
    offlineCheckedAt: timestamp('offline_checked_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_messages_type_check', sql.raw(`chat_type in (${CHAT_TYPES.map((c) => `'${c}'`).join(', ')})`)),
    check(
      'chat_messages_body_check',
      sql`${t.body} is null or char_length(${t.body}) between 1 and ${sql.raw(String(CHAT_BODY_MAX))}`,
    ),
    check('chat_messages_text_check', sql`${t.chatType} <> 'text' or ${t.body} is not null`),
    check('chat_messages_client_id_check', sql`${t.clientId} is null or char_length(${t.clientId}) <= 64`),
    uniqueIndex('chat_messages_seq_unique').on(t.seq),
    uniqueIndex('chat_messages_client_unique')
      .on(t.conversationId, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.seq),
    index('chat_messages_unseen_idx').on(t.conversationId, t.senderId).where(sql`${t.seenAt} is null`),
    // The missed-message sweep reads only messages nobody has received or judged yet.
    index('chat_messages_offline_due_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null and ${t.offlineCheckedAt} is null`),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatFileRow = typeof chatFiles.$inferSelect;
