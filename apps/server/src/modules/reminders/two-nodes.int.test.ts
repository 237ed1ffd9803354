import { addMinutes, MINUTES_PER_DAY, NAMESPACES, type NotificationItem, SERVER_EVENTS } from '@sahaj/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appointments, notifications } from '../../db/schema/index';
import { closeSockets, connected, socketTo, useTwoNodes } from '../../test/sockets';
import { createUserWithToken } from '../../test/test-users';
import { insertAppointment } from '../booking/test-helpers';
import { remindersService } from './service';

afterEach(async () => {
  closeSockets();
  await new Promise((r) => setTimeout(r, process.env.REDIS_URL ? 800 : 50));
});

describe('reminders on two nodes', () => {
  const nodes = useTwoNodes();

  it('both nodes scan at the same instant: each reminder is sent once, and reaches a socket on the other node', async () => {
    const { a, b, baseB } = nodes;
    const patient = await createUserWithToken(a, { userType: 'patient' });
    const therapist = await createUserWithToken(a, { userType: 'doctor' });
    const startsAt = addMinutes(new Date(), 3 * MINUTES_PER_DAY);
    startsAt.setUTCMinutes(30, 0, 0);
    const appt = await insertAppointment(a, { patientId: patient.id, therapistId: therapist.id, startsAt });
    await a.ctx.db
      .update(appointments)
      .set({ confirmedAt: addMinutes(startsAt, -2 * MINUTES_PER_DAY) })
      .where(eq(appointments.id, appt.id));

    // The therapist is connected to node B only.
    const socket = socketTo(baseB, NAMESPACES.doctor, therapist.token);
    await connected(socket);
    const received: NotificationItem[] = [];
    socket.on(SERVER_EVENTS.notification, (n: NotificationItem) => received.push(n));

    const due = addMinutes(startsAt, -15);
    const [ra, rb] = await Promise.all([
      remindersService(a.ctx, { notifications: () => a.ctx.services.notifications }, { now: () => due }).scanDue(),
      remindersService(b.ctx, { notifications: () => b.ctx.services.notifications }, { now: () => due }).scanDue(),
    ]);
    expect(ra.sent + rb.sent).toBe(2);

    const stored = await a.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'reminder'), eq(notifications.userId, therapist.id)));
    expect(stored).toHaveLength(1);
    // Without Redis the nodes share the database but not their sockets (the PostgreSQL + Redis pass checks this).
    if (!process.env.REDIS_URL) return;
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]).toMatchObject({ _id: stored[0]!.id, title: 'Appointment Reminder' });
  });
});
