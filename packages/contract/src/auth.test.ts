import { describe, expect, it } from 'vitest';
import {
  companySignupBody,
  forgotCheckBody,
  newPasswordInput,
  patientSignupBody,
  phoneCodeInput,
  phoneLoginBody,
  providerSignupBody,
  sendVerificationBody,
  toUserType,
} from './auth';
import { MSG } from './messages';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message;

describe('auth contract', () => {
  it('accepts phones in dial-code form and E.164, refuses others with a clear message', () => {
    expect(phoneLoginBody.safeParse({ login: '+91-9876543210', password: 'x' }).success).toBe(true);
    expect(phoneLoginBody.safeParse({ login: '+919876543210', password: 'x' }).success).toBe(true);
    expect(firstMessage(phoneLoginBody.safeParse({ login: '+91-12345', password: 'x' }))).toBe(MSG.invalidPhone);
    expect(firstMessage(phoneLoginBody.safeParse({ login: '', password: 'x' }))).toBe(MSG.phoneRequired);
    expect(firstMessage(phoneLoginBody.safeParse({ login: '+919876543210', password: '' }))).toBe(
      'Please enter the Password',
    );
  });

  it('words code errors as the spec does', () => {
    expect(firstMessage(phoneCodeInput.safeParse(''))).toBe('OTP is required');
    expect(firstMessage(phoneCodeInput.safeParse('123'))).toBe('6 digit otp required');
    expect(firstMessage(phoneCodeInput.safeParse('12345a'))).toBe('Please enter the valid OTP');
    expect(phoneCodeInput.safeParse(' 123456 ').data).toBe('123456');
  });

  it('sign-up: e-mail optional for patients (blank allowed), required for therapists; names letters only', () => {
    const base = {
      firstName: 'Asha',
      lastName: 'Verma',
      phone: { countryCode: '+91', phoneNumber: '+91-9876543210' },
      password: 'Abcdefg1',
      captchaPass: 'pass-from-verify-captcha',
    };
    expect(patientSignupBody.safeParse(base).success).toBe(true);
    expect(firstMessage(patientSignupBody.safeParse({ ...base, captchaPass: undefined }))).toBe(MSG.captchaRequired);
    expect(patientSignupBody.safeParse({ ...base, email: '  ' }).success).toBe(true);
    expect(patientSignupBody.parse({ ...base, email: ' A@B.com ' }).email).toBe('a@b.com');
    expect(firstMessage(providerSignupBody.safeParse(base))).toBe('Email is required');
    expect(firstMessage(patientSignupBody.safeParse({ ...base, firstName: 'A1' }))).toBe('Please enter only alphabets');
    expect(patientSignupBody.safeParse({ ...base, lastName: "D'Souza-Rao" }).success).toBe(true);
    expect(firstMessage(patientSignupBody.safeParse({ ...base, password: 'short' }))).toBe(
      'Password should contain minimum 8 letters',
    );
    expect(firstMessage(patientSignupBody.safeParse({ ...base, password: 'abcdefgh' }))).toBe(MSG.passwordComplexity);
  });

  it('new passwords need 8 characters with upper, lower and a digit', () => {
    expect(firstMessage(newPasswordInput.safeParse('Ab1'))).toBe('Password should be at least 8 characters long');
    expect(firstMessage(newPasswordInput.safeParse('abcdefgh1'))).toBe(MSG.passwordComplexity);
    expect(newPasswordInput.safeParse('Abcdefg1').success).toBe(true);
  });

  it('corporate: INR only, role and location required, currency defaults to INR', () => {
    const base = {
      email: 'hr@corp.example',
      password: 'Walkco2025',
      role: 'HR',
      location: 'Pune',
      captchaPass: 'pass-from-verify-captcha',
    };
    expect(companySignupBody.parse(base).currency).toBe('INR');
    // Issue 10 #6: 'walkco2025' was accepted for a company; the one password rule refuses it.
    expect(firstMessage(companySignupBody.safeParse({ ...base, password: 'walkco2025' }))).toBe(MSG.passwordComplexity);
    expect(firstMessage(companySignupBody.safeParse({ ...base, currency: 'USD' }))).toBe(MSG.currencyInrOnly);
    expect(firstMessage(companySignupBody.safeParse({ ...base, role: '' }))).toBe('Role is required');
    expect(firstMessage(companySignupBody.safeParse({ ...base, location: '' }))).toBe('Location/Area is required');
  });

  it('maps the spec’s account names to stored user types', () => {
    expect(toUserType('provider')).toBe('doctor');
    expect(toUserType('corporate')).toBe('company');
    expect(toUserType('patient')).toBe('patient');
    expect(
      sendVerificationBody.safeParse({ phoneNumber: '+919876543210', channel: 'telegram', userType: 'patient' })
        .success,
    ).toBe(false);
  });

  it('forgot-password check needs the contact or the ticket', () => {
    expect(forgotCheckBody.safeParse({ code: '123456' }).success).toBe(false);
    expect(forgotCheckBody.safeParse({ code: '123456', token: 'abc' }).success).toBe(true);
    expect(forgotCheckBody.safeParse({ code: '123456', verificationContact: 'a@b.com' }).success).toBe(true);
  });

  it('keeps the spec error texts word for word', () => {
    expect(MSG.phoneNotVerified).toBe('Phone Number is not verified');
    expect(MSG.userDoesNotExist).toBe('User does not exist. Please Sign Up');
    expect(MSG.phoneAlreadyExists).toBe('User with the phone number already exists');
    expect(MSG.invalidVerificationCode).toBe('Invalid Verification Code');
    expect(MSG.userNotFound).toBe('User with the email address or phone number not found');
    expect(MSG.credentialsMismatch).toBe("Credentials of the user doesn't match");
    expect(MSG.logoutSuccess).toBe('Logout Successfully');
  });
});
