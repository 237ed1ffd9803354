import { randomUUID } from 'node:crypto';
import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessEntry } from '../../lib/access';
import {
  approvedTherapist,
  freeSlots,
  holdSlot,
  insertAppointment,
  newPatient,
} from '../../modules/booking/test-helpers';
import { paidPayment } from '../../modules/ledger/test-helpers';
import { image, upload } from '../../modules/therapist-profile/test-helpers';
import { body, createTestApp } from '../test-app';
import { bearer, createUserWithToken } from '../test-users';
import {
  admits,
  apiRoutes,
  CALLERS,
  type Caller,
  createRoleUsers,
  fillPath,
  type RoleUser,
  sessionHeaders,
} from './callers';

/**
 * Authorization matrix (issue 9): every route declares who may call it (config.access), and the
 * declaration holds for nobody, a forged token and each role; a second user of the same role gets
 * 404/403 for the first one's records. Routes added later are read from the app, so they are checked
 * without anyone remembering to.
 */

/**
 * Routes that take a record id in the path, and the case below that checks them. A new route with
 * a path parameter fails the suite until it is added here, with a case.
 */
const RECORD_ROUTES: Record<string, string> = {
  'GET /api/v1/files/:fileId': 'files',
  'GET /api/v1/admin/therapists/:therapistId': 'admin therapist',
  'POST /api/v1/admin/therapists/:therapistId/approve': 'admin therapist',
  'POST /api/v1/admin/therapists/:therapistId/reject': 'admin therapist',
  'GET /api/v1/patient/schedule-details/:id': 'holds',
  'PATCH /api/v1/patient/schedule-details/:id': 'holds',
  'DELETE /api/v1/patient/schedule-details/:id': 'holds',
  'GET /api/v1/patient/appointment/:id': 'appointments',
  'GET /api/v1/provider/appointment/:id': 'appointments',
  'GET /api/v1/patient/payment-details/:id/invoice': 'payments',
  // Payment core (P1): {id} is the caller's transactionId; {gateway} names a gateway, not a record.
  'GET /api/v1/payment/test/:id': 'payment checkout',
  'GET /api/v1/payment/stripe/:id': 'payment checkout',
  'GET /api/v1/payment/razorpay/:id': 'payment checkout',
  'GET /api/v1/payment/test/checkout/:id': 'payment checkout',
  'POST /api/v1/payment/test/checkout/:id/complete': 'payment checkout',
  'POST /api/v1/payment/webhook/:gateway': 'payment checkout',
  // The id names a therapist whose listing any signed-in person may see once approved: not owned,
  // but a therapist who is not approved must stay invisible.
  'GET /api/v1/user/available-time-slot/:id': 'therapist listing',
  'GET /api/v1/patient/doctor-price-details/:id': 'therapist listing',
  'GET /api/v1/user/provider/:id': 'therapist listing',
  'GET /api/v1/patient/coupons/:id': 'therapist listing',
  'PATCH /api/v1/admin/coupons/:couponId': 'admin coupons',
  'PATCH /api/v1/admin/coupons/:couponId/status': 'admin coupons',
  'GET /api/v1/patient/doctor-subscription-plans/:id': 'therapist listing',
  'GET /api/v1/patient/subscription/provider/:id': 'packages',
  'GET /api/v1/patient/:id/subscriptiondetails': 'packages',
  'GET /api/v1/provider/patients/:patientId/health-record': 'health records',
  'GET /api/v1/health-records/files/:recordId': 'health records',
  // Forms are the admin's (any admin may edit); results are the patient's.
  'GET /api/v1/patient/forms/admincreated/:id': 'forms',
  'GET /api/v1/patient/forms/:id/answers': 'forms',
  'GET /api/v1/provider/patients/:patientId/questionnaire-results': 'forms',
  'GET /api/v1/admin/forms/:formId': 'forms',
  'PUT /api/v1/admin/forms/:formId': 'forms',
  'PATCH /api/v1/admin/forms/:formId/publish': 'forms',
  // Chat: the id is the other person (history) or a file; only the pair may read (issue 13).
  'GET /api/v1/patient/fetch-Chat-History/:id': 'chat',
  'GET /api/v1/provider/fetch-Chat-History/:id': 'chat',
  'GET /api/v1/chat/files/:fileId': 'chat',
};

