import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TABS, APPOINTMENTS_PAGE_LIMIT } from './appointment-rules';
import { doctorDetails } from './booking';
import { CALL_ATTENDANCE } from './calls';
import { namedSpeciality } from './discovery';
import { BOOKING_MSG as B } from './messages/booking';
import { sessionFor } from './session-for';

/**
 * Appointments, my therapists and dashboards (spec 03, issue 11). Under /api/v1:
 *   patients:   GET   /patient/all-appointments?tab&page&limit      → appointmentsData
 *               GET   /patient/appointment/{id}                     → appointment
 *               PATCH /patient/cancel-appointment                   cancelAppointmentBody → appointmentChangeResult
 *               PATCH /patient/consultation-time                    rescheduleBody → appointmentChangeResult
 *               PATCH /patient/appointments/extension               answerExtensionBody → appointmentChangeResult
 *               GET   /patient/list-all-doctor-consulted?page&limit → consultedDoctorsData (any booked session)
 *               GET   /patient/all-consulted-doctors?page&limit     → consultedDoctorsData (a completed session)
 *               GET   /patient/dashboard-details                    → patientDashboard
 *   therapists: GET   /provider/all-appointments?tab&page&limit     → appointmentsData
 *               GET   /provider/appointment/{id}                    → appointment
 *               PATCH /provider/cancel-appointment                  providerCancelBody → appointmentChangeResult
 *               PATCH /provider/appointments/extend                 extendAppointmentBody → appointmentChangeResult
 *                     (asks the patient for one more period: `extension-requested`; the session is extended
 *                      when the patient agrees, and both get `appointment-extended`; a decline tells the
 *                      therapist with `extension-declined`; no answer within EXTENSION_ANSWER_MINUTES lapses)
 *               GET   /provider/dashboard-details                   → providerDashboard
 * Each person sees only their own appointments (another's id answers 404).
 * Cancel and reschedule are allowed up to CHANGE_WINDOW_HOURS before the start.
 */

export const appointmentsQuery = z.object({
  tab: z.enum(APPOINTMENT_TABS).default('upcoming'),
  page: z.coerce.number().int().min(0).default(0).describe('Zero-based page number'),
  limit: z.coerce.number().int().min(1).max(50).default(APPOINTMENTS_PAGE_LIMIT),
});
export type AppointmentsQuery = z.input<typeof appointmentsQuery>;

export const appointmentIdParams = z.object({ id: z.string().uuid(B.appointmentNotFound) });

export const patientDetails = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.string(),
  profilePic: z.string().nullable(),
  timeZone: z.string(),
});

/**
 * What settled an appointment: a gateway payment, a session of the patient's package, the patient's
 * company's credits, or nothing to pay. Read from the row's transaction id, whose prefix the server's one
 * confirmation step writes (booking/confirm.ts transactionIdOf: txn_, package_, credits_, zero_).
 */
export const APPOINTMENT_PAID_WITH = ['payment', 'package', 'companyCredits', 'free'] as const;
export type AppointmentPaidWith = (typeof APPOINTMENT_PAID_WITH)[number];
export function paidWithOf(transactionId: string | null): AppointmentPaidWith {
  if (transactionId?.startsWith('package_')) return 'package';
  if (transactionId?.startsWith('credits_')) return 'companyCredits';
  if (transactionId?.startsWith('txn_')) return 'payment';
  return 'free';
}

/**
 * A therapist asks for one more period; the patient has this many minutes (and at most until the
 * session ends) to agree or decline (issue 20 #4). Nothing changes until the patient agrees.
 */
export const EXTENSION_ANSWER_MINUTES = 5;

export const extensionRequest = z.object({
  newEndTime: z.string().describe('UTC instant the session would end at if the patient agrees'),
  expiresAt: z.string().describe('UTC instant the request lapses without an answer'),
});
export type ExtensionRequest = z.infer<typeof extensionRequest>;

