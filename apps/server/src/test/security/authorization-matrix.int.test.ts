import { randomUUID } from 'node:crypto';
import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index';
import type { AccessEntry } from '../../lib/access';
import {
  approvedTherapist,
  freeSlots,
  holdSlot,
  insertAppointment,
  newPatient,
} from '../../modules/booking/test-helpers';
import { crossCompanyCase } from '../../modules/corporate/cross-company.test-helper';
import { paidPayment } from '../../modules/ledger/test-helpers';
import {
  medicineIds,
  verifiedPsychiatrist,
  admin as wsAdmin,
  call as wsCall,
} from '../../modules/provider-workspace/workspace-test-helpers';
import { image, multipart, upload } from '../../modules/therapist-profile/test-helpers';
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
import { crossArticlesCase, crossBannerCase, crossPreferencesCase } from './cross-content';

/**
 * Authorization matrix (issue 9): every route declares who may call it (config.access), and the
 * declaration holds for nobody, a forged token and each role; a second user of the same role gets
 * 404/403 for the first one's records. Routes added later are read from the app, so they are checked
 * without anyone remembering to.
 */

/**
 * Fields naming shared or reference records (anyone's to name: a therapist's public listing, a
 * treatment on it, a published form, reference lists) or a value the client makes up, not a record
 * the caller owns. Every other id a route takes (path parameter, query or body field with uuid
 * format or a name ending in Id/_id) names someone's record and needs a cross-user case.
 */
const SHARED_ID_FIELDS = new Set([
  'providerId',
  'therapistId',
  'treatmentId',
  'cancellationReasonId',
  'relationship',
  'categoryId',
  'medicineTypeId',
  'libraryId',
  'planId',
  'subscriptionPlanId',
  'formId',
  'questionId',
  'clientId',
  'uploadId',
]);

