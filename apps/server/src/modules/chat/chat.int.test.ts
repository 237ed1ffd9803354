import { NAMESPACES, SERVER_EVENTS } from '@sahaj/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages, notifications } from '../../db/schema/index';
import { answers, closeSockets, connected, listen, socketTo, useTwoNodes } from '../../test/sockets';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, insertAppointment, newPatient } from '../booking/test-helpers';
import { image, multipart } from '../therapist-profile/test-helpers';

// A message not delivered within this time counts as missed (notification); short for the tests.
process.env.CHAT_OFFLINE_AFTER_MS = '2500';

// Departures are announced asynchronously (over Redis when set): let them finish before an app closes.
afterEach(async () => {
  closeSockets();
  await new Promise((r) => setTimeout(r, process.env.REDIS_URL ? 800 : 50));
});

type Person = { id: string; token: string };
type Pair = { patient: Person; therapist: Person };

async function pair(app: FastifyInstance, status: 'upcoming' | 'completed' | 'cancelled' = 'upcoming'): Promise<Pair> {
  const therapist = await approvedTherapist(app);
  const patient = await newPatient(app);
  await insertAppointment(app, {
    patientId: patient.id,
    therapistId: therapist.id,
    startsAt: new Date(Date.now() + 86_400_000),
    status,
  });
  return { patient, therapist };
}

const asPatient = (base: string, p: Person) => socketTo(base, NAMESPACES.patient, p.token);
const asTherapist = (base: string, p: Person) => socketTo(base, NAMESPACES.doctor, p.token);

// biome-ignore lint/suspicious/noExplicitAny: socket replies are checked field by field
type Any = any;
const emit = (s: Socket, event: string, payload: unknown): Promise<Any> => s.timeout(4000).emitWithAck(event, payload);

