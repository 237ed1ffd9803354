import { treatmentsData, type WorkProfile, workProfile, workProfileUpdateResult } from '@sahaj/contract';
import { vi } from 'vitest';

/** A therapist's profile as GET /provider/work-profile answers it, checked by the contract's schema. */
export function testWorkProfile(overrides: Partial<WorkProfile> = {}): WorkProfile {
  return workProfile.parse({
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    status: 'pending',
    page: 2,
    rejectionReason: null,
    gender: 'Female',
    name: 'Dr Ira Sen',
    email: 'ira@example.com',
    phone: '+91-9812345676',
    hasPassword: true,
    isExternalSignIn: false,
    timeZone: 'Asia/Kolkata',
    timeZoneLabel: 'India (GMT+5:30)',
    dob: '1986-08-15',
    aboutYou: '',
    address: null,
    hiddenFields: ['dob', 'timeZone'],
    profilePic: null,
    educationalDetails: [],
    experienceDetails: [],
    medicalLicences: [],
    languagesKnown: [],
    specialization: [],
    professionalTitle: null,
    totalWorkExperiance: null,
    currency: 'INR',
    consultationFee: null,
    consultationDuration: null,
    timeSlot: [],
    specialTime: [],
    offDays: [],
    accountDetails: null,
    submittedAt: null,
    ...overrides,
  });
}

export type Call = { key: string; body: unknown };

/**
 * Answers the wizard's calls like the server: replies are built with the contract's schemas so a
 * shape change fails the test. `extra` answers anything else ('GET /public/specialities' → data).
 */
export function mockWizardServer(extra: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const u = new URL(String(url));
      const key = `${init?.method ?? 'GET'} ${u.pathname.replace('/api/v1', '')}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const ok = (data: unknown) => new Response(JSON.stringify({ status: true, data }), { status: 200 });
      if (key === 'GET /provider/treatments') return ok(treatmentsData.parse({ treatments: [] }));
      if (key === 'PATCH /provider/work-profile')
        return ok(workProfileUpdateResult.parse({ message: 'Updated successfully', page: 5, status: 'pending' }));
      if (key in extra) return ok(extra[key]);
      return new Response(JSON.stringify({ status: false, data: { message: 'Not found' } }), { status: 404 });
    }),
  );
  return calls;
}
