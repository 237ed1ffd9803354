import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callEvents, medicineLibrary } from '../../db/schema/index';
import { bearer, createUserWithToken } from '../../test/test-users';
import { approvedTherapist } from '../booking/test-helpers';

/** Test helpers for the provider workspace (issue 22). */

export async function call(app: FastifyInstance, method: string, url: string, token?: string, payload?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const json = (res.headers['content-type'] ?? '').toString().includes('json') ? JSON.parse(res.body) : null;
  return { status: res.statusCode, body: json, raw: res.rawPayload, text: res.body, headers: res.headers };
}

export const admin = (app: FastifyInstance) =>
  createUserWithToken(app, { userType: 'admin', firstName: 'Site', lastName: 'Admin' });

/** An approved therapist whose medical council registration the admin has verified. */
export async function verifiedPsychiatrist(app: FastifyInstance, adminToken: string, firstName = 'Rohan') {
  const t = await approvedTherapist(app, { firstName, lastName: 'Mehta', timeZone: 'Asia/Kolkata' });
  const saved = await call(app, 'PATCH', '/provider/practitioner-registration', t.token, {
    isMedicalPractitioner: true,
    qualification: 'MBBS, MD (Psychiatry)',
    registrationNumber: 'MMC-2011/04567',
    council: 'Maharashtra Medical Council',
  });
  if (saved.status !== 200) throw new Error(`registration: ${saved.status} ${saved.text}`);
  const verified = await call(app, 'PATCH', `/admin/practitioner-registration/${t.id}`, adminToken, { verified: true });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
  return t;
}

/** Library ids by name. */
export async function medicineIds(app: FastifyInstance, names: string[]) {
  const rows = await app.ctx.db
    .select({ id: medicineLibrary.id, name: medicineLibrary.name })
    .from(medicineLibrary)
    .where(inArray(medicineLibrary.name, names));
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, string>;
}

/** Both people joined the session's video call (as the calls feature records it). */
export async function bothJoined(app: FastifyInstance, appointmentId: string, patientId: string, therapistId: string) {
  await app.ctx.db.insert(callEvents).values([
    { appointmentId, userId: therapistId, role: 'doctor', kind: 'join' },
    { appointmentId, userId: patientId, role: 'patient', kind: 'join' },
  ]);
}

export async function noCalls(app: FastifyInstance, appointmentId: string) {
  await app.ctx.db.delete(callEvents).where(eq(callEvents.appointmentId, appointmentId));
}
