import { type ConsultationDetails, MSG, type Prescription } from '@sahaj/contract';
import { addDays, addHours } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  healthProfiles,
  healthRecordReads,
  prescriptionRevisions,
  users,
} from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { readZip } from '../account/zip-reader.test-helper';
import { approvedTherapist, insertAppointment, newPatient } from '../booking/test-helpers';
import { DEMO_PSYCHIATRIST } from './demo-seed';
import { admin, bothJoined, call, medicineIds, verifiedPsychiatrist } from './workspace-test-helpers';

type User = { id: string; token: string };

async function pdfText(bytes: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

function parseIcs(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text));
  for (const tz of comp.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return comp.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      location: e.location,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      tzid: e.startDate.zone?.tzid,
      status: String(v.getFirstPropertyValue('status')),
      sequence: e.sequence,
    };
  });
}

/** Issue 22: the therapist's practice, through the API. */
describe('provider workspace', () => {
  let app: FastifyInstance;
  let boss: User;
  let doc: User; // verified psychiatrist
  let psych: User; // psychologist (not a medical practitioner)
  let stranger: User; // another therapist
  let pat: User;
  let past: string;
  let upcoming: string;
  let med: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    boss = await admin(app);
    doc = await verifiedPsychiatrist(app, boss.token);
    psych = await approvedTherapist(app, { firstName: 'Sana', lastName: 'Rao' });
    stranger = await approvedTherapist(app, { firstName: 'Other', lastName: 'Therapist' });
    pat = await newPatient(app, 'Asha');
    await app.ctx.db
      .update(users)
      .set({ name: 'Asha Kumari Verma', dob: '1990-05-17', gender: 'female' })
      .where(eq(users.id, pat.id));
    await app.ctx.db.insert(healthProfiles).values({ patientId: pat.id, allergies: ['Penicillin'], heightCm: 160 });
    past = (
      await insertAppointment(app, {
        patientId: pat.id,
        therapistId: doc.id,
        startsAt: addDays(new Date(), -3),
        status: 'completed',
      })
    ).id;
    upcoming = (
      await insertAppointment(app, { patientId: pat.id, therapistId: doc.id, startsAt: addDays(new Date(), 2) })
    ).id;
    await insertAppointment(app, {
      patientId: pat.id,
      therapistId: psych.id,
      startsAt: addDays(new Date(), -5),
      status: 'completed',
    });
    med = await medicineIds(app, ['Paracetamol', 'Escitalopram', 'Clonazepam', 'Lorazepam', 'Mirtazapine']);
    for (const [name, tpgList] of [
      ['Paracetamol', 'O'],
      ['Escitalopram', 'A'],
      ['Clonazepam', 'prohibited'],
      ['Mirtazapine', 'B'],
    ] as const) {
      const r = await call(app, 'PATCH', `/admin/medicine-library/${med[name]}`, boss.token, { tpgList });
      expect(r.status).toBe(200);
    }
  });
  afterAll(() => app.close());

  it('seeds a classification of the library (the admin may change it) and a demo psychiatrist who may prescribe', async () => {
    const lib = await call(app, 'GET', '/admin/medicine-library?searchKey=lorazepam', boss.token);
    expect(lib.body.data.medicines[0]).toMatchObject({ name: 'Lorazepam', tpgList: 'prohibited' });
    const [demo] = await app.ctx.db.select().from(users).where(eq(users.phone, DEMO_PSYCHIATRIST.phone));
    expect(demo).toBeDefined();
    const reg = await call(app, 'GET', `/admin/practitioner-registration/${demo!.id}`, boss.token);
    expect(reg.body.data).toMatchObject({ canPrescribe: true, council: DEMO_PSYCHIATRIST.council });
  });

  describe('patients', () => {
    it('lists everyone with a confirmed session, with last and next session, searchable and paged', async () => {
      const other = await newPatient(app, 'Bilal');
      await insertAppointment(app, { patientId: other.id, therapistId: doc.id, startsAt: addDays(new Date(), 4) });
      const cancelledOnly = await newPatient(app, 'Chitra');
      await insertAppointment(app, {
        patientId: cancelledOnly.id,
        therapistId: doc.id,
        startsAt: addDays(new Date(), 5),
        status: 'cancelled',
      });

      const all = await call(app, 'GET', '/provider/list-all-patient-consulted?page=0&limit=10', doc.token);
      expect(all.status).toBe(200);
      const names = all.body.data.patients.map((p: { name: string }) => p.name);
      expect(names).toEqual(expect.arrayContaining(['Asha Kumari Verma', 'Bilal Patient']));
      expect(names).not.toContain('Chitra Patient');
      const asha = all.body.data.patients.find((p: { _id: string }) => p._id === pat.id);
      expect(asha).toMatchObject({ sessions: 2, age: expect.any(Number), gender: 'female' });
      expect(asha.lastSessionAt).not.toBeNull();
      expect(asha.nextSessionAt).not.toBeNull();

      const completed = await call(app, 'GET', '/provider/consulted-patients', doc.token);
      expect(completed.body.data.patients.map((p: { _id: string }) => p._id)).toEqual([pat.id]);

      const search = await call(app, 'GET', '/provider/list-all-patient-consulted?searchKey=bil', doc.token);
      expect(search.body.data).toMatchObject({ count: 1, patients: [{ name: 'Bilal Patient' }] });
      const paged = await call(app, 'GET', '/provider/list-all-patient-consulted?page=1&limit=1', doc.token);
      expect(paged.body.data.count).toBe(2);
      expect(paged.body.data.patients).toHaveLength(1);

      const none = await call(app, 'GET', '/provider/list-all-patient-consulted', stranger.token);
      expect(none.body.data).toEqual({ patients: [], count: 0 });
    });

    it("shows a patient's record to their therapist only, and writes the reads to the patient's audit log", async () => {
      const before = await app.ctx.db.select().from(healthRecordReads).where(eq(healthRecordReads.patientId, pat.id));
      const res = await call(app, 'GET', `/provider/consulation-details?patientId=${pat.id}`, doc.token);
      expect(res.status).toBe(200);
      const d = res.body.data as ConsultationDetails;
      expect(d.profile.name).toBe('Asha Kumari Verma');
      expect(d.allergies).toEqual(['Penicillin']);
      expect(d.height).toBe(160);
      expect(d.dob).toBe('1990-05-17');
      expect(d.sessions.past.map((s) => s._id)).toEqual([past]);
      expect(d.sessions.upcoming.map((s) => s._id)).toEqual([upcoming]);
      expect(d.canPrescribe).toBe(true);
      const after = await app.ctx.db.select().from(healthRecordReads).where(eq(healthRecordReads.patientId, pat.id));
      const record = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, pat.id));
      expect(record.map((r) => r.action)).toContain('patient_record.read');
      expect(after.length).toBeGreaterThan(before.length);
      // The patient sees this read in their own list, named for what it was.
      const views = await call(app, 'GET', '/user/patient/health-record/views?limit=50', pat.token);
      expect(views.status).toBe(200);
      expect(views.body.data.views).toContainEqual(
        expect.objectContaining({ subject: 'care_record', viewerType: 'doctor' }),
      );

      expect((await call(app, 'GET', `/provider/consulation-details?patientId=${pat.id}`, stranger.token)).status).toBe(
        403,
      );
      expect((await call(app, 'GET', `/provider/consulation-details?patientId=${pat.id}`, pat.token)).status).toBe(403);
      const psychView = await call(app, 'GET', `/provider/consulation-details?patientId=${pat.id}`, psych.token);
      expect(psychView.body.data.canPrescribe).toBe(false);
    });

    it('gives nothing once the relationship has ended (every session cancelled)', async () => {
      const t = await approvedTherapist(app, { firstName: 'Ended' });
      const p = await newPatient(app, 'Dev');
      const a = await insertAppointment(app, {
        patientId: p.id,
        therapistId: t.id,
        startsAt: addDays(new Date(), -1),
        status: 'completed',
      });
      expect((await call(app, 'GET', `/provider/consulation-details?patientId=${p.id}`, t.token)).status).toBe(200);
      await app.ctx.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, a.id));
      const res = await call(app, 'GET', `/provider/consulation-details?patientId=${p.id}`, t.token);
      expect(res.status).toBe(403);
      expect(res.body.data.message).toBe(MSG.patientNotYours);
      expect((await call(app, 'GET', `/provider/follow-ups?patientId=${p.id}`, t.token)).status).toBe(403);
      expect((await call(app, 'GET', `/provider/prescriptions?patientId=${p.id}`, t.token)).status).toBe(403);
    });
  });

  describe('session notes', () => {
    const notes = (token: string, body: Record<string, unknown>) =>
      call(app, 'POST', '/provider/appointments/session-notes', token, body);

    it('saves drafts, signs and locks, then only takes dated, attributed addenda', async () => {
      const draft = await notes(doc.token, {
        action: 'draft',
        appointmentId: past,
        format: 'SOAP',
        sections: { subjective: 'Low mood for 3 weeks' },
      });
      expect(draft.status).toBe(200);
      expect(draft.body.data.note).toMatchObject({ status: 'draft', format: 'SOAP' });
      const again = await notes(doc.token, {
        action: 'draft',
        appointmentId: past,
        format: 'SOAP',
        sections: { subjective: 'Low mood for 3 weeks', assessment: 'Moderate depression (PHQ-9 14)' },
      });
      expect(again.body.data.note._id).toBe(draft.body.data.note._id);

      const unsignedBefore = await call(app, 'GET', '/provider/appointments/unsigned-session-notes', doc.token);
      expect(unsignedBefore.body.data.sessions.map((s: { _id: string }) => s._id)).toContain(past);

      const signed = await notes(doc.token, {
        action: 'sign',
        appointmentId: past,
        format: 'SOAP',
        sections: {
          subjective: 'Low mood for 3 weeks',
          assessment: 'Moderate depression (PHQ-9 14)',
          plan: 'CBT weekly',
        },
      });
      expect(signed.status).toBe(200);
      expect(signed.body.data.note).toMatchObject({ status: 'signed', signedBy: { _id: doc.id } });
      expect(signed.body.data.note.sections.plan).toBe('CBT weekly');

      for (const action of ['draft', 'sign'] as const) {
        const late = await notes(doc.token, {
          action,
          appointmentId: past,
          format: 'SOAP',
          sections: { plan: 'changed' },
        });
        expect(late.status).toBe(409);
        expect(late.body.data.message).toBe(MSG.noteAlreadySigned);
      }
      const add = await notes(doc.token, {
        action: 'addendum',
        appointmentId: past,
        text: 'Patient called: sleep improved',
      });
      expect(add.status).toBe(200);
      expect(add.body.data.note.addenda).toMatchObject([
        { text: 'Patient called: sleep improved', author: { _id: doc.id, name: 'Rohan Mehta' } },
      ]);
      expect(add.body.data.note.sections.plan).toBe('CBT weekly');

      const unsignedAfter = await call(app, 'GET', '/provider/appointments/unsigned-session-notes', doc.token);
      expect(unsignedAfter.body.data.sessions.map((s: { _id: string }) => s._id)).not.toContain(past);
    });

    it('two signs of one note at once: one signs, the other is told it is locked (409), never two notes', async () => {
      const a = await insertAppointment(app, {
        patientId: pat.id,
        therapistId: doc.id,
        startsAt: addDays(new Date(), -20),
        status: 'completed',
      });
      const sign = (plan: string) =>
        notes(doc.token, { action: 'sign', appointmentId: a.id, format: 'SOAP', sections: { plan } });
      const drafts = await Promise.all(
        ['one', 'two'].map((plan) =>
          notes(doc.token, { action: 'draft', appointmentId: a.id, format: 'SOAP', sections: { plan } }),
        ),
      );
      expect(drafts.map((r) => r.status)).toEqual([200, 200]);
      const results = await Promise.all([sign('first'), sign('second')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const rows = await app.ctx.db.execute(
        sql`select plan, signed_at from session_notes where appointment_id = ${a.id}`,
      );
      const list = ((rows as { rows?: unknown[] }).rows ?? rows) as Array<{ plan: string; signed_at: unknown }>;
      expect(list).toHaveLength(1);
      // The signed text is the one the winning request sent, never the other's.
      const winner = results.findIndex((r) => r.status === 200);
      expect(list[0]!.plan).toBe(['first', 'second'][winner]);
      expect(results[winner]!.body.data.note.sections.plan).toBe(['first', 'second'][winner]);
    });

    it('the database itself refuses to change or delete a signed note or an addendum', async () => {
      const db = app.ctx.db;
      await expect(
        db.execute(sql`update session_notes set plan = 'x' where appointment_id = ${past}`),
      ).rejects.toThrow();
      await expect(db.execute(sql`delete from session_notes where appointment_id = ${past}`)).rejects.toThrow();
      await expect(db.execute(sql`update session_note_addenda set text = 'x'`)).rejects.toThrow();
      await expect(db.execute(sql`delete from session_note_addenda`)).rejects.toThrow();
    });

    it('refuses notes for a session that has not started, another therapist’s session, and an addendum to a draft', async () => {
      const early = await notes(doc.token, {
        action: 'draft',
        appointmentId: upcoming,
        format: 'DAP',
        sections: { data: 'x' },
      });
      expect(early.status).toBe(409);
      expect(early.body.data.message).toBe(MSG.noteSessionNotStarted);
      const foreign = await notes(stranger.token, {
        action: 'draft',
        appointmentId: past,
        format: 'SOAP',
        sections: {},
      });
      expect(foreign.status).toBe(404);
      const a = await insertAppointment(app, {
        patientId: pat.id,
        therapistId: doc.id,
        startsAt: addDays(new Date(), -10),
        status: 'completed',
      });
      const addToDraft = await notes(doc.token, { action: 'addendum', appointmentId: a.id, text: 'x' });
      expect(addToDraft.status).toBe(409);
      const empty = await notes(doc.token, {
        action: 'sign',
        appointmentId: a.id,
        format: 'DAP',
        sections: { data: '  ' },
      });
      expect(empty.status).toBe(400);
      const dap = await notes(doc.token, {
        action: 'sign',
        appointmentId: a.id,
        format: 'DAP',
        sections: { data: 'Talked about work', subjective: 'ignored' },
      });
      expect(dap.body.data.note.sections).toMatchObject({ data: 'Talked about work', subjective: null });
    });

    it('keeps the private psychotherapy note with the therapist: never in the patient’s export', async () => {
      const secret = 'PRIVATE-impression-transference-7731';
      const saved = await notes(doc.token, { action: 'private', appointmentId: past, text: secret });
      expect(saved.status).toBe(200);
      expect(saved.body.data.privateNote.text).toBe(secret);
      const read = await call(app, 'GET', `/provider/appointments/session-notes/${past}`, doc.token);
      expect(read.body.data.privateNote.text).toBe(secret);
      const audited = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, read.body.data.note._id));
      expect(audited.map((r) => [r.action, r.actorUserId])).toContainEqual(['session_note.read', doc.id]);
      const seen = await app.ctx.db.select().from(healthRecordReads).where(eq(healthRecordReads.patientId, pat.id));
      expect(seen.map((r) => [r.subject, r.subjectId, r.readerUserId])).toContainEqual([
        'session_note',
        read.body.data.note._id,
        doc.id,
      ]);
      expect((await call(app, 'GET', `/provider/appointments/session-notes/${past}`, stranger.token)).status).toBe(404);
      const details = await call(app, 'GET', `/provider/consulation-details?patientId=${pat.id}`, doc.token);
      expect(details.text).not.toContain(secret);

      const zip = await app.inject({ method: 'GET', url: '/api/v1/user/account/export', headers: bearer(pat.token) });
      expect(zip.statusCode).toBe(200);
      const files = readZip(zip.rawPayload);
      for (const [name, bytes] of files) {
        expect(bytes.toString('utf8'), name).not.toContain(secret);
      }
      // The signed record is the patient's to have.
      expect(files.get('session-notes.json')?.toString('utf8')).toContain('CBT weekly');
    });
  });

  describe('prescriptions', () => {
    const body = (medicines: Array<Record<string, unknown>>) => ({
      patientId: pat.id,
      diagnosis: 'Moderate depressive episode',
      diagnosisIsProvisional: true,
      medicines,
    });
    const line = (id: string) => ({
      medicineId: id,
      strength: '10 mg',
      dose: '1 tablet',
      frequency: 'Once daily at night',
      duration: '14 days',
      instructions: 'After food',
    });

    it('refuses a therapist who is not a verified registered medical practitioner (403, clear message)', async () => {
      const res = await call(app, 'POST', '/provider/prescription', psych.token, body([line(med.Paracetamol!)]));
      expect(res.status).toBe(403);
      expect(res.body.data.message).toBe(MSG.notPrescriber);
      // Recorded but not yet verified: still refused.
      const pending = await approvedTherapist(app, { firstName: 'Pending' });
      await call(app, 'PATCH', '/provider/practitioner-registration', pending.token, {
        isMedicalPractitioner: true,
        qualification: 'MBBS, MD',
        registrationNumber: 'DMC-1234',
        council: 'Delhi Medical Council',
      });
      expect(
        (await call(app, 'POST', '/provider/prescription', pending.token, body([line(med.Paracetamol!)]))).status,
      ).toBe(403);
      const reg = await call(app, 'GET', '/provider/practitioner-registration', pending.token);
      expect(reg.body.data).toMatchObject({ verification: 'pending', canPrescribe: false });
    });

    it('names the problem in bad registration and follow-up input (400 with the field)', async () => {
      const base = {
        isMedicalPractitioner: true,
        qualification: 'MBBS',
        registrationNumber: 'DMC-1',
        council: 'Delhi Medical Council',
      };
      for (const [patch, message, field] of [
        [{ registrationNumber: 'DMC 1,2' }, MSG.registrationNumberInvalid, 'registrationNumber'],
        [{ registrationNumber: undefined }, MSG.registrationNumberRequired, 'registrationNumber'],
        [{ council: 'Medical Council of Atlantis' }, MSG.registrationCouncilRequired, 'council'],
        [{ qualification: '' }, MSG.registrationQualificationRequired, 'qualification'],
      ] as const) {
        const res = await call(app, 'PATCH', '/provider/practitioner-registration', psych.token, { ...base, ...patch });
        expect(res.status, JSON.stringify(patch)).toBe(400);
        expect(res.body.data).toMatchObject({ message, field });
      }
      const date = await call(app, 'POST', '/provider/follow-up', doc.token, {
        appointmentId: past,
        suggestedDate: '2030-02-30',
        reason: 'x',
      });
      expect(date.status).toBe(400);
      expect(date.body.data).toMatchObject({ message: MSG.followUpDateInvalid, field: 'suggestedDate' });
      // A psychologist who is not a medical practitioner records just that.
      const none = await call(app, 'PATCH', '/provider/practitioner-registration', psych.token, {
        isMedicalPractitioner: false,
      });
      expect(none.body.data.registration).toMatchObject({
        isMedicalPractitioner: false,
        canPrescribe: false,
        registrationNumber: null,
      });
    });

    it('refuses prohibited, unclassified and (before a video consultation) List A medicines', async () => {
      const prohibited = await call(app, 'POST', '/provider/prescription', doc.token, body([line(med.Clonazepam!)]));
      expect(prohibited.status).toBe(403);
      expect(prohibited.body.data).toMatchObject({
        message: MSG.prescriptionMedicineProhibited,
        field: 'medicines.0.medicineId',
      });
      // A medicine the admin has added but not classified yet.
      const types = await call(app, 'GET', '/user/medicine-types', pat.token);
      const tablet = types.body.data.medicineTypes.find((t: { name: string }) => t.name === 'Tablet')._id;
      const added = await call(app, 'POST', '/admin/medicine', boss.token, {
        name: 'Vortioxetine',
        medicineTypeId: tablet,
        strength: '10 mg',
      });
      expect(added.status).toBe(200);
      const unlisted = await call(
        app,
        'POST',
        '/provider/prescription',
        doc.token,
        body([line(added.body.data.medicine._id)]),
      );
      expect(unlisted.status).toBe(400);
      expect(unlisted.body.data.message).toBe(MSG.prescriptionMedicineUnlisted);
      const listA = await call(
        app,
        'POST',
        '/provider/prescription',
        doc.token,
        body([line(med.Paracetamol!), line(med.Escitalopram!)]),
      );
      expect(listA.status).toBe(403);
      expect(listA.body.data).toMatchObject({
        message: MSG.prescriptionListANeedsVideo,
        field: 'medicines.1.medicineId',
      });
      const picker = await call(
        app,
        'GET',
        `/provider/medicine-library?searchKey=escital&patientId=${pat.id}`,
        doc.token,
      );
      expect(picker.body.data.medicines[0]).toMatchObject({ tpgList: 'A', prescribable: false });
      // Another therapist's patient.
      const other = await verifiedPsychiatrist(app, boss.token, 'Ishaan');
      expect(
        (await call(app, 'POST', '/provider/prescription', other.token, body([line(med.Paracetamol!)]))).status,
      ).toBe(403);
    });

    it('writes, edits (keeping the earlier revision) and serves a PDF with what the guidelines ask', async () => {
      await bothJoined(app, past, pat.id, doc.id);
      const res = await call(app, 'POST', '/provider/prescription', doc.token, {
        ...body([
          line(med.Escitalopram!),
          { ...line(med.Paracetamol!), strength: '500 mg', frequency: 'When needed', instructions: undefined },
        ]),
        appointmentId: past,
        advice: 'Sleep hygiene; review in 2 weeks',
      });
      expect(res.status).toBe(200);
      const p = res.body.data.prescription as Prescription;
      expect(p.medicines.map((m) => m.name)).toEqual(['ESCITALOPRAM', 'PARACETAMOL']);
      expect(p.prescriber).toMatchObject({ name: 'Dr. Rohan Mehta', registrationNumber: 'MMC-2011/04567' });

      const pdf = await call(app, 'GET', `/provider/prescription/download/${p._id}`, doc.token);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.raw);
      const opened = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, p._id));
      expect(opened).toMatchObject([{ action: 'file.open', entity: 'prescription', actorUserId: doc.id }]);
      const seen = await app.ctx.db.select().from(healthRecordReads).where(eq(healthRecordReads.subjectId, p._id));
      expect(seen.map((r) => [r.subject, r.readerUserId])).toEqual([['prescription', doc.id]]);
      for (const expected of [
        'Dr. Rohan Mehta',
        'MBBS, MD (Psychiatry)',
        'MMC-2011/04567',
        'Maharashtra Medical Council',
        'Pune, Maharashtra, India',
        'Asha Kumari Verma',
        'Female',
        'years',
        'Provisional diagnosis',
        'Moderate depressive episode',
        'ESCITALOPRAM (TABLET) 10 MG',
        'Once daily at night',
        '14 days',
        'After food',
        'PARACETAMOL (TABLET) 500 MG',
        'teleconsultation',
      ]) {
        expect(text, expected).toContain(expected);
      }

      const edit = await call(app, 'PATCH', '/provider/prescription', doc.token, {
        _id: p._id,
        diagnosis: 'Moderate depressive episode',
        medicines: [line(med.Escitalopram!), line(med.Mirtazapine!)],
      });
      expect(edit.status).toBe(200);
      expect(edit.body.data.prescription).toMatchObject({ revision: 2, diagnosisIsProvisional: false });
      const told = await call(app, 'GET', '/patient/list-notification?page=1&limit=5', pat.token);
      expect(JSON.stringify(told.body)).toContain('Prescription updated');
      const kept = await app.ctx.db
        .select()
        .from(prescriptionRevisions)
        .where(eq(prescriptionRevisions.prescriptionId, p._id));
      expect(kept).toHaveLength(1);
      expect(JSON.stringify(kept[0]!.snapshot)).toContain('PARACETAMOL');

      // The patient lists and downloads theirs; nobody else gets it.
      const mine = await call(app, 'GET', '/patient/prescriptions', pat.token);
      expect(mine.body.data.prescriptions.map((x: Prescription) => x._id)).toEqual([p._id]);
      expect(mine.body.data.prescriptions[0].downloadPath).toBe(`/api/v1/patient/prescription/download/${p._id}`);
      const patPdf = await call(app, 'GET', `/patient/prescription/download/${p._id}`, pat.token);
      expect(await pdfText(patPdf.raw)).toContain('MIRTAZAPINE');
      const someone = await newPatient(app, 'Eve');
      expect((await call(app, 'GET', `/patient/prescription/download/${p._id}`, someone.token)).status).toBe(404);
      expect((await call(app, 'GET', `/provider/prescription/download/${p._id}`, stranger.token)).status).toBe(404);
      expect((await call(app, 'GET', `/provider/prescription/${p._id}`, stranger.token)).status).toBe(404);
      expect((await call(app, 'GET', `/provider/prescription/${p._id}`, doc.token)).status).toBe(200);
      const list = await call(app, 'GET', `/provider/prescriptions?patientId=${pat.id}`, doc.token);
      expect(list.body.data.count).toBe(1);
    });
  });

  describe('follow-ups', () => {
    it('the therapist recommends one; the patient sees it and it reads booked once they book', async () => {
      const zoneDay = (d: Date) => d.toISOString().slice(0, 10);
      const past7 = await call(app, 'POST', '/provider/follow-up', doc.token, {
        appointmentId: past,
        suggestedDate: zoneDay(addDays(new Date(), -1)),
        reason: 'Review',
      });
      expect(past7.status).toBe(400);
      const early = await call(app, 'POST', '/provider/follow-up', doc.token, {
        appointmentId: upcoming,
        suggestedDate: zoneDay(addDays(new Date(), 9)),
        reason: 'Review',
      });
      expect(early.status).toBe(409);
      const res = await call(app, 'POST', '/provider/follow-up', doc.token, {
        appointmentId: past,
        suggestedDate: zoneDay(addDays(new Date(), 14)),
        reason: 'Review medication response',
      });
      expect(res.status).toBe(200);
      const id = res.body.data.followUp._id;
      const notices = await call(app, 'GET', '/patient/list-notification?page=1&limit=5', pat.token);
      expect(JSON.stringify(notices.body)).toContain(`/user/base/home/follow-up/${id}`);
      const list = await call(app, 'GET', '/patient/follow-up', pat.token);
      expect(list.body.data.followUps).toMatchObject([
        {
          _id: id,
          therapist: { _id: doc.id, name: 'Rohan Mehta' },
          reason: 'Review medication response',
          status: 'open',
        },
      ]);
      const one = await call(app, 'GET', `/patient/show-followUp/${id}`, pat.token);
      expect(one.body.data).toMatchObject({
        suggestedDate: zoneDay(addDays(new Date(), 14)),
        therapist: { _id: doc.id },
      });
      const someone = await newPatient(app, 'Farah');
      expect((await call(app, 'GET', `/patient/show-followUp/${id}`, someone.token)).status).toBe(404);
      expect(
        (
          await call(app, 'POST', '/provider/follow-up', stranger.token, {
            appointmentId: past,
            suggestedDate: zoneDay(addDays(new Date(), 3)),
            reason: 'x',
          })
        ).status,
      ).toBe(404);

      await app.ctx.db.insert(appointments).values({
        patientId: pat.id,
        therapistId: doc.id,
        status: 'upcoming',
        startsAt: addDays(new Date(), 14),
        endsAt: addHours(addDays(new Date(), 14), 1),
        periodMinutes: 60,
        confirmedAt: addHours(new Date(), 1),
      });
      const booked = await call(app, 'GET', `/patient/show-followUp/${id}`, pat.token);
      expect(booked.body.data.status).toBe('booked');
    });
  });

  describe('medications by the therapist', () => {
    it("adds to the patient's list (prescribed by), edits and removes only its own entries", async () => {
      const types = await call(app, 'GET', '/user/medicine-types', pat.token);
      const tablet = types.body.data.medicineTypes.find((t: { name: string }) => t.name === 'Tablet')._id;
      const entry = {
        name: 'Escitalopram 10 mg',
        medicineTypeId: tablet,
        dose: '1 tablet',
        timesOfDay: ['21:00'],
        startDate: '2026-12-01',
      };
      const own = await call(app, 'POST', '/user/medication', pat.token, entry);
      expect(own.status).toBe(200);
      const added = await call(app, 'POST', '/provider/medication', doc.token, { ...entry, patientId: pat.id });
      expect(added.status).toBe(200);
      expect(added.body.data.medication.prescribedBy).toEqual({ _id: doc.id, name: 'Rohan Mehta' });
      const listed = await call(app, 'GET', '/patient/list-medications', pat.token);
      expect(listed.body.data.medications.map((m: { _id: string }) => m._id)).toEqual(
        expect.arrayContaining([own.body.data.medication._id, added.body.data.medication._id]),
      );

      const patchOwn = await call(app, 'PATCH', '/provider/medication', doc.token, {
        ...entry,
        _id: own.body.data.medication._id,
        dose: '2',
      });
      expect(patchOwn.status).toBe(404);
      expect(
        (await call(app, 'DELETE', `/provider/medication/${own.body.data.medication._id}`, doc.token)).status,
      ).toBe(404);
      expect(
        (
          await call(app, 'PATCH', '/provider/medication', stranger.token, {
            ...entry,
            _id: added.body.data.medication._id,
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(app, 'POST', '/provider/medication', stranger.token, { ...entry, patientId: pat.id })).status,
      ).toBe(403);

      const edited = await call(app, 'PATCH', '/provider/medication', doc.token, {
        ...entry,
        _id: added.body.data.medication._id,
        dose: '2 tablets',
      });
      expect(edited.body.data.medication.dose).toBe('2 tablets');
      expect(
        (await call(app, 'DELETE', `/provider/medication/${added.body.data.medication._id}`, doc.token)).status,
      ).toBe(200);
    });
  });

  describe('calendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname.replace('/api/v1', '');

    it('a private URL whose events follow bookings, show initials only, in the owner’s zone; revocable and re-issuable', async () => {
      const issued = await call(app, 'POST', '/provider/appointments/calendar-sync', doc.token);
      expect(issued.status).toBe(200);
      const { url, webcalUrl } = issued.body.data;
      expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(webcalUrl.startsWith('webcal://')).toBe(true);

      const feed = await call(app, 'GET', feedPath(url));
      expect(feed.status).toBe(200);
      expect(feed.headers['content-type']).toContain('text/calendar');
      expect(feed.text).not.toMatch(/Asha|Verma|Kumari/);
      const events = parseIcs(feed.text);
      const mine = events.find((e) => e.uid === `${upcoming}@sahaj`)!;
      expect(mine.summary).toBe('Session with A.K.V.');
      expect(mine.tzid).toBe('Asia/Kolkata');
      expect(mine.status).toBe('CONFIRMED');
      expect(mine.description ?? '').toBe('');
      expect(mine.location ?? '').toBe('');
      const [row] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, upcoming));
      // iCalendar keeps whole seconds.
      expect(mine.start.slice(0, 19)).toBe(row!.startsAt.toISOString().slice(0, 19));

      // A reschedule and a cancellation show on the next fetch.
      const moved = addDays(row!.startsAt, 1);
      await app.ctx.db
        .update(appointments)
        .set({ startsAt: moved, endsAt: addHours(moved, 1), updatedAt: addHours(new Date(), 1) })
        .where(eq(appointments.id, upcoming));
      const afterMove = parseIcs((await call(app, 'GET', feedPath(url))).text).find(
        (e) => e.uid === `${upcoming}@sahaj`,
      )!;
      expect(afterMove.start.slice(0, 19)).toBe(moved.toISOString().slice(0, 19));
      expect(afterMove.sequence).toBeGreaterThan(mine.sequence);
      // An extension moves the end.
      await app.ctx.db
        .update(appointments)
        .set({ endsAt: addHours(moved, 2), updatedAt: addHours(new Date(), 1.5) })
        .where(eq(appointments.id, upcoming));
      const afterExtend = parseIcs((await call(app, 'GET', feedPath(url))).text).find(
        (e) => e.uid === `${upcoming}@sahaj`,
      )!;
      expect(afterExtend.end.slice(0, 19)).toBe(addHours(moved, 2).toISOString().slice(0, 19));
      expect(afterExtend.sequence).toBeGreaterThan(afterMove.sequence);
      await app.ctx.db
        .update(appointments)
        .set({ status: 'cancelled', updatedAt: addHours(new Date(), 2) })
        .where(eq(appointments.id, upcoming));
      const afterCancel = parseIcs((await call(app, 'GET', feedPath(url))).text).find(
        (e) => e.uid === `${upcoming}@sahaj`,
      )!;
      expect(afterCancel.status).toBe('CANCELLED');
      await app.ctx.db.update(appointments).set({ status: 'upcoming' }).where(eq(appointments.id, upcoming));

      expect((await call(app, 'GET', '/provider/appointments/calendar-sync', doc.token)).body.data.active).toBe(true);
      const reissued = await call(app, 'POST', '/provider/appointments/calendar-sync', doc.token);
      expect(reissued.body.data.url).not.toBe(url);
      expect((await call(app, 'GET', feedPath(url))).status).toBe(404);
      expect((await call(app, 'GET', feedPath(reissued.body.data.url))).status).toBe(200);
      expect((await call(app, 'PATCH', '/provider/appointments/remove-calendar-sync', doc.token)).status).toBe(200);
      expect((await call(app, 'GET', feedPath(reissued.body.data.url))).status).toBe(404);
      expect((await call(app, 'PATCH', '/provider/appointments/remove-calendar-sync', doc.token)).status).toBe(404);
      expect((await call(app, 'GET', `/calendar-feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    });

    it('the patient gets the same for their own sessions', async () => {
      const issued = await call(app, 'POST', '/patient/calendar-sync', pat.token);
      expect(issued.status).toBe(200);
      const events = parseIcs((await call(app, 'GET', feedPath(issued.body.data.url))).text);
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((e) => /^(Cancelled: )?Sahaj session \(/.test(e.summary))).toBe(true);
      expect(events.map((e) => e.summary).join(' ')).not.toMatch(/Rohan|Mehta/);
      expect((await call(app, 'PATCH', '/patient/remove-calendar-sync', pat.token)).status).toBe(200);
    });
  });
});
