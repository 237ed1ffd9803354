import { CLIENT_EVENTS, SERVER_EVENTS } from '@sahaj/contract';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachCallSocket, callActions } from './call-engine';
import { callStore } from './call-store';
import { clock } from './use-call-media';

vi.mock('./ring', () => ({ startRing: () => () => {} }));
vi.mock('../../../lib/notify', () => ({ notify: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));

/** A socket.io client stand-in: records emits and lets the test deliver server events. */
function fakeSocket() {
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
          cb(null, { ok: true });
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

afterEach(() => callStore.reset());

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

  it('time left reads as a clock', () => {
    expect(clock(125)).toBe('02:05');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(0)).toBe('00:00');
  });
});
