import { z } from 'zod';
import { BOOKING_MSG as B } from './messages/booking';
import { FAMILY_MSG as F } from './messages/family';
import { THERAPIST_PROFILE_MSG as TP } from './messages/therapist-profile';
import { sessionFor } from './session-for';

/**
 * Holding a slot and confirming it (spec 03 "Patient" and "Payments", issue 11). Under /api/v1,
 * patients only:
 *   POST   /patient/schedule-details                    scheduleDetailsBody → scheduleDetails (a 10-minute hold)
 *   GET    /patient/schedule-details/{id}               → scheduleDetails
 *   PATCH  /patient/schedule-details/{id}               updateScheduleBody → scheduleDetails (new slot or treatment)
 *   PATCH  /patient/schedule-details                    updateScheduleBody + scheduleId (the spec's shape)
 *   DELETE /patient/schedule-details/{id}               → message (release)
 *   DELETE /patient/schedule-details?scheduleId=…       (the spec's shape)
 *   GET    /patient/doctor-price-details/{id}?treatmentId  → priceDetails ({id} = the therapist)
 *   POST   /payment/patient/zeroconsultationcharges/configure-payment  configurePaymentBody → paymentConfiguration
 * A slot can never be held or booked twice: the database refuses overlapping live holds and
 * appointments of one therapist (409 'This slot is no longer available' for the loser).
 */

/** A hold lasts this long unless it is confirmed. */
export const HOLD_MINUTES = 10;

const instant = z
  .string()
  .trim()
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
    B.invalidDate,
  )
  .describe('UTC instant (ISO 8601) of a slot from GET /user/available-time-slot/{id}');

export const scheduleDetailsBody = z.object({
  providerId: z.string().uuid(B.therapistNotFound),
  startTime: instant,
  treatmentId: z
    .string()
    .uuid(TP.treatmentNotFound)
    .nullable()
    .optional()
    .describe("One of the therapist's treatments; absent means the general consultation fee"),
  familyMemberId: z
    .string()
    .uuid(F.familyNotFound)
    .nullable()
    .optional()
    .describe(
      "Who the session is for: one of the patient's family members (GET /patient/family-members); absent or null: the patient",
    ),
});
export type ScheduleDetailsBody = z.input<typeof scheduleDetailsBody>;

export const scheduleIdParams = z.object({ id: z.string().uuid(B.holdNotFound) });
export const scheduleIdQuery = z.object({ scheduleId: z.string().uuid(B.holdNotFound) });

export const updateScheduleBody = z
  .object({
    scheduleId: z.string().uuid(B.holdNotFound).optional().describe('Required on PATCH /patient/schedule-details'),
    startTime: instant.optional(),
    treatmentId: z.string().uuid(TP.treatmentNotFound).nullable().optional(),
    familyMemberId: z
      .string()
      .uuid(F.familyNotFound)
      .nullable()
      .optional()
      .describe('null: the session is for the patient'),
  })
  .refine((v) => v.startTime !== undefined || v.treatmentId !== undefined || v.familyMemberId !== undefined, {
    message: 'Send startTime or treatmentId',
  });
export type UpdateScheduleBody = z.input<typeof updateScheduleBody>;

/** "Doctor details: name (or fullName, or firstName and lastName), status." */
export const doctorDetails = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profilePic: z.string().nullable(),
  professionalTitle: z.string().nullable(),
  status: z.string(),
});
export type DoctorDetails = z.infer<typeof doctorDetails>;

export const HOLD_STATUSES = ['held', 'booked'] as const;

/** "Schedule details: providerId, startTime", and what the booking screen needs besides. */
export const scheduleDetails = z.object({
  _id: z.string().describe('The scheduleId'),
  providerId: z.string(),
  startTime: z.string().describe('UTC instant'),
  endTime: z.string().describe('UTC instant'),
  consultationDuration: z.number().int().describe('Minutes'),
  treatmentId: z.string().nullable(),
  treatmentName: z.string().nullable(),
  status: z.enum(HOLD_STATUSES).describe("'held' until confirmed; 'booked' once it is an appointment"),
  expiresAt: z.string().nullable().describe('When the hold lapses (UTC); null once booked'),
  holdMinutes: z.number().int(),
  appointmentId: z.string().nullable().describe('Set once booked (the same id)'),
  familyMember: sessionFor.nullable().optional().describe('Who the session is for when not the patient'),
  doctorDetails,
});
export type ScheduleDetails = z.infer<typeof scheduleDetails>;

export const priceDetailsQuery = z.object({
  treatmentId: z.string().uuid(TP.treatmentNotFound).optional().describe('Absent: the general consultation fee'),
});

/** "Price details for a booking: discountAmount, couponApplied, subTotal (from patientPaymentAmount), totalAmount, feesAndTaxes." Major units. */
export const priceDetails = z.object({
  providerId: z.string(),
  treatmentId: z.string().nullable(),
  treatmentName: z.string().nullable(),
  currency: z.string(),
  consultationDuration: z.number().int().nullable(),
  patientPaymentAmount: z.number().describe('The fee for one session (major units)'),
  subTotal: z.number().describe('= patientPaymentAmount'),
  discountAmount: z.number(),
  couponApplied: z.boolean(),
  feesAndTaxes: z.number(),
  totalAmount: z.number().describe('subTotal − discountAmount + feesAndTaxes; 0 means the zero-charge path'),
  // Issue 12 (payments): the same amounts as the payment order response names them.
  amount: z.number().describe('subTotal − discountAmount (what the gateway adds serviceTaxValue to)'),
  serviceTaxValue: z.number().describe('= feesAndTaxes: the processing fee plus GST'),
  integratorprocessingFeeValue: z.number().describe('The gateway processing fee part of feesAndTaxes'),
  taxAmount: z.number().describe('The GST part of feesAndTaxes'),
  gstPercent: z.number().describe('GST rate applied (PAYMENT_GST_PERCENT)'),
  processingFeePercent: z.number().describe('Processing fee rate applied (PAYMENT_PROCESSING_FEE_PERCENT)'),
  couponCode: z.string().nullable(),
  totalAmountPaise: z.number().int().describe('totalAmount in paise, the integer the server charges'),
});
export type PriceDetails = z.infer<typeof priceDetails>;

export const configurePaymentBody = z.object({
  scheduleId: z.string().uuid(B.holdNotFound),
  treatmentId: z
    .string()
    .uuid(TP.treatmentNotFound)
    .nullable()
    .optional()
    .describe('Changes the hold’s treatment first'),
  couponCode: z
    .string()
    .trim()
    .max(40)
    .nullable()
    .optional()
    .describe('A coupon that takes the whole fee off (its use is counted with the booking)'),
});
export type ConfigurePaymentBody = z.input<typeof configurePaymentBody>;

/** "Payment configuration result (booking): clientSecret, transactionId, sessionId, orderId, amount, currency." */
export const paymentConfiguration = z.object({
  clientSecret: z.string().nullable(),
  transactionId: z.string(),
  sessionId: z.string().nullable(),
  orderId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  paymentStatus: z.enum(['payment-success', 'payment-failed']),
  appointmentId: z.string().describe('The confirmed appointment (same id as the schedule)'),
  message: z.string(),
});
export type PaymentConfiguration = z.infer<typeof paymentConfiguration>;
