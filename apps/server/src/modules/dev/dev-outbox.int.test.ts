import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxStore } from '../../integrations/outbox/outbox-store';
import { body, createTestApp } from '../../test/test-app';

describe('development outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('stores what the SMS and mail senders send and lists it newest first per recipient', async () => {
    await app.ctx.sms.send({ to: '+919876543210', channel: 'sms', body: 'first 111111' });
    await app.ctx.sms.send({ to: '+919876543210', channel: 'whatsapp', body: 'second 222222' });
    await app.ctx.mail.send({ to: 'Someone@Example.com', subject: 'Hello', text: 'mail body' });

    const res = await app.inject('/api/v1/dev/outbox?to=%2B91-9876543210');
    expect(res.statusCode).toBe(200);
    const messages = body<{ data: { messages: Array<{ channel: string; body: string; to: string }> } }>(res).data
      .messages;
    expect(messages.map((m) => [m.channel, m.body])).toEqual([
      ['whatsapp', 'second 222222'],
      ['sms', 'first 111111'],
    ]);
    expect(messages[0]!.to).toBe('+919876543210');

    const mail = body<{ data: { messages: Array<{ subject: string; to: string }> } }>(
      await app.inject('/api/v1/dev/outbox?to=someone@example.com'),
    ).data.messages;
    expect(mail).toEqual([expect.objectContaining({ subject: 'Hello', to: 'someone@example.com' })]);
  });

  it('lists messages stored at the same instant in the order they were stored', async () => {
    // One transaction: every row gets the same created_at (now() is the transaction's start), as two
    // sends in one millisecond did on the embedded database. Ten of them: a chance order fails.
    const to = '+919800000010';
    await app.ctx.db.transaction(async (tx) => {
      const store = new OutboxStore(tx, { info() {} });
      for (let i = 0; i < 10; i += 1) await store.put({ channel: 'sms', to, body: `message ${i}` });
    });
    const res = await app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = body<{ data: { messages: Array<{ body: string }> } }>(res).data.messages;
    expect(messages.map((m) => m.body)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${9 - i}`));
  });

  it('accepts a message through POST and validates it', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/dev/outbox',
      payload: { channel: 'email', to: 'a@b.co', subject: 'S', body: 'B' },
    });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).data).toMatchObject({ channel: 'email', to: 'a@b.co', body: 'B' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/dev/outbox',
      payload: { channel: 'fax', to: 'x', body: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).status).toBe(false);
  });
});
