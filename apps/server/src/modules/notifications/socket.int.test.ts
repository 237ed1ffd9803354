import { addMinutes, CLIENT_EVENTS, NAMESPACES, type NotificationItem, SERVER_EVENTS } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { closeSockets, connected, listen, socketTo } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';
import { createUserWithToken } from '../../test/test-users';
import { insertAppointment } from '../booking/test-helpers';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  base = await listen(app);
});
afterEach(async () => {
  closeSockets();
  // The disconnects' presence broadcasts (chat) cross Redis after the sockets close; let them go before the app closes.
  await new Promise((r) => setTimeout(r, process.env.REDIS_URL ? 800 : 50));
});
afterAll(async () => {
  await app.close();
});

const rowsOf = (userId: string) => app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('sendNotification', () => {
  it('reaches the other person of my upcoming appointment, live and stored; nobody else', async () => {
    const patient = await createUserWithToken(app, { userType: 'patient', firstName: 'Asha', lastName: 'Rao' });
    const therapist = await createUserWithToken(app, { userType: 'doctor' });
    const stranger = await createUserWithToken(app, { userType: 'patient' });
    const a = await insertAppointment(app, {
      patientId: patient.id,
      therapistId: therapist.id,
      startsAt: addMinutes(new Date(), 60),
    });

    const tSocket = socketTo(base, NAMESPACES.doctor, therapist.token);
    const pSocket = socketTo(base, NAMESPACES.patient, patient.token);
    const sSocket = socketTo(base, NAMESPACES.patient, stranger.token);
    await Promise.all([connected(tSocket), connected(pSocket), connected(sSocket)]);

    const live = new Promise<NotificationItem>((resolve) => tSocket.once(SERVER_EVENTS.notification, resolve));
    const ack = await pSocket.timeout(3000).emitWithAck(CLIENT_EVENTS.sendNotification, {
      appointmentId: a.id,
      msg: 'I am in the waiting room',
    });
    expect(ack).toEqual({ ok: true });
    expect(await live).toMatchObject({ title: 'Asha Rao', msg: 'I am in the waiting room', kind: 'message' });
    expect(await rowsOf(therapist.id)).toHaveLength(1);

    const refused = await sSocket.timeout(3000).emitWithAck(CLIENT_EVENTS.sendNotification, {
      appointmentId: a.id,
      msg: 'hello',
    });
    expect(refused.ok).toBe(false);
    const bad = await sSocket
      .timeout(3000)
      .emitWithAck(CLIENT_EVENTS.sendNotification, { userId: therapist.id, msg: 'x' });
    expect(bad.ok).toBe(false);
    expect(await rowsOf(therapist.id)).toHaveLength(1);
    expect(await rowsOf(patient.id)).toHaveLength(0);
  });
});