/** Every payload of one event on a socket, as it arrives. */
function collect(s: Socket, event: string): Any[] {
  const got: Any[] = [];
  s.on(event, (p: unknown) => got.push(p));
  return got;
}
const next = (s: Socket, event: string, ms = 4000): Promise<Any> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (p: unknown) => {
      clearTimeout(timer);
      resolve(p);
    });
  });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('chat over the socket', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
  });
  afterAll(() => app.close());
  /** The 'message' notifications (New Message) a user has been sent. */
  const messageNotes = (userId: string) =>
    app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message')));

  it('the pair joins; a stranger cannot join, send, type or mark seen, and the socket lives on', async () => {
    const { patient, therapist } = await pair(app);
    const stranger = await newPatient(app, 'Sam');
    const s = asPatient(base, patient);
    const x = asPatient(base, stranger);
    await Promise.all([connected(s), connected(x)]);

    const joined = await emit(s, 'joinRoom', { otherUserId: therapist.id });
    expect(joined).toMatchObject({ ok: true, otherUserId: therapist.id, missed: [] });

    const errors = collect(x, SERVER_EVENTS.applicationErrors);
    expect(await emit(x, 'joinRoom', { otherUserId: therapist.id })).toEqual({
      ok: false,
      message: 'Conversation not found',
    });
    expect(await emit(x, 'joinRoom', { roomId: joined.roomId })).toMatchObject({ ok: false });
    expect(await emit(x, 'send-message', { roomId: joined.roomId, msg: 'hi' })).toMatchObject({ ok: false });
    expect(await emit(x, 'typing', { roomId: joined.roomId })).toMatchObject({ ok: false });
    expect(await emit(x, 'message-seen', { roomId: joined.roomId })).toMatchObject({ ok: false });
    expect(
      await emit(x, 'message-acknowledgement', {
        patientId: stranger.id,
        providerId: therapist.id,
        msgId: joined.roomId,
      }),
    ).toMatchObject({ ok: false });
    // Malformed payloads: refused with a message, never a crash.
    expect(await emit(x, 'send-message', { roomId: joined.roomId, msg: 42 })).toMatchObject({ ok: false });
    expect(await emit(x, 'send-message', 'not an object')).toMatchObject({ ok: false });
    expect(await emit(s, 'send-message', { roomId: joined.roomId, msg: '   ' })).toEqual({
      ok: false,
      message: 'Write a message first',
    });
    x.emit('joinRoom'); // no payload and no ack
    await pause(100);
    expect(errors.length).toBeGreaterThanOrEqual(8);
    expect(errors[0]).toEqual({ event: 'joinRoom', message: 'Conversation not found' });
    expect(await answers(x)).toBe(true);
    expect(await answers(s)).toBe(true);
    const rows = await app.ctx.db.select().from(chatMessages).where(eq(chatMessages.conversationId, joined.roomId));
    expect(rows).toHaveLength(0);
  });

  it('a message is stored before its acknowledgement and delivered once; delivery and seen reach the sender', async () => {
    const { patient, therapist } = await pair(app, 'completed');
    const s = asPatient(base, patient);
    const s2 = asPatient(base, patient); // the patient's second tab
    const t = asTherapist(base, therapist);
    await Promise.all([connected(s), connected(s2), connected(t)]);
    const toTherapist = collect(t, SERVER_EVENTS.message);
    const otherTab = collect(s2, SERVER_EVENTS.messageReceived);

    // The acknowledgement is checked against the table from inside the callback.
    const stored = await new Promise<{ reply: Any; found: number }>((resolve) => {
      s.emit(
        'send-message',
        { otherUserId: therapist.id, msg: 'Hello <b>doctor</b>', clientId: 'c-1' },
        (reply: Any) => {
          void app.ctx.db
            .select()
            .from(chatMessages)
            .where(eq(chatMessages.id, reply.message._id))
            .then((r) => resolve({ reply, found: r.length }));
        },
      );
    });
    expect(stored.found).toBe(1);
    const m = stored.reply.message;
    expect(m).toMatchObject({
      msg: 'Hello <b>doctor</b>',
      chatType: 'text',
      senderId: patient.id,
      patientId: patient.id,
      providerId: therapist.id,
      fullName: 'Pia Patient',
      deliveredAt: null,
      seenAt: null,
    });
    // A resend with the same clientId returns the stored message; nobody is told twice.
    const again = await emit(s, 'send-message', { roomId: m.roomId, msg: 'Hello <b>doctor</b>', clientId: 'c-1' });
    expect(again.message._id).toBe(m._id);
    await pause(300);
    expect(toTherapist.map((x) => x._id)).toEqual([m._id]);
    expect(otherTab.map((x) => x._id)).toEqual([m._id]);

    // The therapist's client acknowledges: the sender hears message-received-client-side.
    const delivered = next(s, SERVER_EVENTS.messageReceivedClientSide);
    expect(
      await emit(t, 'message-acknowledgement', { patientId: patient.id, providerId: therapist.id, msgId: m._id }),
    ).toEqual({ ok: true, count: 1 });
    expect(await delivered).toMatchObject({ roomId: m.roomId, msgId: m._id });
    // Acknowledging one's own message changes nothing; a stranger, or naming another pair, is refused.
    expect(
      await emit(s, 'message-acknowledgement', { patientId: patient.id, providerId: therapist.id, msgId: m._id }),
    ).toEqual({ ok: true, count: 0 });
    expect(
      await emit(t, 'message-acknowledgement', { patientId: therapist.id, providerId: patient.id, msgId: m._id }),
    ).toMatchObject({ ok: false });

    // Seen: the sender hears message-seen-client-side; the list's unread count drops to 0.
    const list1 = body<Any>(
      await app.inject({ url: '/api/v1/provider/fetch-Chat-History', headers: bearer(therapist.token) }),
    );
    expect(list1.data.conversations[0]).toMatchObject({ unreadCount: 1, otherUserId: patient.id, online: true });
    const seen = next(s, SERVER_EVENTS.messageSeenClientSide);
    expect(await emit(t, 'message-seen', { roomId: m.roomId, msgId: m._id })).toEqual({ ok: true, count: 1 });
    expect(await seen).toMatchObject({ roomId: m.roomId, msgIds: [m._id], upToSeq: m.seq });
    const list2 = body<Any>(
      await app.inject({ url: '/api/v1/provider/fetch-Chat-History', headers: bearer(therapist.token) }),
    );
    expect(list2.data.conversations[0].unreadCount).toBe(0);
    const [row] = await app.ctx.db.select().from(chatMessages).where(eq(chatMessages.id, m._id));
    expect(row!.deliveredAt).not.toBeNull();
    expect(row!.seenAt).not.toBeNull();

    // Delivered in time: the therapist gets no 'message' notification for it. Rather than sleep past
    // its check (a loaded machine may not have run it yet), send one that nobody receives: checks run
    // in the order they fall due, so once this one is notified, the first one's check is behind us.
    await emit(s, 'send-message', { roomId: m.roomId, msg: 'still there?', clientId: 'c-2' });
    const notes = await vi.waitFor(
      async () => {
        const found = await messageNotes(therapist.id);
        expect(found.length).toBeGreaterThan(0);
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(notes.map((n) => n.msg)).toEqual(['Pia Patient: still there?']);
  });

  it('typing and stop-typing reach the other person; online status follows their sockets', async () => {
    const { patient, therapist } = await pair(app);
    const t = asTherapist(base, therapist);
    await connected(t);
    const s0 = asPatient(base, patient);
    await connected(s0);
    const { roomId } = await emit(s0, 'joinRoom', { otherUserId: therapist.id });
    s0.disconnect();
    await pause(200);

    const online = next(t, SERVER_EVENTS.onlineStatus);
    const s = asPatient(base, patient);
    await connected(s);
    expect(await online).toEqual({ userId: patient.id, online: true });

    const typing = next(t, SERVER_EVENTS.typingMessage);
    expect(await emit(s, 'typing', { roomId })).toEqual({ ok: true });
    expect(await typing).toEqual({ roomId, userId: patient.id });
    const stop = next(t, SERVER_EVENTS.stopTypingMessage);
    await emit(s, 'stop-typing', { roomId });
    expect(await stop).toEqual({ roomId, userId: patient.id });

    const offline = next(t, SERVER_EVENTS.onlineStatus);
    s.disconnect();
    expect(await offline).toEqual({ userId: patient.id, online: false });
  });

  it('an offline recipient gets what they missed, in order, without duplicates, and one notification', async () => {
    const { patient, therapist } = await pair(app);
    const s = asPatient(base, patient);
    await connected(s);
    const sent: Any[] = [];
    for (const [i, text] of ['one', 'two', 'three'].entries()) {
      sent.push((await emit(s, 'send-message', { otherUserId: therapist.id, msg: text, clientId: `m${i}` })).message);
    }
    // A lost acknowledgement makes the client send again: still three rows.
    await emit(s, 'send-message', { otherUserId: therapist.id, msg: 'two', clientId: 'm1' });
    // Each message is judged CHAT_OFFLINE_AFTER_MS after it was sent. Wait until all three are judged
    // (claimed) and the notification is written, not a fixed time: a loaded machine ran past 3 s.
    const notes = await vi.waitFor(
      async () => {
        const rows = await app.ctx.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, sent[0].roomId));
        expect(rows.filter((r) => r.offlineCheckedAt !== null)).toHaveLength(3);
        const found = await messageNotes(therapist.id);
        expect(found.length).toBeGreaterThan(0);
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'New Message', msg: 'Pia Patient: one' });

    const delivered = collect(s, SERVER_EVENTS.messageReceivedClientSide);
    const t = asTherapist(base, therapist);
    await connected(t);
    const back = await emit(t, 'joinRoom', { otherUserId: patient.id, after: 0 });
    expect(back.missed.map((m: Any) => m.msg)).toEqual(['one', 'two', 'three']);
    expect(back.missed.every((m: Any) => m.deliveredAt)).toBe(true);
    expect(back.hasMore).toBe(false);
    const again = await emit(t, 'joinRoom', { roomId: back.roomId, after: back.missed[2].seq });
    expect(again.missed).toEqual([]);
    await pause(200);
    expect(delivered.map((d) => d.msgId).sort()).toEqual(sent.map((m) => m._id).sort());
  });

  it('a message whose node stopped before its check is judged by the chat.missed-messages job, once', async () => {
    const { patient, therapist } = await pair(app);
    const as = { userId: patient.id, role: 'patient' as const };
    // Stored through the service alone: no send-time timer, as when the node stopped right after storing.
    const first = await app.ctx.services.chat.sendText(as, { otherUserId: therapist.id }, { msg: 'are you there?' });
    await app.ctx.services.chat.sendText(as, { otherUserId: therapist.id }, { msg: 'second' });
    const notes = () => messageNotes(therapist.id);
    // Seconds old: still its own timer's to judge.
    await app.jobs.runNow('chat.missed-messages');
    expect(await notes()).toHaveLength(0);
    await app.ctx.db
      .update(chatMessages)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(chatMessages.conversationId, first.message.roomId));
    // Two runs (a retry, or a second node's tick): one notification, for the first of the two.
    await app.jobs.runNow('chat.missed-messages');
    await app.jobs.runNow('chat.missed-messages');
    const got = await notes();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ title: 'New Message', msg: 'Pia Patient: are you there?' });
    const judged = await app.ctx.db
      .select({ at: chatMessages.offlineCheckedAt })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, first.message.roomId));
    expect(judged.every((m) => m.at !== null)).toBe(true);
  });

  it('more missed than one join answer holds: hasMore, and joining after the last gets the rest', async () => {
    const { patient, therapist } = await pair(app);
    const as = { userId: patient.id, role: 'patient' as const };
    for (let i = 1; i <= 101; i++) {
      await app.ctx.services.chat.sendText(as, { otherUserId: therapist.id }, { msg: `m${i}` });
    }
    const t = asTherapist(base, therapist);
    await connected(t);
    const first = await emit(t, 'joinRoom', { otherUserId: patient.id, after: 0 });
    expect(first.missed).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    expect(first.missed[0].msg).toBe('m1');
    const rest = await emit(t, 'joinRoom', { roomId: first.roomId, after: first.missed[99].seq });
    expect(rest.missed.map((m: Any) => m.msg)).toEqual(['m101']);
    expect(rest.hasMore).toBe(false);
  });

  it("create-file reports uploadPercentage to the uploader's sockets only, rising to 100", async () => {
    const { patient, therapist } = await pair(app);
    const s = asPatient(base, patient);
    const t = asTherapist(base, therapist);
    await Promise.all([connected(s), connected(t)]);
    const mine = collect(s, SERVER_EVENTS.uploadPercentage);
    const theirs = collect(t, SERVER_EVENTS.uploadPercentage);
    const arrived = next(t, SERVER_EVENTS.message);
    // A 4 MB PDF over a real connection arrives in many chunks.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(4 * 1024 * 1024, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    const form = multipart(
      { otherUserId: therapist.id, uploadId: 'up-1', clientId: 'up-1' },
      { name: 'notes.pdf', type: 'application/pdf', bytes: pdf, field: 'file' },
    );
    const res = await fetch(`${base}/api/v1/patient/create-file`, {
      method: 'POST',
      body: new Uint8Array(form.payload),
      headers: { ...form.headers, ...bearer(patient.token) },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = ((await res.json()) as Any).data.chat;
    expect(await arrived).toMatchObject({ _id: stored._id, chatType: 'pdf', msg: 'notes.pdf' });
    await expect.poll(() => mine.at(-1)).toEqual({ uploadId: 'up-1', percentage: 100 });
    const steps = mine.map((e) => e.percentage);
    expect(steps.some((p) => p > 0 && p < 100)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
    expect(mine.every((e) => e.uploadId === 'up-1')).toBe(true);
    expect(theirs).toEqual([]);
  });
});

