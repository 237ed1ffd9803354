import {
  type AppointmentExtendedEvent,
  type CallAck,
  type CallHangupEvent,
  type CallJoinInfo,
  type CallPeerJoinedEvent,
  type CallTriggeredEvent,
  CLIENT_EVENTS,
  type DeclineCallEvent,
  type RelayedCallSignal,
  SERVER_EVENTS,
} from '@sahaj/contract';
import type { Socket } from 'socket.io-client';
import { notify } from '../../../lib/notify';
import { callStore } from './call-store';
import { type DeviceChoice, getMedia, problemOf, stopStream } from './media';
import { startRing } from './ring';

/** Set `localStorage['sahaj.iceTransportPolicy'] = 'relay'` to force the TURN relay (support and tests). */
const ICE_POLICY_KEY = 'sahaj.iceTransportPolicy';
/** The session a tab is in, so a reloaded tab can offer to rejoin it. */
export const ACTIVE_CALL_KEY = 'sahaj.activeCall';

let socket: Socket | null = null;
let localStream: MediaStream | null = null;
let remoteStream: MediaStream | null = null;
let pc: RTCPeerConnection | null = null;
let myConnectionId = '';
let remoteConnectionId = '';
let pendingCandidates: RTCIceCandidateInit[] = [];
let statsTimer: number | undefined;
/** While the link is down: retries the ICE restart until it connects (a relay or network may come back later). */
let recoveryTimer: number | undefined;
/**
 * While the link is down the therapist (who offers) restarts ICE when the connection has not moved for
 * this long; the patient's fallback, a rejoin, waits longer so the two do not race. A connection still
 * changing state (checking on a slow machine) is left to finish.
 */
const RECOVERY_STALL_MS = { doctor: 8000, patient: 20_000 } as const;
const RECOVERY_TICK_MS = 2000;
/** When the connection's ICE state last changed (or the connection was built). */
let iceChangedAt = 0;
let stopRing: (() => void) | null = null;
let refreshTimer: number | undefined;
let holdCandidates = false;
/** The therapist renews TURN credentials this long before they expire (an extended session outlives them). */
const REFRESH_BEFORE_MS = 10 * 60_000;
/** Before answering an ICE restart the patient renews credentials that expire within this time. */
const REFRESH_WITHIN_MS = 15 * 60_000;
const mediaListeners = new Set<() => void>();

const newId = () => crypto.randomUUID().slice(0, 12);
const emitMedia = () => {
  for (const l of mediaListeners) l();
};

/** The local and remote streams, for the video elements (they change when a connection is rebuilt). */
export const callMedia = {
  local: () => localStream,
  remote: () => remoteStream,
  subscribe(l: () => void) {
    mediaListeners.add(l);
    return () => {
      mediaListeners.delete(l);
    };
  },
};

function ack<T extends CallAck>(event: string, payload: unknown): Promise<T> {
  return new Promise((resolve) => {
    if (!socket) return resolve({ ok: false, message: 'No Response From Server' } as T);
    socket.timeout(10_000).emit(event, payload, (err: unknown, reply: T) => {
      resolve(err ? ({ ok: false, message: 'No Response From Server' } as T) : reply);
    });
  });
}

function sendSignal(body: Record<string, unknown>) {
  const id = callStore.get().appointmentId;
  if (!socket || !id) return;
  socket.emit(CLIENT_EVENTS.callSignal, { appointmentId: id, connectionId: myConnectionId, ...body });
}

function closePeer() {
  if (pc) {
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onnegotiationneeded = null;
    pc.oniceconnectionstatechange = null;
    pc.close();
  }
  pc = null;
  remoteStream = null;
  pendingCandidates = [];
  emitMedia();
}