/**
 * Routes that take a record id (in the path, the query or the body), and the case below that checks
 * them. A new route taking an id fails the suite until it is added here, with a case of that name.
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
  // Ids in the query or the body.
  'PATCH /api/v1/provider/work-profile/extra-info': 'work-profile entries (edit, delete, attach a document)',
  'POST /api/v1/provider/upload-file': 'work-profile entries (edit, delete, attach a document)',
  'PATCH /api/v1/provider/treatments': 'treatments',
  'DELETE /api/v1/provider/treatments': 'treatments',
  'POST /api/v1/patient/schedule-details': 'family',
  'PATCH /api/v1/patient/schedule-details': 'holds',
  'DELETE /api/v1/patient/schedule-details': 'holds',
  'POST /api/v1/payment/patient/zeroconsultationcharges/configure-payment': 'payment checkout',
  'POST /api/v1/payment/patient/test/configure-payment': 'payment checkout',
  'POST /api/v1/payment/patient/stripe/configure-payment': 'payment checkout',
  'POST /api/v1/payment/patient/createpaymentintent': 'payment checkout',
  'POST /api/v1/payment/patient/razorpay/configure-payment': 'payment checkout',
  'POST /api/v1/payment/patient/razorpay/verify-payment': 'payment checkout',
  'PATCH /api/v1/patient/cancel-appointment': 'appointments',
  'PATCH /api/v1/provider/cancel-appointment': 'appointments',
  'PATCH /api/v1/patient/consultation-time': 'appointments',
  'PATCH /api/v1/provider/appointments/extend': 'appointments',
  'PATCH /api/v1/patient/appointments/extension': 'appointments',
  'POST /api/v1/patient/rating': 'appointments',
  'POST /api/v1/patient/report-issues': 'appointments',
  'POST /api/v1/patient/create-file': 'chat',
  'POST /api/v1/patient/upload-file': 'chat',
  'POST /api/v1/provider/create-file': 'chat',
  'PATCH /api/v1/admin/dev/delete-account': 'account',
  'PATCH /api/v1/patient/family-members': 'family',
  'DELETE /api/v1/patient/family-members': 'family',
  'PATCH /api/v1/patient/notification/mark-as-read': 'notifications',
  'PATCH /api/v1/provider/notification/mark-as-read': 'notifications',
  'PATCH /api/v1/companies/notification/mark-as-read': 'notifications',
  'PATCH /api/v1/provider/packages': 'packages',
  'DELETE /api/v1/provider/packages': 'packages',
  'POST /api/v1/patient/subscription/appointments': 'packages',
  'DELETE /api/v1/user/patient/upload/medical-record': 'health records',
  'POST /api/v1/patient/forms/share-result': 'forms',
  'POST /api/v1/user/medication': 'medications',
  'DELETE /api/v1/user/medication': 'medications',
  // Provider workspace (issue 22): a patient's record, notes, prescriptions, follow-ups and
  // medications reach only their therapist while the relationship lasts; the patient's own are theirs.
  'GET /api/v1/provider/consulation-details': 'provider workspace',
  'POST /api/v1/provider/appointments/session-notes': 'provider workspace',
  'GET /api/v1/provider/appointments/session-notes/:appointmentId': 'provider workspace',
  'GET /api/v1/provider/medicine-library': 'provider workspace',
  'POST /api/v1/provider/prescription': 'provider workspace',
  'PATCH /api/v1/provider/prescription': 'provider workspace',
  'GET /api/v1/provider/prescriptions': 'provider workspace',
  'GET /api/v1/provider/prescription/:id': 'provider workspace',
  'GET /api/v1/provider/prescription/download/:id': 'provider workspace',
  'GET /api/v1/patient/prescription/download/:id': 'provider workspace',
  'POST /api/v1/provider/follow-up': 'provider workspace',
  'GET /api/v1/provider/follow-ups': 'provider workspace',
  'GET /api/v1/patient/show-followUp/:id': 'provider workspace',
  'POST /api/v1/provider/medication': 'provider workspace',
  'PATCH /api/v1/provider/medication': 'provider workspace',
  'DELETE /api/v1/provider/medication/:id': 'provider workspace',
  'GET /api/v1/calendar-feed/:feed': 'provider workspace',
  // Admin-only: any admin classifies medicines and verifies registrations.
  'PATCH /api/v1/admin/medicine-library/:id': 'provider workspace',
  'GET /api/v1/admin/practitioner-registration/:therapistId': 'provider workspace',
  'PATCH /api/v1/admin/practitioner-registration/:therapistId': 'provider workspace',
  // Admin-only forms: the option ids are the form's own, edited by any admin.
  'POST /api/v1/admin/forms': 'forms',
  // Companies (issue 21): a company names only itself ({companyId} is its own id) and its own
  // employees, purchases and chosen therapists; an employee spends only their own company's credits.
  'PATCH /api/v1/companies/:companyId/upload/file': 'corporate',
  'GET /api/v1/companies/:companyId/employeeList/:tab': 'corporate',
  'GET /api/v1/companies/employeeList/:employeeId': 'corporate',
  'PATCH /api/v1/companies/:companyId/employee/:employeeId/blockemployee': 'corporate',
  'PATCH /api/v1/companies/:companyId/employee/:employeeId/unblockemployee': 'corporate',
  'GET /api/v1/companies/payment-details/:paymentId/invoice': 'corporate',
  'PATCH /api/v1/companies/:companyId/subscriptions/:planId/buy': 'corporate',
  'PATCH /api/v1/companies/:companyId/subscriptions/:planId/updatesubscription': 'corporate',
  'PATCH /api/v1/companies/:companyId/credits/buycredits': 'corporate',
  'GET /api/v1/companies/payments/:transactionId': 'corporate',
  'GET /api/v1/companies/payments/test/checkout/:transactionId': 'corporate',
  'POST /api/v1/companies/payments/test/checkout/:transactionId/complete': 'corporate',
  'POST /api/v1/companies/payments/razorpay/verify': 'corporate',
  'GET /api/v1/companies/:companyId/providers/companyselectedProviders': 'corporate',
  'PATCH /api/v1/companies/:companyId/providers/:providerId/addprovidertocompany': 'corporate',
  'PATCH /api/v1/companies/:companyId/providers/:providerId/deleteproviderfromcompany': 'corporate',
  'GET /api/v1/companies/forms/admincreated/:formId': 'forms',
  'GET /api/v1/companies/employees/:companyId/companyselectedproviders': 'corporate',
  'GET /api/v1/companies/providers/:providerId/providerPriceDetail': 'corporate',
  'POST /api/v1/companies/:companyId/patient/:patientId/buypatientconsultation': 'corporate',
  'GET /api/v1/patient/company/invite/:token': 'corporate',
  'PATCH /api/v1/admin/company-plans/:planId': 'corporate',
  // Articles and the site banner (issue 23): the admin's content; authorId names a shared author.
  'GET /api/v1/public/articles/:articleId/cover': 'articles',
  'POST /api/v1/admin/articles': 'articles',
  'GET /api/v1/admin/articles/:articleId': 'articles',
  'PUT /api/v1/admin/articles/:articleId': 'articles',
  'PATCH /api/v1/admin/articles/:articleId/status': 'articles',
  'GET /api/v1/admin/articles/:articleId/cover': 'articles',
  'PUT /api/v1/admin/articles/:articleId/cover': 'articles',
  'DELETE /api/v1/admin/articles/:articleId/cover': 'articles',
  'POST /api/v1/user/banner/:bannerId/dismiss': 'site banner',
  'PUT /api/v1/admin/banners/:bannerId': 'site banner',
  'DELETE /api/v1/admin/banners/:bannerId': 'site banner',
  'PATCH /api/v1/patient/upcoming-appointments': 'appointment preferences',
  'GET /api/v1/patient/upcoming-appointments/:appointmentId': 'appointment preferences',
  'GET /api/v1/provider/appointments/:appointmentId/patient-note': 'appointment preferences',
};

type IdSchema = {
  $ref?: string;
  format?: string;
  properties?: Record<string, IdSchema>;
  items?: IdSchema;
  anyOf?: IdSchema[];
  oneOf?: IdSchema[];
  allOf?: IdSchema[];
};
type IdDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: IdSchema }>;
        requestBody?: { content: Record<string, { schema: IdSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, IdSchema> };
};

/** The id fields (path, query, body at any depth) of each route of the OpenAPI document that name an owned record. */
function recordIdFields(doc: IdDoc): Map<string, string[]> {
  const resolve = (s: IdSchema | undefined, depth = 0): IdSchema | undefined =>
    s?.$ref && depth < 20 ? resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!], depth + 1) : s;
  const isId = (name: string, s: IdSchema | undefined) => resolve(s)?.format === 'uuid' || /(^_id$|Id$)/.test(name);
  const walk = (raw: IdSchema | undefined, path: string, out: string[], depth: number) => {
    const s = resolve(raw);
    if (!s || depth > 8) return;
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(alt, path, out, depth + 1);
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      if (isId(k, v) && !SHARED_ID_FIELDS.has(k)) out.push(`${path}${k}`);
      walk(v, `${path}${k}.`, out, depth + 1);
    }
    if (s.items) walk(s.items, `${path}[].`, out, depth + 1);
  };
  const found = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const out: string[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in === 'path' || (p.in === 'query' && isId(p.name, p.schema) && !SHARED_ID_FIELDS.has(p.name))) {
          out.push(`${p.in}:${p.name}`);
        }
      }
      for (const media of Object.values(op.requestBody?.content ?? {})) walk(media.schema, 'body:', out, 0);
      if (out.length) found.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, out);
    }
  }
  return found;
}

