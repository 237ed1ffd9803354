import { CLIENT_EVENTS, SERVER_EVENTS } from '@sahaj/contract';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachCallSocket, callActions } from './call-engine';
import { callStore } from './call-store';
import { clock } from './use-call-media';

vi.mock('./ring', () => ({ startRing: () => () => {} }));
vi.mock('../../../lib/notify', () => ({ notify: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));

/** A socket.io client stand-in: records emits and lets the test deliver server events. */
function fakeSocket(replies: Record<string, () => unknown> = {}) {
  const handlers = new Map<string, Array<(p: unknown) => void>>();
  const sent: Array<{ event: string; payload: unknown }> = [];
  const s = {
    connected: true,
    on(event: string, h: (p: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), h]);
      return s;
    },
    off(event: string, h: (p: unknown) => void) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((x) => x !== h),
      );
      return s;
    },
    timeout() {
      return {
        emit(event: string, payload: unknown, cb: (err: unknown, reply: unknown) => void) {
          sent.push({ event, payload });
          cb(null, replies[event]?.() ?? { ok: true });
        },
      };
    },
    emit(event: string, payload: unknown) {
      sent.push({ event, payload });
      return s;
    },
  };
  const deliver = (event: string, payload: unknown) => {
    for (const h of handlers.get(event) ?? []) h(payload);
  };
  return { socket: s as unknown as Socket, sent, deliver };
}

const ID = '11111111-1111-4111-8111-111111111111';
const ring = {
  appointmentId: ID,
  therapist: { _id: 't1', name: 'Tara Rao', profilePic: null },
  startTime: '2030-01-01T09:00:00.000Z',
  endTime: '2030-01-01T09:30:00.000Z',
};

afterEach(() => {
  callStore.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An RTCPeerConnection stand-in: records configuration changes and ICE restarts. */
class FakePeer {
  static last: FakePeer | null = null;
  config: RTCConfiguration;
  restarts = 0;
  iceConnectionState = 'connected';
  constructor(config: RTCConfiguration) {
    this.config = config;
    FakePeer.last = this;
  }
  addTrack() {}
  close() {}
  getConfiguration() {
    return this.config;
  }
  setConfiguration(c: RTCConfiguration) {
    this.config = c;
  }
  restartIce() {
    this.restarts += 1;
  }
  async getStats() {
    return new Map();
  }
}

const joinInfo = (expiresAt: Date, username: string) => ({
  appointmentId: ID,
  roomId: `call:${ID}`,
  iceServers: [{ urls: ['turn:127.0.0.1:3478'], username, credential: 'c' }],
  credentialExpiresAt: expiresAt.toISOString(),
  role: 'doctor' as const,
  startTime: '2030-01-01T09:00:00.000Z',
  endTime: '2030-01-01T09:30:00.000Z',
  me: { _id: 't1', name: 'Tara Rao', profilePic: null },
  other: { _id: 'p1', name: 'Pia', profilePic: null },
  peerPresent: false,
});

describe('call state', () => {
  it('calltriggered rings; Decline tells the server and clears the card', async () => {
    const f = fakeSocket();
    const detach = attachCallSocket(f.socket);
    f.deliver(SERVER_EVENTS.callTriggered, ring);
    expect(callStore.get()).toMatchObject({ phase: 'ringing', appointmentId: ID, other: { name: 'Tara Rao' } });
    await callActions.decline();
    expect(f.sent).toContainEqual({ event: CLIENT_EVENTS.declineCall, payload: { appointmentId: ID } });
    expect(callStore.get().phase).toBe('idle');
    detach();
  });

  it('Accept opens the device check; the other side hanging up while it rings clears it', () => {
    const f = fakeSocket();
    const detach = attachCallSocket(f.socket);
    f.deliver(SERVER_EVENTS.callTriggered, ring);
    callActions.accept();
    expect(callStore.get()).toMatchObject({ phase: 'check', mode: 'join' });
    callStore.reset();
    f.deliver(SERVER_EVENTS.callTriggered, ring);
    f.deliver(SERVER_EVENTS.callHangup, { appointmentId: ID, from: 't1' });
    expect(callStore.get().phase).toBe('idle');
    detach();
  });

  it('appointment-extended moves the end and fills extendedCallInfo; decline-call-message shows', () => {
    const f = fakeSocket();
    const detach = attachCallSocket(f.socket);
    callStore.set({ phase: 'live', appointmentId: ID, endTime: ring.endTime });
    f.deliver(SERVER_EVENTS.appointmentExtended, {
      appointmentId: ID,
      startTime: ring.startTime,
      endTime: '2030-01-01T10:00:00.000Z',
      consultationDuration: 60,
    });
    expect(callStore.get()).toMatchObject({
      endTime: '2030-01-01T10:00:00.000Z',
      extendedCallInfo: { callExtended: true, scheduleId: ID },
    });
    f.deliver(SERVER_EVENTS.declineCallMessage, { appointmentId: ID, message: 'Pia declined the call' });
    expect(callStore.get().declined).toBe('Pia declined the call');
    // Another session's events are not this call's.
    f.deliver(SERVER_EVENTS.appointmentExtended, {
      appointmentId: 'other',
      endTime: 'x',
      startTime: 'x',
      consultationDuration: 1,
    });
    expect(callStore.get().endTime).toBe('2030-01-01T10:00:00.000Z');
    detach();
  });

  it('the therapist renews TURN credentials 10 minutes before they expire and restarts ICE with them', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('RTCPeerConnection', FakePeer);
    vi.stubGlobal(
      'MediaStream',
      class {
        addTrack() {}
        getTracks() {
          return [];
        }
      },
    );
    const start = Date.now();
    const first = joinInfo(new Date(start + 45 * 60_000), 'old');
    const renewed = joinInfo(new Date(start + 75 * 60_000), 'new');
    const f = fakeSocket({
      [CLIENT_EVENTS.startVideoConsultation]: () => ({ ok: true, data: first }),
      [CLIENT_EVENTS.callIceRefresh]: () => ({ ok: true, data: renewed }),
    });
    const detach = attachCallSocket(f.socket);
    callActions.check(ID, 'start', { _id: 'p1', name: 'Pia', profilePic: null });
    const stream = {
      getTracks: () => [],
      getAudioTracks: () => [],
      getVideoTracks: () => [],
    } as unknown as MediaStream;
    await callActions.enter(stream);
    const peer = FakePeer.last!;
    expect(peer.config.iceServers?.[0]?.username).toBe('old');

    await vi.advanceTimersByTimeAsync(34 * 60_000);
    expect(f.sent.map((x) => x.event)).not.toContain(CLIENT_EVENTS.callIceRefresh);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(f.sent).toContainEqual({ event: CLIENT_EVENTS.callIceRefresh, payload: { appointmentId: ID } });
    expect(peer.config.iceServers?.[0]?.username).toBe('new');
    expect(peer.restarts).toBe(1);
    expect(callStore.get().info?.credentialExpiresAt).toBe(renewed.credentialExpiresAt);
    await callActions.hangup();
    detach();
  });

  it('time left reads as a clock', () => {
    expect(clock(125)).toBe('02:05');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(0)).toBe('00:00');
  });
});