/** A fresh RTCPeerConnection with our tracks. The therapist offers on it; the patient answers. */
function buildPeer(info: CallJoinInfo) {
  closePeer();
  myConnectionId = newId();
  const policy = localStorage.getItem(ICE_POLICY_KEY) === 'relay' ? 'relay' : 'all';
  const peer = new RTCPeerConnection({ iceServers: info.iceServers, iceTransportPolicy: policy });
  pc = peer;
  remoteStream = new MediaStream();
  emitMedia();
  peer.ontrack = (e) => {
    if (pc !== peer) return;
    remoteStream?.addTrack(e.track);
    emitMedia();
  };
  peer.onicecandidate = (e) => {
    if (pc === peer && e.candidate) sendSignal({ kind: 'candidate', candidate: e.candidate.toJSON() });
  };
  iceChangedAt = Date.now();
  peer.oniceconnectionstatechange = () => {
    if (pc !== peer) return;
    iceChangedAt = Date.now();
    const s = peer.iceConnectionState;
    if (s === 'connected' || s === 'completed') {
      stopRecovery();
      callStore.set({ connectionLost: false, remoteConnected: true });
    } else if (s === 'disconnected' || s === 'failed') {
      callStore.set({ connectionLost: true });
      // A dropped network: restart ICE (the session goes on), at once when it failed, and again every
      // few seconds until it connects (a fresh connection built while the network was down gathers nothing).
      if (s === 'failed') restartIce(true);
      startRecovery();
    }
  };
  if (info.role === 'doctor') {
    peer.onnegotiationneeded = async () => {
      try {
        await peer.setLocalDescription(await peer.createOffer());
        if (pc === peer && peer.localDescription) {
          sendSignal({ kind: 'offer', description: { type: 'offer', sdp: peer.localDescription.sdp } });
        }
      } catch {
        // a newer negotiation replaced this one
      }
    };
    for (const t of localStream?.getTracks() ?? []) peer.addTrack(t, localStream!);
  }
  return peer;
}

function startRecovery() {
  if (recoveryTimer === undefined) recoveryTimer = window.setInterval(() => restartIce(false), RECOVERY_TICK_MS);
}

function stopRecovery() {
  window.clearInterval(recoveryTimer);
  recoveryTimer = undefined;
}

