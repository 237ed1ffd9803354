import { WEEKDAYS } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointments,
  languages,
  specialities,
  therapistLanguages,
  therapistProfiles,
  therapistSpecialities,
  therapistTreatments,
  therapistWeeklySlots,
  users,
} from '../../db/schema/index';
import { bearer, createUserWithToken } from '../../test/test-users';

export interface TherapistSpec {
  timeZone?: string;
  duration?: number;
  feeMinor?: number;
  /** Wall-clock window every day (default the whole day). */
  window?: [string, string];
  gender?: 'male' | 'female' | 'other';
  firstName?: string;
  lastName?: string;
  city?: string;
  specialities?: string[];
  languages?: string[];
  status?: 'active' | 'waiting for approval';
  treatments?: Array<{ name: string; priceMinor: number }>;
}

/**
 * A time zone whose wall clock reads about noon at `at`: a session starting now, and the periods an
 * extension adds, stay inside a whole-day window whatever hour the suite runs (in UTC a session
 * started at 23:20 cannot be extended past the window's 23:55).
 */
export function zoneAtNoon(at = new Date()): string {
  const offset = 12 - at.getUTCHours(); // -11 … +12 hours
  // The Etc/GMT zones are named with the sign inverted: Etc/GMT-5 is five hours ahead of UTC.
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** An approved therapist with a profile and availability every day, written straight to the database. */
export async function approvedTherapist(app: FastifyInstance, spec: TherapistSpec = {}) {
  const t = await createUserWithToken(app, {
    userType: 'doctor',
    status: spec.status ?? 'active',
    page: 6,
    firstName: spec.firstName ?? 'Tara',
    lastName: spec.lastName ?? 'Therapist',
  });
  const db = app.ctx.db;
  await db
    .update(users)
    .set({ timeZone: spec.timeZone ?? 'UTC', gender: spec.gender ?? 'female' })
    .where(eq(users.id, t.id));
  await db.insert(therapistProfiles).values({
    userId: t.id,
    professionalTitle: 'Counselling Psychologist',
    totalWorkExperience: 7,
    consultationFeeMinor: spec.feeMinor ?? 0,
    consultationDuration: spec.duration ?? 60,
    currency: 'INR',
    locationText: `${spec.city ?? 'Pune'}, Maharashtra, India`,
    aboutYou: 'I help with anxiety.',
    hiddenFields: ['dob', 'timeZone'],
  });
  const [start, end] = spec.window ?? ['00:00', '23:55'];
  await db
    .insert(therapistWeeklySlots)
    .values(WEEKDAYS.map((_, day) => ({ userId: t.id, day, startTime: start, endTime: end })));
  if (spec.specialities?.length) {
    const rows = await db
      .select({ id: specialities.id })
      .from(specialities)
      .where(inArray(specialities.name, spec.specialities));
    if (rows.length)
      await db.insert(therapistSpecialities).values(rows.map((r) => ({ userId: t.id, specialityId: r.id })));
  }
  if (spec.languages?.length) {
    const rows = await db.select({ id: languages.id }).from(languages).where(inArray(languages.name, spec.languages));
    if (rows.length) await db.insert(therapistLanguages).values(rows.map((r) => ({ userId: t.id, languageId: r.id })));
  }
  const treatments = spec.treatments?.length
    ? await db
        .insert(therapistTreatments)
        .values(spec.treatments.map((x) => ({ userId: t.id, name: x.name, priceMinor: x.priceMinor, currency: 'INR' })))
        .returning()
    : [];
  await app.ctx.services.booking.refreshNextAvailable([t.id]);
  return { ...t, treatments };
}

export const newPatient = (app: FastifyInstance, firstName = 'Pia') =>
  createUserWithToken(app, { userType: 'patient', page: 6, firstName, lastName: 'Patient' });

/** The therapist's free slots (UTC ISO) as a patient sees them, from now on. */
export async function freeSlots(app: FastifyInstance, token: string, therapistId: string, days = 3) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/user/available-time-slot/${therapistId}?endDate=${encodeURIComponent(addDays(new Date(), days).toISOString())}`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  return (JSON.parse(res.body).data.slots as Array<{ startTime: string; endTime: string }>).map((s) => s.startTime);
}

/**
 * The slots starting more than `minutes` from now: for a test that needs a slot past some rule's
 * reach (a cancellation window), or one that must stay offered. The first free slot can start
 * seconds after the minimum notice: a test that spends a few seconds (a busy machine, fifty requests
 * in flight) before its holds would see it stop being offered (400) instead of the race it means to test.
 */
export function slotsWellAhead(slots: string[], minutes = 60): string[] {
  const from = Date.now() + minutes * 60_000;
  return slots.filter((s) => new Date(s).getTime() > from);
}

export async function holdSlot(
  app: FastifyInstance,
  token: string,
  providerId: string,
  startTime: string,
  treatmentId?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/patient/schedule-details',
    headers: bearer(token),
    payload: { providerId, startTime, ...(treatmentId ? { treatmentId } : {}) },
  });
}

/** Holds and confirms a free (fee 0) session; returns the appointment id. */
export async function bookFree(app: FastifyInstance, token: string, providerId: string, startTime: string) {
  const hold = await holdSlot(app, token, providerId, startTime);
  if (hold.statusCode !== 200) throw new Error(`hold: ${hold.statusCode} ${hold.body}`);
  const scheduleId = JSON.parse(hold.body).data._id as string;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payment/patient/zeroconsultationcharges/configure-payment',
    headers: bearer(token),
    payload: { scheduleId },
  });
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body).data.appointmentId as string;
}

/** An appointment row at any time (e.g. in the past), straight into the database. */
export async function insertAppointment(
  app: FastifyInstance,
  a: {
    patientId: string;
    therapistId: string;
    startsAt: Date;
    minutes?: number;
    status?: 'upcoming' | 'completed' | 'cancelled';
  },
) {
  const [row] = await app.ctx.db
    .insert(appointments)
    .values({
      patientId: a.patientId,
      therapistId: a.therapistId,
      status: a.status ?? 'upcoming',
      startsAt: a.startsAt,
      endsAt: new Date(a.startsAt.getTime() + (a.minutes ?? 60) * 60_000),
      periodMinutes: a.minutes ?? 60,
      confirmedAt: new Date(),
    })
    .returning();
  return row!;
}

/**
 * One more period with the patient's consent (issue 20 #4): the therapist asks, the patient agrees.
 * Returns the therapist's answer when it is a refusal, else the patient's.
 */
export async function extendAgreed(
  app: FastifyInstance,
  therapistToken: string,
  patientToken: string,
  appointmentId: string,
) {
  const patch = (url: string, token: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: bearer(token), payload });
  const asked = await patch('/provider/appointments/extend', therapistToken, { appointmentId });
  if (asked.statusCode !== 200) return asked;
  return patch('/patient/appointments/extension', patientToken, { appointmentId, agree: true });
}
