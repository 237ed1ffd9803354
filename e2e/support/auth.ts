import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, codeIn, latestOutboxMessage, uniquePhone } from './api';
import { apiCaptchaPass } from './captcha';

/** The seeded demo accounts (apps/server/src/db/seed/demo-accounts.ts). */
export const DEMO = {
  patient: {
    phone: '+919000000001',
    dial: '+91-9000000001',
    national: '9000000001',
    password: 'Patient@123',
    name: 'Asha Verma',
  },
  therapist: {
    phone: '+919000000002',
    dial: '+91-9000000002',
    national: '9000000002',
    password: 'Therapist@123',
    name: 'Meera Iyer',
  },
  company: { email: 'hr@acme.example', password: 'Company@123', name: 'Acme HR' },
} as const;

/** What login and sign-up calls answer (contract loginData). */
export interface LoginData {
  authToken: string;
  status: string;
  page: number;
  userType: 'patient' | 'doctor' | 'company' | 'admin';
  oauthData: unknown;
  message: string;
  token: string | null;
}

/** '+919876543210' → '+91-9876543210' (the spec's dial-code form). */
export const dialForm = (e164: string) => `${e164.slice(0, 3)}-${e164.slice(3)}`;

/** Password login through the API (patient, doctor) or e-mail login (company). */
export async function apiLogin(
  request: APIRequestContext,
  who: 'patient' | 'doctor' | 'company',
  creds?: { login: string; password: string },
): Promise<LoginData> {
  if (who === 'company') {
    return apiCall<LoginData>(request, 'POST', '/registration/company/login', {
      data: creds ?? { login: DEMO.company.email, password: DEMO.company.password },
    });
  }
  const demo = who === 'patient' ? DEMO.patient : DEMO.therapist;
  return apiCall<LoginData>(request, 'POST', `/registration/${who === 'patient' ? 'patient' : 'provider'}/login`, {
    data: creds ?? { login: demo.dial, password: demo.password },
  });
}

/** Registers a fresh phone-only account by code (send-verification → outbox → check-verification). */
export async function apiSignUpByCode(
  request: APIRequestContext,
  who: 'patient' | 'doctor' = 'patient',
  phone = uniquePhone(),
): Promise<LoginData & { phone: string }> {
  const started = new Date(Date.now() - 1000).toISOString();
  await apiCall(request, 'POST', '/registration/user/signup/send-verification', {
    data: { phoneNumber: dialForm(phone), channel: 'sms', userType: who, captchaPass: await apiCaptchaPass(request) },
  });
  const msg = await latestOutboxMessage(request, phone, { after: started });
  const data = await apiCall<LoginData>(
    request,
    'POST',
    `/registration/${who === 'patient' ? 'patient' : 'provider'}/signup/check-verification`,
    { data: { phoneNumber: dialForm(phone), code: codeIn(msg.body) } },
  );
  return { ...data, phone };
}

/**
 * Registers a fresh account WITH a password (the sign-up form, then its code), so journeys can log
 * in or reset its password without touching the shared demo accounts. A patient gives no e-mail,
 * so the code goes by SMS and verifies the phone (password login needs a verified phone); a
 * therapist's code goes to the e-mail, leaving the phone to re-verify.
 */
export async function apiSignUpWithPassword(
  request: APIRequestContext,
  who: 'patient' | 'doctor' = 'patient',
  password = 'Start@1234',
): Promise<LoginData & { phone: string; password: string; email: string }> {
  const phone = uniquePhone();
  const email = `e2e-${phone.slice(3)}@example.com`;
  const started = new Date(Date.now() - 1000).toISOString();
  const signup = await apiCall<{ token: string; codeSentTo: 'email' | 'sms' }>(
    request,
    'POST',
    `/registration/${who === 'patient' ? 'patient' : 'provider'}/signup`,
    {
      data: {
        firstName: 'Test',
        lastName: 'Person',
        email: who === 'doctor' ? email : undefined,
        phone: { countryCode: '+91', phoneNumber: dialForm(phone) },
        password,
        captchaPass: await apiCaptchaPass(request),
      },
    },
  );
  const msg = await latestOutboxMessage(request, signup.codeSentTo === 'email' ? email : phone, { after: started });
  const data = await apiCall<LoginData>(request, 'PUT', '/user/verify/otp', {
    data: { otp: codeIn(msg.body), token: signup.token },
  });
  return { ...data, phone, password, email };
}

