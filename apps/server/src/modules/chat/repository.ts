import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  accountProfiles,
  appointments,
  type ChatMessageRow,
  type ChatType,
  chatConversations,
  chatFiles,
  chatMessages,
  therapistProfiles,
  users,
} from '../../db/schema/index';

export type ChatRole = 'patient' | 'doctor';

const patientUser = alias(users, 'chat_patient_user');
const therapistUser = alias(users, 'chat_therapist_user');

/** Both people of a conversation with what the replies show of them. */
const peopleColumns = {
  conversation: chatConversations,
  patientName: patientUser.name,
  patientFirstName: patientUser.firstName,
  patientLastName: patientUser.lastName,
  patientPicFileId: accountProfiles.profilePicFileId,
  therapistName: therapistUser.name,
  therapistFirstName: therapistUser.firstName,
  therapistLastName: therapistUser.lastName,
  therapistPicFileId: therapistProfiles.profilePicFileId,
  patientStatus: patientUser.status,
  therapistStatus: therapistUser.status,
};

/** An appointment that makes a pair able to chat: booked, completed or cancelled (a hold is not one yet). */
const countingStatuses = ['upcoming', 'completed', 'cancelled'] as const;

/** Queries of chat: no rules here (see service.ts). */
export function chatRepository(db: DbOrTx) {
  const withPeople = () =>
    db
      .select(peopleColumns)
      .from(chatConversations)
      .innerJoin(patientUser, eq(patientUser.id, chatConversations.patientId))
      .innerJoin(therapistUser, eq(therapistUser.id, chatConversations.therapistId))
      .leftJoin(accountProfiles, eq(accountProfiles.userId, chatConversations.patientId))
      .leftJoin(therapistProfiles, eq(therapistProfiles.userId, chatConversations.therapistId));

  return {
    async pairHasAppointment(patientId: string, therapistId: string): Promise<boolean> {
      const rows = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, patientId),
            eq(appointments.therapistId, therapistId),
            inArray(appointments.status, [...countingStatuses]),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Makes the conversation of every pair the user has an appointment with (idempotent). */
    async ensureConversationsOf(role: ChatRole, userId: string): Promise<void> {
      const own = role === 'patient' ? sql`a.patient_id = ${userId}` : sql`a.therapist_id = ${userId}`;
      await db.execute(sql`
        insert into chat_conversations (patient_id, therapist_id)
        select distinct a.patient_id, a.therapist_id from appointments a
        where ${own} and a.status in ('upcoming', 'completed', 'cancelled')
        on conflict (patient_id, therapist_id) do nothing`);
    },

    /** The pair's conversation, made if missing (the caller has checked the appointment). */
    async ensureConversation(patientId: string, therapistId: string) {
      await db.insert(chatConversations).values({ patientId, therapistId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.patientId, patientId), eq(chatConversations.therapistId, therapistId)));
      return row!;
    },

    async conversation(id: string) {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },

    async conversationWithPeople(id: string) {
      const [row] = await withPeople().where(eq(chatConversations.id, id));
      return row;
    },

    async conversationsOf(role: ChatRole, userId: string) {
      const own =
        role === 'patient' ? eq(chatConversations.patientId, userId) : eq(chatConversations.therapistId, userId);
      return withPeople()
        .where(own)
        .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.createdAt));
    },

    /** Everyone a user can chat with (for online status): the pairs with an appointment. */
    async partnersOf(role: ChatRole, userId: string): Promise<string[]> {
      const [mine, theirs] =
        role === 'patient'
          ? [appointments.patientId, appointments.therapistId]
          : [appointments.therapistId, appointments.patientId];
      const rows = await db
        .selectDistinct({ id: theirs })
        .from(appointments)
        .where(and(eq(mine, userId), inArray(appointments.status, [...countingStatuses])));
      return rows.map((r) => r.id);
    },

    /** The newest message and unread count per conversation, for the list. */
    async lastMessages(conversationIds: string[]) {
      if (conversationIds.length === 0) return [];
      return db
        .selectDistinctOn([chatMessages.conversationId], {
          conversationId: chatMessages.conversationId,
          body: chatMessages.body,
          chatType: chatMessages.chatType,
          senderId: chatMessages.senderId,
          createdAt: chatMessages.createdAt,
          fileName: chatFiles.originalName,
        })
        .from(chatMessages)
        .leftJoin(chatFiles, eq(chatFiles.id, chatMessages.fileId))
        .where(inArray(chatMessages.conversationId, conversationIds))
        .orderBy(chatMessages.conversationId, desc(chatMessages.seq));
    },

    async unreadCounts(conversationIds: string[], readerId: string) {
      if (conversationIds.length === 0) return [];
      return db
        .select({ conversationId: chatMessages.conversationId, n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            inArray(chatMessages.conversationId, conversationIds),
            ne(chatMessages.senderId, readerId),
            isNull(chatMessages.seenAt),
          ),
        )
        .groupBy(chatMessages.conversationId);
    },

    async findByClientId(conversationId: string, senderId: string, clientId: string) {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.senderId, senderId),
            eq(chatMessages.clientId, clientId),
          ),
        );
      return row;
    },

    /**
     * Inserts several messages (each with its id chosen by the caller) and moves their conversations'
     * last times, in one statement and one commit: the group commit of issue 25. A message whose
     * sender already used its clientId in that conversation is not inserted (absent from the answer).
     * The conversation rows are locked (in id order, so two batches never deadlock) before the
     * messages take their seq, so within a conversation messages commit in seq order: a client
     * catching up "after seq n" can never miss a message with a smaller seq that committed later.
     * Within a batch, seq follows the order of `items`.
     */
    async insertMessages(
      items: Array<{
        id: string;
        conversationId: string;
        senderId: string;
        chatType: ChatType;
        body: string | null;
        fileId: string | null;
        clientId: string | null;
      }>,
    ): Promise<ChatMessageRow[]> {
      if (items.length === 0) return [];
      // One JSON parameter (not one per value): the same text whatever the batch size, on both drivers.
      const input = JSON.stringify(
        items.map((v, ord) => ({
          ord,
          id: v.id,
          conversation_id: v.conversationId,
          sender_id: v.senderId,
          chat_type: v.chatType,
          body: v.body,
          file_id: v.fileId,
          client_id: v.clientId,
        })),
      );
      const res = await db.execute(sql`
        with i as (
          select * from jsonb_to_recordset(${input}::jsonb) as t(
            ord int, id uuid, conversation_id uuid, sender_id uuid, chat_type text, body text, file_id uuid, client_id text)
        ), c as (
          select id from chat_conversations where id in (select conversation_id from i) order by id for update
        ), m as (
          insert into chat_messages (id, conversation_id, sender_id, chat_type, body, file_id, client_id)
          select i.id, i.conversation_id, i.sender_id, i.chat_type, i.body, i.file_id, i.client_id
          from i where i.conversation_id in (select id from c)
          order by i.ord
          on conflict (conversation_id, sender_id, client_id) where client_id is not null do nothing
          returning *
        ), moved as (
          update chat_conversations c set last_message_at = x.at
          from (select conversation_id, max(created_at) as at from m group by conversation_id) x
          where c.id = x.conversation_id
        )
        select * from m`);
      const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
      const at = (x: unknown) => (x === null || x === undefined ? null : new Date(x as string | Date));
      return rows.map((r) => ({
        id: String(r.id),
        seq: Number(r.seq),
        conversationId: String(r.conversation_id),
        senderId: String(r.sender_id),
        clientId: (r.client_id as string | null) ?? null,
        chatType: r.chat_type as ChatType,
        body: (r.body as string | null) ?? null,
        fileId: (r.file_id as string | null) ?? null,
        createdAt: at(r.created_at)!,
        deliveredAt: at(r.delivered_at),
        seenAt: at(r.seen_at),
        offlineCheckedAt: at(r.offline_checked_at),
      }));
    },

    async insertFile(values: typeof chatFiles.$inferInsert) {
      const [row] = await db.insert(chatFiles).values(values).returning();
      return row!;
    },

    async file(id: string) {
      const [row] = await db.select().from(chatFiles).where(eq(chatFiles.id, id));
      return row;
    },

    async filesByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(chatFiles).where(inArray(chatFiles.id, ids));
    },

    /** A page of messages, newest first (the service reverses it). */
    async messages(conversationId: string, opts: { before?: number; after?: number; limit: number }) {
      const conds = [eq(chatMessages.conversationId, conversationId)];
      if (opts.before !== undefined) conds.push(lt(chatMessages.seq, opts.before));
      if (opts.after !== undefined) conds.push(gt(chatMessages.seq, opts.after));
      // "What came after" reads forwards (oldest first, so nothing is skipped); a page back reads newest first.
      return db
        .select()
        .from(chatMessages)
        .where(and(...conds))
        .orderBy(opts.after !== undefined ? asc(chatMessages.seq) : desc(chatMessages.seq))
        .limit(opts.limit + 1);
    },

    async message(id: string) {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row;
    },

    /**
     * Claims the missed-message checks of these messages: the ids claimed now, once each, for whichever
     * of the send's timer and the sweep comes first, and never a message already received.
     */
    async claimOfflineChecks(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(chatMessages)
        .set({ offlineCheckedAt: sql`now()` })
        .where(
          and(inArray(chatMessages.id, ids), isNull(chatMessages.deliveredAt), isNull(chatMessages.offlineCheckedAt)),
        )
        .returning({ id: chatMessages.id });
      return rows.map((r) => r.id);
    },

    /** Messages nobody has received or judged, stored between `since` and `before`, oldest first. */
    async offlineChecksDue(since: Date, before: Date, limit: number) {
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            isNull(chatMessages.deliveredAt),
            isNull(chatMessages.offlineCheckedAt),
            gt(chatMessages.createdAt, since),
            lt(chatMessages.createdAt, before),
          ),
        )
        .orderBy(asc(chatMessages.createdAt))
        .limit(limit);
    },

    /** Marks the reader's undelivered messages of a conversation delivered; returns the rows changed. */
    async markDelivered(conversationId: string, readerId: string, msgIds?: string[]) {
      const conds = [
        eq(chatMessages.conversationId, conversationId),
        ne(chatMessages.senderId, readerId),
        isNull(chatMessages.deliveredAt),
      ];
      if (msgIds) conds.push(inArray(chatMessages.id, msgIds));
      return db
        .update(chatMessages)
        .set({ deliveredAt: sql`now()` })
        .where(and(...conds))
        .returning({ id: chatMessages.id, deliveredAt: chatMessages.deliveredAt, seq: chatMessages.seq });
    },

    /**
     * Several acknowledgements in one statement: each marks one message delivered when it is in that
     * conversation, from the other person (not the reader) and not delivered yet. Returns the rows
     * changed with the reader whose acknowledgement changed them.
     */
    async markDeliveredMany(items: Array<{ msgId: string; conversationId: string; readerId: string }>) {
      if (items.length === 0) return [];
      const input = JSON.stringify(
        items.map((v) => ({ msg_id: v.msgId, conversation_id: v.conversationId, reader_id: v.readerId })),
      );
      const res = await db.execute(sql`
        update chat_messages m set delivered_at = now()
        from (
          select distinct * from jsonb_to_recordset(${input}::jsonb) as t(msg_id uuid, conversation_id uuid, reader_id uuid)
        ) a
        where m.id = a.msg_id and m.conversation_id = a.conversation_id and m.sender_id <> a.reader_id
          and m.delivered_at is null
        returning m.id, m.delivered_at, m.seq, a.reader_id`);
      return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
        id: String(r.id),
        deliveredAt: r.delivered_at === null ? null : new Date(r.delivered_at as string | Date),
        seq: Number(r.seq),
        readerId: String(r.reader_id),
      }));
    },

    /**
     * Marks the other person's messages up to msgId (that message's seq, in this conversation; all
     * without it) as seen and delivered, in one statement; returns the rows changed.
     */
    async markSeen(conversationId: string, readerId: string, upToMsgId?: string) {
      const conds = [
        eq(chatMessages.conversationId, conversationId),
        ne(chatMessages.senderId, readerId),
        isNull(chatMessages.seenAt),
      ];
      if (upToMsgId !== undefined) {
        conds.push(
          lte(
            chatMessages.seq,
            sql`(select m.seq from chat_messages m where m.id = ${upToMsgId} and m.conversation_id = ${conversationId})`,
          ),
        );
      }
      return db
        .update(chatMessages)
        .set({ seenAt: sql`now()`, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, now())` })
        .where(and(...conds))
        .returning({ id: chatMessages.id, seenAt: chatMessages.seenAt, seq: chatMessages.seq });
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
