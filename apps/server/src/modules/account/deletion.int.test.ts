import { randomBytes } from 'node:crypto';
import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import {
  accountProfiles,
  appointments,
  auditLog,
  familyMembers,
  healthProfiles,
  healthRecords,
  notifications,
  payments,
  sessions,
  uploadedFiles,
  users,
} from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { data, get, lastCode, patch, post } from '../auth/auth-test-helpers';
import { approvedTherapist, insertAppointment } from '../booking/test-helpers';
import { ERASURE_PLAN } from './erasure-plan';

/** Issue 15 (deletion): erases what it says, keeps what the law needs, refuses the token afterwards. */
describe('account deletion', () => {
  let app: FastifyInstance;
  let relationship: string;
  beforeAll(async () => {
    app = await createTestApp();
    relationship = (data(await get(app, '/public/relationships')).relationships as Array<{ _id: string }>)[0]!._id;
  });
  afterAll(() => app.close());

  it('every table that refers to a person is classified (erase, keep or custom)', () => {
    const missing: string[] = [];
    for (const t of Object.values(schema)) {
      if (!(t instanceof PgTable)) continue;
      const c = getTableConfig(t);
      const refersToUsers = c.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'users');
      if (refersToUsers && !ERASURE_PLAN[c.name]) missing.push(c.name);
    }
    expect(missing, 'add these tables to modules/account/erasure-plan.ts').toEqual([]);
  });

  /** A patient with something in every place deletion touches, and a second patient who must not be touched. */
  async function patientWithData() {
    const me = await createUserWithToken(app, { userType: 'patient', password: 'Pass-word-1' });
    const other = await app.ctx.tokens.issue({ id: me.id, userType: 'patient' }, { ttlSeconds: 3600 });
    await patch(
      app,
      '/patient/family-members',
      { name: 'Kabir Rao', relationship, dob: '2012-06-01', gender: 'male' },
      bearer(me.token),
    );
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#39c' } })
      .png()
      .toBuffer();
    const boundary = '----del';
    const up = await app.inject({
      method: 'POST',
      url: '/api/v1/user/profile-picture',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { ...bearer(me.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.statusCode).toBe(200);
    const key = `2026/01/${crypto.randomUUID()}.pdf`;
    await app.ctx.storage.put(key, Buffer.from('%PDF-1.4 test'));
    await app.ctx.db.insert(healthRecords).values({
      patientId: me.id,
      storageKey: key,
      originalName: 'report.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 13,
    });
    await app.ctx.db.insert(healthProfiles).values({ patientId: me.id, allergies: ['peanuts'] });
    await app.ctx.db.insert(notifications).values({ userId: me.id, title: 'Hello', msg: 'A note' });
    const therapist = await approvedTherapist(app);
    const past = (
      await insertAppointment(app, {
        patientId: me.id,
        therapistId: therapist.id,
        startsAt: addDays(new Date(), -3),
        status: 'completed',
      })
    ).id;
    const upcoming = (
      await insertAppointment(app, { patientId: me.id, therapistId: therapist.id, startsAt: addDays(new Date(), 3) })
    ).id;
    const [payment] = await app.ctx.db
      .insert(payments)
      .values({
        patientId: me.id,
        therapistId: therapist.id,
        purpose: 'session',
        gateway: 'test',
        transactionId: `txn_${randomBytes(8).toString('hex')}`,
        appointmentId: past,
        scheduleId: past,
        subtotalPaise: 100000,
        totalPaise: 100000,
        status: 'paid',
        paidAt: new Date(),
      } as typeof payments.$inferInsert)
      .returning();
    return { me, otherToken: other.token, key, therapist, past, upcoming, payment: payment! };
  }

  it('with the code: erases the personal data, keeps payments and appointments, anonymises the account, refuses its tokens', async () => {
    const p = await patientWithData();
    const bystander = await createUserWithToken(app, { userType: 'patient' });
    await patch(
      app,
      '/patient/family-members',
      { name: 'Other Kid', relationship, dob: '2014-01-01', gender: 'female' },
      bearer(bystander.token),
    );

    const sent = await post(app, '/user/account/delete-profile/send-verification', {}, bearer(p.me.token));
    expect(sent.statusCode).toBe(200);
    expect(data(sent).message).toBe('Email Sent Successfully');
    const code = await lastCode(app, p.me.email!);
    const wrong = await patch(
      app,
      '/user/account/delete-profile',
      { code: code === '0000' ? '1111' : '0000' },
      bearer(p.me.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect((await app.ctx.db.select().from(users).where(eq(users.id, p.me.id)))[0]!.status).toBe('active');

    const res = await patch(app, '/user/account/delete-profile', { code }, bearer(p.me.token));
    expect(res.statusCode).toBe(200);
    expect(data(res).message).toBe('User Profile Deleted Successfully');

    // Tokens refused (this one and the other session).
    expect((await get(app, '/user/account/status', bearer(p.me.token))).statusCode).toBe(401);
    expect((await get(app, '/user/account/status', bearer(p.otherToken))).statusCode).toBe(401);
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, p.me.id))).toHaveLength(0);

    // The account row is anonymised, never deleted.
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, p.me.id));
    expect(row).toMatchObject({
      status: 'deleted',
      email: null,
      phone: null,
      passwordHash: null,
      firstName: null,
      lastName: null,
      dob: null,
      gender: null,
    });

    // Erased.
    expect(await app.ctx.db.select().from(familyMembers).where(eq(familyMembers.patientId, p.me.id))).toHaveLength(0);
    expect(await app.ctx.db.select().from(healthRecords).where(eq(healthRecords.patientId, p.me.id))).toHaveLength(0);
    expect(await app.ctx.db.select().from(healthProfiles).where(eq(healthProfiles.patientId, p.me.id))).toHaveLength(0);
    expect(await app.ctx.db.select().from(notifications).where(eq(notifications.userId, p.me.id))).toHaveLength(0);
    expect(await app.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, p.me.id))).toHaveLength(0);
    expect(await app.ctx.storage.get(p.key)).toBeUndefined();
    const [profile] = await app.ctx.db.select().from(accountProfiles).where(eq(accountProfiles.userId, p.me.id));
    expect(profile?.profilePicFileId).toBeNull();
    expect(profile?.deletedAt).not.toBeNull();

    // Kept: the payment and the appointments (the upcoming one cancelled).
    expect(await app.ctx.db.select().from(payments).where(eq(payments.id, p.payment.id))).toHaveLength(1);
    const [past] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, p.past));
    expect(past?.patientId).toBe(p.me.id);
    const [upcoming] = await app.ctx.db.select().from(appointments).where(eq(appointments.id, p.upcoming));
    expect(upcoming).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'patient',
      cancellationReason: 'Account deleted',
    });
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, p.me.id));
    expect(audit.map((a) => a.action)).toContain('account.deleted');

    // The bystander is untouched.
    expect(data(await get(app, '/patient/family-members', bearer(bystander.token))).count).toBe(1);
    expect((await get(app, '/user/account/status', bearer(bystander.token))).statusCode).toBe(200);

    // The same e-mail can sign up again (the address was freed).
    expect(await app.ctx.db.select().from(users).where(eq(users.email, p.me.email!))).toHaveLength(0);
  });

  it("another patient's code does not delete me; a code for one account is useless to another", async () => {
    const a = await createUserWithToken(app, { userType: 'patient' });
    const b = await createUserWithToken(app, { userType: 'patient' });
    await post(app, '/user/account/delete-profile/send-verification', {}, bearer(a.token));
    const code = await lastCode(app, a.email!);
    const res = await patch(app, '/user/account/delete-profile', { code }, bearer(b.token));
    expect(res.statusCode).toBe(400);
    expect((await get(app, '/user/account/status', bearer(a.token))).statusCode).toBe(200);
    expect((await get(app, '/user/account/status', bearer(b.token))).statusCode).toBe(200);
  });

  it('a therapist can delete their account too: the work profile goes, the listing with it', async () => {
    const t = await approvedTherapist(app);
    await post(app, '/user/account/delete-profile/send-verification', {}, bearer(t.token));
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, t.id));
    const code = await lastCode(app, row!.email ?? row!.phone!);
    expect((await patch(app, '/user/account/delete-profile', { code }, bearer(t.token))).statusCode).toBe(200);
    const viewer = await createUserWithToken(app, { userType: 'patient' });
    expect((await get(app, `/user/provider/${t.id}`, bearer(viewer.token))).statusCode).toBe(404);
  });

  it('PATCH /admin/dev/delete-account: instant in development, own account only unless admin', async () => {
    const me = await createUserWithToken(app, { userType: 'patient' });
    const victim = await createUserWithToken(app, { userType: 'patient' });
    const refused = await patch(app, '/admin/dev/delete-account', { userId: victim.id }, bearer(me.token));
    expect(refused.statusCode).toBe(403);
    expect((await get(app, '/user/account/status', bearer(victim.token))).statusCode).toBe(200);
    expect((await patch(app, '/admin/dev/delete-account', {}, bearer(me.token))).statusCode).toBe(400);
    const res = await patch(app, '/admin/dev/delete-account', { userId: me.id }, bearer(me.token));
    expect(res.statusCode).toBe(200);
    expect(data(res).message).toBe(MSG.deletionDone);
    expect((await get(app, '/user/account/status', bearer(me.token))).statusCode).toBe(401);
    const admin = await createUserWithToken(app, { userType: 'admin', email: `adm${Date.now()}@example.com` });
    expect((await patch(app, '/admin/dev/delete-account', { userId: victim.id }, bearer(admin.token))).statusCode).toBe(
      200,
    );
    expect((await get(app, '/user/account/status', bearer(victim.token))).statusCode).toBe(401);
    expect((await patch(app, '/admin/dev/delete-account', { userId: admin.id }, bearer(admin.token))).statusCode).toBe(
      403,
    );
  });
});