/** Puts a login reply into the page's local storage the way the web app stores it after login. */
export async function storeSession(page: Page, data: LoginData): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/dev/outbox');
  await page.evaluate((d) => {
    localStorage.setItem('authToken', d.authToken);
    localStorage.setItem('userType', d.userType);
    localStorage.setItem('accountStatus', d.status);
    localStorage.setItem('pageInfo', String(d.page));
    if (d.oauthData) localStorage.setItem('oauthData', JSON.stringify(d.oauthData));
    localStorage.setItem('isAppInstalled', 'true');
  }, data);
}

/** Signs in through the API and opens the shell (dashboard by default). */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  who: 'patient' | 'doctor' | 'company' = 'patient',
  path?: string,
): Promise<LoginData> {
  const data = await apiLogin(request, who);
  await storeSession(page, data);
  await page.goto(path ?? (who === 'company' ? '/user/base/home/corporate/dashboard' : '/user/base/home/dashboard'));
  return data;
}

/** Reads the newest code sent to a phone or e-mail after `since` (ISO). */
export async function codeSentTo(request: APIRequestContext, to: string, since: string, digits = 6): Promise<string> {
  const msg = await latestOutboxMessage(request, to, { after: since });
  return codeIn(msg.body, digits);
}

/** Keeps the mobile app banner out of the way of the forms under test (it has journeys of its own). */
export async function hideAppBanner(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('isAppInstalled', 'true'));
}

/** Types a national number after the +91 the phone field starts with. */
export async function fillPhone(page: Page, national: string): Promise<void> {
  const input = page.getByLabel('Phone number');
  await input.click();
  await input.press('End');
  await input.pressSequentially(national);
}

/** Types a one-time code box by box (the boxes move focus themselves). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Digit 1 of/ }).click();
  await page.keyboard.type(code);
}

/** Fills the new-password form and saves it. */
export async function setNewPassword(page: Page, password: string, confirm = password): Promise<void> {
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(confirm);
  await page.getByRole('button', { name: 'Save password' }).click();
}

/**
 * Signs a new patient up through the real screens (phone, terms, captcha, SMS code) and waits for
 * the onboarding route. The proof-of-work captcha can take a while on a busy machine.
 */
export async function signUpPatientThroughScreens(
  page: Page,
  request: APIRequestContext,
  phone = uniquePhone(),
): Promise<{ phone: string }> {
  await page.goto('/user/patient/signup');
  await fillPhone(page, phone.slice(3));
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/user\/patient\/signup\/get-started$/, { timeout: 45_000 });
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'SMS' }).click();
  await page.waitForURL(/\/get-started\/sms$/);
  await typeCode(page, await codeSentTo(request, phone, since));
  await page.waitForURL(/\/user\/patient\/update-profile/);
  return { phone };
}

/** Logs in by SMS code through the real screens; where it lands follows spec document 1 §4. */
export async function logInByCodeThroughScreens(
  page: Page,
  request: APIRequestContext,
  phone: string,
  who: 'patient' | 'doctor' = 'patient',
): Promise<void> {
  await page.goto(`/user/${who}/login/otp`);
  await fillPhone(page, phone.slice(3));
  await page.getByRole('button', { name: 'Continue' }).click();
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'SMS' }).click();
  await page.waitForURL(new RegExp(`/user/${who}/login/otp/sms$`));
  await typeCode(page, await codeSentTo(request, phone, since));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/login'));
}
