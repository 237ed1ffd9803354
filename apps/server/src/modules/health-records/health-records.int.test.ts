import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthProfiles, healthRecordReads, healthRecords } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { insertAppointment } from '../booking/test-helpers';
import { image, largePng, multipart } from '../therapist-profile/test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  // Building and seeding the app can take a while on a busy two-core machine.
}, 180_000);
afterAll(async () => {
  await app.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const patient = (first = 'Pia') =>
  createUserWithToken(app, { userType: 'patient', firstName: first, lastName: 'Patel' });
const therapist = (first = 'Tara') =>
  createUserWithToken(app, { userType: 'doctor', firstName: first, lastName: 'Rao' });
const BASE = '/api/v1/user/patient/upload/medical-record';

async function uploadRecord(token: string, bytes: Buffer, name: string, type = 'application/pdf') {
  const form = multipart({}, { name, type, bytes, field: 'file' });
  return app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}
type Rec = { _id: string; fileName: string; displayName: string; url: string; downloadUrl: string; mimeType: string };
const list = async (token: string) =>
  body<{ status: boolean; data: { medicalReports: Rec[] } }>(
    await app.inject({ method: 'GET', url: BASE, headers: bearer(token) }),
  ).data.medicalReports;
const readsOf = (patientId: string) =>
  app.ctx.db.select().from(healthRecordReads).where(eq(healthRecordReads.patientId, patientId));

describe('health records: upload, list, open, delete (owner)', () => {
  it('stores a PDF and a photo under server-made names, lists them with the spec cut, serves them by signed link', async () => {
    const p = await patient();
    const res = await uploadRecord(p.token, PDF, 'Blood test report March.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.message).toBe(MSG.healthRecordUploaded);
    const png = await image(300, 200, 'png');
    expect((await uploadRecord(p.token, png, '../../x-ray.png', 'image/png')).statusCode).toBe(200);

    const recs = await list(p.token);
    expect(recs.map((r) => r.fileName)).toEqual(['x-ray.png', 'Blood test report March.pdf']);
    expect(recs[1]!.displayName).toBe('Blood test..pdf');
    const [row] = await app.ctx.db.select().from(healthRecords).where(eq(healthRecords.id, recs[1]!._id));
    expect(row!.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);

    const file = await app.inject({ method: 'GET', url: recs[1]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const dl = await app.inject({ method: 'GET', url: recs[1]!.downloadUrl });
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    // The owner's own reads are not audited.
    expect(await readsOf(p.id)).toHaveLength(0);

    // An altered link is refused.
    const bad = await app.inject({ method: 'GET', url: recs[1]!.url.replace(/sig=[^&]+/, 'sig=abc') });
    expect(bad.statusCode).toBe(403);
    // A link for one record does not open another.
    const swapped = await app.inject({ method: 'GET', url: recs[1]!.url.replace(recs[1]!._id, recs[0]!._id) });
    expect(swapped.statusCode).toBe(403);

    const del = await app.inject({
      method: 'DELETE',
      url: `${BASE}?recordId=${recs[0]!._id}`,
      headers: bearer(p.token),
    });
    expect(del.statusCode).toBe(200);
    expect(body(del).data.message).toBe('Deleted successfully');
    expect(await list(p.token)).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: recs[0]!.url })).statusCode).toBe(404);
  });

  it('refuses by the bytes: a renamed text file, an empty body, a cut PDF, a large photo', async () => {
    const p = await patient();
    const text = await uploadRecord(p.token, Buffer.from('hello, not a pdf'), 'report.pdf');
    expect(text.statusCode).toBe(400);
    expect(body(text).data.message).toBe(MSG.healthRecordType);
    const cut = await uploadRecord(p.token, PDF.subarray(0, 30), 'cut.pdf');
    expect(body(cut).data.message).toBe(MSG.healthRecordType);
    const big = await uploadRecord(p.token, await largePng(), 'big.png', 'image/png');
    expect(big.statusCode).toBe(400);
    expect(body(big).data.message).toBe(MSG.healthRecordImageTooLarge);
    const huge = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(5 * 1024 * 1024 + 10, 32),
      Buffer.from('%%EOF'),
    ]);
    const tooBig = await uploadRecord(p.token, huge, 'huge.pdf');
    expect(tooBig.statusCode).toBe(400);
    expect(body(tooBig).data.message).toBe(MSG.healthRecordTooLarge);
    const none = await app.inject({ method: 'POST', url: BASE, headers: bearer(p.token), payload: {} });
    expect(none.statusCode).toBe(400);
    expect(await list(p.token)).toHaveLength(0);
  });

  it("another patient cannot delete or see someone's record (404, nothing changed)", async () => {
    const [a, b] = [await patient(), await patient('Bo')];
    await uploadRecord(a.token, PDF, 'mine.pdf');
    const [rec] = await list(a.token);
    const del = await app.inject({ method: 'DELETE', url: `${BASE}?recordId=${rec!._id}`, headers: bearer(b.token) });
    expect(del.statusCode).toBe(404);
    expect(await list(a.token)).toHaveLength(1);
    expect(await list(b.token)).toHaveLength(0);
    // b's own link cannot be bent to a's record.
    await uploadRecord(b.token, PDF, 'b.pdf');
    const [bRec] = await list(b.token);
    const bent = bRec!.url.replace(bRec!._id, rec!._id);
    expect((await app.inject({ method: 'GET', url: bent })).statusCode).toBe(403);
    // Therapist route is not open to patients.
    const asPatient = await app.inject({
      method: 'GET',
      url: `/api/v1/provider/patients/${a.id}/health-record`,
      headers: bearer(b.token),
    });
    expect(asPatient.statusCode).toBe(403);
  });
});

