import { type AdminTherapistDetail, MSG, type WorkProfile } from '@sahaj/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, outboxMessages, users } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { completeWizard, goodBank, newTherapist } from '../therapist-profile/test-helpers';

type Reply<T = Record<string, unknown>> = { status: boolean; data: T & { message?: string } };
const A = '/api/v1/admin/therapists';

describe('admin: therapist approval API', () => {
  let app: FastifyInstance;
  let admin: { id: string; token: string };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload: payload as object } : {}),
    });
  const message = (res: { body: string }) => body(res).data.message;
  const submitted = async () => {
    const t = await newTherapist(app);
    await completeWizard(app, t.token);
    return t;
  };
  const statusOf = async (id: string) => (await app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createUserWithToken(app, {
      userType: 'admin',
      email: 'reviewer@sahaj.local',
      firstName: 'Rita',
      lastName: 'Reviewer',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('only admins reach the calls', async () => {
    const t = await submitted();
    const patient = await createUserWithToken(app, { userType: 'patient' });
    const company = await createUserWithToken(app, { userType: 'company' });
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', A],
      ['GET', `${A}/${t.id}`],
      ['POST', `${A}/${t.id}/approve`],
      ['POST', `${A}/${t.id}/reject`, { reason: 'No' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const who of [t, patient, company]) {
        const res = await call(method, url, who.token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    }
    expect((await statusOf(t.id)).status).toBe('waiting for approval');
  });

  it('lists therapists waiting for approval, oldest first, paged', async () => {
    const first = await submitted();
    const second = await submitted();
    const notYet = await newTherapist(app);
    const res = await call('GET', `${A}?limit=100`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const data =
      body<
        Reply<{
          therapists: Array<{
            _id: string;
            name: string;
            status: string;
            profilePic: string | null;
            submittedAt: string;
          }>;
          count: number;
        }>
      >(res).data;
    const ids = data.therapists.map((x) => x._id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(notYet.id);
    expect(data.therapists.every((x) => x.status === 'waiting for approval')).toBe(true);
    const item = data.therapists.find((x) => x._id === first.id)!;
    expect(item).toMatchObject({ name: 'Kavya Menon', professionalTitle: 'Clinical Psychologist' });
    expect(item.profilePic).toMatch(/^\/api\/v1\/files\//);
    const page = body<Reply<{ therapists: unknown[]; count: number }>>(
      await call('GET', `${A}?limit=1&page=0`, admin.token),
    ).data;
    expect(page.therapists).toHaveLength(1);
    expect(page.count).toBe(data.count);
    const found = body<Reply<{ therapists: Array<{ _id: string }> }>>(
      await call('GET', `${A}?searchKey=${encodeURIComponent(second.phone!.slice(-6))}`, admin.token),
    ).data;
    expect(found.therapists.map((x) => x._id)).toEqual([second.id]);
    expect((await call('GET', `${A}?searchKey=${encodeURIComponent('a%')}`, admin.token)).statusCode).toBe(400);
    const pending = body<Reply<{ therapists: Array<{ _id: string }> }>>(
      await call('GET', `${A}?status=pending`, admin.token),
    ).data;
    expect(pending.therapists.map((x) => x._id)).toContain(notYet.id);
  });

  it('shows the full profile with downloadable documents and a masked account number', async () => {
    const t = await submitted();
    const res = await call('GET', `${A}/${t.id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const d = body<Reply<AdminTherapistDetail>>(res).data;
    expect(d.educationalDetails).toHaveLength(1);
    expect(d.experienceDetails).toHaveLength(1);
    expect(d.medicalLicences).toHaveLength(1);
    expect(d.accountDetails?.accountNumber).toBe('XXXXXXXXXX6789');
    expect(JSON.stringify(d)).not.toContain(goodBank.accountNumber);
    expect(d.timeSlot).toHaveLength(2);
    for (const url of [d.profilePic, d.educationalDetails[0]!.url, d.medicalLicences[0]!.url]) {
      const file = await app.inject(url!);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
      // and with the admin's token on the bare path
      const bare = await call('GET', url!.split('?')[0]!, admin.token);
      expect(bare.statusCode).toBe(200);
    }
    expect((await call('GET', `${A}/${crypto.randomUUID()}`, admin.token)).statusCode).toBe(404);
    const patient = await createUserWithToken(app, { userType: 'patient' });
    expect((await call('GET', `${A}/${patient.id}`, admin.token)).statusCode).toBe(404);
  });

  it('rejects with a reason: stored and shown to the therapist, e-mailed, notified and audited', async () => {
    const t = await submitted();
    const noReason = await call('POST', `${A}/${t.id}/reject`, admin.token, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(message(noReason)).toBe(MSG.adminRejectReasonRequired);

    const reason = 'Licence scan is unreadable; please upload a clearer copy.';
    const pushed: unknown[][] = [];
    const emit = app.ctx.realtime.emitToUser.bind(app.ctx.realtime);
    app.ctx.realtime.emitToUser = (...args) => {
      pushed.push(args);
      emit(...args);
    };
    const res = await call('POST', `${A}/${t.id}/reject`, admin.token, { reason }).finally(() => {
      app.ctx.realtime.emitToUser = emit;
    });
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.slice(0, 3)).toEqual(['doctor', t.id, 'notification']);
    expect(pushed[0]![3]).toMatchObject({ title: MSG.rejectedTitle, read: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ message: MSG.adminRejected, status: 'rejected' });

    const user = await statusOf(t.id);
    expect(user.status).toBe('rejected');
    expect(user.page).toBe(0);
    const wp = body<Reply<WorkProfile>>(await call('GET', '/api/v1/provider/work-profile', t.token)).data;
    expect(wp).toMatchObject({ status: 'rejected', rejectionReason: reason, page: 0 });

    const notes = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, t.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.msg).toContain(reason);
    const audit = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.id), eq(auditLog.action, 'therapist.reject')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, entity: 'therapist' });
    expect(audit[0]!.detail).toMatchObject({ previousStatus: 'waiting for approval', newStatus: 'rejected', reason });
    const mails = await app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.to, t.email!));
    expect(mails.some((m) => m.channel === 'email' && m.body.includes(reason))).toBe(true);

    // a decided profile cannot be decided again until resubmitted
    expect((await call('POST', `${A}/${t.id}/approve`, admin.token)).statusCode).toBe(409);
    expect(message(await call('POST', `${A}/${t.id}/reject`, admin.token, { reason: 'x' }))).toBe(MSG.adminNotWaiting);
  });

  it('a rejected therapist resubmits, then approval makes the account active', async () => {
    const t = await submitted();
    await call('POST', `${A}/${t.id}/reject`, admin.token, { reason: 'Add your licence expiry date.' });
    const resubmit = await call('PATCH', '/api/v1/provider/work-profile', t.token, { accountDetails: goodBank });
    expect(body(resubmit).data).toMatchObject({ status: 'waiting for approval', page: 6 });
    expect((await call('GET', '/api/v1/provider/work-profile', t.token)).json().data.rejectionReason).toBeNull();

    const res = await call('POST', `${A}/${t.id}/approve`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ message: MSG.adminApproved, status: 'active' });
    expect((await statusOf(t.id)).status).toBe('active');

    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, t.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['therapist.approve', 'therapist.reject']);
    const notes = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, t.id));
    expect(notes.map((n) => n.title).sort()).toEqual([MSG.approvedTitle, MSG.rejectedTitle].sort());
    const mails = await app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.to, t.email!));
    expect(mails.some((m) => m.body.includes(MSG.approvedText))).toBe(true);

    const detail = body<Reply<AdminTherapistDetail>>(await call('GET', `${A}/${t.id}`, admin.token)).data;
    expect(detail.reviews.map((r) => r.action)).toEqual(['approve', 'reject']);
    expect(detail.reviews[0]!.by).toBe('Rita Reviewer');

    // an active therapist editing bank details stays active
    const edit = await call('PATCH', '/api/v1/provider/work-profile', t.token, {
      accountDetails: { ...goodBank, bankName: 'SBI' },
    });
    expect(body(edit).data.status).toBe('active');
    expect((await call('POST', `${A}/${t.id}/approve`, admin.token)).statusCode).toBe(409);
  });

  it('a therapist who has not finished the wizard cannot be approved', async () => {
    const t = await newTherapist(app);
    const res = await call('POST', `${A}/${t.id}/approve`, admin.token);
    expect(res.statusCode).toBe(409);
    expect((await statusOf(t.id)).status).toBe('pending');
  });

  it('two admins deciding at once: exactly one wins', async () => {
    const t = await submitted();
    const other = await createUserWithToken(app, { userType: 'admin' });
    const [a, b] = await Promise.all([
      call('POST', `${A}/${t.id}/approve`, admin.token),
      call('POST', `${A}/${t.id}/reject`, other.token, { reason: 'No' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, t.id));
    expect(audit).toHaveLength(1);
  });
});
