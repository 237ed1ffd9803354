import { MSG, type WorkProfile } from '@sahaj/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oauthIdentities,
  therapistBankAccounts,
  therapistEducation,
  therapistTreatments,
  uploadedFiles,
  users,
} from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { completeWizard, goodBank, image, largePng, newTherapist, upload } from './test-helpers';

const WP = '/api/v1/provider/work-profile';
type Reply<T = Record<string, unknown>> = { status: boolean; data: T & { message?: string; page?: number } };

describe('therapist work profile API', () => {
  let app: FastifyInstance;
  const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload: payload as object } : {}),
    });
  const profileOf = async (token: string) => body<Reply<WorkProfile>>(await call('GET', WP, token)).data;
  const message = (res: { body: string }) => body(res).data.message;
  const specialityIds = async () =>
    body<Reply<{ specialities: Array<{ _id: string }> }>>(
      await app.inject('/api/v1/public/specialities'),
    ).data.specialities.map((s) => s._id);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('access', () => {
    const therapistCalls: Array<[string, string, unknown?]> = [
      ['GET', WP],
      ['PATCH', `${WP}/basic-info`, { name: 'X', gender: 'Male', dob: '1990-01-01' }],
      ['PATCH', `${WP}/extra-info`, { educationalDetails: { instituteName: 'a' } }],
      ['PATCH', WP, { consultationFee: 100 }],
      ['GET', `${WP}/bank-details`],
      ['GET', '/api/v1/provider/treatments'],
      ['POST', '/api/v1/provider/treatments', { treatmentName: 'A', treatmentPrice: 1 }],
      ['PATCH', '/api/v1/provider/treatments', { treatmentId: crypto.randomUUID(), treatmentPrice: 1 }],
      ['DELETE', `/api/v1/provider/treatments?treatmentId=${crypto.randomUUID()}`],
    ];
    it.each(therapistCalls)('%s %s refuses a patient (403) and no token (401)', async (method, url, payload) => {
      const patient = await createUserWithToken(app, { userType: 'patient' });
      const res = await call(method as 'GET', url, patient.token, payload);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(MSG.forbidden);
      expect((await call(method as 'GET', url, undefined, payload)).statusCode).toBe(401);
    });
    it('upload refuses a patient', async () => {
      const patient = await createUserWithToken(app, { userType: 'patient' });
      const res = await upload(
        app,
        patient.token,
        { type: 'profile_pic' },
        { name: 'a.png', type: 'image/png', bytes: await image(200, 200) },
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('page 1: basic info', () => {
    it('reads a fresh profile', async () => {
      const t = await newTherapist(app);
      const res = await call('GET', WP, t.token);
      expect(res.statusCode).toBe(200);
      const p = body<Reply<WorkProfile>>(res).data;
      expect(p).toMatchObject({
        status: 'pending',
        page: 0,
        educationalDetails: [],
        hiddenFields: ['dob', 'timeZone'],
        accountDetails: null,
        isExternalSignIn: false,
        rejectionReason: null,
      });
    });

    it.each([
      [{ name: 'Ravi', dob: '1990-01-01' }, MSG.selectGender],
      [{ gender: 'Male', dob: '1990-01-01' }, MSG.fullNameRequired],
      [{ gender: 'Male', name: '  ', dob: '1990-01-01' }, MSG.fullNameRequired],
      [{ gender: 'Male', name: 'Ravi' }, MSG.dobRequired],
      [{ gender: 'Male', name: 'Ravi', dob: '12-04-1990' }, MSG.dobRequired],
      // Issue 10 #6: the one age rule, 18 to 120 (a therapist born 2015 was accepted).
      [{ gender: 'Male', name: 'Ravi', dob: '2999-01-01' }, MSG.onboardingAgeRange],
      [{ gender: 'Male', name: 'Ravi', dob: '1900-01-01' }, MSG.onboardingAgeRange],
      [{ gender: 'Male', name: 'Ravi', dob: '2015-01-01' }, MSG.onboardingAgeRange],
      // Issue 10 #6 and #8: one name rule with messages that name the problem.
      [{ gender: 'Male', name: 'Dr Ananya 🌸', dob: '1990-01-01' }, MSG.onboardingNameAlphabets],
      [{ gender: 'Male', name: 'A', dob: '1990-01-01' }, MSG.nameTooShort],
      [{ gender: 'Male', name: 'Ravi  Kumar', dob: '1990-01-01' }, MSG.nameDoubleSpace],
      [{ gender: 'Male', name: 'R'.repeat(101), dob: '1990-01-01' }, MSG.nameTooLong],
      [{ gender: 'Male', name: 'Ravi', dob: '1990-01-01', email: 'no-at-sign' }, MSG.wizardInvalidEmail],
      [{ gender: 'Male', name: 'Ravi', dob: '1990-01-01', email: '' }, MSG.profileEmailRequired],
      [{ gender: 'Male', name: 'Ravi', dob: '1990-01-01', password: 'short' }, MSG.profilePasswordRule],
      [{ gender: 'Male', name: 'Ravi', dob: '1990-01-01', password: 'abcdefgh' }, MSG.profilePasswordRule],
      [
        { gender: 'Male', name: 'Ravi', dob: '1990-01-01', address: { latitude: '22.5', longitude: '88.3° E' } },
        MSG.invalidCoordinates,
      ],
    ])('refuses %j with the page message', async (payload, expected) => {
      const t = await newTherapist(app);
      const res = await call('PATCH', `${WP}/basic-info`, t.token, payload);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(expected);
      expect((await profileOf(t.token)).page).toBe(0);
    });

    it('saves, derives place and time zone from the coordinates, and advances to page 1', async () => {
      const t = await newTherapist(app);
      const res = await call('PATCH', `${WP}/basic-info`, t.token, {
        name: 'Kavya Menon',
        gender: 'Female',
        dob: '1988-04-12T00:00:00.000Z',
        aboutYou: 'Hello',
        email: 'Kavya.Menon@Example.com',
        password: 'Strong1pass',
        currentPassword: 'Therapist1pass',
        hiddenFields: ['timeZone'],
        address: { latitude: '19.0760° N', longitude: '72.8777° E' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toMatchObject({ message: 'Updated basic info successfully', page: 1, status: 'pending' });
      const p = await profileOf(t.token);
      expect(p).toMatchObject({
        name: 'Kavya Menon',
        gender: 'Female',
        dob: '1988-04-12',
        aboutYou: 'Hello',
        email: 'kavya.menon@example.com',
        hasPassword: true,
        hiddenFields: ['timeZone'],
        timeZone: 'Asia/Kolkata',
        address: { latitude: '19.0760° N', longitude: '72.8777° E' },
      });
      expect(p.address?.location).toContain('India');
      const [row] = await app.ctx.db.select().from(users).where(eq(users.id, t.id));
      expect(await app.ctx.passwords.verify(row!.passwordHash, 'Strong1pass')).toBe(true);
    });

    it('needs an e-mail and a password while the account has none (not for external sign-in)', async () => {
      const bare = await createUserWithToken(app, { userType: 'doctor', status: 'pending', email: null });
      const basics = { name: 'Ravi', gender: 'Male', dob: '1990-01-01' };
      expect(message(await call('PATCH', `${WP}/basic-info`, bare.token, basics))).toBe(MSG.profileEmailRequired);
      expect(
        message(await call('PATCH', `${WP}/basic-info`, bare.token, { ...basics, email: 'bare@example.com' })),
      ).toBe(MSG.profilePasswordRequired);
      const ok = await call('PATCH', `${WP}/basic-info`, bare.token, {
        ...basics,
        email: 'bare@example.com',
        password: 'Secret12',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      // later edits may leave them out
      expect((await call('PATCH', `${WP}/basic-info`, bare.token, basics)).statusCode).toBe(200);

      const external = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      await app.ctx.db
        .insert(oauthIdentities)
        .values({ userId: external.id, userType: 'doctor', provider: 'google', subject: `g-${external.id}` });
      const ext = await call('PATCH', `${WP}/basic-info`, external.token, basics);
      expect(ext.statusCode, ext.body).toBe(200);
      expect((await profileOf(external.token)).isExternalSignIn).toBe(true);
    });

    it("refuses another therapist's e-mail (409)", async () => {
      const a = await newTherapist(app);
      const b = await newTherapist(app);
      const res = await call('PATCH', `${WP}/basic-info`, b.token, {
        name: 'Bina',
        gender: 'Male',
        dob: '1990-01-01',
        email: a.email,
      });
      expect(res.statusCode).toBe(409);
      expect(message(res)).toBe(MSG.profileEmailTaken);
      expect(body(res).data.field).toBe('email');
    });
  });

  describe('uploads', () => {
    it('stores an avatar under a server-made name and serves it only to the owner, admins and signed links', async () => {
      const t = await newTherapist(app);
      const other = await newTherapist(app);
      const admin = await createUserWithToken(app, { userType: 'admin' });
      const res = await upload(
        app,
        t.token,
        { type: 'profile_pic' },
        { name: '../../evil.png', type: 'image/png', bytes: await image(150, 160) },
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = body<Reply<{ url: string; documentId: string; fileName: string }>>(res).data;
      expect(data.fileName).toBe('evil.png');
      const [row] = await app.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, data.documentId));
      expect(row!.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      expect((await profileOf(t.token)).profilePic).toMatch(new RegExp(`/api/v1/files/${data.documentId}\\?exp=`));

      const path = `/api/v1/files/${data.documentId}`;
      const signed = await app.inject(data.url);
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-type']).toBe('image/png');
      expect((await app.inject({ url: path, headers: bearer(t.token) })).statusCode).toBe(200);
      expect((await app.inject({ url: path, headers: bearer(admin.token) })).statusCode).toBe(200);
      expect((await app.inject({ url: path, headers: bearer(other.token) })).statusCode).toBe(404);
      expect((await app.inject(path)).statusCode).toBe(401);
      expect((await app.inject(data.url.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);
      const exp = Number(/exp=(\d+)/.exec(data.url)![1]);
      expect((await app.inject(data.url.replace(`exp=${exp}`, `exp=${exp + 3600}`))).statusCode).toBe(403);
    });

    it('refuses a too-large avatar', async () => {
      const t = await newTherapist(app);
      const bytes = await largePng();
      expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
      const res = await upload(app, t.token, { type: 'profile_pic' }, { name: 'big.png', type: 'image/png', bytes });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(MSG.avatarTooLarge);
    });

    it('refuses a renamed non-image as avatar', async () => {
      const t = await newTherapist(app);
      const res = await upload(
        app,
        t.token,
        { type: 'profile_pic' },
        {
          name: 'photo.png',
          type: 'image/png',
          bytes: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'.repeat(50)),
        },
      );
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(MSG.avatarNotImage);
    });

    it('refuses a file with image magic bytes that does not decode', async () => {
      const t = await newTherapist(app);
      const png = await image(200, 200);
      const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(500, 7)]);
      const res = await upload(
        app,
        t.token,
        { type: 'profile_pic' },
        { name: 'a.png', type: 'image/png', bytes: broken },
      );
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(MSG.avatarNotImage);
    });

    it('refuses a 100×100 avatar, and one 149 px high', async () => {
      const t = await newTherapist(app);
      for (const [w, h] of [
        [100, 100],
        [400, 149],
      ] as const) {
        const res = await upload(
          app,
          t.token,
          { type: 'profile_pic' },
          { name: 'a.png', type: 'image/png', bytes: await image(w, h) },
        );
        expect(res.statusCode).toBe(400);
        expect(message(res)).toBe(MSG.avatarTooSmall);
      }
      expect((await profileOf(t.token)).profilePic).toBeNull();
    });

    it('documents: JPEG, PNG or PDF only, under 2MB, checked by content', async () => {
      const t = await newTherapist(app);
      const webp = await upload(
        app,
        t.token,
        { type: 'educationalDetails' },
        { name: 'd.png', type: 'image/png', bytes: await image(300, 300, 'webp') },
      );
      expect(message(webp)).toBe(MSG.certificateType);
      // Certificates are usually PDFs (issue 20 #9): a real one is kept as sent; a cut-off one is refused.
      const pdfBytes = Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
        'latin1',
      );
      const pdf = await upload(
        app,
        t.token,
        { type: 'experienceDetails' },
        { name: 'letter.pdf', type: 'application/pdf', bytes: pdfBytes },
      );
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(body(pdf).data.fileName).toMatch(/\.pdf$/);
      const cut = await upload(
        app,
        t.token,
        { type: 'medicalLicences' },
        { name: 'licence.pdf', type: 'application/pdf', bytes: pdfBytes.subarray(0, 40) },
      );
      expect(message(cut)).toBe(MSG.certificateType);
      const text = await upload(
        app,
        t.token,
        { type: 'experienceDetails' },
        { name: 'd.jpg', type: 'image/jpeg', bytes: Buffer.from('hello world '.repeat(100)) },
      );
      expect(message(text)).toBe(MSG.certificateType);
      const big = await upload(
        app,
        t.token,
        { type: 'medicalLicences' },
        { name: 'd.png', type: 'image/png', bytes: await largePng() },
      );
      expect(big.statusCode).toBe(400);
      expect(message(big)).toBe(MSG.documentTooLarge);
      // a small scan is fine for documents (no minimum size)
      const ok = await upload(
        app,
        t.token,
        { type: 'educationalDetails' },
        { name: 'scan.jpg', type: 'image/jpeg', bytes: await image(100, 60, 'jpeg') },
      );
      expect(ok.statusCode, ok.body).toBe(200);
      expect(body(ok).data.fileId).toBeNull();
    });

    it('limits uploads to 30 a minute per session', async () => {
      const t = await newTherapist(app);
      const junk = { name: 'a.png', type: 'image/png', bytes: Buffer.from('not an image') };
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) codes.push((await upload(app, t.token, { type: 'profile_pic' }, junk)).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
      expect(codes[30]).toBe(429);
      const other = await newTherapist(app);
      expect((await upload(app, other.token, { type: 'profile_pic' }, junk)).statusCode).toBe(400);
    });

    it('removes uploads never attached to an entry a day later', async () => {
      const t = await newTherapist(app);
      const png = { name: 'a.png', type: 'image/png', bytes: await image(200, 200) };
      const forgotten = body<Reply<{ documentId: string }>>(
        await upload(app, t.token, { type: 'educationalDetails' }, png),
      ).data.documentId;
      const fresh = body<Reply<{ documentId: string }>>(await upload(app, t.token, { type: 'educationalDetails' }, png))
        .data.documentId;
      await app.ctx.db
        .update(uploadedFiles)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(uploadedFiles.id, forgotten));
      await upload(app, t.token, { type: 'profile_pic' }, png);
      const left = (await app.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, t.id))).map(
        (f) => f.id,
      );
      expect(left).not.toContain(forgotten);
      expect(left).toContain(fresh);
      expect(left).toHaveLength(2);
    });

    it('refuses an unknown type, a missing file, and a fileId of another therapist', async () => {
      const t = await newTherapist(app);
      const other = await newTherapist(app);
      const png = { name: 'a.png', type: 'image/png', bytes: await image(200, 200) };
      expect((await upload(app, t.token, { type: 'cv' }, png)).statusCode).toBe(400);
      expect(message(await upload(app, t.token, { type: 'profile_pic' }))).toBe(MSG.uploadFileRequired);
      const lic = await call('PATCH', `${WP}/extra-info`, t.token, {
        medicalLicencesDetails: { licenceNumber: 'L1', licenceIssuingInstitution: 'RCI' },
      });
      const licId = body(lic).data._id as string;
      const res = await upload(app, other.token, { type: 'medicalLicences', fileId: licId }, png);
      expect(res.statusCode).toBe(404);
      expect((await profileOf(t.token)).medicalLicences[0]!.url).toBeNull();
    });
  });

  describe('page 2: entries', () => {
    const docUrl = async (token: string, type = 'educationalDetails') =>
      body<Reply<{ url: string }>>(
        await upload(
          app,
          token,
          { type },
          { name: 'degree-certificate-2010.png', type: 'image/png', bytes: await image(300, 200) },
        ),
      ).data.url;

    it('adds, edits and deletes an education entry with its document', async () => {
      const t = await newTherapist(app);
      const noDoc = await call('PATCH', `${WP}/extra-info`, t.token, {
        educationalDetails: { instituteName: 'A', instituteAddress: 'B', qualifiction: 'C' },
      });
      expect(noDoc.statusCode).toBe(400);
      expect(message(noDoc)).toBe(MSG.uploadDocument);
      expect(body(noDoc).data.field).toBe('educationalDetails.url');
      const missing = await call('PATCH', `${WP}/extra-info`, t.token, { educationalDetails: { instituteName: 'A' } });
      expect(message(missing)).toBe(MSG.educationDetailsRequired);

      const url = await docUrl(t.token);
      const add = await call('PATCH', `${WP}/extra-info`, t.token, {
        educationalDetails: { instituteName: 'A', instituteAddress: 'B', qualifiction: 'C', url },
        totalWorkExperiance: '4',
      });
      expect(add.statusCode, add.body).toBe(200);
      expect(message(add)).toBe('Added successfully');
      const id = body(add).data._id as string;
      let p = await profileOf(t.token);
      expect(p.educationalDetails).toHaveLength(1);
      expect(p.educationalDetails[0]).toMatchObject({
        _id: id,
        instituteName: 'A',
        qualifiction: 'C',
        fileName: 'degree-certificate-2010.png',
      });
      expect(p.totalWorkExperiance).toBe(4);

      // the same document cannot be used twice
      const reuse = await call('PATCH', `${WP}/extra-info`, t.token, {
        educationalDetails: { instituteName: 'X', instituteAddress: 'Y', qualifiction: 'Z', url },
      });
      expect(message(reuse)).toBe(MSG.uploadDocument);

      const newUrl = await docUrl(t.token);
      const edit = await call('PATCH', `${WP}/extra-info`, t.token, {
        educationalDetails: { _id: id, instituteName: 'A2', instituteAddress: 'B2', qualifiction: 'C2', url: newUrl },
      });
      expect(message(edit)).toBe('Edited succesfully');
      p = await profileOf(t.token);
      expect(p.educationalDetails[0]).toMatchObject({
        _id: id,
        instituteName: 'A2',
        url: expect.stringContaining(/files\/([^?]+)/.exec(newUrl)![1]!),
      });
      // the replaced document is gone
      const oldId = /files\/([^?]+)/.exec(url)![1]!;
      expect(await app.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, oldId))).toHaveLength(0);

      const del = await call('PATCH', `${WP}/extra-info`, t.token, {
        educationalDetails: {
          _id: id,
          instituteName: 'A2',
          instituteAddress: 'B2',
          qualifiction: 'C2',
          status: 'delete',
        },
      });
      expect(message(del)).toBe('Succesfully deleted data ');
      expect((await profileOf(t.token)).educationalDetails).toHaveLength(0);
    });

    it('experience needs hospital name and address; licence needs number and institution', async () => {
      const t = await newTherapist(app);
      const exp = await call('PATCH', `${WP}/extra-info`, t.token, { experienceDetails: { hospitalName: 'H' } });
      expect(message(exp)).toBe(MSG.hospitalRequired);
      const lic = await call('PATCH', `${WP}/extra-info`, t.token, { medicalLicencesDetails: { licenceNumber: 'L' } });
      expect(message(lic)).toBe(MSG.licenceRequired);
      const none = await call('PATCH', `${WP}/extra-info`, t.token, {});
      expect(message(none)).toBe(MSG.requiredDetails);
      const badPhone = await call('PATCH', `${WP}/extra-info`, t.token, {
        experienceDetails: { hospitalName: 'H', hospitalAddress: 'A', contactNumber: '123' },
      });
      expect(message(badPhone)).toBe(MSG.invalidContactNumber);
    });

    it('a new licence is saved first, then its document is uploaded with fileId', async () => {
      const t = await newTherapist(app);
      const add = await call('PATCH', `${WP}/extra-info`, t.token, {
        medicalLicencesDetails: {
          licenceNumber: 'RCI-1',
          licenceIssuingInstitution: 'RCI',
          licenceExpiryDate: '2031-05-01',
        },
      });
      expect(message(add)).toBe('Added successfully');
      const id = (await profileOf(t.token)).medicalLicences[0]!._id;
      expect(id).toBe(body(add).data._id);
      const up = await upload(
        app,
        t.token,
        { type: 'medicalLicences', fileId: id },
        { name: 'lic.png', type: 'image/png', bytes: await image(300, 300) },
      );
      expect(up.statusCode, up.body).toBe(200);
      expect(body(up).data.fileId).toBe(id);
      const lic = (await profileOf(t.token)).medicalLicences[0]!;
      expect(lic).toMatchObject({ licenceExpiryDate: '2031-05-01', fileName: 'lic.png' });
      expect((await app.inject(lic.url!)).statusCode).toBe(200);
    });

    it('another therapist can neither edit nor delete an entry, nor claim its document', async () => {
      const owner = await newTherapist(app);
      const thief = await newTherapist(app);
      const url = await docUrl(owner.token);
      const add = await call('PATCH', `${WP}/extra-info`, owner.token, {
        educationalDetails: { instituteName: 'A', instituteAddress: 'B', qualifiction: 'C', url },
      });
      const id = body(add).data._id as string;
      const edit = await call('PATCH', `${WP}/extra-info`, thief.token, {
        educationalDetails: { _id: id, instituteName: 'Hacked', instituteAddress: 'B', qualifiction: 'C' },
      });
      expect(edit.statusCode).toBe(404);
      const del = await call('PATCH', `${WP}/extra-info`, thief.token, {
        educationalDetails: { _id: id, status: 'delete' },
      });
      expect(del.statusCode).toBe(404);
      const [row] = await app.ctx.db.select().from(therapistEducation).where(eq(therapistEducation.id, id));
      expect(row!.instituteName).toBe('A');
      const url2 = await docUrl(owner.token);
      const claim = await call('PATCH', `${WP}/extra-info`, thief.token, {
        educationalDetails: { instituteName: 'A', instituteAddress: 'B', qualifiction: 'C', url: url2 },
      });
      expect(message(claim)).toBe(MSG.uploadDocument);
    });

    it('keeps at most 20 entries per list', async () => {
      const t = await newTherapist(app);
      for (let i = 0; i < 20; i++) {
        const res = await call('PATCH', `${WP}/extra-info`, t.token, {
          medicalLicencesDetails: { licenceNumber: `L${i}`, licenceIssuingInstitution: 'RCI' },
        });
        expect(res.statusCode).toBe(200);
      }
      const res = await call('PATCH', `${WP}/extra-info`, t.token, {
        medicalLicencesDetails: { licenceNumber: 'L21', licenceIssuingInstitution: 'RCI' },
      });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(MSG.entryLimit);
    });

    // Issue 9 #7: on PostgreSQL 30 parallel adds stored 30 licences against a limit of 20.
    it('keeps at most 20 entries per list under 30 parallel adds', async () => {
      const t = await newTherapist(app);
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call('PATCH', `${WP}/extra-info`, t.token, {
            medicalLicencesDetails: { licenceNumber: `P${i}`, licenceIssuingInstitution: 'RCI' },
          }),
        ),
      );
      const codes = replies.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(20);
      expect(codes.filter((c) => c === 400)).toHaveLength(10);
      expect((await profileOf(t.token)).medicalLicences).toHaveLength(20);
    });

    it('refuses more years of experience than the age allows, by the field (issue 20 #9)', async () => {
      const t = await newTherapist(app);
      const basic = await call('PATCH', `${WP}/basic-info`, t.token, {
        name: 'Ravi Rao',
        gender: 'Male',
        dob: '1988-05-01',
      });
      expect(basic.statusCode, basic.body).toBe(200);
      const licence = { licenceNumber: 'RCI-1', licenceIssuingInstitution: 'RCI' };
      const tooMany = await call('PATCH', `${WP}/extra-info`, t.token, {
        medicalLicencesDetails: licence,
        totalWorkExperiance: 75,
      });
      expect(tooMany.statusCode).toBe(400);
      expect(message(tooMany)).toBe(MSG.experienceOverAge);
      expect(body(tooMany).data.field).toBe('totalWorkExperiance');
      const fine = await call('PATCH', `${WP}/extra-info`, t.token, {
        medicalLicencesDetails: licence,
        totalWorkExperiance: 12,
      });
      expect(fine.statusCode, fine.body).toBe(200);
    });

    it('continuing page 2 needs education and experience', async () => {
      const t = await newTherapist(app);
      const res = await call('PATCH', WP, t.token, { totalWorkExperiance: '5' });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(MSG.educationAndExperienceRequired);
      const bad = await call('PATCH', WP, t.token, { totalWorkExperiance: 'five' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('pages 3 to 5', () => {
    it('services: messages, unknown values, save and read back', async () => {
      const t = await newTherapist(app);
      const ids = await specialityIds();
      const good = { professionalTitle: 'T', specialization: ids.slice(0, 1), languagesKnown: ['English'] };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ professionalTitle: '' }, MSG.professionalTitleRequired],
        [{ languagesKnown: [] }, 'Please select at least one language  to continue.'],
        // Issue 10 #5: missing specialities say so (the spec's one message named only languages).
        [{ specialization: [] }, MSG.selectSpeciality],
        [{ specialization: [crypto.randomUUID()] }, MSG.unknownSpeciality],
        [{ languagesKnown: ['Klingon'] }, MSG.unknownLanguage],
      ];
      for (const [patch, expected] of cases) {
        expect(message(await call('PATCH', WP, t.token, { ...good, ...patch }))).toBe(expected);
      }
      const ok = await call('PATCH', WP, t.token, {
        professionalTitle: 'Counsellor',
        specialization: ids.slice(0, 3),
        languagesKnown: ['tamil', 'English'],
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(body(ok).data).toMatchObject({ page: 3, status: 'pending' });
      const p = await profileOf(t.token);
      expect(p.professionalTitle).toBe('Counsellor');
      expect(p.languagesKnown).toEqual(['English', 'Tamil']);
      expect(p.specialization.map((s) => s._id).sort()).toEqual(ids.slice(0, 3).sort());
    });

    it('pricing: whole numbers only, currency fixed', async () => {
      const t = await newTherapist(app);
      const empty = await call('PATCH', WP, t.token, { consultationFee: '' });
      expect(empty.statusCode).toBe(400);
      expect(message(empty)).toBe(MSG.fillPrice);
      // Issue 10 #1: never reinterpreted ('1,500.50' was stored as 150050, '-200' as 200).
      for (const fee of ['12.5', -1, 'abc', '1,500.50', '-200', '1e3']) {
        const res = await call('PATCH', WP, t.token, { consultationFee: fee });
        expect(res.statusCode).toBe(400);
        expect(message(res)).toBe(MSG.wholeRupees);
      }
      expect((await profileOf(t.token)).consultationFee).toBeNull();
      const free = await call('PATCH', WP, t.token, { consultationFee: 0 });
      expect(free.statusCode).toBe(200);
      expect((await profileOf(t.token)).consultationFee).toBe(0);
      const usd = await call('PATCH', WP, t.token, { consultationFee: 100, currency: 'USD' });
      expect(usd.statusCode).toBe(400);
      expect(message(usd)).toBe(MSG.currencyFixed);
      expect(body(usd).data.field).toBe('currency');
      const ok = await call('PATCH', WP, t.token, { consultationFee: '1200', currency: 'INR' });
      expect(body(ok).data.page).toBe(5);
      expect((await profileOf(t.token)).consultationFee).toBe(1200);
    });

    it('an empty body names no form', async () => {
      const t = await newTherapist(app);
      expect(message(await call('PATCH', WP, t.token, {}))).toBe(MSG.formReferenceMissing);
    });
  });

  describe('page 6: bank details and submission', () => {
    it('refuses an incomplete profile, naming the first missing page', async () => {
      const t = await newTherapist(app);
      await call('PATCH', `${WP}/basic-info`, t.token, { name: 'Ravi', gender: 'Male', dob: '1990-01-01' });
      const res = await call('PATCH', WP, t.token, { accountDetails: goodBank });
      expect(res.statusCode).toBe(400);
      expect(body(res).data).toMatchObject({ message: MSG.educationAndExperienceRequired, page: 2 });
      expect((await profileOf(t.token)).accountDetails).toBeNull();
    });

    it('validates the fields', async () => {
      const t = await newTherapist(app);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ accountNumber: '1234-5678' }, MSG.onlyNumberAllowed],
        [{ accountNumber: '' }, MSG.accountNumberRequired],
        [{ bankName: '' }, MSG.bankNameRequired],
        [{ ifsc: '' }, MSG.ifscRequired],
        [{ city: '' }, MSG.cityRequired],
        [{ stateCode: 'ZZ' }, MSG.invalidBankLocation],
        [{ city: 'Atlantis' }, MSG.invalidBankLocation],
      ];
      for (const [patch, expected] of cases) {
        const res = await call('PATCH', WP, t.token, { accountDetails: { ...goodBank, ...patch } });
        expect(res.statusCode).toBe(400);
        expect(message(res)).toBe(expected);
      }
    });

    it('completes the wizard: encrypted at rest, masked on read, full on the edit form, waiting for approval', async () => {
      const t = await newTherapist(app);
      const { done } = await completeWizard(app, t.token);
      expect(done).toMatchObject({ page: 6, status: 'waiting for approval' });
      const [raw] = await app.ctx.db.select().from(therapistBankAccounts).where(eq(therapistBankAccounts.userId, t.id));
      expect(raw!.accountNumberEncrypted).toMatch(/^v1:/);
      expect(raw!.accountNumberEncrypted).not.toContain(goodBank.accountNumber);
      expect(JSON.stringify(raw)).not.toContain(goodBank.accountNumber);
      expect(app.ctx.encryption.decrypt(raw!.accountNumberEncrypted)).toBe(goodBank.accountNumber);
      const p = await profileOf(t.token);
      expect(p.accountDetails).toMatchObject({
        accountNumber: 'XXXXXXXXXX6789',
        ifsc: 'HDFC0000123',
        country: 'India',
        countryCode: 'IN',
        timeZone: 'Asia/Kolkata',
      });
      expect(JSON.stringify(p)).not.toContain(goodBank.accountNumber);
      const edit = body<Reply<{ accountDetails: { accountNumber: string } }>>(
        await call('GET', `${WP}/bank-details`, t.token),
      ).data;
      expect(edit.accountDetails.accountNumber).toBe(goodBank.accountNumber);
      expect(p.submittedAt).not.toBeNull();
      // another therapist's edit form is their own (empty), never this one
      const other = await newTherapist(app);
      expect(body(await call('GET', `${WP}/bank-details`, other.token)).data.accountDetails).toBeNull();
    });

    it('timeZone is the first zone of the chosen country', async () => {
      const t = await newTherapist(app);
      await completeWizard(app, t.token);
      await call('PATCH', WP, t.token, {
        accountDetails: {
          ...goodBank,
          country: 'United States',
          countryCode: 'US',
          state: 'New York',
          stateCode: 'NY',
          city: 'New York City',
        },
      });
      const p = await profileOf(t.token);
      expect(p.accountDetails).toMatchObject({ countryCode: 'US', timeZone: 'America/Adak' });
      expect(p.status).toBe('waiting for approval');
    });
  });

  describe('treatments', () => {
    it('adds, lists, updates and deletes; refuses duplicates and bad prices', async () => {
      const t = await newTherapist(app);
      const T = '/api/v1/provider/treatments';
      expect(message(await call('POST', T, t.token, { treatmentName: '', treatmentPrice: 100 }))).toBe(
        MSG.fillAllFieldsBeforeAdding,
      );
      expect(message(await call('POST', T, t.token, { treatmentName: 'Anxiety' }))).toBe(MSG.fillAllFieldsBeforeAdding);
      expect(message(await call('POST', T, t.token, { treatmentName: 'Anxiety', treatmentPrice: 10.5 }))).toBe(
        MSG.wholeRupees,
      );
      await call('PATCH', WP, t.token, {
        timeSlot: [{ day: 'Monday', startTime: '10:00', endTime: '11:00' }],
        consultationDuration: 30,
      });
      const add = await call('POST', T, t.token, { treatmentName: 'Anxiety', treatmentPrice: '800' });
      expect(add.statusCode, add.body).toBe(200);
      expect(message(add)).toBe('Added treatment successfully');
      const treatment = body<Reply<{ treatment: { _id: string } }>>(add).data.treatment;
      expect(treatment).toMatchObject({
        treatmentName: 'Anxiety',
        treatmentPrice: 800,
        currency: 'INR',
        normalizedTreatmentFee: 1600,
      });
      const dup = await call('POST', T, t.token, { treatmentName: 'anxiety', treatmentPrice: 1 });
      expect(dup.statusCode).toBe(409);
      expect(message(dup)).toBe(MSG.treatmentExists);
      const list = body<Reply<{ treatments: unknown[] }>>(await call('GET', T, t.token)).data.treatments;
      expect(list).toHaveLength(1);
      const upd = await call('PATCH', T, t.token, { treatmentId: treatment._id, treatmentPrice: 900 });
      expect(body(upd).data.treatment).toMatchObject({ treatmentPrice: 900 });

      const other = await newTherapist(app);
      expect((await call('PATCH', T, other.token, { treatmentId: treatment._id, treatmentPrice: 1 })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `${T}?treatmentId=${treatment._id}`, other.token)).statusCode).toBe(404);
      expect(body<Reply<{ treatments: unknown[] }>>(await call('GET', T, other.token)).data.treatments).toHaveLength(0);
      const [row] = await app.ctx.db
        .select()
        .from(therapistTreatments)
        .where(eq(therapistTreatments.id, treatment._id));
      expect(row!.priceMinor).toBe(90000);

      const del = await call('DELETE', `${T}?treatmentId=${treatment._id}`, t.token);
      expect(message(del)).toBe('Deleted treatment successfully');
      expect(body<Reply<{ treatments: unknown[] }>>(await call('GET', T, t.token)).data.treatments).toHaveLength(0);
      expect((await call('DELETE', `${T}?treatmentId=${treatment._id}`, t.token)).statusCode).toBe(404);
    });
  });

  it('documents every route in OpenAPI', async () => {
    const doc = body<{ paths: Record<string, Record<string, unknown>> }>(await app.inject('/api/docs/json'));
    for (const [path, method] of [
      ['/api/v1/provider/work-profile', 'get'],
      ['/api/v1/provider/work-profile', 'patch'],
      ['/api/v1/provider/work-profile/basic-info', 'patch'],
      ['/api/v1/provider/work-profile/extra-info', 'patch'],
      ['/api/v1/provider/work-profile/bank-details', 'get'],
      ['/api/v1/provider/upload-file', 'post'],
      ['/api/v1/provider/treatments', 'delete'],
      ['/api/v1/files/{fileId}', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const upload = doc.paths['/api/v1/provider/upload-file']!.post as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content)).toContain('multipart/form-data');
  });

  describe('demo therapist seed', () => {
    it('has a full approved profile, Monday–Friday 10:00–18:00 in Asia/Kolkata, and seeds once', async () => {
      const { runSeed } = await import('../../db/seed/index');
      const [demo] = await app.ctx.db
        .select()
        .from(users)
        .where(and(eq(users.userType, 'doctor'), eq(users.phone, '+919000000002')));
      expect(demo).toMatchObject({ status: 'active', page: 6, timeZone: 'Asia/Kolkata' });
      const { token } = await app.ctx.tokens.issue({ id: demo!.id, userType: 'doctor' }, { ttlSeconds: 600 });
      const read = async () => body<Reply<WorkProfile>>(await app.inject({ url: WP, headers: bearer(token) })).data;
      const p = await read();
      expect(p.timeSlot).toEqual(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
          day,
          startTime: '10:00',
          endTime: '18:00',
          addBreak: [],
        })),
      );
      expect(p).toMatchObject({
        status: 'active',
        consultationDuration: 60,
        consultationFee: 1500,
        professionalTitle: 'Clinical Psychologist',
      });
      expect(p.educationalDetails).toHaveLength(1);
      expect(p.experienceDetails).toHaveLength(1);
      expect(p.medicalLicences).toHaveLength(1);
      expect(p.languagesKnown.length).toBeGreaterThan(0);
      expect(p.specialization.length).toBeGreaterThan(0);
      expect(p.accountDetails?.accountNumber).toMatch(/^X+7890$/);
      for (const url of [p.profilePic, p.educationalDetails[0]!.url, p.medicalLicences[0]!.url]) {
        expect((await app.inject(url!)).statusCode).toBe(200);
      }
      await runSeed(app.ctx);
      await runSeed(app.ctx);
      const again = await read();
      expect(again.educationalDetails).toHaveLength(1);
      expect(again.timeSlot).toHaveLength(5);
      expect(await app.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, demo!.id))).toHaveLength(
        4,
      );
    });
  });

  describe('document constraints', () => {
    it('two saves racing for one document: exactly one entry gets it', async () => {
      const t = await newTherapist(app);
      const up = await upload(
        app,
        t.token,
        { type: 'educationalDetails' },
        { name: 'd.png', type: 'image/png', bytes: await image(200, 200) },
      );
      const url = body<Reply<{ url: string }>>(up).data.url;
      const save = (n: number) =>
        app.inject({
          method: 'PATCH',
          url: `${WP}/extra-info`,
          headers: bearer(t.token),
          payload: { educationalDetails: { instituteName: `I${n}`, instituteAddress: 'A', qualifiction: 'Q', url } },
        });
      const results = await Promise.all([save(1), save(2), save(3)]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200))
        expect(body(r).data.message).toBe(MSG.uploadDocument);
      const rows = await app.ctx.db.select().from(therapistEducation).where(eq(therapistEducation.userId, t.id));
      expect(rows).toHaveLength(1);
    });
  });
});
