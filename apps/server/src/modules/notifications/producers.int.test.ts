import { MSG } from '@sahaj/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, bookFree, extendAgreed, freeSlots, newPatient } from '../booking/test-helpers';

/**
 * Issue 13, "every event the platform already produces creates one": the producers not checked in
 * their own modules' tests (booking, cancellation, reschedule, payment, approval and offline
 * messages are), and the person's switches honoured by a producer, not just by send().
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const titled = (title: string, userIds: string[]) =>
  app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.title, title), inArray(notifications.userId, userIds)));

describe('notifications from the platform', () => {
  it('an extension notifies both people once, linking to the appointments page', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const slots = await freeSlots(app, p.token, t.id);
    // A slot whose next hour is free too: an extension must stay inside the therapist's hours (issue 20 #4).
    const free = new Set(slots);
    const start = slots.find((s) => free.has(new Date(new Date(s).getTime() + 3_600_000).toISOString()))!;
    const id = await bookFree(app, p.token, t.id, start);
    const res = await extendAgreed(app, t.token, p.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const notes = await titled(MSG.notifyExtendedTitle, [p.id, t.id]);
    expect(notes.map((n) => n.userId).sort()).toEqual([p.id, t.id].sort());
    expect(notes.every((n) => n.link === '/user/base/home/appointments' && !n.read)).toBe(true);
  });

  it("a booking honours each person's switches: notifications off stores none, e-mail off sends none", async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const off = (url: string, token: string) =>
      app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: bearer(token), payload: { enabled: false } });
    expect((await off('/user/notification/switch', p.token)).statusCode).toBe(200);
    expect((await off('/user/email-notification/switch', t.token)).statusCode).toBe(200);
    const slots = await freeSlots(app, p.token, t.id);
    await bookFree(app, p.token, t.id, slots[0]!);
    const notes = await titled(MSG.notifyBookedTitle, [p.id, t.id]);
    expect(notes.map((n) => n.userId)).toEqual([t.id]);
    const mails = await app.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Sahaj: ${MSG.notifyBookedTitle}`));
    const to = mails.map((m) => m.to);
    expect(to).not.toContain(t.email);
    expect(to).toContain(p.email);
  });
});
