import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../test/security/callers';
import { createTestApp } from '../../test/test-app';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';
import { api, enrol, newAdmin, newCompany, newPlan, subscribe } from './test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app.close();
});

/**
 * Keys that would carry care: sessions, their times, therapists of a session, notes, answers. (The
 * plan's own startsAt/expiresAt are not care; session times are checked by value below.)
 */
const CLINICAL_KEYS = [
  'appointmentId',
  'scheduleId',
  'startTime',
  'sessionStartTime',
  'endTime',
  'treatmentName',
  'treatmentId',
  'notes',
  'sessionNotes',
  'answerList',
  'selectedAnswers',
  'totalScore',
  'band',
  'diagnosis',
  'prescription',
  'cancellationReason',
  'doctorDetails',
  'providerName',
];

function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe('privacy: the employer never sees care', () => {
  it('no company route answers a clinical field, an employee’s session, or usage the employee did not share', {
    timeout: 300_000,
  }, async () => {
    const admin = await newAdmin(app);
    const planId = await newPlan(app, admin.token, { credits: 10_000 });
    const company = await newCompany(app, 'Private Co');
    const order = await subscribe(app, company, planId);
    const therapist = await approvedTherapist(app, {
      feeMinor: 700_00,
      firstName: 'Zephyrine',
      lastName: 'Quillfeather',
      treatments: [{ name: 'Trauma-focused CBT', priceMinor: 700_00 }],
    });
    await api(app, 'PATCH', `/companies/${company.id}/providers/${therapist.id}/addprovidertocompany`, company.token);
    const pia = await newPatient(app, 'Pia');
    const memberId = await enrol(app, company, pia, false);
    const [slot] = await freeSlots(app, pia.token, therapist.id);
    const hold = await holdSlot(app, pia.token, therapist.id, slot!, therapist.treatments[0]!.id);
    const scheduleId = JSON.parse(hold.body).data._id as string;
    const buy = await api(app, 'POST', `/companies/${company.id}/patient/${pia.id}/buypatientconsultation`, pia.token, {
      scheduleId,
    });
    expect(buy.status).toBe(200);
    const history = await api(app, 'GET', '/companies/payment-details', company.token);
    const paymentId = history.body.data.paymentDetails[0]._id as string;

    const params: Record<string, string> = {
      companyId: company.id,
      employeeId: memberId,
      tab: '1',
      paymentId,
      transactionId: order.transactionId,
      formId: '00000000-0000-4000-8000-000000000000',
    };
    // Every read a company may make (the catalogue of therapists it chooses from names therapists by design).
    const reads = apiRoutes(app).filter(
      (r) =>
        r.method === 'GET' && Array.isArray(r.access) && r.access.includes('company') && !r.url.includes('/invoice'),
    );
    expect(reads.length).toBeGreaterThan(8);
    // The therapists the company chose are its own choice (by id on its profile, by name in the chooser):
    // what must never appear is which of them an employee saw.
    const chooserRoutes = [
      '/api/v1/companies/providers/all',
      '/api/v1/companies/:companyId/providers/companyselectedProviders',
      '/api/v1/companies/mycompanyprofile',
    ];
    const seen: string[] = [];
    for (const route of reads) {
      const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? name).replace('/api/v1', '');
      const res = await api(app, 'GET', url, company.token);
      seen.push(`${route.url} ${res.status}`);
      const text = JSON.stringify(res.body);
      const keys = keysOf(res.body);
      expect(
        CLINICAL_KEYS.filter((k) => keys.has(k)),
        route.url,
      ).toEqual([]);
      expect(text, route.url).not.toContain(scheduleId);
      // Other therapists' next free time is public and may fall on the booked slot's instant (every
      // therapist's hours share one grid): only the booked therapist's entry must not show it.
      const slotText = JSON.stringify(res.body, function (this: { _id?: unknown }, key: string, value: unknown) {
        return key === 'nextAvailableAt' && this._id !== therapist.id ? undefined : value;
      });
      expect(slotText, route.url).not.toContain(slot!);
      expect(text, route.url).not.toContain('Trauma-focused CBT');
      if (!chooserRoutes.includes(route.url)) expect(text, route.url).not.toContain(therapist.id);
      if (!chooserRoutes.slice(0, 2).includes(route.url)) expect(text, route.url).not.toContain('Quillfeather');
    }
    expect(seen.some((s) => s.includes('employeeList/:tab 200'))).toBe(true);

    // Not shared: the counts read null ('Private'); the employee sees that the company looked.
    const row = (await api(app, 'GET', `/companies/${company.id}/employeeList/1`, company.token)).body.data.data[0];
    expect(row).toMatchObject({ totalAppointmentsTaken: null, creditsUsed: null, usageShared: false });
    const mine = await api(app, 'GET', '/patient/company', pia.token);
    expect(mine.body.data.membership.employerLastViewedAt).not.toBeNull();
    expect(mine.body.data.membership.employerCanSee.join(' ')).toMatch(/Private/);

    // Sharing is the employee's choice, changeable later.
    await api(app, 'PATCH', '/patient/company/privacy', pia.token, { shareUsage: true });
    const shared = (await api(app, 'GET', `/companies/employeeList/${memberId}`, company.token)).body.data;
    expect(shared).toMatchObject({ totalAppointmentsTaken: 1, creditsUsed: 700 });

    // One person's month is hidden from the charts (fewer than 5 people).
    const dash = await api(app, 'GET', '/companies/dashboard', company.token);
    const month = dash.body.data.creditUse.at(-1);
    expect(month).toMatchObject({ creditsUsed: null, sessions: null });
    expect(dash.body.data.uptake).toMatchObject({ invited: 1, accepted: 1, bookedAtLeastOnce: null });
  });
});