function restartIce(now: boolean) {
  const s = callStore.get();
  if (!pc || s.phase !== 'live') return stopRecovery();
  if (pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed') return stopRecovery();
  if (!now && Date.now() - iceChangedAt < RECOVERY_STALL_MS[s.info?.role ?? 'patient']) return;
  iceChangedAt = Date.now();
  if (s.info?.role === 'doctor') pc.restartIce();
  // The patient asks for a fresh offer by joining again (the therapist then rebuilds the connection).
  else if (socket?.connected) void rejoin();
}

/**
 * Fresh TURN credentials (call-ice-refresh) for the connection's next ICE gathering. coturn refuses a
 * refresh of the relay with expired credentials, so an extended session renews them before they lapse.
 */
async function refreshIce(): Promise<boolean> {
  const cur = callStore.get();
  if (cur.phase !== 'live' || !cur.appointmentId) return false;
  const reply = await ack<CallAck>(CLIENT_EVENTS.callIceRefresh, { appointmentId: cur.appointmentId });
  if (!reply.ok || !reply.data || callStore.get().appointmentId !== reply.data.appointmentId) return false;
  callStore.set({ info: reply.data });
  try {
    pc?.setConfiguration({ ...pc.getConfiguration(), iceServers: reply.data.iceServers });
  } catch {
    // the connection closed meanwhile; the next one is built with the new servers
  }
  scheduleRefresh(reply.data);
  return true;
}

/** The therapist renews credentials shortly before they expire, then restarts ICE so both sides gather with fresh ones. */
function scheduleRefresh(info: CallJoinInfo) {
  window.clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (info.role !== 'doctor') return;
  const wait = Math.max(30_000, Date.parse(info.credentialExpiresAt) - REFRESH_BEFORE_MS - Date.now());
  refreshTimer = window.setTimeout(() => {
    void refreshIce().then((ok) => {
      if (ok) pc?.restartIce();
    });
  }, wait);
}

const credentialsExpireSoon = (info: CallJoinInfo) =>
  Date.parse(info.credentialExpiresAt) - Date.now() < REFRESH_WITHIN_MS;

async function rejoin() {
  const id = callStore.get().appointmentId;
  if (!id) return;
  const reply = await ack<CallAck>(CLIENT_EVENTS.joinCall, { appointmentId: id });
  if (reply.ok && reply.data) entered(reply.data);
}

function entered(info: CallJoinInfo) {
  callStore.set({
    phase: 'live',
    info,
    other: info.other,
    endTime: info.endTime,
    connectionLost: false,
  });
  sessionStorage.setItem(ACTIVE_CALL_KEY, info.appointmentId);
  // The therapist (re)builds the connection and offers; the patient waits for the offer.
  if (info.role === 'doctor') buildPeer(info);
  scheduleRefresh(info);
  startStats();
}

async function onSignal(sig: RelayedCallSignal) {
  const s = callStore.get();
  if (s.phase !== 'live' || !s.info || sig.appointmentId !== s.appointmentId) return;
  if (sig.kind === 'offer' && s.info.role === 'patient') {
    // An ICE restart gathers anew: with credentials that will still work (an extension may have outlived them).
    if (credentialsExpireSoon(s.info)) {
      holdCandidates = true; // the offer's candidates wait for its description
      await refreshIce().finally(() => {
        holdCandidates = false;
      });
    }
    const info = callStore.get().info ?? s.info;
    let peer = pc;
    if (!peer || sig.connectionId !== remoteConnectionId) {
      peer = buildPeer(info);
      remoteConnectionId = sig.connectionId;
    }
    await peer.setRemoteDescription(sig.description);
    if (peer.getSenders().every((x) => !x.track)) {
      for (const t of localStream?.getTracks() ?? []) peer.addTrack(t, localStream!);
    }
    await peer.setLocalDescription(await peer.createAnswer());
    if (peer.localDescription)
      sendSignal({ kind: 'answer', description: { type: 'answer', sdp: peer.localDescription.sdp } });
    for (const c of pendingCandidates.splice(0)) await peer.addIceCandidate(c).catch(() => {});
  } else if (sig.kind === 'answer' && s.info.role === 'doctor' && pc) {
    if (pc.signalingState !== 'have-local-offer') return;
    remoteConnectionId = sig.connectionId;
    await pc.setRemoteDescription(sig.description);
    for (const c of pendingCandidates.splice(0)) await pc.addIceCandidate(c).catch(() => {});
  } else if (sig.kind === 'candidate') {
    if (pc?.remoteDescription && sig.connectionId === remoteConnectionId && !holdCandidates) {
      await pc.addIceCandidate(sig.candidate).catch(() => {});
    } else pendingCandidates.push(sig.candidate);
  }
}

function startStats() {
  window.clearInterval(statsTimer);
  statsTimer = window.setInterval(async () => {
    if (!pc) return;
    try {
      const report = await pc.getStats();
      let frames = 0;
      let localCandidateId: string | undefined;
      const byId = new Map<string, Record<string, unknown>>();
      report.forEach((r: Record<string, unknown>) => {
        byId.set(r.id as string, r);
        if (r.type === 'inbound-rtp' && r.kind === 'video') frames += Number(r.framesDecoded ?? 0);
        if (r.type === 'candidate-pair' && r.nominated && r.state === 'succeeded') {
          localCandidateId = r.localCandidateId as string;
        }
      });
      const route = localCandidateId ? ((byId.get(localCandidateId)?.candidateType as string) ?? null) : null;
      callStore.set({ framesDecoded: frames, route });
    } catch {
      // the connection closed between two ticks
    }
  }, 1000);
}

function teardown() {
  window.clearInterval(statsTimer);
  window.clearTimeout(refreshTimer);
  refreshTimer = undefined;
  stopRecovery();
  closePeer();
  stopStream(localStream);
  localStream = null;
  remoteConnectionId = '';
  sessionStorage.removeItem(ACTIVE_CALL_KEY);
  emitMedia();
}

function endedFor(role: 'patient' | 'doctor' | undefined) {
  const s = callStore.get();
  teardown();
  if (role === 'patient' && s.appointmentId && s.other) {
    callStore.reset({
      phase: 'ended',
      review: { appointmentId: s.appointmentId, therapistName: s.other.name, therapistId: s.other._id },
      extendedCallInfo: s.extendedCallInfo,
    });
  } else callStore.reset({ extendedCallInfo: s.extendedCallInfo });
}

/** Socket listeners for calls; returns the function that removes them. */
export function attachCallSocket(s: Socket): () => void {
  socket = s;
  const onTriggered = (e: CallTriggeredEvent) => {
    const cur = callStore.get();
    if (cur.phase === 'live' || cur.phase === 'check' || cur.phase === 'joining') return;
    stopRing?.();
    stopRing = startRing();
    callStore.reset({
      phase: 'ringing',
      appointmentId: e.appointmentId,
      incoming: e,
      other: e.therapist,
      endTime: e.endTime,
    });
  };
  const onDeclined = (e: DeclineCallEvent) => {
    if (callStore.get().appointmentId !== e.appointmentId) return;
    callStore.set({ declined: e.message });
    notify.info(e.message);
  };
  const onPeerJoined = (e: CallPeerJoinedEvent) => {
    const cur = callStore.get();
    if (cur.phase !== 'live' || cur.appointmentId !== e.appointmentId || !cur.info) return;
    callStore.set({ declined: null });
    if (cur.info.role === 'doctor') buildPeer(cur.info);
  };
  const onHangup = (e: CallHangupEvent) => {
    const cur = callStore.get();
    if (cur.appointmentId !== e.appointmentId) return;
    if (cur.phase === 'ringing') {
      stopRing?.();
      callStore.reset();
      return;
    }
    if (cur.phase !== 'live') return;
    notify.info(`${cur.other?.name ?? 'The other person'} left the call`);
    endedFor(cur.info?.role);
  };
  const onExtended = (e: AppointmentExtendedEvent) => {
    const cur = callStore.get();
    if (cur.appointmentId !== e.appointmentId) return;
    callStore.set({ endTime: e.endTime, extendedCallInfo: { callExtended: true, scheduleId: e.appointmentId } });
  };
  const onSignalEvent = (e: RelayedCallSignal) => {
    void onSignal(e).catch(() => {});
  };
  const onDisconnect = () => {
    if (callStore.get().phase === 'live') callStore.set({ connectionLost: true });
  };
  // Back online: this new socket joins the call again (the server only relays for joined sockets).
  const onConnect = () => {
    if (callStore.get().phase === 'live') void rejoin();
  };
  s.on(SERVER_EVENTS.callTriggered, onTriggered);
  s.on(SERVER_EVENTS.declineCallMessage, onDeclined);
  s.on(SERVER_EVENTS.callPeerJoined, onPeerJoined);
  s.on(SERVER_EVENTS.callHangup, onHangup);
  s.on(SERVER_EVENTS.appointmentExtended, onExtended);
  s.on(SERVER_EVENTS.callSignal, onSignalEvent);
  // A refused call event comes back as applicationErrors: the shell's AppErrorAgent shows it (one toast).
  s.on('disconnect', onDisconnect);
  s.on('connect', onConnect);
  return () => {
    s.off(SERVER_EVENTS.callTriggered, onTriggered);
    s.off(SERVER_EVENTS.declineCallMessage, onDeclined);
    s.off(SERVER_EVENTS.callPeerJoined, onPeerJoined);
    s.off(SERVER_EVENTS.callHangup, onHangup);
    s.off(SERVER_EVENTS.appointmentExtended, onExtended);
    s.off(SERVER_EVENTS.callSignal, onSignalEvent);
    s.off('disconnect', onDisconnect);
    s.off('connect', onConnect);
    if (socket === s) socket = null;
  };
}

/** What the screens do. */
export const callActions = {
  /** Open the device check before entering (the therapist's Start, a patient's Join or rejoin). */
  check(
    appointmentId: string,
    mode: 'start' | 'join',
    other: { _id: string; name: string; profilePic: string | null },
  ) {
    const cur = callStore.get();
    if (cur.phase === 'live') {
      callStore.set({ minimised: false });
      return;
    }
    callStore.reset({ phase: 'check', appointmentId, mode, other, extendedCallInfo: cur.extendedCallInfo });
  },
  accept() {
    stopRing?.();
    const cur = callStore.get();
    if (cur.phase !== 'ringing' || !cur.appointmentId) return;
    callStore.set({ phase: 'check', mode: 'join', incoming: null });
  },
  async decline() {
    stopRing?.();
    const id = callStore.get().appointmentId;
    callStore.reset();
    if (id) {
      const reply = await ack<CallAck>(CLIENT_EVENTS.declineCall, { appointmentId: id });
      if (!reply.ok) notify.error(reply.message);
    }
  },
  cancelCheck(stream: MediaStream | null) {
    stopStream(stream);
    callStore.reset();
  },
  /** Enter the call with the stream the device check made. */
  async enter(stream: MediaStream) {
    const cur = callStore.get();
    if (!cur.appointmentId) return;
    localStream = stream;
    emitMedia();
    callStore.set({
      phase: 'joining',
      muted: !stream.getAudioTracks().some((t) => t.enabled),
      cameraOff: !stream.getVideoTracks().some((t) => t.enabled),
    });
    const event = cur.mode === 'start' ? CLIENT_EVENTS.startVideoConsultation : CLIENT_EVENTS.joinCall;
    const reply = await ack<CallAck>(event, { appointmentId: cur.appointmentId });
    if (!reply.ok || !reply.data) {
      teardown();
      callStore.reset();
      notify.error(reply.ok ? 'No Response From Server' : reply.message);
      return;
    }
    entered(reply.data);
  },
  async hangup() {
    const cur = callStore.get();
    if (cur.appointmentId && socket) await ack<CallAck>(CLIENT_EVENTS.callHangup, { appointmentId: cur.appointmentId });
    endedFor(cur.info?.role);
  },
  toggleMute() {
    const muted = !callStore.get().muted;
    for (const t of localStream?.getAudioTracks() ?? []) t.enabled = !muted;
    callStore.set({ muted });
  },
  toggleCamera() {
    const cameraOff = !callStore.get().cameraOff;
    for (const t of localStream?.getVideoTracks() ?? []) t.enabled = !cameraOff;
    callStore.set({ cameraOff });
  },
  /** Another camera or microphone during the call: the new track replaces the old one on the connection. */
  async switchDevice(kind: 'audio' | 'video', deviceId: string) {
    if (!localStream) return;
    const choice: DeviceChoice = kind === 'audio' ? { audioId: deviceId } : { videoId: deviceId };
    try {
      const fresh = await navigator.mediaDevices.getUserMedia(
        kind === 'audio'
          ? { audio: { deviceId: { exact: choice.audioId } } }
          : { video: { deviceId: { exact: choice.videoId } } },
      );
      const track = (kind === 'audio' ? fresh.getAudioTracks() : fresh.getVideoTracks())[0];
      if (!track) return;
      const s = callStore.get();
      track.enabled = kind === 'audio' ? !s.muted : !s.cameraOff;
      const old = kind === 'audio' ? localStream.getAudioTracks()[0] : localStream.getVideoTracks()[0];
      const sender = pc?.getSenders().find((x) => x.track?.kind === track.kind);
      await sender?.replaceTrack(track);
      if (old) {
        localStream.removeTrack(old);
        old.stop();
      }
      localStream.addTrack(track);
      emitMedia();
    } catch (err) {
      callStore.set({ mediaProblem: problemOf(err) });
    }
  },
  minimise(minimised: boolean) {
    callStore.set({ minimised });
  },
  closeReview() {
    callStore.reset({ extendedCallInfo: callStore.get().extendedCallInfo });
  },
  clearDeclined() {
    callStore.set({ declined: null });
  },
};

export { getMedia };
