import { createHmac } from 'node:crypto';
import {
  type AppointmentExtendedEvent,
  type CallJoinInfo,
  type CallTriggeredEvent,
  CLIENT_EVENTS,
  type DeclineCallEvent,
  type ExtensionDeclinedEvent,
  type ExtensionRequestedEvent,
  MSG,
  NAMESPACES,
  SERVER_EVENTS,
} from '@sahaj/contract';
import { addMinutes } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { turnCredentials } from '../../integrations/turn/ice-servers';
import { closeSockets, connected, listen, socketTo, useTwoNodes } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, extendAgreed, insertAppointment, newPatient, zoneAtNoon } from '../booking/test-helpers';

afterEach(() => closeSockets());

const SECRET = 'turn-shared-secret-for-tests-0123';

/** Resolves with the next `event` on `s` (or rejects after `ms`). */
const next = <T>(s: Socket, event: string, ms = 4000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (p: T) => {
      clearTimeout(timer);
      resolve(p);
    });
  });
/** True when `event` does not arrive on `s` within `ms`. */
const silent = (s: Socket, event: string, ms = 600) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    s.once(event, () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

async function people(app: FastifyInstance, startsInMinutes = 5, minutes = 30) {
  const therapist = await approvedTherapist(app, { firstName: 'Tara', lastName: 'Rao', timeZone: zoneAtNoon() });
  const patient = await newPatient(app, 'Pia');
  const a = await insertAppointment(app, {
    patientId: patient.id,
    therapistId: therapist.id,
    startsAt: addMinutes(new Date(), startsInMinutes),
    minutes,
  });
  return { therapist, patient, a };
}

describe('TURN REST credentials', () => {
  it('username is expiry:userId and the credential is base64 HMAC-SHA1 of it', () => {
    const at = new Date('2030-01-01T00:00:00Z');
    const c = turnCredentials(SECRET, 'u1', at);
    expect(c.username).toBe(`${at.getTime() / 1000}:u1`);
    expect(c.credential).toBe(createHmac('sha1', SECRET).update(c.username).digest('base64'));
  });
});

describe('video session signalling', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({
      env: {
        STUN_URLS: 'stun:127.0.0.1:3478',
        TURN_URLS: 'turn:127.0.0.1:3478?transport=udp',
        TURN_SECRET: SECRET,
        // Short-lived credentials, so their expiry follows the session's end (end + 15 minutes).
        TURN_TTL_SECONDS: '60',
      },
    });
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('the therapist starts, the patient rings, joins, and signals flow both ways; the record keeps each join and leave', async () => {
    const { therapist, patient, a } = await people(app);
    const t = socketTo(base, NAMESPACES.doctor, therapist.token);
    const p = socketTo(base, NAMESPACES.patient, patient.token);
    await Promise.all([connected(t), connected(p)]);

    const ring = next<CallTriggeredEvent>(p, SERVER_EVENTS.callTriggered);
    const tokenT = next<CallJoinInfo>(t, SERVER_EVENTS.agoraToken);
    t.emit(CLIENT_EVENTS.startVideoConsultation, { appointmentId: a.id });
    const info = await tokenT;
    expect(info).toMatchObject({ appointmentId: a.id, roomId: `call:${a.id}`, role: 'doctor', peerPresent: false });
    expect(info.other.name).toBe('Pia Patient');
    const turn = info.iceServers.find((s) => s.urls[0]!.startsWith('turn:'))!;
    expect(turn.username).toMatch(new RegExp(`^\\d+:${therapist.id}$`));
    expect(turn.credential).toBe(createHmac('sha1', SECRET).update(turn.username!).digest('base64'));
    expect(Number(turn.username!.split(':')[0]) * 1000).toBeGreaterThan(Date.now());
    expect(info.iceServers[0]).toEqual({ urls: ['stun:127.0.0.1:3478'] });
    const rung = await ring;
    expect(rung).toMatchObject({ appointmentId: a.id, therapist: { _id: therapist.id, name: 'Tara Rao' } });

    const peerJoined = next<{ appointmentId: string }>(t, SERVER_EVENTS.callPeerJoined);
    const joined = (await p.timeout(3000).emitWithAck(CLIENT_EVENTS.joinCall, { appointmentId: a.id })) as {
      ok: boolean;
      data: CallJoinInfo;
    };
    expect(joined.ok).toBe(true);
    expect(joined.data).toMatchObject({ role: 'patient', peerPresent: true, other: { _id: therapist.id } });
    expect((await peerJoined).appointmentId).toBe(a.id);

    const offer = next<Record<string, unknown>>(p, SERVER_EVENTS.callSignal);
    t.emit(CLIENT_EVENTS.callSignal, {
      appointmentId: a.id,
      connectionId: 'c1',
      kind: 'offer',
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(await offer).toMatchObject({ kind: 'offer', from: therapist.id, connectionId: 'c1' });
    const cand = next<Record<string, unknown>>(t, SERVER_EVENTS.callSignal);
    p.emit(CLIENT_EVENTS.callSignal, {
      appointmentId: a.id,
      connectionId: 'c2',
      kind: 'candidate',
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    });
    expect(await cand).toMatchObject({ kind: 'candidate', from: patient.id });

    const hang = next<{ appointmentId: string }>(t, SERVER_EVENTS.callHangup);
    p.emit(CLIENT_EVENTS.callHangup, { appointmentId: a.id });
    expect((await hang).appointmentId).toBe(a.id);

    // A closed tab (disconnect) is a leave too.
    t.disconnect();
    await new Promise((r) => setTimeout(r, 200));
    const { events } = await app.ctx.services.calls.record(a.id);
    expect(events.map((e) => `${e.role}:${e.kind}`)).toEqual([
      'doctor:start',
      'doctor:join',
      'patient:join',
      'patient:leave',
      'doctor:leave',
    ]);
  });

  it('a stranger cannot start, join, decline or signal, and hears nothing', async () => {
    const { therapist, patient, a } = await people(app);
    const strangerT = await approvedTherapist(app, { firstName: 'Sam' });
    const strangerP = await newPatient(app, 'Sid');
    const t = socketTo(base, NAMESPACES.doctor, therapist.token);
    const st = socketTo(base, NAMESPACES.doctor, strangerT.token);
    const sp = socketTo(base, NAMESPACES.patient, strangerP.token);
    const p = socketTo(base, NAMESPACES.patient, patient.token);
    await Promise.all([connected(t), connected(st), connected(sp), connected(p)]);

    const err1 = next<{ message: string; event: string }>(st, SERVER_EVENTS.applicationErrors);
    st.emit(CLIENT_EVENTS.startVideoConsultation, { appointmentId: a.id });
    expect(await err1).toEqual({ message: MSG.callNotYours, event: CLIENT_EVENTS.startVideoConsultation });

    const err2 = next<{ message: string }>(sp, SERVER_EVENTS.applicationErrors);
    sp.emit(CLIENT_EVENTS.joinCall, { appointmentId: a.id });
    expect((await err2).message).toBe(MSG.callNotYours);

    const err3 = next<{ message: string }>(sp, SERVER_EVENTS.applicationErrors);
    sp.emit(CLIENT_EVENTS.declineCall, { appointmentId: a.id });
    expect((await err3).message).toBe(MSG.callNotYours);

    // Signalling without having joined is refused and reaches nobody.
    const quietP = silent(p, SERVER_EVENTS.callSignal);
    const err4 = next<{ message: string }>(sp, SERVER_EVENTS.applicationErrors);
    sp.emit(CLIENT_EVENTS.callSignal, {
      appointmentId: a.id,
      connectionId: 'x',
      kind: 'offer',
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect((await err4).message).toBe(MSG.callNotJoined);
    expect(await quietP).toBe(true);

    // The patient cannot start; a malformed id is refused, not thrown.
    const err5 = next<{ message: string }>(p, SERVER_EVENTS.applicationErrors);
    p.emit(CLIENT_EVENTS.startVideoConsultation, { appointmentId: a.id });
    expect((await err5).message).toBe(MSG.callOnlyTherapistStarts);
    const err6 = next<{ message: string }>(p, SERVER_EVENTS.applicationErrors);
    p.emit(CLIENT_EVENTS.joinCall, { appointmentId: 'nope' });
    expect((await err6).message).toBe(MSG.callBadPayload);

    // A stranger's start never rang the patient.
    expect(await silent(p, SERVER_EVENTS.callTriggered, 300)).toBe(true);
    expect((await app.ctx.services.calls.record(a.id)).events).toEqual([]);
  });

  it('start is refused before the window (10 minutes before) and after the end', async () => {
    const early = await people(app, 30);
    const t = socketTo(base, NAMESPACES.doctor, early.therapist.token);
    await connected(t);
    const ack = await t.timeout(3000).emitWithAck(CLIENT_EVENTS.startVideoConsultation, { appointmentId: early.a.id });
    expect(ack).toEqual({ ok: false, message: MSG.callTooEarly });

    const past = await people(app, -40, 30);
    const t2 = socketTo(base, NAMESPACES.doctor, past.therapist.token);
    await connected(t2);
    const ack2 = await t2.timeout(3000).emitWithAck(CLIENT_EVENTS.startVideoConsultation, { appointmentId: past.a.id });
    expect(ack2).toEqual({ ok: false, message: MSG.callEnded });

    // Nine minutes before the start is inside the window.
    const soon = await people(app, 9);
    const t3 = socketTo(base, NAMESPACES.doctor, soon.therapist.token);
    await connected(t3);
    const ack3 = (await t3.timeout(3000).emitWithAck(CLIENT_EVENTS.startVideoConsultation, {
      appointmentId: soon.a.id,
    })) as { ok: boolean };
    expect(ack3.ok).toBe(true);
  });

  it('an extension moves the end for both, takes the following period, and fresh TURN credentials last until the new end', async () => {
    const { therapist, patient, a } = await people(app, 5, 30);
    const t = socketTo(base, NAMESPACES.doctor, therapist.token);
    const p = socketTo(base, NAMESPACES.patient, patient.token);
    await Promise.all([connected(t), connected(p)]);
    const started = (await t.timeout(3000).emitWithAck(CLIENT_EVENTS.startVideoConsultation, {
      appointmentId: a.id,
    })) as { ok: true; data: CallJoinInfo };
    const turnUser = (info: CallJoinInfo) => info.iceServers.find((s) => s.urls[0]!.startsWith('turn:'))!.username!;
    expect(started.data.credentialExpiresAt).toBe(addMinutes(a.endsAt, 15).toISOString());
    expect(Number(turnUser(started.data).split(':')[0])).toBe(Math.floor(addMinutes(a.endsAt, 15).getTime() / 1000));

    // Only someone in the call may refresh: the patient has not joined yet.
    const notIn = await p.timeout(3000).emitWithAck(CLIENT_EVENTS.callIceRefresh, { appointmentId: a.id });
    expect(notIn).toEqual({ ok: false, message: MSG.callNotJoined });

    const extendedP = next<AppointmentExtendedEvent>(p, SERVER_EVENTS.appointmentExtended);
    const extendedT = next<AppointmentExtendedEvent>(t, SERVER_EVENTS.appointmentExtended);
    const res = await extendAgreed(app, therapist.token, patient.token, a.id);
    expect(res.statusCode, res.body).toBe(200);
    const newEnd = addMinutes(a.endsAt, 30);
    for (const e of await Promise.all([extendedP, extendedT])) {
      expect(e).toMatchObject({ appointmentId: a.id, endTime: newEnd.toISOString() });
    }
    // The following period is the session's now: nobody else can have it.
    const other = await newPatient(app, 'Oz');
    await expect(
      insertAppointment(app, { patientId: other.id, therapistId: therapist.id, startsAt: a.endsAt, minutes: 30 }),
    ).rejects.toMatchObject({ cause: { constraint: 'appointments_no_overlap' } });

    const fresh = (await t.timeout(3000).emitWithAck(CLIENT_EVENTS.callIceRefresh, { appointmentId: a.id })) as {
      ok: true;
      data: CallJoinInfo;
    };
    expect(fresh.ok).toBe(true);
    expect(fresh.data).toMatchObject({ appointmentId: a.id, role: 'doctor', endTime: newEnd.toISOString() });
    expect(fresh.data.credentialExpiresAt).toBe(addMinutes(newEnd, 15).toISOString());
    const user = turnUser(fresh.data);
    expect(user).toBe(`${Math.floor(addMinutes(newEnd, 15).getTime() / 1000)}:${therapist.id}`);
    const turn = fresh.data.iceServers.find((s) => s.urls[0]!.startsWith('turn:'))!;
    expect(turn.credential).toBe(createHmac('sha1', SECRET).update(user).digest('base64'));
    // A refresh is not a join: nothing new on the record.
    expect((await app.ctx.services.calls.record(a.id)).events.map((e) => e.kind)).toEqual(['start', 'join']);
  });

  it("the spec's appointment-extended from the therapist's socket asks the patient; a patient's is refused", async () => {
    const { therapist, patient, a } = await people(app, 5, 30);
    const t = socketTo(base, NAMESPACES.doctor, therapist.token);
    const p = socketTo(base, NAMESPACES.patient, patient.token);
    await Promise.all([connected(t), connected(p)]);
    const refused = await p.timeout(3000).emitWithAck(CLIENT_EVENTS.appointmentExtended, { appointmentId: a.id });
    expect(refused).toEqual({ ok: false, message: MSG.callOnlyTherapistExtends });
    const stranger = await approvedTherapist(app, { firstName: 'Sam' });
    const st = socketTo(base, NAMESPACES.doctor, stranger.token);
    await connected(st);
    const notTheirs = (await st.timeout(3000).emitWithAck(CLIENT_EVENTS.appointmentExtended, {
      appointmentId: a.id,
    })) as { ok: boolean };
    expect(notTheirs.ok).toBe(false);

    const asked = next<ExtensionRequestedEvent>(p, SERVER_EVENTS.extensionRequested);
    const ok = await t.timeout(3000).emitWithAck(CLIENT_EVENTS.appointmentExtended, { appointmentId: a.id });
    expect(ok).toEqual({ ok: true });
    expect(await asked).toMatchObject({
      appointmentId: a.id,
      endTime: a.endsAt.toISOString(),
      newEndTime: addMinutes(a.endsAt, 30).toISOString(),
    });
    // The patient declines over HTTP: the therapist's socket hears it.
    const declined = next<ExtensionDeclinedEvent>(t, SERVER_EVENTS.extensionDeclined);
    const answer = await app.inject({
      method: 'PATCH',
      url: '/api/v1/patient/appointments/extension',
      headers: bearer(patient.token),
      payload: { appointmentId: a.id, agree: false },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await declined).toEqual({ appointmentId: a.id, patientName: 'Pia Patient' });
  });

  it('decline tells the therapist', async () => {
    const { therapist, patient, a } = await people(app);
    const t = socketTo(base, NAMESPACES.doctor, therapist.token);
    const p = socketTo(base, NAMESPACES.patient, patient.token);
    await Promise.all([connected(t), connected(p)]);
    await t.timeout(3000).emitWithAck(CLIENT_EVENTS.startVideoConsultation, { appointmentId: a.id });
    const declined = next<DeclineCallEvent>(t, SERVER_EVENTS.declineCallMessage);
    p.emit(CLIENT_EVENTS.declineCall, { appointmentId: a.id });
    expect(await declined).toEqual({ appointmentId: a.id, message: `Pia Patient ${MSG.callDeclined}` });
  });

  it('at the end: completed and attended when both joined, otherwise the absent side is a no-show (shown in the detail)', async () => {
    const both = await people(app, -40, 30);
    const onlyTherapist = await people(app, -40, 30);
    const nobody = await people(app, -40, 30);
    const { callEvents } = await import('../../db/schema/index');
    const at = addMinutes(new Date(), -35);
    await app.ctx.db.insert(callEvents).values([
      { appointmentId: both.a.id, userId: both.therapist.id, role: 'doctor', kind: 'join', at },
      { appointmentId: both.a.id, userId: both.patient.id, role: 'patient', kind: 'join', at },
      { appointmentId: onlyTherapist.a.id, userId: onlyTherapist.therapist.id, role: 'doctor', kind: 'join', at },
      { appointmentId: onlyTherapist.a.id, userId: onlyTherapist.patient.id, role: 'patient', kind: 'decline', at },
    ]);
    expect(await app.ctx.services.appointments.completeEnded()).toBeGreaterThanOrEqual(3);
    await app.ctx.services.appointments.completeEnded(); // idempotent
    const detail = async (token: string, id: string, who: 'patient' | 'provider') => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/${who}/appointment/${id}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return JSON.parse(res.body).data as { status: string; attendance: string | null };
    };
    expect(await detail(both.patient.token, both.a.id, 'patient')).toMatchObject({
      status: 'completed',
      attendance: 'attended',
    });
    expect(await detail(onlyTherapist.therapist.token, onlyTherapist.a.id, 'provider')).toMatchObject({
      status: 'completed',
      attendance: 'patient_no_show',
    });
    expect((await detail(nobody.patient.token, nobody.a.id, 'patient')).attendance).toBe('both_no_show');
  });
});

describe.skipIf(!process.env.REDIS_URL)('video session across two nodes (Redis)', () => {
  const nodes = useTwoNodes();

  it('a patient on node B rings and receives signalling from a therapist on node A', async () => {
    const { a: nodeA, baseB } = nodes;
    const addr = nodeA.server.address();
    const baseA = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const { therapist, patient, a } = await people(nodeA);
    const t = socketTo(baseA, NAMESPACES.doctor, therapist.token);
    const p = socketTo(baseB, NAMESPACES.patient, patient.token);
    await Promise.all([connected(t), connected(p)]);
    await new Promise((r) => setTimeout(r, 300)); // let B's adapter subscribe the patient's room

    const ring = next<CallTriggeredEvent>(p, SERVER_EVENTS.callTriggered, 5000);
    t.emit(CLIENT_EVENTS.startVideoConsultation, { appointmentId: a.id });
    expect((await ring).appointmentId).toBe(a.id);

    const peerJoined = next(t, SERVER_EVENTS.callPeerJoined, 5000);
    const joined = (await p.timeout(3000).emitWithAck(CLIENT_EVENTS.joinCall, { appointmentId: a.id })) as {
      ok: boolean;
    };
    expect(joined.ok).toBe(true);
    await peerJoined;
    const offer = next<Record<string, unknown>>(p, SERVER_EVENTS.callSignal, 5000);
    t.emit(CLIENT_EVENTS.callSignal, {
      appointmentId: a.id,
      connectionId: 'n1',
      kind: 'offer',
      description: { type: 'offer', sdp: 'v=0' },
    });
    expect(await offer).toMatchObject({ kind: 'offer', from: therapist.id });
    const answer = next<Record<string, unknown>>(t, SERVER_EVENTS.callSignal, 5000);
    p.emit(CLIENT_EVENTS.callSignal, {
      appointmentId: a.id,
      connectionId: 'n2',
      kind: 'answer',
      description: { type: 'answer', sdp: 'v=0' },
    });
    expect(await answer).toMatchObject({ kind: 'answer', from: patient.id });
  });
});
