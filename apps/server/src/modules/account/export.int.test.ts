import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthProfiles, healthRecords, notifications, users } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { data, get, patch } from '../auth/auth-test-helpers';
import { approvedTherapist, insertAppointment } from '../booking/test-helpers';
import { readZip } from './zip-reader.test-helper';

/** Issue 15 (export): one ZIP with the patient's data, and nobody else's. */
describe('data export', () => {
  let app: FastifyInstance;
  let relationship: string;
  beforeAll(async () => {
    app = await createTestApp();
    relationship = (data(await get(app, '/public/relationships')).relationships as Array<{ _id: string }>)[0]!._id;
  });
  afterAll(() => app.close());

  async function patientWith(name: string, child: string, secret: string) {
    const p = await createUserWithToken(app, { userType: 'patient', firstName: name, lastName: 'Test' });
    await patch(
      app,
      '/patient/family-members',
      { name: child, relationship, dob: '2013-02-02', gender: 'other' },
      bearer(p.token),
    );
    const key = `2026/02/${crypto.randomUUID()}.pdf`;
    await app.ctx.storage.put(key, Buffer.from(`%PDF-1.4 ${secret}`));
    await app.ctx.db.insert(healthRecords).values({
      patientId: p.id,
      storageKey: key,
      originalName: `${name}-scan.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 20,
    });
    await app.ctx.db.insert(healthProfiles).values({ patientId: p.id, allergies: [secret] });
    await app.ctx.db.insert(notifications).values({ userId: p.id, title: 'Hi', msg: `note ${secret}` });
    return p;
  }

  const download = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/user/account/export', headers: bearer(token) });

  it("streams a ZIP with the patient's profile, family, appointments, health records and their files — nobody else's", async () => {
    const me = await patientWith('Asha', 'Kabir Rao', 'peanut-allergy');
    const other = await patientWith('Bina', 'Zoya Khan', 'other-secret');
    const therapist = await approvedTherapist(app);
    await insertAppointment(app, {
      patientId: me.id,
      therapistId: therapist.id,
      startsAt: new Date('2026-01-10T10:00:00Z'),
      status: 'completed',
    });
    await insertAppointment(app, {
      patientId: other.id,
      therapistId: therapist.id,
      startsAt: new Date('2026-01-11T10:00:00Z'),
      status: 'completed',
    });

    const res = await download(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sahaj-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = readZip(res.rawPayload);
    for (const name of [
      'README.txt',
      'profile.json',
      'appointments.json',
      'family-members.json',
      'messages.ndjson',
      'health/profile.json',
      'health/records.json',
      'medications.json',
      'questionnaires.json',
      'payments.json',
      'notifications.json',
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    const profile = JSON.parse(files.get('profile.json')!.toString());
    expect(profile).toMatchObject({ id: me.id, email: me.email });
    expect(profile.password_hash).toBeUndefined();
    expect(JSON.parse(files.get('family-members.json')!.toString()).map((f: { name: string }) => f.name)).toEqual([
      'Kabir Rao',
    ]);
    expect(JSON.parse(files.get('appointments.json')!.toString())).toHaveLength(1);
    expect(JSON.parse(files.get('health/profile.json')!.toString()).allergies).toEqual(['peanut-allergy']);
    const recordFile = [...files.keys()].find((k) => k.startsWith('health/files/'));
    expect(recordFile).toMatch(/Asha-scan\.pdf$/);
    expect(files.get(recordFile!)!.toString()).toContain('peanut-allergy');

    // Nothing of the other patient anywhere in the archive.
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain('other-secret');
    expect(everything).not.toContain('Zoya Khan');
    expect(everything).not.toContain(other.id);
    expect(everything).not.toContain('storage_key');
  });

  it('patients only; a deleted account cannot export', async () => {
    const doctor = await createUserWithToken(app, { userType: 'doctor' });
    expect((await download(doctor.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/account/export' })).statusCode).toBe(401);
    const me = await createUserWithToken(app, { userType: 'patient' });
    await app.ctx.db.update(users).set({ status: 'deleted' }).where(eq(users.id, me.id));
    expect((await download(me.token)).statusCode).toBe(401);
  });
});