/** Names of the cross-user cases below; RECORD_ROUTES may point only at these. */
const CASES = [
  'treatments',
  'work-profile entries (edit, delete, attach a document)',
  'files',
  'admin therapist',
  'admin coupons',
  'holds',
  'appointments',
  'packages',
  'payments',
  'payment checkout',
  'forms',
  'health records',
  'therapist listing',
  'chat',
  'family',
  'notifications',
  'medications',
  'account',
  'provider workspace',
  'corporate',
  'articles',
  'site banner',
  'appointment preferences',
] as const;
const registeredCases = new Set<string>();

describe('authorization matrix', () => {
  let app: FastifyInstance;
  let users: Record<Caller, RoleUser | undefined>;
  let routes: AccessEntry[];

  // Building and seeding the app can take a while on a busy two-core machine (180 s).
  beforeAll(async () => {
    // Every gateway configured (its API on a closed local port), so each payment route reaches its ownership check.
    const closed = 'http://127.0.0.1:9';
    app = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_matrix',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_matrix',
        STRIPE_WEBHOOK_SECRET: 'whsec_matrix',
        STRIPE_API_URL: closed,
        RAZORPAY_KEY_ID: 'rzp_test_matrix',
        RAZORPAY_KEY_SECRET: 'matrix-secret',
        RAZORPAY_WEBHOOK_SECRET: 'matrix-webhook',
        RAZORPAY_API_URL: closed,
      },
    });
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

  it('every route that takes a record id (path, query or body) has a cross-user case in this suite', () => {
    const withPathIds = routes.filter((r) => r.url.includes('/:')).map((r) => `${r.method} ${r.url}`);
    const fields = recordIdFields(app.swagger() as IdDoc);
    // The API's routes (the WordPress-shaped feed at /wp-json serves published articles, anyone's to read).
    const apiFields = [...fields.keys()].filter((r) => r.includes(' /api/v1/'));
    const missing = [...new Set([...withPathIds, ...apiFields])]
      .filter((r) => !RECORD_ROUTES[r])
      .map((r) => `${r} (${fields.get(r)?.join(', ') ?? 'path'})`);
    expect(missing, 'add the route to RECORD_ROUTES and a case below').toEqual([]);
    // Every named case exists, and the list holds no route the app no longer has.
    expect(Object.values(RECORD_ROUTES).filter((c) => !(CASES as readonly string[]).includes(c))).toEqual([]);
    expect(CASES.filter((c) => !registeredCases.has(c))).toEqual([]);
    const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(RECORD_ROUTES).filter((r) => !known.has(r))).toEqual([]);
  });

  describe("a second user of the same role gets 404/403 for the first one's records", () => {
    const crossUser = (name: (typeof CASES)[number], fn: () => Promise<void>) => {
      registeredCases.add(name);
      it(name, fn);
    };
    const refused = (res: { statusCode: number; body: string }) => {
      expect([403, 404], res.body).toContain(res.statusCode);
      expect(body(res).status).toBe(false);
    };

    crossUser('treatments', async () => {
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

    crossUser('work-profile entries (edit, delete, attach a document)', async () => {
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

    crossUser('files', async () => {
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

    crossUser('admin therapist', async () => {
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

    crossUser('admin coupons', async () => {
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

    crossUser('holds', async () => {
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

    crossUser('appointments', async () => {
      const mine = await approvedTherapist(app);
      const otherTherapist = await approvedTherapist(app, { firstName: 'Uma' });
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      // 10:00 UTC: the hour after it is inside the therapist's day, so the therapist may ask to extend.
      const startsAt = addDays(new Date(), 5);
      startsAt.setUTCHours(10, 0, 0, 0);
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
      // Asked for more time, only the session's own patient may answer.
      expect(
        (
          await app.inject({
            method: 'PATCH',
            url: '/api/v1/provider/appointments/extend',
            headers: bearer(mine.token),
            payload: { appointmentId: appointment.id },
          })
        ).statusCode,
      ).toBe(200);
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/patient/appointments/extension',
          headers: bearer(b.token),
          payload: { appointmentId: appointment.id, agree: true },
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
      refused(
        await app.inject({
          method: 'POST',
          url: '/api/v1/patient/report-issues',
          headers: bearer(b.token),
          payload: { appointmentId: done.id, category: 'Video or audio problem', description: 'Not my session' },
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

    crossUser('packages', async () => {
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
      // Another patient cannot book a session from my package, even on a hold of their own.
      const [slot] = await freeSlots(app, b.token, therapist.id);
      const theirHold = String(body(await holdSlot(app, b.token, therapist.id, slot!)).data._id);
      refused(
        await app.inject({
          method: 'POST',
          url: '/api/v1/patient/subscription/appointments',
          headers: bearer(b.token),
          payload: { subscriptionId: id, scheduleId: theirHold },
        }),
      );
      // Another therapist cannot edit or withdraw the package.
      const rival = await approvedTherapist(app, { firstName: 'Uma' });
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/provider/packages',
          headers: bearer(rival.token),
          payload: { packageId: planId, name: 'Taken over', sessionCount: 1, validityDays: 1, price: 1 },
        }),
      );
      refused(
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/provider/packages?packageId=${planId}`,
          headers: bearer(rival.token),
        }),
      );
      const plans = await app.inject({ url: '/api/v1/provider/packages', headers: bearer(therapist.token) });
      expect(plans.body).toContain('"Four"');
      const theirs = await app.inject({
        url: `/api/v1/patient/subscription/provider/${therapist.id}`,
        headers: bearer(b.token),
      });
      expect(body(theirs).data).toEqual({ subscriptions: [] });
      const own = await app.inject({ url: `/api/v1/patient/${id}/subscriptiondetails`, headers: bearer(a.token) });
      expect(own.statusCode, own.body).toBe(200);
    });

    crossUser('payments', async () => {
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

    crossUser('payment checkout', async () => {
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
      for (const url of [
        '/payment/patient/zeroconsultationcharges/configure-payment',
        '/payment/patient/stripe/configure-payment',
        '/payment/patient/createpaymentintent',
        '/payment/patient/razorpay/configure-payment',
      ]) {
        refused(
          await app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(b.token), payload: { scheduleId } }),
        );
      }
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
      refused(
        await app.inject({
          method: 'POST',
          url: '/api/v1/payment/patient/razorpay/verify-payment',
          headers: bearer(b.token),
          payload: {
            transactionId: txn,
            razorpay_order_id: 'order_x',
            razorpay_payment_id: 'pay_x',
            razorpay_signature: 'f'.repeat(64),
          },
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

    crossUser('forms', async () => {
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

    crossUser('health records', async () => {
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

    crossUser('therapist listing', async () => {
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

    crossUser('chat', async () => {
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
      const png = await image(20, 20);
      const file = { name: 'intruder.png', type: 'image/png', bytes: png, field: 'file' };
      for (const [url, token, fields] of [
        ['/api/v1/patient/create-file', other.token, { roomId: message.roomId }],
        ['/api/v1/patient/upload-file', other.token, { roomId: message.roomId }],
        ['/api/v1/patient/create-file', other.token, { otherUserId: therapist.id }],
        ['/api/v1/provider/create-file', otherTherapist.token, { roomId: message.roomId }],
        ['/api/v1/provider/create-file', otherTherapist.token, { otherUserId: patient.id }],
      ] as const) {
        const up = multipart(fields as Record<string, string>, file);
        refused(
          await app.inject({ method: 'POST', url, payload: up.payload, headers: { ...up.headers, ...bearer(token) } }),
        );
      }
      const mine = await app.inject({
        url: `/api/v1/patient/fetch-Chat-History/${therapist.id}`,
        headers: bearer(patient.token),
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.body).not.toContain('intruder.png');
    });

    crossUser('family', async () => {
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      const relationships = await app.inject({ url: '/api/v1/public/relationships' });
      const relationship = (body(relationships).data.relationships as Array<{ _id: string }>)[0]!._id;
      const member = { name: 'Meera Rao', relationship, dob: '2015-03-09', gender: 'female' };
      const added = await app.inject({
        method: 'PATCH',
        url: '/api/v1/patient/family-members',
        headers: bearer(a.token),
        payload: member,
      });
      expect(added.statusCode, added.body).toBe(200);
      const memberId = String((body(added).data.familyMember as { _id: string })._id);
      refused(
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/patient/family-members',
          headers: bearer(b.token),
          payload: { ...member, _id: memberId, name: 'Taken over' },
        }),
      );
      refused(
        await app.inject({
          method: 'DELETE',
          url: '/api/v1/patient/family-members',
          headers: bearer(b.token),
          payload: { deleteFieldId: memberId },
        }),
      );
      // Nor can B book (or move a hold) for A's family member.
      const therapist = await approvedTherapist(app);
      const [slot, other] = await freeSlots(app, b.token, therapist.id);
      const forThem = await app.inject({
        method: 'POST',
        url: '/api/v1/patient/schedule-details',
        headers: bearer(b.token),
        payload: { providerId: therapist.id, startTime: slot, familyMemberId: memberId },
      });
      refused(forThem);
      const own = await holdSlot(app, b.token, therapist.id, other!);
      expect(own.statusCode, own.body).toBe(200);
      const moved = await app.inject({
        method: 'PATCH',
        url: '/api/v1/patient/schedule-details',
        headers: bearer(b.token),
        payload: { scheduleId: String(body(own).data._id), familyMemberId: memberId },
      });
      refused(moved);
      const list = await app.inject({ url: '/api/v1/patient/family-members', headers: bearer(a.token) });
      expect(body(list).data).toMatchObject({ count: 1, familyMembers: [{ _id: memberId, name: 'Meera Rao' }] });
    });

    crossUser('notifications', async () => {
      for (const [role, prefix] of [
        ['patient', '/api/v1/patient'],
        ['doctor', '/api/v1/provider'],
        ['company', '/api/v1/companies'],
      ] as const) {
        const a = await createUserWithToken(app, { userType: role });
        const b = await createUserWithToken(app, { userType: role });
        await app.ctx.services.notifications.send({
          userId: a.id,
          title: 'Mine',
          msg: 'Mine',
          kind: 'booking',
          email: false,
        });
        const listUrl = role === 'company' ? `${prefix}/notification/list-all` : `${prefix}/list-notification`;
        const list = await app.inject({ url: listUrl, headers: bearer(a.token) });
        const id = /"_id":"([0-9a-f-]{36})"/.exec(list.body)?.[1];
        expect(id, list.body).toBeDefined();
        refused(
          await app.inject({
            method: 'PATCH',
            url: `${prefix}/notification/mark-as-read`,
            headers: bearer(b.token),
            payload: { _id: id },
          }),
        );
        const after = await app.inject({ url: listUrl, headers: bearer(a.token) });
        expect(after.body, role).toContain('"read":false');
        const theirs = await app.inject({ url: listUrl, headers: bearer(b.token) });
        expect(theirs.body, role).not.toContain(id!);
      }
    });

    crossUser('medications', async () => {
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      const types = await app.inject({ url: '/api/v1/user/medicine-types', headers: bearer(a.token) });
      const medicineTypeId = (body(types).data.medicineTypes as Array<{ _id: string }>)[0]!._id;
      const entry = {
        name: 'Sertraline',
        medicineTypeId,
        dose: '50 mg',
        timesOfDay: ['08:00'],
        startDate: '2026-01-01',
        endDate: null,
      };
      const added = await app.inject({
        method: 'POST',
        url: '/api/v1/user/medication',
        headers: bearer(a.token),
        payload: entry,
      });
      expect(added.statusCode, added.body).toBe(200);
      const list = await app.inject({ url: '/api/v1/patient/list-medications', headers: bearer(a.token) });
      const id = (body(list).data.medications as Array<{ _id: string }>)[0]!._id;
      refused(
        await app.inject({
          method: 'POST',
          url: '/api/v1/user/medication',
          headers: bearer(b.token),
          payload: { ...entry, _id: id, dose: 'taken over' },
        }),
      );
      refused(
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/user/medication?medicationId=${id}`,
          headers: bearer(b.token),
        }),
      );
      const after = await app.inject({ url: '/api/v1/patient/list-medications', headers: bearer(a.token) });
      expect(after.body).toContain('50 mg');
      expect(after.body).not.toContain('taken over');
    });

    crossUser('account', async () => {
      // The development-only instant deletion: one's own account, never another's (admins excepted).
      const a = await newPatient(app, 'Asha');
      const b = await newPatient(app, 'Bela');
      const t = await createUserWithToken(app, { userType: 'doctor' });
      for (const token of [b.token, t.token]) {
        const res = await app.inject({
          method: 'PATCH',
          url: '/api/v1/admin/dev/delete-account',
          headers: bearer(token),
          payload: { userId: a.id },
        });
        expect(res.statusCode, res.body).toBe(403);
      }
      const still = await app.inject({ url: '/api/v1/user/profile', headers: bearer(a.token) });
      expect(still.statusCode, still.body).toBe(200);
    });

    crossUser('corporate', () => crossCompanyCase(app));
    crossUser('articles', () => crossArticlesCase(app));
    crossUser('site banner', () => crossBannerCase(app));
    crossUser('appointment preferences', () => crossPreferencesCase(app, insertAppointment));

    crossUser('provider workspace', async () => {
      // Issue 22: another therapist, another patient get nothing of a care relationship; once every
      // session is cancelled the therapist gets nothing new either.
      const boss = await wsAdmin(app);
      const doc = await verifiedPsychiatrist(app, boss.token, 'Rohan');
      const other = await verifiedPsychiatrist(app, boss.token, 'Ishaan');
      const p = await newPatient(app, 'Asha');
      const q = await newPatient(app, 'Bela');
      const past = await insertAppointment(app, {
        patientId: p.id,
        therapistId: doc.id,
        startsAt: addDays(new Date(), -2),
        status: 'completed',
      });
      const { Paracetamol: medicineId } = await medicineIds(app, ['Paracetamol']);
      await wsCall(app, 'PATCH', `/admin/medicine-library/${medicineId}`, boss.token, { tpgList: 'O' });
      const line = { medicineId, strength: '500 mg', dose: '1 tablet', frequency: 'When needed', duration: '3 days' };
      const rx = await wsCall(app, 'POST', '/provider/prescription', doc.token, {
        patientId: p.id,
        diagnosis: 'Tension headache',
        medicines: [line],
      });
      expect(rx.status, rx.text).toBe(200);
      const rxId = rx.body.data.prescription._id as string;
      const fu = await wsCall(app, 'POST', '/provider/follow-up', doc.token, {
        appointmentId: past.id,
        suggestedDate: addDays(new Date(), 10).toISOString().slice(0, 10),
        reason: 'Review',
      });
      expect(fu.status, fu.text).toBe(200);
      const fuId = fu.body.data.followUp._id as string;
      const types = await app.inject({ url: '/api/v1/user/medicine-types', headers: bearer(p.token) });
      const medicineTypeId = (body(types).data.medicineTypes as Array<{ _id: string }>)[0]!._id;
      const entry = { name: 'Paracetamol', medicineTypeId, dose: '1', timesOfDay: ['08:00'], startDate: '2026-12-01' };
      const med = await wsCall(app, 'POST', '/provider/medication', doc.token, { ...entry, patientId: p.id });
      expect(med.status, med.text).toBe(200);
      const medId = med.body.data.medication._id as string;
      const note = { action: 'draft', appointmentId: past.id, format: 'SOAP', sections: { plan: 'x' } };

      const asOther: Array<[string, string, unknown?]> = [
        ['GET', `/provider/consulation-details?patientId=${p.id}`],
        ['GET', `/provider/appointments/session-notes/${past.id}`],
        ['POST', '/provider/appointments/session-notes', note],
        ['GET', `/provider/medicine-library?patientId=${p.id}`],
        ['POST', '/provider/prescription', { patientId: p.id, diagnosis: 'x', medicines: [line] }],
        ['PATCH', '/provider/prescription', { _id: rxId, diagnosis: 'x', medicines: [line] }],
        ['GET', `/provider/prescriptions?patientId=${p.id}`],
        ['GET', `/provider/prescription/${rxId}`],
        ['GET', `/provider/prescription/download/${rxId}`],
        ['POST', '/provider/follow-up', { appointmentId: past.id, suggestedDate: '2030-01-01', reason: 'x' }],
        ['GET', `/provider/follow-ups?patientId=${p.id}`],
        ['POST', '/provider/medication', { ...entry, patientId: p.id }],
        ['PATCH', '/provider/medication', { ...entry, _id: medId }],
        ['DELETE', `/provider/medication/${medId}`],
      ];
      for (const [method, url, payload] of asOther) {
        const res = await wsCall(app, method, url, other.token, payload);
        expect([403, 404], `${method} ${url}: ${res.text}`).toContain(res.status);
      }
      for (const url of [`/patient/show-followUp/${fuId}`, `/patient/prescription/download/${rxId}`]) {
        expect((await wsCall(app, 'GET', url, q.token)).status, url).toBe(404);
        expect((await wsCall(app, 'GET', url, p.token)).status, url).toBe(200);
      }
      expect((await wsCall(app, 'GET', `/calendar-feed/${'x'.repeat(43)}.ics`)).status).toBe(404);
      for (const [method, url] of [
        ['PATCH', `/admin/medicine-library/${randomUUID()}`],
        ['GET', `/admin/practitioner-registration/${p.id}`],
        ['PATCH', `/admin/practitioner-registration/${p.id}`],
      ] as const) {
        const res = await wsCall(
          app,
          method,
          url,
          boss.token,
          method === 'PATCH' ? { tpgList: 'O', verified: true } : undefined,
        );
        expect(res.status, `${method} ${url}: ${res.text}`).not.toBeGreaterThanOrEqual(500);
      }

      // The relationship ends: nothing new for the therapist.
      await app.ctx.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, past.id));
      for (const [method, url, payload] of [
        ['GET', `/provider/consulation-details?patientId=${p.id}`],
        ['GET', `/provider/prescription/${rxId}`],
        ['GET', `/provider/prescription/download/${rxId}`],
        ['POST', '/provider/prescription', { patientId: p.id, diagnosis: 'x', medicines: [line] }],
        ['POST', '/provider/appointments/session-notes', note],
        ['POST', '/provider/medication', { ...entry, patientId: p.id }],
        ['GET', `/provider/follow-ups?patientId=${p.id}`],
      ] as Array<[string, string, unknown?]>) {
        const res = await wsCall(app, method, url, doc.token, payload);
        expect([403, 404], `${method} ${url} after the relationship ended: ${res.text}`).toContain(res.status);
      }
    });
  });
});
