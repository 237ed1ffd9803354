import { z } from 'zod';
import { BOOKING_MSG as B } from './messages/booking';
import { CALLS_MSG as C } from './messages/calls';

/**
 * Video sessions (spec 03 "Real-time events", issue 14). WebRTC peer to peer, signalled over the
 * user-type socket.io namespaces (relayed through each user's room, so it crosses nodes via Redis).
 *
 * 1. The therapist emits `startVideoConsultation` { appointmentId } from START_EARLY_MINUTES before
 *    the start until the end. The server records the start, answers the therapist with `agora_token`
 *    (they are now in the call) and sends the patient `calltriggered` (the incoming-call card).
 * 2. The patient Accepts → `joinCall` { appointmentId } → `agora_token`; or Declines → `declineCall` (CLIENT_EVENTS)
 *    { appointmentId } → the therapist gets `decline-call-message`.
 * 3. Whoever is already in the call receives `call-peer-joined` (SERVER_EVENTS.callPeerJoined) when the other joins and makes the
 *    WebRTC offer; offer, answer and ICE candidates travel as `call-signal`; `call-hangup` ends it
 *    for the other side. Either side may `joinCall` again while the session lasts (a closed tab
 *    rejoins; the peer already there makes a fresh offer).
 * 4. The therapist asks for one more period from the call (PATCH /provider/appointments/extend, or the spec's
 *    client event `appointment-extended` { appointmentId }); the patient gets `extension-requested` and agrees or
 *    declines (PATCH /patient/appointments/extension). On agreement both get `appointment-extended` with the new
 *    end; a decline reaches the therapist as `extension-declined`.
 * 5. TURN credentials expire 15 minutes after the session's end (or after TURN_TTL_SECONDS, the later): someone
 *    in the call asks `call-ice-refresh` (CLIENT_EVENTS.callIceRefresh) { appointmentId } for fresh ones (the ack
 *    carries a CallJoinInfo); the therapist's client does so 10 minutes before expiry and restarts ICE.
 * Refusals (not one of the appointment's two people, outside the window, not joined) arrive as
 * `applicationErrors` { message, event }, and as the acknowledgement when the client asked for one.
 *
 * `agora_token` keeps the spec's name but carries no third-party token: the room and the ICE servers,
 * TURN with short-lived credentials (TURN REST: username `expiry:userId`, credential
 * base64(HMAC-SHA1(secret, username))), which coturn's `use-auth-secret` accepts.
 */

/** The therapist may start (and both may join) from this many minutes before the start until the end. */
export const START_EARLY_MINUTES = 10;

export const callAppointmentPayload = z.object({ appointmentId: z.string().uuid() });
export type CallAppointmentPayload = z.infer<typeof callAppointmentPayload>;

export const iceServer = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

export const callPerson = z.object({
  _id: z.string(),
  name: z.string(),
  profilePic: z.string().nullable(),
});
export type CallPerson = z.infer<typeof callPerson>;

/** `agora_token`: what a client needs to take part in one session's call. */
export const callJoinInfo = z.object({
  appointmentId: z.string(),
  /** The socket.io room of this session (both people's sockets that joined are in it). */
  roomId: z.string(),
  iceServers: z.array(iceServer),
  /** When the TURN credentials stop working (UTC instant). */
  credentialExpiresAt: z.string(),
  role: z.enum(['patient', 'doctor']),
  startTime: z.string(),
  endTime: z.string(),
  me: callPerson,
  other: callPerson,
  /** True when the other person is in the call already (then they make the offer). */
  peerPresent: z.boolean(),
});
export type CallJoinInfo = z.infer<typeof callJoinInfo>;

/** `calltriggered`: the patient's phone rings. */
export const callTriggeredEvent = z.object({
  appointmentId: z.string(),
  therapist: callPerson,
  startTime: z.string(),
  endTime: z.string(),
});
export type CallTriggeredEvent = z.infer<typeof callTriggeredEvent>;

/** `decline-call-message`: told to the therapist. */
export const declineCallEvent = z.object({ appointmentId: z.string(), message: z.string() });
export type DeclineCallEvent = z.infer<typeof declineCallEvent>;

/**
 * `connectionId` names the sender's RTCPeerConnection: an offer with a new one means "start afresh"
 * (a rejoin); the same one is a renegotiation (an ICE restart), answered on the existing connection.
 */