export const appointment = z.object({
  _id: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  startTime: z.string().describe('UTC instant'),
  endTime: z.string().describe('UTC instant (moves later when extended)'),
  consultationDuration: z.number().int().describe('Booked minutes, extensions included'),
  providerId: z.string(),
  patientId: z.string(),
  doctorDetails,
  patientDetails,
  familyMember: sessionFor
    .nullable()
    .optional()
    .describe("Who the session is for when not the patient: one of the patient's family members"),
  providerTimeZone: z.string().describe("The therapist's IANA zone (their own screens show times in it)"),
  treatmentId: z.string().nullable(),
  treatmentName: z.string().nullable(),
  amount: z.number().describe('Major units paid or due'),
  currency: z.string(),
  paidWith: z
    .enum(APPOINTMENT_PAID_WITH)
    .describe('payment (the amount was paid), package (a session of a package), companyCredits, or free'),
  cancellationReason: z.string().nullable(),
  cancelledBy: z.enum(['patient', 'doctor']).nullable(),
  cancelledAt: z.string().nullable(),
  extendedTimes: z.number().int().describe('How many periods a therapist added'),
  attendance: z
    .enum(CALL_ATTENDANCE)
    .nullable()
    .describe(
      'Decided when the session ends: attended when both joined the video call, else the no-show of the absent side; null before',
    ),
  changeDeadline: z.string().describe('Cancel/reschedule allowed until this instant (start − 24 h)'),
  canCancel: z.boolean().describe('True while the caller may cancel now'),
  canReschedule: z.boolean(),
  canExtend: z
    .boolean()
    .describe('Therapist only: upcoming, not yet ended, and no request for more time awaiting the patient'),
  extensionRequest: extensionRequest
    .nullable()
    .describe("The therapist's request for one more period while it awaits the patient's answer; else null"),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

export const appointmentsData = z.object({ appointments: z.array(appointment), count: z.number().int() });
export type AppointmentsData = z.infer<typeof appointmentsData>;

export const cancelAppointmentBody = z.object({
  appointmentId: z.string().uuid(B.appointmentNotFound),
  cancellationReasonId: z
    .string({ error: B.cancellationReasonRequired })
    .uuid(B.cancellationReasonUnknown)
    .describe('An _id from GET /public/cancellation-reasons'),
  reason: z.string().trim().max(500).optional().describe('Optional words of the patient’s own'),
});
export type CancelAppointmentBody = z.input<typeof cancelAppointmentBody>;

export const providerCancelBody = z.object({
  appointmentId: z.string().uuid(B.appointmentNotFound),
  cancellationReasonId: z.string().uuid(B.cancellationReasonUnknown).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type ProviderCancelBody = z.input<typeof providerCancelBody>;

export const rescheduleBody = z.object({
  appointmentId: z.string().uuid(B.appointmentNotFound),
  startTime: z
    .string()
    .trim()
    .refine((s) => !Number.isNaN(Date.parse(s)) && /T/.test(s), B.invalidDate)
    .describe('UTC instant of a free slot of the same therapist'),
});
export type RescheduleBody = z.input<typeof rescheduleBody>;

export const extendAppointmentBody = z.object({ appointmentId: z.string().uuid(B.appointmentNotFound) });
export type ExtendAppointmentBody = z.input<typeof extendAppointmentBody>;

export const appointmentChangeResult = z.object({ message: z.string(), appointment });
export type AppointmentChangeResult = z.infer<typeof appointmentChangeResult>;

/** PATCH /patient/appointments/extension: the patient's answer to the therapist's request for more time. */
export const answerExtensionBody = z.object({
  appointmentId: z.string().uuid(B.appointmentNotFound),
  agree: z.boolean({ error: B.extensionAnswerRequired }).describe('true: add the period; false: decline'),
});
export type AnswerExtensionBody = z.input<typeof answerExtensionBody>;

/** Payload of the `extension-requested` socket event, sent to the patient when the therapist asks. */
export const extensionRequestedEvent = extensionRequest.extend({
  appointmentId: z.string(),
  therapistName: z.string(),
  endTime: z.string().describe('The current end (UTC instant)'),
});
export type ExtensionRequestedEvent = z.infer<typeof extensionRequestedEvent>;

/** Payload of the `extension-declined` socket event, sent to the therapist when the patient declines. */
export const extensionDeclinedEvent = z.object({ appointmentId: z.string(), patientName: z.string() });
export type ExtensionDeclinedEvent = z.infer<typeof extensionDeclinedEvent>;

/** Payload of the `appointment-extended` socket event, sent to both people. */
export const appointmentExtendedEvent = z.object({
  appointmentId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  consultationDuration: z.number().int(),
});
export type AppointmentExtendedEvent = z.infer<typeof appointmentExtendedEvent>;

export const consultedDoctorsQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(APPOINTMENTS_PAGE_LIMIT),
});

export const consultedDoctor = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  profilePic: z.string().nullable(),
  professionalTitle: z.string().nullable(),
  specializations: z.array(namedSpeciality),
  rating: z.number(),
  totalWorkExperiance: z.number().int().nullable(),
  sessions: z.number().int().describe('Booked sessions with this therapist (not cancelled)'),
  lastSessionAt: z.string().nullable().describe('Most recent past session start'),
  nextSessionAt: z.string().nullable().describe('Next upcoming session start'),
});
export type ConsultedDoctor = z.infer<typeof consultedDoctor>;
export const consultedDoctorsData = z.object({ doctors: z.array(consultedDoctor), count: z.number().int() });
export type ConsultedDoctorsData = z.infer<typeof consultedDoctorsData>;

const nextSession = {
  nextAppointment: appointment.nullable(),
  startsInMinutes: z.number().int().nullable().describe('Whole minutes until the next session starts (0 once running)'),
};

export const patientDashboard = z.object({
  ...nextSession,
  counts: z.object({
    upcoming: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    therapists: z.number().int().describe('Distinct therapists booked'),
  }),
});
export type PatientDashboard = z.infer<typeof patientDashboard>;

export const providerDashboard = z.object({
  ...nextSession,
  counts: z.object({
    upcoming: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    today: z.number().int().describe("Sessions today in the therapist's zone (not cancelled)"),
    patients: z.number().int().describe('Distinct patients booked'),
  }),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type ProviderDashboard = z.infer<typeof providerDashboard>;
