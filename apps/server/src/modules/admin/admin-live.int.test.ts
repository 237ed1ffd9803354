import type { NotificationEvent } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { completeWizard, newTherapist } from '../therapist-profile/test-helpers';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(() => app.close());

it('the therapist, online in /provider, receives the approval notification live', async () => {
  const t = await newTherapist(app);
  await completeWizard(app, t.token);
  const admin = await createUserWithToken(app, { userType: 'admin' });
  const socket = connect(`${base}/provider`, {
    query: { token: t.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise<NotificationEvent>((resolve) => socket.once('notification', resolve));
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/therapists/${t.id}/approve`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const note = await received;
    expect(note).toMatchObject({ title: 'Profile approved', read: false });
    expect(note._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(note.notificationSendDate))).toBe(false);
  } finally {
    socket.disconnect();
  }
});
