import type { CallJoinInfo, CallPerson, CallTriggeredEvent, ExtendedCallInfo } from '@sahaj/contract';
import { useSyncExternalStore } from 'react';

/**
 * The client state area `call` (spec 01 §3; spec 03 §4 "Call state: incoming call, declined message,
 * active call window that can be minimised or maximised, review modal after the call"). One call at
 * a time, kept outside React so the call survives page changes inside the shell.
 */
export type CallPhase = 'idle' | 'ringing' | 'check' | 'joining' | 'live' | 'ended';
export type MediaProblem = 'denied' | 'missing' | 'other' | null;

export interface CallState {
  phase: CallPhase;
  appointmentId: string | null;
  /** 'start' for the therapist's first entry (rings the patient); 'join' otherwise. */
  mode: 'start' | 'join';
  incoming: CallTriggeredEvent | null;
  info: CallJoinInfo | null;
  other: CallPerson | null;
  endTime: string | null;
  minimised: boolean;
  muted: boolean;
  cameraOff: boolean;
  /** 'decline-call-message' text, shown to the therapist. */
  declined: string | null;
  /** The link to the other person is down (ICE disconnected/failed or the socket dropped). */
  connectionLost: boolean;
  remoteConnected: boolean;
  mediaProblem: MediaProblem;
  framesDecoded: number;
  /** Local candidate type of the selected pair ('host', 'srflx', 'relay'), for diagnostics and tests. */
  route: string | null;
  extendedCallInfo: ExtendedCallInfo;
  /** After the call: the patient's review modal. */
  review: { appointmentId: string; therapistName: string; therapistId: string } | null;
}

const initial: CallState = {
  phase: 'idle',
  appointmentId: null,
  mode: 'join',
  incoming: null,
  info: null,
  other: null,
  endTime: null,
  minimised: false,
  muted: false,
  cameraOff: false,
  declined: null,
  connectionLost: false,
  remoteConnected: false,
  mediaProblem: null,
  framesDecoded: 0,
  route: null,
  extendedCallInfo: { callExtended: false, scheduleId: null },
  review: null,
};

let state: CallState = initial;
const listeners = new Set<() => void>();

export const callStore = {
  get: () => state,
  set(patch: Partial<CallState>) {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  },
  reset(keep: Partial<CallState> = {}) {
    state = { ...initial, ...keep };
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};

export function useCallState(): CallState {
  return useSyncExternalStore(callStore.subscribe, callStore.get, callStore.get);
}