describe('authorization matrix', () => {
  let app: FastifyInstance;
  let users: Record<Caller, RoleUser | undefined>;
  let routes: AccessEntry[];

  // Building and seeding the app can take a while on a busy two-core machine (180 s).
  beforeAll(async () => {
    app = await createTestApp();
    users = await createRoleUsers(app);
    routes = apiRoutes(app);
  }, 180_000);
  afterAll(async () => app?.close());

  it('every API route declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, "add config: { access: 'public' | 'signedIn' | [user types] } to these routes").toEqual([]);
    // The OpenAPI document lists no route the app does not know.
    const known = new Set(app.accessTable.map((r) => `${r.method} ${r.url}`));
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(documented.filter((r) => !known.has(r))).toEqual([]);
  });

  it('every route holds its declaration for nobody, a forged token and each role', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (route.access === undefined) continue;
      const request = (headers: Record<string, string>): InjectOptions => ({
        method: route.method as InjectOptions['method'],
        url: fillPath(route.url, randomUUID()),
        headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const name = `${route.method} ${route.url} (${JSON.stringify(route.access)})`;
      const forged = await app.inject(request({ authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }));
      if (route.access !== 'public' && forged.statusCode !== 401) {
        problems.push(`${name} with a forged token → ${forged.statusCode}`);
      }
      for (const caller of CALLERS) {
        // A fresh session per call: a logout or password change never affects the next call.
        const res = await app.inject(request(await sessionHeaders(app, users[caller])));
        const message = res.statusCode >= 400 ? (body(res).data?.message as string | undefined) : undefined;
        const where = `${name} as ${caller} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode >= 500) problems.push(`${where}: server error`);
        else if (!admits(route.access, caller)) {
          const expected = caller === 'nobody' ? 401 : 403;
          if (res.statusCode !== expected) problems.push(`${where}: expected ${expected}`);
        } else if (
          route.access !== 'public' &&
          (res.statusCode === 401 || (res.statusCode === 403 && message === MSG.forbidden))
        ) {
          problems.push(`${where}: the declaration admits this caller`);
        } else if (route.access === 'public' && res.statusCode === 403 && message === MSG.forbidden) {
          problems.push(`${where}: a public route refused`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every route that takes a record id in its path has a cross-user case in this suite', () => {
    const withIds = routes.filter((r) => r.url.includes('/:')).map((r) => `${r.method} ${r.url}`);
    expect(
      withIds.filter((r) => !RECORD_ROUTES[r]),
      'add the route to RECORD_ROUTES and a case below',
    ).toEqual([]);
  });

  describe("a second user of the same role gets 404/403 for the first one's records", () => {
    const refused = (res: { statusCode: number; body: string }) => {
      expect([403, 404], res.body).toContain(res.statusCode);
      expect(body(res).status).toBe(false);
    };

    it('treatments', async () => {
      const a = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      const b = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      const added = await app.inject({
        method: 'POST',
        url: '/api/v1/provider/treatments',
        headers: bearer(a.token),
        payload: { treatmentName: 'Couples therapy', treatmentPrice: 1500 },
      });
      expect(added.statusCode, added.body).toBe(200);
      const list = await app.inject({ url: '/api/v1/provider/treatments', headers: bearer(a.token) });
      const mine = JSON.stringify(body(list).data);
      const treatmentId = /"(?:_id|treatmentId|id)":"([0-9a-f-]{36})"/.exec(mine)?.[1];
      expect(treatmentId, mine).toBeDefined();

      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/provider/treatments',
          headers: bearer(b.token),
          payload: { treatmentId, treatmentName: 'Taken over' },
        }),
      );
      refused(
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/provider/treatments?treatmentId=${treatmentId}`,
          headers: bearer(b.token),
        }),
      );
      const others = await app.inject({ url: '/api/v1/provider/treatments', headers: bearer(b.token) });
      expect(others.body).not.toContain(treatmentId);
      const after = await app.inject({ url: '/api/v1/provider/treatments', headers: bearer(a.token) });
      expect(JSON.stringify(body(after).data)).toBe(mine);
    });

    it('work-profile entries (edit, delete, attach a document)', async () => {
      const a = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      const b = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      const saved = await app.inject({
        method: 'PATCH',
        url: '/api/v1/provider/work-profile/extra-info',
        headers: bearer(a.token),
        payload: { medicalLicencesDetails: { licenceNumber: 'RCI-1', licenceIssuingInstitution: 'RCI Delhi' } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const entryId = String(body(saved).data._id);
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/provider/work-profile/extra-info',
          headers: bearer(b.token),
          payload: {
            medicalLicencesDetails: { _id: entryId, licenceNumber: 'RCI-2', licenceIssuingInstitution: 'RCI Pune' },
          },
        }),
      );
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/provider/work-profile/extra-info',
          headers: bearer(b.token),
          payload: { medicalLicencesDetails: { _id: entryId, status: 'delete' } },
        }),
      );
      const attach = await upload(
        app,
        b.token,
        { type: 'medicalLicences', fileId: entryId },
        { name: 'l.png', type: 'image/png', bytes: await image(300, 300) },
      );
      expect([400, 403, 404], attach.body).toContain(attach.statusCode);
      const profile = await app.inject({ url: '/api/v1/provider/work-profile', headers: bearer(a.token) });
      expect(profile.body).toContain('RCI-1');
      expect(profile.body).not.toContain('RCI-2');
    });

    it('files', async () => {
      const a = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      const b = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      const up = await upload(
        app,
        a.token,
        { type: 'profile_pic' },
        { name: 'me.png', type: 'image/png', bytes: await image(300, 300) },
      );
      expect(up.statusCode, up.body).toBe(200);
      const url = `/api/v1/files/${body(up).data.documentId}`;
      expect((await app.inject({ url, headers: bearer(a.token) })).statusCode).toBe(200);
      for (const role of ['patient', 'company'] as const) {
        refused(await app.inject({ url, headers: await sessionHeaders(app, users[role]) }));
      }
      refused(await app.inject({ url, headers: bearer(b.token) }));
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: await sessionHeaders(app, users.admin) })).statusCode).toBe(200);
    });

    it('admin therapist', async () => {
      const therapist = await createUserWithToken(app, { userType: 'doctor', status: 'waiting for approval' });
      const other = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      for (const path of ['', '/approve', '/reject']) {
        const url = `/api/v1/admin/therapists/${therapist.id}${path}`;
        const method = path ? 'POST' : 'GET';
        const payload = path === '/reject' ? { reason: 'Documents unreadable' } : path ? {} : undefined;
        // Another therapist cannot read or decide a colleague's review.
        const res = await app.inject({ method, url, headers: bearer(other.token), payload });
        expect(res.statusCode, res.body).toBe(403);
        // An admin asking for an account that is not a therapist gets nothing.
        const notTherapist = await app.inject({
          method,
          url: `/api/v1/admin/therapists/${users.patient!.id}${path}`,
          headers: await sessionHeaders(app, users.admin),
          payload,
        });
        refused(notTherapist);
      }
      const detail = await app.inject({
        url: `/api/v1/admin/therapists/${therapist.id}`,
        headers: await sessionHeaders(app, users.admin),
      });
      expect(detail.statusCode, detail.body).toBe(200);
    });

    it('admin coupons', async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/coupons',
        headers: await sessionHeaders(app, users.admin),
        payload: {
          code: `MATRIX${Date.now() % 100000}`,
          kind: 'percent',
          value: 10,
          validFrom: new Date().toISOString(),
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = String((body(created).data.coupon as { _id: string })._id);
      const payload = { code: 'HIJACK', kind: 'percent', value: 100, validFrom: new Date().toISOString() };
      // Only admins edit or disable a coupon; an unknown coupon is 404 for an admin.
      for (const caller of [users.patient, users.doctor]) {
        const headers = await sessionHeaders(app, caller);
        const edit = await app.inject({ method: 'PATCH', url: `/api/v1/admin/coupons/${id}`, headers, payload });
        expect(edit.statusCode, edit.body).toBe(403);
        const off = await app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/coupons/${id}/status`,
          headers,
          payload: { active: false },
        });
        expect(off.statusCode, off.body).toBe(403);
      }
      refused(
        await app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/coupons/${randomUUID()}/status`,
          headers: await sessionHeaders(app, users.admin),
          payload: { active: false },
        }),
      );
    });

    it('holds', async () => {
      const therapist = await approvedTherapist(app);
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      const [slot] = await freeSlots(app, a.token, therapist.id);
      const held = await holdSlot(app, a.token, therapist.id, slot!);
      expect(held.statusCode, held.body).toBe(200);
      const id = String(body(held).data._id);
      refused(await app.inject({ url: `/api/v1/patient/schedule-details/${id}`, headers: bearer(b.token) }));
      refused(
        await app.inject({
          method: 'PATCH',
          url: `/api/v1/patient/schedule-details/${id}`,
          headers: bearer(b.token),
          payload: { startTime: slot },
        }),
      );
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/patient/schedule-details',
          headers: bearer(b.token),
          payload: { scheduleId: id, startTime: slot },
        }),
      );
      refused(
        await app.inject({ method: 'DELETE', url: `/api/v1/patient/schedule-details/${id}`, headers: bearer(b.token) }),
      );
      refused(
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/patient/schedule-details?scheduleId=${id}`,
          headers: bearer(b.token),
        }),
      );
      const still = await app.inject({ url: `/api/v1/patient/schedule-details/${id}`, headers: bearer(a.token) });
      expect(still.statusCode, still.body).toBe(200);
    });

    it('appointments', async () => {
      const mine = await approvedTherapist(app);
      const otherTherapist = await approvedTherapist(app, { firstName: 'Uma' });
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      const startsAt = addDays(new Date(), 5);
      const appointment = await insertAppointment(app, { patientId: a.id, therapistId: mine.id, startsAt });
      const reasons = await app.inject({ url: '/api/v1/public/cancellation-reasons' });
      const reasonId = /"_id":"([0-9a-f-]{36})"/.exec(reasons.body)?.[1];
      refused(await app.inject({ url: `/api/v1/patient/appointment/${appointment.id}`, headers: bearer(b.token) }));
      refused(
        await app.inject({
          url: `/api/v1/provider/appointment/${appointment.id}`,
          headers: bearer(otherTherapist.token),
        }),
      );
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/patient/cancel-appointment',
          headers: bearer(b.token),
          payload: { appointmentId: appointment.id, cancellationReasonId: reasonId },
        }),
      );
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/provider/cancel-appointment',
          headers: bearer(otherTherapist.token),
          payload: { appointmentId: appointment.id, cancellationReasonId: reasonId },
        }),
      );
      const [slot] = await freeSlots(app, b.token, mine.id);
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/patient/consultation-time',
          headers: bearer(b.token),
          payload: { appointmentId: appointment.id, startTime: slot },
        }),
      );
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/provider/appointments/extend',
          headers: bearer(otherTherapist.token),
          payload: { appointmentId: appointment.id },
        }),
      );
      const done = await insertAppointment(app, {
        patientId: a.id,
        therapistId: mine.id,
        startsAt: addDays(new Date(), -3),
        status: 'completed',
      });
      refused(
        await app.inject({
          method: 'POST',
          url: '/api/v1/patient/rating',
          headers: bearer(b.token),
          payload: { appointmentId: done.id, rating: 1, review: 'Not mine to rate' },
        }),
      );
      const reviews = await app.inject({
        url: `/api/v1/user/provider-reviews?providerId=${mine.id}`,
        headers: bearer(a.token),
      });
      expect(reviews.statusCode, reviews.body).toBe(200);
      expect(reviews.body).not.toContain('Not mine to rate');
      const still = await app.inject({
        url: `/api/v1/patient/appointment/${appointment.id}`,
        headers: bearer(a.token),
      });
      expect(still.statusCode, still.body).toBe(200);
      expect(body(still).data).toMatchObject({ status: 'upcoming', cancelledAt: null });
      const seen = await app.inject({
        url: `/api/v1/provider/appointment/${appointment.id}`,
        headers: bearer(mine.token),
      });
      expect(seen.statusCode, seen.body).toBe(200);
    });

    it('packages', async () => {
      const therapist = await approvedTherapist(app, { feeMinor: 100_000 });
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      const offered = await app.inject({
        method: 'POST',
        url: '/api/v1/provider/packages',
        headers: bearer(therapist.token),
        payload: { name: 'Four', sessionCount: 4, validityDays: 30, price: 3000 },
      });
      const planId = String((body(offered).data.package as { _id: string })._id);
      const configured = await app.inject({
        method: 'POST',
        url: '/api/v1/payment/patient/test/configure-subscription-payment',
        headers: bearer(a.token),
        payload: { planId },
      });
      const txn = String(body(configured).data.transactionId);
      const paid = await app.inject({
        method: 'POST',
        url: `/api/v1/payment/test/checkout/${txn}/complete`,
        headers: bearer(a.token),
        payload: { outcome: 'success' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const mine = await app.inject({ url: '/api/v1/patient/subscription/active', headers: bearer(a.token) });
      const id = String((body(mine).data.subscriptions as Array<{ _id: string }>)[0]!._id);
      refused(await app.inject({ url: `/api/v1/patient/${id}/subscriptiondetails`, headers: bearer(b.token) }));
      const theirs = await app.inject({
        url: `/api/v1/patient/subscription/provider/${therapist.id}`,
        headers: bearer(b.token),
      });
      expect(body(theirs).data).toEqual({ subscriptions: [] });
      const own = await app.inject({ url: `/api/v1/patient/${id}/subscriptiondetails`, headers: bearer(a.token) });
      expect(own.statusCode, own.body).toBe(200);
    });

    it('payments', async () => {
      const therapist = await approvedTherapist(app);
      const otherTherapist = await approvedTherapist(app, { firstName: 'Uma' });
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      const payment = await paidPayment(app, { patientId: a.id, therapistId: therapist.id, subtotalPaise: 100_000 });
      const invoice = `/api/v1/patient/payment-details/${payment.id}/invoice`;
      refused(await app.inject({ url: invoice, headers: bearer(b.token) }));
      const history = await app.inject({ url: '/api/v1/patient/payment-details', headers: bearer(b.token) });
      expect(body(history).data).toMatchObject({ count: 0 });
      const ledger = await app.inject({
        url: '/api/v1/provider/payment-details',
        headers: bearer(otherTherapist.token),
      });
      expect(body(ledger).data).toMatchObject({ count: 0 });
      const earnings = await app.inject({ url: '/api/v1/provider/earnings', headers: bearer(otherTherapist.token) });
      expect(body(earnings).data).toMatchObject({ totals: { gross: 0 } });
      const own = await app.inject({ url: invoice, headers: bearer(a.token) });
      expect(own.statusCode, own.body).toBe(200);
    });

    it('payment checkout', async () => {
      const therapist = await approvedTherapist(app, { feeMinor: 900_00 });
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      const slots = await freeSlots(app, a.token, therapist.id);
      const hold = await holdSlot(app, a.token, therapist.id, slots[0]!);
      const scheduleId = body(hold).data._id as string;
      const configure = (token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/payment/patient/test/configure-payment',
          headers: bearer(token),
          payload: { scheduleId },
        });
      refused(await configure(b.token));
      const mine = await configure(a.token);
      expect(mine.statusCode, mine.body).toBe(200);
      const txn = body(mine).data.transactionId as string;
      for (const url of [
        `/payment/test/${txn}`,
        `/payment/stripe/${txn}`,
        `/payment/razorpay/${txn}`,
        `/payment/test/checkout/${txn}`,
      ]) {
        refused(await app.inject({ url: `/api/v1${url}`, headers: bearer(b.token) }));
      }
      refused(
        await app.inject({
          method: 'POST',
          url: `/api/v1/payment/test/checkout/${txn}/complete`,
          headers: bearer(b.token),
          payload: { outcome: 'success' },
        }),
      );
      // Nobody else's call moved the payment; its owner still can.
      const own = await app.inject({ url: `/api/v1/payment/test/${txn}`, headers: bearer(a.token) });
      expect(body(own).data).toMatchObject({ paymentStatus: 'payment-pending' });
      // A webhook for a gateway that is not configured is refused; an unsigned one too.
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook/test',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);
    });

    it('forms', async () => {
      const owner = await newPatient(app);
      const other = await newPatient(app);
      const seen = await createUserWithToken(app, { userType: 'doctor' });
      const stranger = await createUserWithToken(app, { userType: 'doctor' });
      await insertAppointment(app, { patientId: owner.id, therapistId: seen.id, startsAt: addDays(new Date(), 1) });
      const list = await app.inject({
        url: '/api/v1/patient/forms/admincreated/allforms',
        headers: bearer(owner.token),
      });
      const formId = body<{ status: boolean; data: { forms: Array<{ _id: string }> } }>(list).data.forms[0]!._id;
      const detail = await app.inject({
        url: `/api/v1/patient/forms/admincreated/${formId}`,
        headers: bearer(owner.token),
      });
      type Question = { _id: string; options: Array<{ _id: string }> };
      const questions = body<{ status: boolean; data: { questionsList: Question[] } }>(detail).data.questionsList;
      const sent = await app.inject({
        method: 'POST',
        url: '/api/v1/patient/forms/submit-answer',
        headers: bearer(owner.token),
        payload: {
          formId,
          answerList: questions.map((q) => ({ questionId: q._id, selectedAnswers: [q.options[1]!._id] })),
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const submissionId = body<{ status: boolean; data: { result: { _id: string } } }>(sent).data.result._id;
      const others = await app.inject({ url: `/api/v1/patient/forms/${formId}/answers`, headers: bearer(other.token) });
      expect(body<{ status: boolean; data: { results: unknown[] } }>(others).data.results).toEqual([]);
      refused(
        await app.inject({
          method: 'POST',
          url: '/api/v1/patient/forms/share-result',
          headers: bearer(other.token),
          payload: { submissionId, therapistId: seen.id },
        }),
      );
      const url = `/api/v1/provider/patients/${owner.id}/questionnaire-results`;
      refused(await app.inject({ url, headers: bearer(stranger.token) }));
      expect((await app.inject({ url, headers: bearer(seen.token) })).statusCode).toBe(200);
      // Admin-only form routes refuse patients and therapists.
      for (const headers of [bearer(owner.token), bearer(seen.token)]) {
        refused(await app.inject({ url: `/api/v1/admin/forms/${formId}`, headers }));
        refused(
          await app.inject({
            method: 'PATCH',
            url: `/api/v1/admin/forms/${formId}/publish`,
            headers,
            payload: { published: false },
          }),
        );
      }
    });

    it('health records', async () => {
      const owner = await newPatient(app);
      const other = await newPatient(app);
      const seen = await createUserWithToken(app, { userType: 'doctor' });
      const stranger = await createUserWithToken(app, { userType: 'doctor' });
      await insertAppointment(app, { patientId: owner.id, therapistId: seen.id, startsAt: addDays(new Date(), 1) });
      const pdf = Buffer.from('%PDF-1.4\ntrailer << >>\n%%EOF\n');
      const boundary = 'matrixboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const up = await app.inject({
        method: 'POST',
        url: '/api/v1/user/patient/upload/medical-record',
        headers: { ...bearer(owner.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(up.statusCode, up.body).toBe(200);
      const record = body<{ status: boolean; data: { record: { _id: string; url: string } } }>(up).data.record;
      const url = `/api/v1/provider/patients/${owner.id}/health-record`;
      refused(await app.inject({ url, headers: bearer(stranger.token) }));
      refused(await app.inject({ url, headers: bearer(other.token) }));
      refused(
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/user/patient/upload/medical-record?recordId=${record._id}`,
          headers: bearer(other.token),
        }),
      );
      // The other patient's own (valid) link cannot be bent to the owner's record.
      const otherUp = await app.inject({
        method: 'POST',
        url: '/api/v1/user/patient/upload/medical-record',
        headers: { ...bearer(other.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      const otherRecord = body<{ status: boolean; data: { record: { _id: string; url: string } } }>(otherUp).data
        .record;
      refused(await app.inject({ url: otherRecord.url.replace(otherRecord._id, record._id) }));
      expect((await app.inject({ url, headers: bearer(seen.token) })).statusCode).toBe(200);
      expect((await app.inject({ url: record.url })).statusCode).toBe(200);
    });

    it('therapist listing', async () => {
      const approved = await approvedTherapist(app);
      const pending = await createUserWithToken(app, { userType: 'doctor', status: 'pending' });
      const patient = await newPatient(app);
      const end = encodeURIComponent(addDays(new Date(), 2).toISOString());
      const urls = (id: string) => [
        `/api/v1/user/available-time-slot/${id}?endDate=${end}`,
        `/api/v1/patient/doctor-price-details/${id}`,
        `/api/v1/user/provider/${id}`,
        `/api/v1/patient/coupons/${id}`,
        `/api/v1/patient/doctor-subscription-plans/${id}`,
      ];
      for (const url of urls(approved.id)) {
        const res = await app.inject({ url, headers: bearer(patient.token) });
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      }
      for (const url of [...urls(pending.id), ...urls(patient.id)]) {
        const res = await app.inject({ url, headers: bearer(patient.token) });
        expect(res.statusCode, `${url} ${res.body}`).toBe(404);
      }
    });

    it('chat', async () => {
      const therapist = await approvedTherapist(app);
      const patient = await newPatient(app);
      await insertAppointment(app, {
        patientId: patient.id,
        therapistId: therapist.id,
        startsAt: addDays(new Date(), 1),
      });
      const other = await newPatient(app);
      const otherTherapist = await approvedTherapist(app);
      const { message } = await app.ctx.services.chat.sendFile(
        { userId: patient.id, role: 'patient' },
        { otherUserId: therapist.id },
        { bytes: await image(20, 20), truncated: false, filename: 'x.png' },
      );
      const fileUrl = `/api/v1/chat/files/${message.file!._id}`;
      expect((await app.inject({ url: fileUrl, headers: bearer(therapist.token) })).statusCode).toBe(200);
      refused(await app.inject({ url: fileUrl, headers: bearer(other.token) }));
      refused(await app.inject({ url: fileUrl, headers: bearer(otherTherapist.token) }));
      refused(
        await app.inject({ url: `/api/v1/patient/fetch-Chat-History/${therapist.id}`, headers: bearer(other.token) }),
      );
      refused(
        await app.inject({
          url: `/api/v1/provider/fetch-Chat-History/${patient.id}`,
          headers: bearer(otherTherapist.token),
        }),
      );
      const mine = await app.inject({
        url: `/api/v1/patient/fetch-Chat-History/${therapist.id}`,
        headers: bearer(patient.token),
      });
      expect(mine.statusCode, mine.body).toBe(200);
    });
  });
});
