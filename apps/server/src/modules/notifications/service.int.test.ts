import { SERVER_EVENTS } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageDeliveries, notifications, outboxMessages } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { createUserWithToken } from '../../test/test-users';
import { MAX_DELIVERY_ATTEMPTS } from './deliveries';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const mailsTo = (to: string) => app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

describe('notifications.send', () => {
  it('stores one row, pushes it live to that user and e-mails it', async () => {
    const u = await createUserWithToken(app, { userType: 'doctor' });
    const emit = vi.spyOn(app.ctx.realtime, 'emitToUser');
    await app.ctx.services.notifications.send({ userId: u.id, title: 'Hello', msg: 'World', kind: 'account' });
    const rows = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Hello', msg: 'World', kind: 'account', read: false });
    expect(emit).toHaveBeenCalledWith(
      'doctor',
      u.id,
      SERVER_EVENTS.notification,
      expect.objectContaining({ _id: rows[0]!.id, title: 'Hello', read: false }),
    );
    emit.mockRestore();
    const mails = await mailsTo(u.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sahaj: Hello');
  });

  it('honours the switches: push off stores nothing, e-mail off sends no e-mail', async () => {
    const u = await createUserWithToken(app, { userType: 'patient' });
    const svc = app.ctx.services.notifications;
    await svc.setPush(u.id, false);
    await svc.setEmail(u.id, false);
    expect(await svc.reminderSettings(u.id)).toMatchObject({ push: false, email: false, allOff: false });
    await svc.send({ userId: u.id, title: 'Quiet', msg: 'x', kind: 'booking' });
    expect(await app.ctx.db.select().from(notifications).where(eq(notifications.userId, u.id))).toHaveLength(0);
    expect(await mailsTo(u.email!)).toHaveLength(0);
  });

  it('store() inside a rolled-back transaction leaves nothing and delivers nothing', async () => {
    const u = await createUserWithToken(app, { userType: 'patient' });
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await app.ctx.services.notifications.store(tx, { userId: u.id, title: 't', msg: 'm', kind: 'booking' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await app.ctx.db.select().from(notifications).where(eq(notifications.userId, u.id))).toHaveLength(0);
    expect(await app.ctx.db.select().from(messageDeliveries).where(eq(messageDeliveries.userId, u.id))).toHaveLength(0);
  });

  it('a failed e-mail is recorded and retried with backoff until it is sent', async () => {
    const u = await createUserWithToken(app, { userType: 'patient' });
    const send = vi.spyOn(app.ctx.mail, 'send').mockRejectedValueOnce(new Error('smtp down'));
    await app.ctx.services.notifications.send({ userId: u.id, title: 'T', msg: 'M', kind: 'booking' });
    let [row] = await app.ctx.db.select().from(messageDeliveries).where(eq(messageDeliveries.userId, u.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the retry leaves it alone.
    await app.ctx.services.notifications.deliveries.retryDue();
    expect(send).toHaveBeenCalledTimes(1);
    await app.ctx.db
      .update(messageDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(messageDeliveries.id, row!.id));
    await app.ctx.services.notifications.deliveries.retryDue();
    [row] = await app.ctx.db.select().from(messageDeliveries).where(eq(messageDeliveries.id, row!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailsTo(u.email!)).toHaveLength(1);
    send.mockRestore();
  });

  it('after the last attempt a message is kept as failed with its error, and is not tried again', async () => {
    const u = await createUserWithToken(app, { userType: 'doctor' });
    const send = vi.spyOn(app.ctx.mail, 'send').mockRejectedValue(new Error('mailbox unavailable'));
    await app.ctx.services.notifications.send({ userId: u.id, title: 'T', msg: 'M', kind: 'approval' });
    const due = () =>
      app.ctx.db
        .update(messageDeliveries)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(messageDeliveries.userId, u.id));
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) {
      await due();
      await app.ctx.services.notifications.deliveries.retryDue();
    }
    const [row] = await app.ctx.db.select().from(messageDeliveries).where(eq(messageDeliveries.userId, u.id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, lastError: 'mailbox unavailable' });
    expect(send.mock.calls.filter(([m]) => m.to === u.email)).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    send.mockRestore();
  });
});
