import { describe, expect, it } from 'vitest';
import { afterLoginTarget, entryTarget } from './after-login';

const DASH = '/user/base/home/dashboard';
const CORP = '/user/base/home/corporate/dashboard';

describe('after login (spec document 1 §4)', () => {
  it('patient password login: dashboard unless page is 0', () => {
    expect(afterLoginTarget({ userType: 'patient', method: 'password', page: 0 }).to).toBe(
      '/user/patient/update-profile',
    );
    expect(afterLoginTarget({ userType: 'patient', method: 'password', page: 1 }).to).toBe(DASH);
    expect(afterLoginTarget({ userType: 'patient', method: 'password', page: 7 }).to).toBe(DASH);
  });

  it('patient code login: dashboard only at page 4', () => {
    expect(afterLoginTarget({ userType: 'patient', method: 'otp', page: 4 }).to).toBe(DASH);
    for (const page of [0, 3, 5, 9])
      expect(afterLoginTarget({ userType: 'patient', method: 'otp', page }).to).toBe('/user/patient/update-profile');
  });

  it('patient Google/Apple: page 4, or page 3 (and 5) with oauth data', () => {
    const oauth = { provider: 'google', email: 'a@b.c' };
    expect(afterLoginTarget({ userType: 'patient', method: 'google', page: 4 }).to).toBe(DASH);
    expect(afterLoginTarget({ userType: 'patient', method: 'google', page: 3, oauthData: oauth }).to).toBe(DASH);
    expect(afterLoginTarget({ userType: 'patient', method: 'apple', page: 5, oauthData: oauth }).to).toBe(DASH);
    expect(afterLoginTarget({ userType: 'patient', method: 'google', page: 3 }).to).toBe(
      '/user/patient/update-profile',
    );
    expect(afterLoginTarget({ userType: 'patient', method: 'apple', page: 2, oauthData: oauth }).to).toBe(
      '/user/patient/update-profile',
    );
  });

  it('therapist: dashboard only at page 5; password login passes the page in state', () => {
    expect(afterLoginTarget({ userType: 'doctor', method: 'password', page: 5 })).toEqual({ to: DASH });
    expect(afterLoginTarget({ userType: 'doctor', method: 'password', page: 2 })).toEqual({
      to: '/user/doctor/update-profile',
      state: { page: 2 },
    });
    expect(afterLoginTarget({ userType: 'doctor', method: 'otp', page: 4 })).toEqual({
      to: '/user/doctor/update-profile',
    });
    expect(afterLoginTarget({ userType: 'provider', method: 'otp', page: 5 }).to).toBe(DASH);
  });

  it('sign-up verification: active → dashboard, any other status → update-profile of the kind', () => {
    expect(afterLoginTarget({ userType: 'patient', method: 'signup', status: 'pending', page: 0 }).to).toBe(
      '/user/patient/update-profile',
    );
    expect(afterLoginTarget({ userType: 'doctor', method: 'signup', status: 'pending' }).to).toBe(
      '/user/doctor/update-profile',
    );
    expect(afterLoginTarget({ userType: 'patient', method: 'signup', status: 'active' }).to).toBe(DASH);
  });

  it("account status 'active' goes to the dashboard whatever the page", () => {
    expect(afterLoginTarget({ userType: 'patient', method: 'otp', status: 'active', page: 6 }).to).toBe(DASH);
    expect(afterLoginTarget({ userType: 'doctor', method: 'password', status: 'active', page: 6 }).to).toBe(DASH);
    expect(afterLoginTarget({ userType: 'patient', method: 'otp', status: 'pending', page: 6 }).to).toBe(
      '/user/patient/update-profile',
    );
  });

  it('company accounts land on the corporate dashboard', () => {
    expect(afterLoginTarget({ userType: 'company', method: 'password', page: 0 }).to).toBe(CORP);
    expect(afterLoginTarget({ userType: 'company', method: 'signup', status: 'active' }).to).toBe(CORP);
  });

  it('entry with a stored token: active → dashboard, otherwise update-profile', () => {
    expect(entryTarget('patient', 'active')).toBe(DASH);
    expect(entryTarget('patient', 'pending')).toBe('/user/patient/update-profile');
    expect(entryTarget('doctor', 'waiting for approval')).toBe('/user/doctor/update-profile');
    expect(entryTarget('company', 'active')).toBe(CORP);
  });
});
