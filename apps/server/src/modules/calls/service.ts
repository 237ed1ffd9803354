import {
  type CallJoinInfo,
  type CallPerson,
  type CallTriggeredEvent,
  type DeclineCallEvent,
  displayName,
  MSG,
  SERVER_EVENTS,
  START_EARLY_MINUTES,
} from '@sahaj/contract';
import { addMinutes, addSeconds, max } from 'date-fns';
import type { BaseContext } from '../../context';
import { iceServersFor } from '../../integrations/turn/ice-servers';
import { badRequest, forbidden } from '../../lib/errors';
import type { Principal } from '../../lib/tokens';
import { callsRepository } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'realtime' | 'fileLinks' | 'config'>;
type Role = 'patient' | 'doctor';

/** The socket.io room of one session's call (one per namespace: each person's sockets join it). */
export const callRoom = (appointmentId: string) => `call:${appointmentId}`;

/** The one display-name rule (contract person.ts, issue 19). */
const nameOf = displayName;

/** Who is on the other end of a call the caller may take part in. */
export interface CallPeer {
  appointmentId: string;
  role: Role;
  otherType: Role;
  otherId: string;
}

/**
 * Video sessions (issue 14). Only the appointment's patient and therapist may start, join, signal,
 * decline or hang up; the therapist may start from START_EARLY_MINUTES before the start until the
 * end, and either may (re)join within that window. Every start, join, leave and decline is recorded;
 * the completion job turns the record into attendance (repository.recordAttendance).
 */
