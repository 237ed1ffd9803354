import { CLIENT_EVENTS, MSG, SERVER_EVENTS, sendNotificationPayload } from '@sahaj/contract';
import { AppError } from '../../lib/errors';
import type { SocketFeature } from '../../realtime/socket-features';

/** At most this many `sendNotification` per socket per minute (a note, not a channel). */
const PER_MINUTE = 5;

/**
 * `sendNotification` { appointmentId, msg } from a patient or therapist: an in-app note to the
 * other person of that upcoming appointment (and to nobody else). Acknowledged with { ok: true } or
 * { ok: false, message }; a refusal is also sent as `applicationErrors`.
 */
export const notificationsSocket: SocketFeature = (ctx, socket, principal) => {
  let windowStart = 0;
  let sent = 0;
  socket.on(CLIENT_EVENTS.sendNotification, async (payload: unknown, ack?: unknown) => {
    const reply = (a: { ok: boolean; message?: string }) => {
      if (typeof ack === 'function') (ack as (x: typeof a) => void)(a);
    };
    const refuse = (message: string) => {
      socket.emit(SERVER_EVENTS.applicationErrors, { message, event: CLIENT_EVENTS.sendNotification });
      reply({ ok: false, message });
    };
    const parsed = sendNotificationPayload.safeParse(payload);
    if (!parsed.success) return refuse(MSG.sendNotificationRefused);
    const now = Date.now();
    if (now - windowStart > 60_000) {
      windowStart = now;
      sent = 0;
    }
    if (++sent > PER_MINUTE) return refuse(MSG.tooManyRequests);
    try {
      await ctx.services.notifications.notifyOtherPerson(principal, parsed.data);
      reply({ ok: true });
    } catch (err) {
      if (!(err instanceof AppError)) ctx.log.error({ err }, 'sendNotification failed');
      refuse(err instanceof AppError ? err.message : 'Something went wrong');
    }
  });
};
