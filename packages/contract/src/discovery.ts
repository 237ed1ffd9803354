import { z } from 'zod';
import { SEARCH_ALLOWED, THERAPIST_SORTS } from './constants';
import { BOOKING_MSG as B } from './messages/booking';
import { PLATFORM_MSG as P } from './messages/platform';
import { THERAPIST_PROFILE_MSG as TP } from './messages/therapist-profile';
import { GENDERS, treatment } from './therapist-profile';

/**
 * Finding a therapist (spec 03 "Doctor list", issue 11). Routes, under /api/v1, any signed-in user:
 *   PATCH /user/provider/list                               providerListBody → providerListData
 *   GET   /user/provider/{id}                               → publicTherapistProfile
 *   GET   /user/available-time-slot/{id}?startDate&endDate  → availableSlotsData
 * A therapist is listed when approved (status 'active') and bookable: at least one free slot in the
 * next BOOKING_HORIZON_DAYS days, kept in a maintained next-available instant (see the OpenAPI text).
 */

export const THERAPIST_LIST_LIMIT = 10;
/** Header search: page 0, limit 10, debounced 500 ms, trimmed and non-empty. */
export const HEADER_SUGGESTIONS_LIMIT = 10;
export type TherapistSort = (typeof THERAPIST_SORTS)[number];
export const DEFAULT_THERAPIST_SORT: TherapistSort = 'RatingHigh';
export const GENDER_FILTERS = ['All', 'Male', 'Female'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];
/** Slots can be booked this many days ahead. */
export const BOOKING_HORIZON_DAYS = 60;
/** Default minimum notice before a slot, in minutes (a server setting: BOOKING_MIN_NOTICE_MINUTES). */
export const DEFAULT_MIN_NOTICE_MINUTES = 120;
/** Longest range one GET /user/available-time-slot call may ask for. */
export const SLOT_QUERY_MAX_DAYS = 62;

const listText = z
  .string()
  .trim()
  .max(100)
  .regex(SEARCH_ALLOWED, P.unsupportedSearch)
  .optional()
  .describe('Part of the therapist name (case-insensitive); empty means no name filter');

/** PATCH /user/provider/list — the spec's filter body. */
export const providerListBody = z.object({
  page: z.coerce.number().int().min(0).default(0).describe('Zero-based page number'),
  limit: z.coerce.number().int().min(1).max(50).default(THERAPIST_LIST_LIMIT),
  text: listText,
  specialization: z
    .array(z.string().uuid(TP.unknownSpeciality))
    .max(30)
    .default([])
    .describe('Speciality ids (GET /public/specialities); a therapist matches when they have any of them'),
  gender: z.enum(GENDER_FILTERS).default('All'),
  sort: z.enum(THERAPIST_SORTS).default(DEFAULT_THERAPIST_SORT),
  city: z.string().trim().max(100).optional().describe('City name, case-insensitive; empty means any city'),
  languagesKnown: z
    .array(z.string().trim().min(1).max(60))
    .max(30)
    .default([])
    .describe('Language names (GET /public/languages); a therapist matches when they speak any of them'),
});
export type ProviderListBody = z.input<typeof providerListBody>;
export type ProviderListFilter = z.output<typeof providerListBody>;

export const namedSpeciality = z.object({ _id: z.string(), name: z.string() });

/** Therapist (list) entity of spec 03 §3, plus what the cards and filters show. */
export const therapistListItem = z.object({
  _id: z.string(),
  id: z.string().describe('Same as _id'),
  name: z.string(),
  fullName: z.string(),
  profilePic: z.string().nullable().describe('Link to the picture, or null (the screen shows a default)'),
  gender: z.enum(GENDERS).nullable(),
  professionalTitle: z.string().nullable(),
  consultationType: z.string().nullable().describe('Expertise: the professional title'),
  specializations: z.array(namedSpeciality),
  languagesKnown: z.array(z.string()),
  city: z.string().nullable(),
  rating: z.number().describe('Mean of the reviews, 0 when none (1–5 otherwise, two decimals)'),
  reviewCount: z.number().int(),
  consultationFee: z.number().describe('Major currency units (rupees), up to two decimals'),
  currency: z.string(),
  consultationDuration: z.number().int().nullable().describe('Minutes per session'),
  totalWorkExperiance: z.number().int().nullable().describe('Years'),
  nextAvailableAt: z.string().nullable().describe('UTC instant of the first bookable slot'),
});
export type TherapistListItem = z.infer<typeof therapistListItem>;

export const providerListData = z.object({ doctors: z.array(therapistListItem), count: z.number().int() });
export type ProviderListData = z.infer<typeof providerListData>;

export const providerIdParams = z.object({ id: z.string().uuid(B.therapistNotFound) });

/** GET /user/provider/{id}: what a patient may see; never bank details, documents, e-mail or phone. */
export const publicTherapistProfile = therapistListItem.extend({
  aboutYou: z.string(),
  specialization: z.array(namedSpeciality).describe('Same as specializations (the work-profile name)'),
  educationalDetails: z.array(
    z.object({ _id: z.string(), instituteName: z.string(), instituteAddress: z.string(), qualifiction: z.string() }),
  ),
  experienceDetails: z.array(z.object({ _id: z.string(), hospitalName: z.string(), hospitalAddress: z.string() })),
  medicalLicences: z.array(
    z.object({ _id: z.string(), licenceIssuingInstitution: z.string(), licenceExpiryDate: z.string().nullable() }),
  ),
  treatments: z.array(treatment),
  timeZone: z.string().nullable().describe("The therapist's IANA zone, or null when hidden from the profile"),
  dob: z.string().nullable().describe("YYYY-MM-DD, or null unless the therapist chose 'Show in profile'"),
  status: z.string().describe("'active' (approved)"),
});
export type PublicTherapistProfile = z.infer<typeof publicTherapistProfile>;

const dateOrInstant = z
  .string()
  .trim()
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}$/.test(s) ||
      (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
        !Number.isNaN(Date.parse(s))),
    B.invalidDate,
  );

/** GET /user/available-time-slot/{id}. */
export const availableSlotsQuery = z.object({
  startDate: dateOrInstant
    .optional()
    .describe('From this instant (ISO date-time), or from the start of this day (YYYY-MM-DD) in timeZone; default now'),
  endDate: dateOrInstant
    .optional()
    .describe(
      'Until this instant (exclusive), or through the end of this day (YYYY-MM-DD) in timeZone; default startDate + 14 days',
    ),
  timeZone: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe("IANA zone for date-only startDate/endDate (the patient's own); default the caller's zone"),
});
export type AvailableSlotsQuery = z.infer<typeof availableSlotsQuery>;

export const slot = z.object({
  startTime: z.string().describe('UTC instant (ISO 8601)'),
  endTime: z.string().describe('UTC instant (ISO 8601)'),
});
export type Slot = z.infer<typeof slot>;

export const availableSlotsData = z.object({
  providerId: z.string(),
  consultationDuration: z.number().int().nullable(),
  minimumNoticeMinutes: z.number().int(),
  horizonDays: z.number().int(),
  from: z.string().describe('The range actually searched (UTC instants), clipped to notice and horizon'),
  to: z.string(),
  slots: z.array(slot),
});
export type AvailableSlotsData = z.infer<typeof availableSlotsData>;
