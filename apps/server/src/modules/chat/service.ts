import { randomUUID } from 'node:crypto';
import {
  CHAT_FILE_MAX_BYTES,
  CHAT_PAGE_LIMIT,
  type ChatConversation,
  type ChatHistoryData,
  type ChatListData,
  type ChatMessage,
  chatPreview,
  displayName,
  MSG,
} from '@sahaj/contract';
import { subDays, subMilliseconds } from 'date-fns';
import { fileTypeFromBuffer } from 'file-type';
import type { BaseContext } from '../../context';
import type { ChatFileRow, ChatMessageRow } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import {
  auditFileOpen,
  checkImage,
  cleanFileName,
  type FileReader,
  IMAGE_RULES,
  storeThenRecord,
} from '../../lib/files/index';
import type { Principal } from '../../lib/tokens';
import { batcher } from './batch';
import { batchStatsFor } from './metrics';
import { type ChatRepository, type ChatRole, chatRepository } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'fileLinks' | 'storage' | 'realtime' | 'log'>;
type People = NonNullable<Awaited<ReturnType<ChatRepository['conversationWithPeople']>>>;
export type Conversation = People;

/** Who is asking: a patient or a therapist (any other kind of user has no chats). */
export interface Caller {
  userId: string;
  role: ChatRole;
}
export const callerOf = (p: Pick<Principal, 'userId' | 'userType'>): Caller => {
  if (p.userType !== 'patient' && p.userType !== 'doctor') throw notFound(MSG.chatNotFound);
  return { userId: p.userId, role: p.userType };
};

export interface Target {
  roomId?: string;
  otherUserId?: string;
}

/** The one display-name rule (contract person.ts, issue 19). */
const nameOf = (name: string | null, firstName: string | null, lastName: string | null) =>
  displayName({ name, firstName, lastName });

/**
 * The address of a chat file. A message goes to both people (and over the socket), so it carries no
 * link token: each opens it with their own Bearer token (the web fetches it through the API client),
 * or with a 5-minute link bound to them (`chatFileLinkFor`).
 */
export const chatFilePath = (fileId: string) => `/api/v1/chat/files/${fileId}`;
/** A link to a chat file for one of the pair: 5 minutes, bound to that user (lib/files/links.ts). */
export const chatFileLinkFor = (links: BaseContext['fileLinks'], fileId: string, userId: string, download = false) =>
  links.boundLink({ path: chatFilePath(fileId), subject: 'chat-file', fileId, userId, download });