describe('health profile', () => {
  it('the patient edits it; bad values are refused with the field', async () => {
    const p = await patient();
    const empty = body(
      await app.inject({ method: 'GET', url: '/api/v1/user/patient/health-profile', headers: bearer(p.token) }),
    );
    expect(empty.data).toMatchObject({ allergies: [], height: null, weight: null });
    const save = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/patient/health-profile',
      headers: bearer(p.token),
      payload: { allergies: [' Penicillin ', 'Penicillin', 'Peanuts'], height: 170, weight: 64.25, surgeries: [] },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(body(save).data.message).toBe('Updated successfully');
    const [row] = await app.ctx.db.select().from(healthProfiles).where(eq(healthProfiles.patientId, p.id));
    expect(row).toMatchObject({ allergies: ['Penicillin', 'Peanuts'], heightCm: 170, weightKg: 64.3 });
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/patient/health-profile',
      headers: bearer(p.token),
      payload: { height: 900 },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.message).toBe(MSG.heightRange);
    const t = await therapist();
    const asTherapist = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/patient/health-profile',
      headers: bearer(t.token),
      payload: { height: 150 },
    });
    expect(asTherapist.statusCode).toBe(403);
  });
});

describe("a therapist's read-only access, audited", () => {
  it('403 without an appointment; with one: reads records and profile, each read written and shown to the patient', async () => {
    const p = await patient();
    const [t, stranger] = [await therapist(), await therapist('Sam')];
    await uploadRecord(p.token, PDF, 'Discharge summary.pdf');
    await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/patient/health-profile',
      headers: bearer(p.token),
      payload: { allergies: ['Dust'] },
    });
    const url = `/api/v1/provider/patients/${p.id}/health-record`;

    const no = await app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
    expect(no.statusCode).toBe(403);
    expect(body(no).data.message).toBe(MSG.healthRecordsNoAccess);
    // A cancelled appointment gives no access.
    await insertAppointment(app, {
      patientId: p.id,
      therapistId: stranger.id,
      startsAt: addDays(new Date(), 2),
      status: 'cancelled',
    });
    expect((await app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode).toBe(403);
    expect(await readsOf(p.id)).toHaveLength(0);
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/v1/provider/patients/${t.id}/health-record`,
      headers: bearer(stranger.token),
    });
    expect(unknown.statusCode).toBe(404);

    await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: addDays(new Date(), -2),
      status: 'completed',
    });
    const yes = await app.inject({ method: 'GET', url, headers: bearer(t.token) });
    expect(yes.statusCode, yes.body).toBe(200);
    const data = body<{
      status: boolean;
      data: { medicalReports: Rec[]; profile: { allergies: string[] }; patient: { name: string } };
    }>(yes).data;
    expect(data.patient.name).toBe('Pia Patel');
    expect(data.profile.allergies).toEqual(['Dust']);
    expect(data.medicalReports).toHaveLength(1);
    expect((await readsOf(p.id)).map((r) => r.subject).sort()).toEqual(['profile', 'records']);

    const file = await app.inject({ method: 'GET', url: data.medicalReports[0]!.url });
    expect(file.statusCode).toBe(200);
    const reads = await readsOf(p.id);
    expect(reads).toHaveLength(3);
    expect(reads.every((r) => r.readerUserId === t.id && r.readerType === 'doctor')).toBe(true);

    // The therapist cannot change anything.
    const del = await app.inject({
      method: 'DELETE',
      url: `${BASE}?recordId=${data.medicalReports[0]!._id}`,
      headers: bearer(t.token),
    });
    expect(del.statusCode).toBe(403);
    expect(await list(p.token)).toHaveLength(1);

    const views = body<{
      status: boolean;
      data: { count: number; views: Array<{ viewerName: string; subject: string; fileName: string | null }> };
    }>(
      await app.inject({ method: 'GET', url: '/api/v1/user/patient/health-record/views', headers: bearer(p.token) }),
    ).data;
    expect(views.count).toBe(3);
    expect(views.views[0]).toMatchObject({
      viewerName: 'Tara Rao',
      subject: 'record_file',
      fileName: 'Discharge summary.pdf',
    });
  });
});
