import { describe, expect, it } from 'vitest';
import { mayOpen } from './menu';

describe('which kind of account may open a shell page (issue 20 #11)', () => {
  it("keeps the company area the company's, and therapist-only pages the therapists'", () => {
    expect(mayOpen('patient', 'corporate/dashboard')).toBe(false);
    expect(mayOpen('provider', 'corporate/employees-list')).toBe(false);
    expect(mayOpen('corporate', 'corporate/dashboard')).toBe(true);
    expect(mayOpen('patient', 'earnings')).toBe(false);
    expect(mayOpen('patient', 'patients')).toBe(false);
    expect(mayOpen('provider', 'earnings')).toBe(true);
    expect(mayOpen('corporate', 'appointments')).toBe(false);
  });
  it('lets everyone read the shell documents and shared pages', () => {
    for (const kind of ['patient', 'provider', 'corporate'] as const) {
      expect(mayOpen(kind, 'corporate/profile/privacy-policy')).toBe(true);
      expect(mayOpen(kind, 'corporate/profile/confidentiality-agreement')).toBe(true);
    }
    expect(mayOpen('patient', 'appointments/upcoming')).toBe(true);
    // the spec's one survey path: a company fills in its surveys there too (issue 21)
    expect(mayOpen('corporate', 'dashboard/survay-form/give-survey/f1')).toBe(true);
    expect(mayOpen('corporate', 'dashboard')).toBe(false);
    expect(mayOpen('provider', 'messages')).toBe(true);
    expect(mayOpen('provider', 'health-record/patient/abc')).toBe(true);
  });
});