/** Chat rules (issue 13): who may read and write, storing before telling, the list and history. */
export function chatService(ctx: Ctx) {
  const repo = chatRepository(ctx.db);
  // The hot writes go to the database in batches (group commit): one statement for every message
  // stored in the same turn of the event loop, one for the acknowledgements, one for the offline claims.
  const inserts = batcher(async (items: Parameters<ChatRepository['insertMessages']>[0]) => {
    const stored = new Map((await repo.insertMessages(items)).map((r) => [r.id, r]));
    return items.map((i) => stored.get(i.id));
  }, batchStatsFor('insert'));
  const acknowledgements = batcher(async (items: Parameters<ChatRepository['markDeliveredMany']>[0]) => {
    const changed = await repo.markDeliveredMany(items);
    return items.map((i) => changed.filter((r) => r.id === i.msgId && r.readerId === i.readerId));
  }, batchStatsFor('delivered'));
  const claims = batcher(async (ids: string[]) => {
    const claimed = new Set(await repo.claimOfflineChecks(ids));
    return ids.map((id) => claimed.has(id));
  }, batchStatsFor('claim'));

  const other = (c: Caller, conv: { patientId: string; therapistId: string }) =>
    c.role === 'patient' ? conv.therapistId : conv.patientId;
  const otherRole = (c: Caller): ChatRole => (c.role === 'patient' ? 'doctor' : 'patient');

  function person(conv: People, userId: string) {
    const c = conv.conversation;
    return userId === c.patientId
      ? {
          type: 'patient' as const,
          name: nameOf(conv.patientName, conv.patientFirstName, conv.patientLastName),
          pic: conv.patientPicFileId ? ctx.fileLinks.link(conv.patientPicFileId) : null,
          deleted: conv.patientStatus === 'deleted',
        }
      : {
          type: 'doctor' as const,
          name: nameOf(conv.therapistName, conv.therapistFirstName, conv.therapistLastName),
          pic: conv.therapistPicFileId ? ctx.fileLinks.link(conv.therapistPicFileId) : null,
          deleted: conv.therapistStatus === 'deleted',
        };
  }

  function fileView(f: ChatFileRow) {
    return {
      _id: f.id,
      url: chatFilePath(f.id),
      fileName: f.originalName,
      mimeType: f.mimeType,
      size: f.sizeBytes,
      width: f.width,
      height: f.height,
    };
  }

  function view(conv: People, m: ChatMessageRow, file?: ChatFileRow): ChatMessage {
    const sender = person(conv, m.senderId);
    return {
      _id: m.id,
      seq: m.seq,
      roomId: m.conversationId,
      patientId: conv.conversation.patientId,
      providerId: conv.conversation.therapistId,
      senderId: m.senderId,
      senderType: sender.type,
      fullName: sender.name,
      profilePic: sender.pic,
      chatType: m.chatType,
      msg: m.body ?? file?.originalName ?? '',
      file: file ? fileView(file) : null,
      clientId: m.clientId,
      createdAt: m.createdAt.toISOString(),
      deliveredAt: m.deliveredAt?.toISOString() ?? null,
      seenAt: m.seenAt?.toISOString() ?? null,
    };
  }

  async function views(conv: People, rows: ChatMessageRow[]): Promise<ChatMessage[]> {
    const files = new Map(
      (await repo.filesByIds(rows.flatMap((r) => (r.fileId ? [r.fileId] : [])))).map((f) => [f.id, f]),
    );
    return rows.map((r) => view(conv, r, r.fileId ? files.get(r.fileId) : undefined));
  }

  /**
   * The caller's conversation with the other person (made on first use while the pair has an
   * appointment) or by its id. Anybody else: 404, the same answer as for an id that does not exist.
   */
  async function open(c: Caller, t: Target): Promise<People> {
    let id = t.roomId;
    if (!id) {
      const otherId = t.otherUserId;
      if (!otherId || otherId === c.userId) throw notFound(MSG.chatNotFound);
      const [patientId, therapistId] = c.role === 'patient' ? [c.userId, otherId] : [otherId, c.userId];
      if (!(await repo.pairHasAppointment(patientId, therapistId))) throw notFound(MSG.chatNotFound);
      id = (await repo.ensureConversation(patientId, therapistId)).id;
    }
    const conv = await repo.conversationWithPeople(id);
    if (!conv) throw notFound(MSG.chatNotFound);
    const mine = c.role === 'patient' ? conv.conversation.patientId : conv.conversation.therapistId;
    if (mine !== c.userId) throw notFound(MSG.chatNotFound);
    return conv;
  }

  async function store(
    c: Caller,
    conv: People,
    values: { chatType: 'text' | 'image' | 'pdf'; body?: string; fileId?: string; clientId?: string },
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
    // The other person deleted their account: the conversation stays readable, nobody writes to it (issue 20 #11).
    if (person(conv, other(c, conv.conversation)).deleted) throw new AppError('CHAT_CLOSED', 409, MSG.chatClosed);
    const convId = conv.conversation.id;
    // One statement (shared with the other messages of this turn): the row and the conversation's last
    // time together; a clientId already used by this sender in this conversation inserts nothing and
    // the stored message is returned.
    const row = await inserts.add({
      id: randomUUID(),
      conversationId: convId,
      senderId: c.userId,
      chatType: values.chatType,
      body: values.body ?? null,
      fileId: values.fileId ?? null,
      clientId: values.clientId ?? null,
    });
    if (!row) {
      const found = values.clientId ? await repo.findByClientId(convId, c.userId, values.clientId) : undefined;
      if (!found) throw new AppError('CHAT_STORE_FAILED', 409, MSG.somethingWentWrong);
      return { message: (await views(conv, [found]))[0]!, duplicate: true };
    }
    return { message: (await views(conv, [row]))[0]!, duplicate: false };
  }

  async function summaries(c: Caller, convs: People[]): Promise<ChatConversation[]> {
    const ids = convs.map((v) => v.conversation.id);
    const [last, unread, online] = await Promise.all([
      repo.lastMessages(ids),
      repo.unreadCounts(ids, c.userId),
      ctx.realtime.onlineAmong(
        otherRole(c),
        convs.map((v) => other(c, v.conversation)),
      ),
    ]);
    const lastOf = new Map(last.map((l) => [l.conversationId, l]));
    const unreadOf = new Map(unread.map((u) => [u.conversationId, u.n]));
    return convs.map((v) => {
      const otherId = other(c, v.conversation);
      const who = person(v, otherId);
      const l = lastOf.get(v.conversation.id);
      return {
        _id: v.conversation.id,
        roomId: v.conversation.id,
        patientId: v.conversation.patientId,
        providerId: v.conversation.therapistId,
        otherUserId: otherId,
        fullName: who.name,
        profilePic: who.pic,
        online: online.has(otherId),
        closed: who.deleted,
        unreadCount: unreadOf.get(v.conversation.id) ?? 0,
        lastMessage: l ? chatPreview(l.body ?? l.fileName ?? '') : null,
        lastChatType: l?.chatType ?? null,
        lastSenderId: l?.senderId ?? null,
        lastMessageAt: l?.createdAt.toISOString() ?? null,
      };
    });
  }

  return {
    open,
    otherOf: other,
    otherRoleOf: otherRole,
    nameOf: (conv: People, userId: string) => person(conv, userId).name,

    /** GET /{role}/fetch-Chat-History: every pair the caller has an appointment with, newest talk first. */
    async list(c: Caller): Promise<ChatListData> {
      await repo.ensureConversationsOf(c.role, c.userId);
      const convs = await repo.conversationsOf(c.role, c.userId);
      return { conversations: await summaries(c, convs) };
    },

    /** GET /{role}/fetch-Chat-History/{otherUserId}: a page of messages, oldest first in the page. */
    async history(
      c: Caller,
      otherUserId: string,
      q: { before?: number; after?: number; limit?: number },
    ): Promise<ChatHistoryData & { delivered: { id: string; deliveredAt: Date | null }[] }> {
      const conv = await open(c, { otherUserId });
      const page = await messagesOf(c, conv, q);
      return { conversation: (await summaries(c, [conv]))[0]!, ...page };
    },

    messagesOf: (c: Caller, conv: People, q: { before?: number; after?: number; limit?: number }) =>
      messagesOf(c, conv, q),

    /** A text message, stored before anybody is told (the caller acknowledges with the result). */
    async sendText(c: Caller, t: Target, input: { msg: string; clientId?: string }, known?: People) {
      const conv = known ?? (await open(c, t));
      return { conv, ...(await store(c, conv, { chatType: 'text', body: input.msg, clientId: input.clientId })) };
    },

    /**
     * A file message: the type from the bytes (JPEG/PNG images are checked and re-encoded like
     * profile documents, which drops EXIF; PDFs by their signature), then stored, then the message.
     */
    async sendFile(
      c: Caller,
      t: Target,
      input: { bytes: Buffer; truncated: boolean; filename?: string; clientId?: string },
    ) {
      const conv = await open(c, t);
      if (input.bytes.length === 0) throw badRequest(MSG.chatFileRequired, 'UPLOAD_REQUIRED');
      const detected = await fileTypeFromBuffer(input.bytes);
      let stored: { bytes: Buffer; mimeType: string; ext: string; width: number | null; height: number | null };
      if (detected?.mime === 'application/pdf') {
        if (input.truncated || input.bytes.length > CHAT_FILE_MAX_BYTES) {
          throw badRequest(MSG.chatFileTooLarge, 'UPLOAD_TOO_LARGE');
        }
        stored = { bytes: input.bytes, mimeType: 'application/pdf', ext: 'pdf', width: null, height: null };
      } else if (detected?.mime === 'image/jpeg' || detected?.mime === 'image/png') {
        stored = await checkImage(input.bytes, input.truncated, IMAGE_RULES.document);
      } else {
        throw badRequest(MSG.chatFileType, 'UPLOAD_TYPE');
      }
      if (input.clientId) {
        const found = await repo.findByClientId(conv.conversation.id, c.userId, input.clientId);
        if (found) return { conv, message: (await views(conv, [found]))[0]!, duplicate: true };
      }
      const chatType = stored.mimeType === 'application/pdf' ? 'pdf' : 'image';
      return storeThenRecord(ctx.storage, stored, async (key) => {
        const file = await repo.insertFile({
          conversationId: conv.conversation.id,
          ownerUserId: c.userId,
          storageKey: key,
          originalName: cleanFileName(input.filename, stored.ext),
          mimeType: stored.mimeType,
          sizeBytes: stored.bytes.length,
          width: stored.width,
          height: stored.height,
        });
        return { conv, ...(await store(c, conv, { chatType, fileId: file.id, clientId: input.clientId })) };
      });
    },

    /**
     * message-acknowledgement: the recipient has the message. The caller must be one of the pair the
     * payload names (patientId, providerId); only the other person's undelivered message in that
     * conversation changes (one statement). Returns the rows changed, so the sender is told once.
     */
    async acknowledge(
      c: Caller,
      p: { patientId: string; providerId: string; msgId: string },
      known?: (otherUserId: string) => People | undefined,
    ) {
      const [mine, otherId] = c.role === 'patient' ? [p.patientId, p.providerId] : [p.providerId, p.patientId];
      if (mine !== c.userId) throw notFound(MSG.chatNotFound);
      const conv = known?.(otherId) ?? (await open(c, { otherUserId: otherId }));
      const changed = (
        await acknowledgements.add({ msgId: p.msgId, conversationId: conv.conversation.id, readerId: c.userId })
      ).map(({ id, deliveredAt, seq }) => ({ id, deliveredAt, seq }));
      return { conv, changed };
    },

    /** Marks what the caller received (on joining, on fetching what was missed). */
    async markDelivered(c: Caller, conv: People) {
      return repo.markDelivered(conv.conversation.id, c.userId);
    },

    /** message-seen: everything from the other person up to msgId (or all) is read. */
    async seen(c: Caller, p: { roomId: string; msgId?: string }, known?: People) {
      const conv = known ?? (await open(c, { roomId: p.roomId }));
      const changed = await repo.markSeen(conv.conversation.id, c.userId, p.msgId);
      return { conv, changed };
    },

    /** Conversation partners (for online status). */
    partners: (c: Caller) => repo.partnersOf(c.role, c.userId),

    /**
     * A chat file for one of the pair, by their token or a link bound to them (the route found who:
     * lib/files/access.ts). Anybody else reads it as missing. Each open is audited.
     */
    async openFile(fileId: string, reader: FileReader) {
      const file = await repo.file(fileId);
      const conv = file && (await repo.conversation(file.conversationId));
      if (!file || !conv || (reader.userId !== conv.patientId && reader.userId !== conv.therapistId)) {
        throw notFound(MSG.fileNotFound);
      }
      const bytes = await ctx.storage.get(file.storageKey);
      if (!bytes) throw notFound(MSG.fileNotFound);
      await auditFileOpen(ctx.db, {
        readerUserId: reader.userId,
        subject: 'chat-file',
        fileId,
        ownerUserId: conv.patientId,
        via: reader.via,
      });
      return { file, bytes };
    },

    /** For notifications: the message is not received yet and this caller is the one to judge it. */
    claimOfflineCheck: (msgId: string) => claims.add(msgId),

    /** Shutdown: the batched writes already accepted reach the database before it closes. */
    async drain() {
      await Promise.all([inserts.drain(), acknowledgements.drain(), claims.drain()]);
    },

    /**
     * Messages whose missed-message check never ran (the sending node stopped before its timer):
     * stored more than `olderThanMs` ago and within the last day, each with its sender and conversation.
     */
    async offlineChecksDue(olderThanMs: number, limit = 200) {
      const now = new Date();
      const rows = await repo.offlineChecksDue(subDays(now, 1), subMilliseconds(now, olderThanMs), limit);
      // One read of each conversation and of its messages' files, however many of its messages are due.
      const byConversation = new Map<string, ChatMessageRow[]>();
      for (const r of rows) byConversation.set(r.conversationId, [...(byConversation.get(r.conversationId) ?? []), r]);
      const due: Array<{ sender: Caller; conv: People; message: ChatMessage }> = [];
      for (const [conversationId, convRows] of byConversation) {
        const conv = await repo.conversationWithPeople(conversationId);
        if (!conv) continue;
        for (const message of await views(conv, convRows)) {
          const role: ChatRole = message.senderId === conv.conversation.patientId ? 'patient' : 'doctor';
          due.push({ sender: { userId: message.senderId, role }, conv, message });
        }
      }
      return due;
    },

    async isFirstUndelivered(convId: string, senderId: string, seq: number) {
      const [prev] = await repo.messages(convId, { before: seq, limit: 1 });
      return !prev || prev.senderId !== senderId || prev.deliveredAt !== null;
    },
  };

  async function messagesOf(
    c: Caller,
    conv: People,
    q: { before?: number; after?: number; limit?: number },
  ): Promise<{ messages: ChatMessage[]; hasMore: boolean; delivered: { id: string; deliveredAt: Date | null }[] }> {
    const limit = q.limit ?? CHAT_PAGE_LIMIT;
    const rows = await repo.messages(conv.conversation.id, { before: q.before, after: q.after, limit });
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    if (q.after === undefined) page.reverse();
    // Reading the history delivers what the caller had not received yet; the senders are told.
    const delivered = await repo.markDelivered(conv.conversation.id, c.userId);
    const at = new Map(delivered.map((d) => [d.id, d.deliveredAt]));
    const messages = await views(
      conv,
      page.map((m) => (at.has(m.id) ? { ...m, deliveredAt: at.get(m.id) ?? m.deliveredAt } : m)),
    );
    return { messages, hasMore: more, delivered };
  }
}
export type ChatService = ReturnType<typeof chatService>;
