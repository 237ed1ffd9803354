import { z } from 'zod';

/** socket.io namespaces, one per kind of user (ARCHITECTURE §5). */
export const NAMESPACES = {
  patient: '/patient',
  doctor: '/provider',
  company: '/company',
  admin: '/admin',
} as const;

/** Event names as the spec writes them (document 3, "Real-time events"). */
export const CLIENT_EVENTS = {
  joinCall: 'joinCall',
  joinRoom: 'joinRoom',
  sendMessage: 'send-message',
  messageAcknowledgement: 'message-acknowledgement',
  messageSeen: 'message-seen',
  startVideoConsultation: 'startVideoConsultation',
  heartBeat: 'heartBeat',
  sendNotification: 'sendNotification',
  typing: 'typing',
  stopTyping: 'stop-typing',
  appointmentExtended: 'appointment-extended',
  /** Calls (issue 14, ours): the patient declines the ringing call. */
  declineCall: 'declineCall',
  /** Calls: offer / answer / ICE candidate for the other person. */
  callSignal: 'call-signal',
  /** Calls: I left the call. */
  callHangup: 'call-hangup',
  /** Calls: fresh TURN credentials for the call I am in (before the old ones expire; ack carries agora_token's payload). */
  callIceRefresh: 'call-ice-refresh',
} as const;

export const SERVER_EVENTS = {
  agoraToken: 'agora_token',
  callTriggered: 'calltriggered',
  message: 'message',
  messageReceivedClientSide: 'message-received-client-side',
  messageReceived: 'message-received',
  messageSeenClientSide: 'message-seen-client-side',
  notification: 'notification',
  uploadPercentage: 'uploadPercentage',
  onlineStatus: 'onlineStatus',
  typingMessage: 'typing-message',
  stopTypingMessage: 'stop-typing-message',
  declineCallMessage: 'decline-call-message',
  appointmentExtended: 'appointment-extended',
  applicationErrors: 'applicationErrors',
  error: 'error',
  /** Calls (issue 14, ours): the other person's offer / answer / ICE candidate. */
  callSignal: 'call-signal',
  /** Calls: the other person left the call. */
  callHangup: 'call-hangup',
  /** Issue 20 #4 (ours): the therapist asks the patient for one more period (the patient answers over HTTP). */
  extensionRequested: 'extension-requested',
  /** Issue 20 #4: the patient declined the therapist's request for more time. */
  extensionDeclined: 'extension-declined',
  /** Calls: the other person joined; the one already in the call makes the offer. */
  callPeerJoined: 'call-peer-joined',
} as const;

/** heartBeat is acknowledged with the server time so a client can tell the link is alive. */
export const heartBeatAck = z.object({ ok: z.literal(true), serverTime: z.string() });
export type HeartBeatAck = z.infer<typeof heartBeatAck>;

export const notificationEvent = z.object({
  _id: z.string(),
  title: z.string(),
  msg: z.string(),
  logo: z.string().nullable().optional(),
  read: z.boolean(),
  notificationSendDate: z.string(),
});
export type NotificationEvent = z.infer<typeof notificationEvent>;

/** Handshake failures carry one of these in err.message so the client can react. */
export const SOCKET_AUTH_ERRORS = {
  missing: 'Authentication token missing',
  invalid: 'Invalid or expired token',
  wrongNamespace: 'Token does not belong to this namespace',
} as const;