export function callsService(ctx: Ctx, opts: { now?: () => Date } = {}) {
  const repo = callsRepository(ctx.db);
  const now = opts.now ?? (() => new Date());

  /** The appointment, checked: the caller is one of its two people and the call window is open. */
  async function open(principal: Principal, appointmentId: string, at: Date) {
    const a = await repo.appointment(appointmentId);
    const role: Role | undefined =
      a && principal.userType === 'patient' && a.patientId === principal.userId
        ? 'patient'
        : a && principal.userType === 'doctor' && a.therapistId === principal.userId
          ? 'doctor'
          : undefined;
    // Another person's appointment and a missing one read the same (no probing of ids).
    if (!a || !role || a.status === 'held') throw forbidden(MSG.callNotYours, 'CALL_NOT_YOURS');
    if (a.status !== 'upcoming') throw badRequest(MSG.callNotUpcoming, 'CALL_NOT_UPCOMING');
    if (at < addMinutes(a.startsAt, -START_EARLY_MINUTES)) throw badRequest(MSG.callTooEarly, 'CALL_TOO_EARLY');
    if (at >= a.endsAt) throw badRequest(MSG.callEnded, 'CALL_ENDED');
    return { a, role };
  }

  async function personOf(userId: string, withPic: boolean): Promise<CallPerson> {
    const p = await repo.person(userId);
    return {
      _id: userId,
      name: nameOf(p),
      profilePic: withPic && p?.picFileId ? ctx.fileLinks.link(p.picFileId) : null,
    };
  }

  async function joinInfo(
    principal: Principal,
    a: NonNullable<Awaited<ReturnType<typeof repo.appointment>>>,
    role: Role,
    at: Date,
  ): Promise<CallJoinInfo> {
    const otherId = role === 'patient' ? a.therapistId : a.patientId;
    const [me, other, peerPresent] = await Promise.all([
      personOf(principal.userId, role === 'doctor'),
      personOf(otherId, role === 'patient'),
      repo.isPresent(a.id, otherId),
    ]);
    // Short-lived, yet valid for the whole session (a long session refreshes them by joining again).
    const expires = max([addSeconds(at, ctx.config.ice.ttlSeconds), addMinutes(a.endsAt, 15)]);
    return {
      appointmentId: a.id,
      roomId: callRoom(a.id),
      iceServers: iceServersFor(ctx.config.ice, principal.userId, expires),
      credentialExpiresAt: expires.toISOString(),
      role,
      startTime: a.startsAt.toISOString(),
      endTime: a.endsAt.toISOString(),
      me,
      other,
      peerPresent,
    };
  }

  const peerOf = (a: { id: string; patientId: string; therapistId: string }, role: Role): CallPeer => ({
    appointmentId: a.id,
    role,
    otherType: role === 'patient' ? 'doctor' : 'patient',
    otherId: role === 'patient' ? a.therapistId : a.patientId,
  });

  return {
    /** startVideoConsultation: the therapist starts (and joins); the patient's screen rings. */
    async start(principal: Principal, appointmentId: string) {
      const at = now();
      const { a, role } = await open(principal, appointmentId, at);
      if (role !== 'doctor') throw forbidden(MSG.callOnlyTherapistStarts, 'CALL_ONLY_THERAPIST');
      await repo.record({ appointmentId: a.id, userId: principal.userId, role, kind: 'start', at });
      await repo.record({ appointmentId: a.id, userId: principal.userId, role, kind: 'join', at });
      const info = await joinInfo(principal, a, role, at);
      const ring: CallTriggeredEvent = {
        appointmentId: a.id,
        therapist: info.me,
        startTime: info.startTime,
        endTime: info.endTime,
      };
      ctx.realtime.emitToUser('patient', a.patientId, SERVER_EVENTS.callTriggered, ring);
      return { info, peer: peerOf(a, role) };
    },

    /** joinCall: either person joins (or rejoins) the call while the session lasts. */
    async join(principal: Principal, appointmentId: string) {
      const at = now();
      const { a, role } = await open(principal, appointmentId, at);
      await repo.record({ appointmentId: a.id, userId: principal.userId, role, kind: 'join', at });
      const info = await joinInfo(principal, a, role, at);
      const peer = peerOf(a, role);
      ctx.realtime.emitToUser(peer.otherType, peer.otherId, SERVER_EVENTS.callPeerJoined, {
        appointmentId: a.id,
        userId: principal.userId,
      });
      return { info, peer };
    },

    /**
     * call-ice-refresh: fresh TURN credentials for someone already in the call (nothing recorded, the
     * other person is not told). Expiry follows the session's current end, so an extended session keeps its relay.
     */
    async refresh(principal: Principal, appointmentId: string) {
      const at = now();
      const { a, role } = await open(principal, appointmentId, at);
      return joinInfo(principal, a, role, at);
    },

    /** declineCall: the patient declines; the therapist is told. */
    async decline(principal: Principal, appointmentId: string) {
      const at = now();
      const { a, role } = await open(principal, appointmentId, at);
      if (role !== 'patient') throw forbidden(MSG.callNotYours, 'CALL_NOT_YOURS');
      await repo.record({ appointmentId: a.id, userId: principal.userId, role, kind: 'decline', at });
      const patient = await personOf(principal.userId, false);
      const payload: DeclineCallEvent = { appointmentId: a.id, message: `${patient.name} ${MSG.callDeclined}` };
      ctx.realtime.emitToUser('doctor', a.therapistId, SERVER_EVENTS.declineCallMessage, payload);
    },

    /** Hang-up or a dropped socket: recorded as a leave; a hang-up also tells the other person. */
    async leave(principal: Principal, peer: CallPeer, opts: { tellOther: boolean }) {
      await repo.record({
        appointmentId: peer.appointmentId,
        userId: principal.userId,
        role: peer.role,
        kind: 'leave',
        at: now(),
      });
      if (opts.tellOther) {
        ctx.realtime.emitToUser(peer.otherType, peer.otherId, SERVER_EVENTS.callHangup, {
          appointmentId: peer.appointmentId,
          from: principal.userId,
        });
      }
    },

    /** The record of one session's call (oldest first) and its attendance once decided. */
    async record(appointmentId: string) {
      const [events, outcome] = await Promise.all([repo.events(appointmentId), repo.outcome(appointmentId)]);
      return { events, outcome };
    },
  };
}
export type CallsService = ReturnType<typeof callsService>;