describe('chat over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const send = (p: Pair, msg: string) =>
    app.ctx.services.chat.sendText({ userId: p.patient.id, role: 'patient' }, { otherUserId: p.therapist.id }, { msg });

  it('lists conversations with the preview cut at 60 characters and pages history backwards', async () => {
    const p = await pair(app, 'cancelled');
    for (let i = 1; i <= 45; i++) await send(p, `message ${i}`);
    const long = 'x'.repeat(80);
    await send(p, long);
    const list = body<Any>(
      await app.inject({ url: '/api/v1/provider/fetch-Chat-History', headers: bearer(p.therapist.token) }),
    );
    expect(list.data.conversations).toHaveLength(1);
    expect(list.data.conversations[0]).toMatchObject({
      otherUserId: p.patient.id,
      fullName: 'Pia Patient',
      unreadCount: 46,
      lastMessage: `${'x'.repeat(60)}...`,
      lastChatType: 'text',
      online: false,
      closed: false,
    });

    const url = `/api/v1/provider/fetch-Chat-History/${p.patient.id}`;
    const first = body<Any>(await app.inject({ url, headers: bearer(p.therapist.token) })).data;
    expect(first.messages).toHaveLength(30);
    expect(first.hasMore).toBe(true);
    expect(first.messages.at(-1).msg).toBe(long);
    const older = body<Any>(
      await app.inject({ url: `${url}?before=${first.messages[0].seq}`, headers: bearer(p.therapist.token) }),
    ).data;
    expect(older.messages).toHaveLength(16);
    expect(older.hasMore).toBe(false);
    expect(older.messages[0].msg).toBe('message 1');
    const all = [...older.messages, ...first.messages].map((m: Any) => m.seq);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(46);

    // The patient sees the same conversation from their side.
    const mine = body<Any>(
      await app.inject({ url: '/api/v1/patient/fetch-Chat-History', headers: bearer(p.patient.token) }),
    );
    expect(mine.data.conversations[0]).toMatchObject({
      otherUserId: p.therapist.id,
      fullName: 'Tara Therapist',
      unreadCount: 0,
    });
  });

  // Two sends racing in one conversation (two tabs, or text and a file): the later commit must have
  // the larger seq, or a client catching up "after" the later one would never get the earlier one.
  it.skipIf(!process.env.DATABASE_URL)('messages of a conversation commit in seq order', async () => {
    const p = await pair(app);
    const first = await send(p, 'opens the conversation');
    const roomId = first.message.roomId;
    let racing: ReturnType<typeof send> | undefined;
    let other = 0;
    await app.ctx.db.transaction(async (tx) => {
      // Another writer holds the conversation while a send starts...
      await tx.execute(sql`select id from chat_conversations where id = ${roomId} for update`);
      racing = send(p, 'waits for the other writer');
      await expect
        .poll(async () => {
          const r = await tx.execute(sql`select count(*)::int as n from pg_locks where not granted`);
          return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
        })
        .toBeGreaterThan(0);
      // ...and commits a message of its own first.
      const r = await tx.execute(sql`
        insert into chat_messages (conversation_id, sender_id, chat_type, body)
        values (${roomId}, ${p.therapist.id}, 'text', 'committed first') returning seq`);
      other = Number((r as unknown as { rows: { seq: string }[] }).rows[0]!.seq);
    });
    const late = await racing!;
    expect(late.message.seq).toBeGreaterThan(other);
  });

  it("a deleted account's conversation stays readable and closed to writing, for both (issue 20 #11)", async () => {
    const p = await pair(app);
    await send(p, 'Thank you for the session');
    await app.ctx.db.execute(
      sql`update users set status = 'deleted', name = 'Deleted user' where id = ${p.patient.id}`,
    );
    const list = body<Any>(
      await app.inject({ url: '/api/v1/provider/fetch-Chat-History', headers: bearer(p.therapist.token) }),
    );
    expect(list.data.conversations[0]).toMatchObject({ otherUserId: p.patient.id, closed: true });
    const history = await app.inject({
      url: `/api/v1/provider/fetch-Chat-History/${p.patient.id}`,
      headers: bearer(p.therapist.token),
    });
    expect(history.statusCode).toBe(200);
    expect(body<Any>(history).data.conversation.closed).toBe(true);
    expect(history.body).toContain('Thank you for the session');
    await expect(
      app.ctx.services.chat.sendText(
        { userId: p.therapist.id, role: 'doctor' },
        { otherUserId: p.patient.id },
        { msg: 'Hello?' },
      ),
    ).rejects.toMatchObject({ httpStatus: 409, code: 'CHAT_CLOSED' });
  });

  it('nobody without an appointment with the person reads or starts a conversation', async () => {
    const p = await pair(app);
    await send(p, 'private');
    const stranger = await newPatient(app, 'Sam');
    const otherTherapist = await approvedTherapist(app);
    const asStranger = await app.inject({
      url: `/api/v1/patient/fetch-Chat-History/${p.therapist.id}`,
      headers: bearer(stranger.token),
    });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.body).not.toContain('private');
    const otherT = await app.inject({
      url: `/api/v1/provider/fetch-Chat-History/${p.patient.id}`,
      headers: bearer(otherTherapist.token),
    });
    expect(otherT.statusCode).toBe(404);
    const list = body<Any>(
      await app.inject({ url: '/api/v1/patient/fetch-Chat-History', headers: bearer(stranger.token) }),
    );
    expect(list.data.conversations).toEqual([]);
    // A patient cannot use the provider path, and a held slot alone is not an appointment.
    expect(
      (await app.inject({ url: '/api/v1/provider/fetch-Chat-History', headers: bearer(p.patient.token) })).statusCode,
    ).toBe(403);
  });

  it('files: an image and a PDF checked from the bytes, readable only by the pair', async () => {
    const p = await pair(app);
    const png = await image(40, 30);
    const up = multipart(
      { otherUserId: p.therapist.id, clientId: 'f1' },
      { name: 'a very long holiday picture name.png', type: 'image/png', bytes: png, field: 'file' },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/patient/create-file',
      payload: up.payload,
      headers: { ...up.headers, ...bearer(p.patient.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const chat = body<Any>(res).data.chat;
    expect(chat).toMatchObject({ chatType: 'image', file: { mimeType: 'image/png', width: 40, height: 30 } });
    expect(chat.file.fileName).toBe('a very long holiday picture name.png');

    // The message carries no link token (it goes to both people): the pair's tokens open it, no token
    // is 401, a stranger's token 404; a link bound to one of them works without a token (issue 19).
    const plain = `/api/v1/chat/files/${chat.file._id}`;
    expect(chat.file.url).toBe(plain);
    expect((await app.inject({ url: plain })).statusCode).toBe(401);
    const signed = await app.inject({ url: plain, headers: bearer(p.patient.token) });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    const bound = app.ctx.fileLinks.boundLink({
      path: plain,
      subject: 'chat-file',
      fileId: chat.file._id,
      userId: p.therapist.id,
    });
    expect((await app.inject({ url: bound })).statusCode).toBe(200);
    expect((await app.inject({ url: plain, headers: bearer(p.therapist.token) })).statusCode).toBe(200);
    const stranger = await newPatient(app, 'Sam');
    expect((await app.inject({ url: plain, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${plain}?exp=9999999999&sig=forged` })).statusCode).toBe(403);
    // A link of another kind of file (the profile's signer) does not open a chat file.
    const profileLink = app.ctx.fileLinks.link(chat.file._id);
    expect((await app.inject({ url: `${plain}${profileLink.slice(profileLink.indexOf('?'))}` })).statusCode).toBe(403);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up2 = multipart(
      { roomId: chat.roomId },
      { name: 'report.pdf', type: 'application/pdf', bytes: pdf, field: 'file' },
    );
    const res2 = await app.inject({
      method: 'POST',
      url: '/api/v1/provider/create-file',
      payload: up2.payload,
      headers: { ...up2.headers, ...bearer(p.therapist.token) },
    });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(body<Any>(res2).data.chat).toMatchObject({ chatType: 'pdf', msg: 'report.pdf', senderType: 'doctor' });

    // Text dressed as an image is refused; a stranger cannot post into the room.
    const fake = multipart(
      { roomId: chat.roomId },
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('hello'), field: 'file' },
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/patient/upload-file',
      payload: fake.payload,
      headers: { ...fake.headers, ...bearer(p.patient.token) },
    });
    expect(bad.statusCode).toBe(400);
    expect(body<Any>(bad).data.message).toBe('Send an image (JPG or PNG) or a PDF');
    const intrude = multipart({ roomId: chat.roomId }, { name: 'a.png', type: 'image/png', bytes: png, field: 'file' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/patient/create-file',
          payload: intrude.payload,
          headers: { ...intrude.headers, ...bearer(stranger.token) },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe.skipIf(!process.env.REDIS_URL)('chat across two nodes (Redis)', () => {
  const nodes = useTwoNodes();
  let baseA: string;
  beforeAll(() => {
    const addr = nodes.a.server.address();
    baseA = typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : '';
  });

  it('a message from node A reaches the therapist on node B exactly once; typing, seen and online cross', async () => {
    const { a, baseB } = nodes;
    const p = await pair(a);
    const t = asTherapist(baseB, p.therapist);
    await connected(t);
    await pause(300); // B's adapter subscribes to the therapist's room
    const online = next(t, SERVER_EVENTS.onlineStatus, 5000);
    const s = asPatient(baseA, p.patient);
    await connected(s);
    expect(await online).toEqual({ userId: p.patient.id, online: true });
    await pause(300);

    const got = collect(t, SERVER_EVENTS.message);
    const { message } = await emit(s, 'send-message', { otherUserId: p.therapist.id, msg: 'across' });
    await pause(800);
    expect(got.map((m) => m._id)).toEqual([message._id]);

    const typing = next(t, SERVER_EVENTS.typingMessage, 5000);
    await emit(s, 'typing', { roomId: message.roomId });
    expect(await typing).toEqual({ roomId: message.roomId, userId: p.patient.id });

    const seen = next(s, SERVER_EVENTS.messageSeenClientSide, 5000);
    await emit(t, 'message-seen', { roomId: message.roomId });
    expect((await seen).msgIds).toEqual([message._id]);

    // The list on node A sees the therapist connected to node B.
    const list = body<Any>(
      await a.inject({ url: '/api/v1/patient/fetch-Chat-History', headers: bearer(p.patient.token) }),
    );
    expect(list.data.conversations[0].online).toBe(true);

    const offline = next(s, SERVER_EVENTS.onlineStatus, 5000);
    t.disconnect();
    expect(await offline).toEqual({ userId: p.therapist.id, online: false });
  });
});
