import { type CallAck, CLIENT_EVENTS, callAppointmentPayload, callSignal, MSG, SERVER_EVENTS } from '@sahaj/contract';
import type { Socket } from 'socket.io';
import { AppError, forbidden } from '../../lib/errors';
import type { Principal } from '../../lib/tokens';
import type { SocketFeature } from '../../realtime/socket-features';
import { type CallPeer, type CallsService, callRoom } from './service';

/** Calls this socket has joined (appointmentId → the other person), kept on the socket. */
const joinedOf = (socket: Socket): Map<string, CallPeer> => {
  const data = socket.data as { calls?: Map<string, CallPeer> };
  data.calls ??= new Map();
  return data.calls;
};

/**
 * Socket handlers of video sessions (issue 14): startVideoConsultation, joinCall, declineCall,
 * call-signal, call-ice-refresh, appointment-extended, call-hangup. Refusals go back as `applicationErrors` { message, event } and, when the
 * client passed a callback, as its acknowledgement { ok: false, message }.
 */
export const callsSocket: SocketFeature = (ctx, socket, principal) => {
  const calls = ctx.services.calls;
  const joined = joinedOf(socket);

  const refuse = (event: string, err: unknown, ack: unknown) => {
    const message = err instanceof AppError ? err.message : 'Something went wrong';
    if (!(err instanceof AppError)) ctx.log.error({ err, event }, 'call event failed');
    socket.emit(SERVER_EVENTS.applicationErrors, { message, event });
    if (typeof ack === 'function') (ack as (a: CallAck) => void)({ ok: false, message });
  };

  const appointmentIdOf = (event: string, payload: unknown, ack: unknown): string | undefined => {
    const parsed = callAppointmentPayload.safeParse(payload);
    if (parsed.success) return parsed.data.appointmentId;
    refuse(event, badPayload(), ack);
    return undefined;
  };

  const entered = (result: Awaited<ReturnType<CallsService['join']>>, ack: unknown) => {
    joined.set(result.peer.appointmentId, result.peer);
    void socket.join(callRoom(result.peer.appointmentId));
    socket.emit(SERVER_EVENTS.agoraToken, result.info);
    if (typeof ack === 'function') (ack as (a: CallAck) => void)({ ok: true, data: result.info });
  };

  socket.on(CLIENT_EVENTS.startVideoConsultation, async (payload: unknown, ack?: unknown) => {
    const id = appointmentIdOf(CLIENT_EVENTS.startVideoConsultation, payload, ack);
    if (!id) return;
    try {
      entered(await calls.start(principal, id), ack);
    } catch (err) {
      refuse(CLIENT_EVENTS.startVideoConsultation, err, ack);
    }
  });

  socket.on(CLIENT_EVENTS.joinCall, async (payload: unknown, ack?: unknown) => {
    const id = appointmentIdOf(CLIENT_EVENTS.joinCall, payload, ack);
    if (!id) return;
    try {
      entered(await calls.join(principal, id), ack);
    } catch (err) {
      refuse(CLIENT_EVENTS.joinCall, err, ack);
    }
  });

  socket.on(CLIENT_EVENTS.declineCall, async (payload: unknown, ack?: unknown) => {
    const id = appointmentIdOf(CLIENT_EVENTS.declineCall, payload, ack);
    if (!id) return;
    try {
      await calls.decline(principal, id);
      if (typeof ack === 'function') (ack as (a: CallAck) => void)({ ok: true });
    } catch (err) {
      refuse(CLIENT_EVENTS.declineCall, err, ack);
    }
  });

  // Offer, answer and ICE candidates go to the other person's user room (any node, via Redis), only
  // from a socket that joined this call.
  socket.on(CLIENT_EVENTS.callSignal, (payload: unknown, ack?: unknown) => {
    const parsed = callSignal.safeParse(payload);
    if (!parsed.success) return refuse(CLIENT_EVENTS.callSignal, badPayload(), ack);
    const peer = joined.get(parsed.data.appointmentId);
    if (!peer) return refuse(CLIENT_EVENTS.callSignal, notJoined(), ack);
    ctx.realtime.emitToUser(peer.otherType, peer.otherId, SERVER_EVENTS.callSignal, {
      ...parsed.data,
      from: principal.userId,
    });
    if (typeof ack === 'function') (ack as (a: CallAck) => void)({ ok: true });
  });

  socket.on(CLIENT_EVENTS.callIceRefresh, async (payload: unknown, ack?: unknown) => {
    const id = appointmentIdOf(CLIENT_EVENTS.callIceRefresh, payload, ack);
    if (!id) return;
    if (!joined.has(id)) return refuse(CLIENT_EVENTS.callIceRefresh, notJoined(), ack);
    try {
      const info = await calls.refresh(principal, id);
      if (typeof ack === 'function') (ack as (a: CallAck) => void)({ ok: true, data: info });
    } catch (err) {
      refuse(CLIENT_EVENTS.callIceRefresh, err, ack);
    }
  });

  // The spec's client event `appointment-extended`: the therapist asks for more time from the call, as
  // PATCH /provider/appointments/extend does (the same rule: the patient is asked, `extension-requested`).
  socket.on(CLIENT_EVENTS.appointmentExtended, async (payload: unknown, ack?: unknown) => {
    const id = appointmentIdOf(CLIENT_EVENTS.appointmentExtended, payload, ack);
    if (!id) return;
    if (principal.userType !== 'doctor') {
      return refuse(CLIENT_EVENTS.appointmentExtended, forbidden(MSG.callOnlyTherapistExtends), ack);
    }
    try {
      await ctx.services.appointments.requestExtension(principal.userId, { appointmentId: id });
      if (typeof ack === 'function') (ack as (a: CallAck) => void)({ ok: true });
    } catch (err) {
      refuse(CLIENT_EVENTS.appointmentExtended, err, ack);
    }
  });

  socket.on(CLIENT_EVENTS.callHangup, async (payload: unknown, ack?: unknown) => {
    const id = appointmentIdOf(CLIENT_EVENTS.callHangup, payload, ack);
    if (!id) return;
    const peer = joined.get(id);
    if (!peer) return refuse(CLIENT_EVENTS.callHangup, notJoined(), ack);
    joined.delete(id);
    void socket.leave(callRoom(id));
    try {
      await calls.leave(principal, peer, { tellOther: true });
      if (typeof ack === 'function') (ack as (a: CallAck) => void)({ ok: true });
    } catch (err) {
      refuse(CLIENT_EVENTS.callHangup, err, ack);
    }
  });

  // A closed tab or a dropped network: a leave on the record; the person may rejoin while the session lasts.
  socket.on('disconnect', () => {
    for (const peer of joined.values()) {
      calls
        .leave(principal as Principal, peer, { tellOther: false })
        .catch((err: unknown) => ctx.log.error({ err }, 'call leave not recorded'));
    }
    joined.clear();
  });
};

const badPayload = () => new AppError('CALL_BAD_PAYLOAD', 400, MSG.callBadPayload);
const notJoined = () => new AppError('CALL_NOT_JOINED', 403, MSG.callNotJoined);