const signalBase = { appointmentId: z.string().uuid(), connectionId: z.string().min(1).max(64) };
export const callSignal = z.discriminatedUnion('kind', [
  z.object({
    ...signalBase,
    kind: z.literal('offer'),
    description: z.object({ type: z.literal('offer'), sdp: z.string().max(100_000) }),
  }),
  z.object({
    ...signalBase,
    kind: z.literal('answer'),
    description: z.object({ type: z.literal('answer'), sdp: z.string().max(100_000) }),
  }),
  z.object({
    ...signalBase,
    kind: z.literal('candidate'),
    candidate: z.object({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
]);
export type CallSignal = z.infer<typeof callSignal>;
/** What the other side receives: the signal plus who sent it. */
export type RelayedCallSignal = CallSignal & { from: string };

export const callHangupEvent = z.object({ appointmentId: z.string(), from: z.string() });
export type CallHangupEvent = z.infer<typeof callHangupEvent>;
export const callPeerJoinedEvent = z.object({ appointmentId: z.string(), userId: z.string() });
export type CallPeerJoinedEvent = z.infer<typeof callPeerJoinedEvent>;

/** Acknowledgement of every call event a client emits with a callback. */
export type CallAck = { ok: true; data?: CallJoinInfo } | { ok: false; message: string };

/** `applicationErrors` payload (shown as an error toast). */
export const applicationErrorEvent = z.object({ message: z.string(), event: z.string().optional() });
export type ApplicationErrorEvent = z.infer<typeof applicationErrorEvent>;

/**
 * Attendance, decided when the session ends (the appointments completion job): 'attended' when both
 * people joined the call at least once; otherwise the absent side's no-show ('both_no_show' when
 * nobody joined). The appointment itself becomes 'completed' either way (its time is over).
 */
export const CALL_ATTENDANCE = ['attended', 'patient_no_show', 'therapist_no_show', 'both_no_show'] as const;
export type CallAttendance = (typeof CALL_ATTENDANCE)[number];
export const CALL_ATTENDANCE_LABELS: Record<CallAttendance, string> = {
  attended: 'Both joined the session',
  patient_no_show: 'No-show: the patient did not join',
  therapist_no_show: 'No-show: the therapist did not join',
  both_no_show: 'No-show: neither joined',
};

/** Client state area `call` (spec 01): set when the therapist extends the running session. */
export interface ExtendedCallInfo {
  callExtended: boolean;
  scheduleId: string | null;
}

// --- Issue reports (POST /patient/report-issues, GET /admin/report-issues) ---

export const ISSUE_CATEGORIES = [
  'Video or audio problem',
  'Therapist did not join',
  'Session ended early',
  'Conduct of the therapist',
  'Payment',
  'Something else',
] as const;
export const ISSUE_DESCRIPTION_MAX = 2000;

export const reportIssueBody = z.object({
  appointmentId: z.string().uuid(B.appointmentNotFound).describe('The session the problem concerns (the caller’s)'),
  category: z.enum(ISSUE_CATEGORIES, { error: C.issueCategoryRequired }),
  description: z
    .string({ error: C.issueDescriptionRequired })
    .trim()
    .min(1, C.issueDescriptionRequired)
    .max(ISSUE_DESCRIPTION_MAX, C.issueDescriptionTooLong),
});
export type ReportIssueBody = z.input<typeof reportIssueBody>;

export const issueReport = z.object({
  _id: z.string(),
  appointmentId: z.string().nullable(),
  category: z.string(),
  description: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
});
export type IssueReport = z.infer<typeof issueReport>;
export const reportIssueResult = z.object({ message: z.string(), issue: issueReport });
export type ReportIssueResult = z.infer<typeof reportIssueResult>;

export const adminIssueReportsQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const adminIssueReport = issueReport.extend({
  patient: z.object({ _id: z.string(), name: z.string() }),
  appointment: z
    .object({
      _id: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      status: z.string(),
      therapist: z.object({ _id: z.string(), name: z.string() }),
    })
    .nullable(),
});
export type AdminIssueReport = z.infer<typeof adminIssueReport>;
export const adminIssueReportsData = z.object({ issues: z.array(adminIssueReport), count: z.number().int() });
export type AdminIssueReportsData = z.infer<typeof adminIssueReportsData>;
