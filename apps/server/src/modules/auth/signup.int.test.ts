import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccounts, companyCategories, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { captchaPass, data, freshPhone, get, lastCode, patch, post, put } from './auth-test-helpers';

describe('auth: sign-up, tickets and re-verification', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('phone sign-up', () => {
    it('registers a patient with the code: pending, page 0, signed in', async () => {
      const { dial, e164 } = freshPhone();
      const sent = await post(app, '/registration/user/signup/send-verification', {
        phoneNumber: dial,
        channel: 'sms',
        userType: 'patient',
        captchaPass: await captchaPass(app),
      });
      expect(sent.statusCode).toBe(200);
      const code = await lastCode(app, e164);
      const wrong = await post(app, '/registration/patient/signup/check-verification', {
        phoneNumber: dial,
        code: code === '000000' ? '999999' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(data(wrong).message).toBe('Invalid Verification Code');
      const res = await post(app, '/registration/patient/signup/check-verification', { phoneNumber: dial, code });
      expect(res.statusCode).toBe(200);
      expect(data(res)).toMatchObject({
        status: 'pending',
        page: 0,
        userType: 'patient',
        message: 'Phone Number verified successfully',
      });
      const [row] = await app.ctx.db.select().from(users).where(eq(users.phone, e164));
      expect(row!.phoneVerifiedAt).toBeTruthy();
      const profile = body<{ data: Array<Record<string, unknown>> }>(
        await get(app, '/user/profile', bearer(data(res).authToken as string)),
      );
      expect(profile.data[0]).toMatchObject({ phone: dial, status: 'pending', userType: 'patient' });
      // Now the number is taken for patients ...
      const again = await post(app, '/registration/user/signup/send-verification', {
        phoneNumber: e164,
        channel: 'sms',
        userType: 'patient',
        captchaPass: await captchaPass(app),
      });
      expect(again.statusCode).toBe(409);
      expect(data(again).message).toBe('User with the phone number already exists');
      // ... but the same person may also become a therapist.
      expect(
        (
          await post(app, '/registration/user/signup/send-verification', {
            phoneNumber: e164,
            channel: 'whatsapp',
            userType: 'provider',
            captchaPass: await captchaPass(app),
          })
        ).statusCode,
      ).toBe(200);
      const tcode = await lastCode(app, e164);
      const t = await post(app, '/registration/provider/signup/check-verification', { phoneNumber: e164, code: tcode });
      expect(t.statusCode).toBe(200);
      expect(data(t)).toMatchObject({ userType: 'doctor', status: 'pending', page: 0 });
    });

    it('refuses the demo patient number with the spec message', async () => {
      const res = await post(app, '/registration/user/signup/send-verification', {
        phoneNumber: DEMO_ACCOUNTS.patient.phone,
        channel: 'sms',
        userType: 'patient',
        captchaPass: await captchaPass(app),
      });
      expect(res.statusCode).toBe(409);
    });

    it('refuses a check without a sent code', async () => {
      const res = await post(app, '/registration/patient/signup/check-verification', {
        phoneNumber: freshPhone().dial,
        code: '123456',
      });
      expect(res.statusCode).toBe(400);
      expect(data(res).message).toBe('Invalid Verification Code');
    });
  });

  describe('sign-up form with e-mail and tickets', () => {
    it('sends a 6-digit code to the e-mail and verifies it through the ticket', async () => {
      const { dial, e164 } = freshPhone();
      const email = `form${Date.now()}@example.com`;
      const res = await post(app, '/registration/patient/signup', {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: ` ${email.toUpperCase()} `,
        phone: { countryCode: '+91', phoneNumber: dial },
        password: 'LongEnough1',
        captchaPass: await captchaPass(app),
      });
      expect(res.statusCode).toBe(200);
      const d = data(res);
      expect(d).toMatchObject({
        message: 'Signup successful. Please verify your e-mail to login',
        codeSentTo: 'email',
        status: 'pending',
        userType: 'patient',
        page: 0,
      });
      const token = d.token as string;
      expect(token.length).toBeGreaterThan(20);
      const [row] = await app.ctx.db.select().from(users).where(eq(users.phone, e164));
      expect(row).toMatchObject({ email, firstName: 'Ravi', lastName: 'Kumar', name: 'Ravi Kumar', status: 'pending' });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      // Not signed in by password yet: the phone is unverified.
      expect(
        data(await post(app, '/registration/patient/login', { login: dial, password: 'LongEnough1' })).message,
      ).toBe('Phone Number is not verified');

      const code = await lastCode(app, email);
      expect(code).toMatch(/^\d{6}$/);
      const bad = await put(app, '/user/verify/otp', { otp: code === '000000' ? '111111' : '000000', token });
      expect(bad.statusCode).toBe(400);
      const unknown = await put(app, '/user/verify/otp', { otp: code, token: 'not-a-ticket' });
      expect(data(unknown).message).toBe('This verification link is invalid or has expired');
      const ok = await put(app, '/user/verify/otp', { otp: code, token });
      expect(ok.statusCode).toBe(200);
      expect(data(ok)).toMatchObject({
        message: 'Email verification successful',
        status: 'pending',
        userType: 'patient',
      });
      expect((await put(app, '/user/verify/otp', { otp: code, token })).statusCode).toBe(400);
      const [after] = await app.ctx.db.select().from(users).where(eq(users.phone, e164));
      expect(after!.emailVerifiedAt).toBeTruthy();
    });

    it('sends the code by SMS when there is no e-mail; resend keeps the ticket and replaces the code', async () => {
      const { dial, e164 } = freshPhone();
      const res = await post(app, '/registration/patient/signup', {
        firstName: 'Meena',
        lastName: "D'Souza",
        phone: { countryCode: '91', phoneNumber: dial.replace('+91-', '') },
        password: 'LongEnough1',
        captchaPass: await captchaPass(app),
      });
      expect(res.statusCode).toBe(200);
      expect(data(res)).toMatchObject({ codeSentTo: 'sms' });
      const token = data(res).token as string;
      const first = await lastCode(app, e164);
      const early = await put(app, '/user/resend/otp', { token });
      expect(early.statusCode).toBe(429);
      const { oneTimeCodes } = await import('../../db/schema/index');
      await app.ctx.db
        .update(oneTimeCodes)
        .set({ resendAt: new Date(Date.now() - 1) })
        .where(eq(oneTimeCodes.target, e164));
      const resent = await app.inject({
        method: 'PATCH',
        url: '/api/v1/registration/resend-otp',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(resent.statusCode).toBe(200);
      expect(data(resent)).toMatchObject({ token, resendAfterSeconds: 60 });
      const second = await lastCode(app, e164);
      if (first !== second) expect((await put(app, '/user/verify/otp', { otp: first, token })).statusCode).toBe(400);
      // The ticket may also come as Bearer (the page passes its last address segment).
      const noTicket = await put(app, '/user/verify/otp', { otp: second });
      expect(data(noTicket).message).toBe('This verification link is invalid or has expired');
      const ok = await put(app, '/user/verify/otp', { otp: second }, { authorization: `Bearer ${token}` });
      expect(data(ok).message).toBe('Phone Number verified successfully');
      // Now password login works.
      expect(
        (await post(app, '/registration/patient/login', { login: e164, password: 'LongEnough1' })).statusCode,
      ).toBe(200);
    });

    it('therapists must give an e-mail; names and passwords follow the spec rules', async () => {
      const base = {
        firstName: 'Anu',
        lastName: 'Rao',
        phone: { phoneNumber: freshPhone().dial },
        password: 'LongEnough1',
      };
      expect(
        data(await post(app, '/registration/provider/signup', { ...base, captchaPass: await captchaPass(app) }))
          .message,
      ).toBe('Email is required');
      expect(
        data(
          await post(app, '/registration/provider/signup', {
            ...base,
            email: 'bad',
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe('Please enter valid Email');
      expect(
        data(
          await post(app, '/registration/patient/signup', {
            ...base,
            firstName: 'Anu2',
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe('Please enter only alphabets');
      // An empty name is missing, not a wrong letter (issue 20 #11).
      expect(
        data(
          await post(app, '/registration/patient/signup', {
            ...base,
            firstName: '  ',
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe('First name is required');
      expect(
        data(
          await post(app, '/registration/patient/signup', {
            ...base,
            password: 'short',
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe('Password should contain minimum 8 letters');
      // Issue 10 #6: the one password rule wherever a password is chosen.
      expect(
        data(
          await post(app, '/registration/patient/signup', {
            ...base,
            password: 'abcdefgh',
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe(MSG.passwordComplexity);
      const ok = await post(app, '/registration/provider/signup', {
        ...base,
        email: `t${Date.now()}@example.com`,
        captchaPass: await captchaPass(app),
      });
      expect(ok.statusCode).toBe(200);
      expect(data(ok)).toMatchObject({ userType: 'doctor', codeSentTo: 'email' });
    });

    it('refuses a phone or e-mail that a verified account holds; a never-verified form can be redone', async () => {
      const taken = await post(app, '/registration/patient/signup', {
        firstName: 'Asha',
        lastName: 'Copy',
        phone: { phoneNumber: DEMO_ACCOUNTS.patient.phone },
        password: 'LongEnough1',
        captchaPass: await captchaPass(app),
      });
      expect(taken.statusCode).toBe(409);
      expect(data(taken).message).toBe('User with the phone number already exists');
      const mail = await post(app, '/registration/patient/signup', {
        firstName: 'Asha',
        lastName: 'Copy',
        email: DEMO_ACCOUNTS.patient.email,
        phone: { phoneNumber: freshPhone().dial },
        password: 'LongEnough1',
        captchaPass: await captchaPass(app),
      });
      expect(mail.statusCode).toBe(409);
      expect(data(mail).message).toBe('User with the email address already exists');
      // An e-mail another account typed but never proved does not block the owner.
      const claimed = `claimed${Date.now()}@example.com`;
      const other = await createUserWithToken(app, { userType: 'patient', email: claimed });
      const owner = await post(app, '/registration/patient/signup', {
        firstName: 'Real',
        lastName: 'Owner',
        email: claimed,
        phone: { phoneNumber: freshPhone().dial },
        password: 'LongEnough1',
        captchaPass: await captchaPass(app),
      });
      expect(owner.statusCode).toBe(200);
      const [stripped] = await app.ctx.db.select().from(users).where(eq(users.id, other.id));
      expect(stripped!.email).toBeNull();
      const phone = freshPhone().dial;
      const form = { firstName: 'Redo', lastName: 'Form', phone: { phoneNumber: phone }, password: 'LongEnough1' };
      const first = await post(app, '/registration/patient/signup', { ...form, captchaPass: await captchaPass(app) });
      expect(first.statusCode).toBe(200);
      const again = await post(app, '/registration/patient/signup', {
        ...form,
        firstName: 'Second',
        captchaPass: await captchaPass(app),
      });
      expect(again.statusCode).toBe(200);
      // The abandoned form is gone with its ticket; the number holds one account.
      const e164 = phone.replace('-', '');
      const code = await lastCode(app, e164);
      expect((await put(app, '/user/verify/otp', { otp: code, token: data(first).token })).statusCode).toBe(400);
      expect((await put(app, '/user/verify/otp', { otp: code, token: data(again).token })).statusCode).toBe(200);
      const rows = await app.ctx.db.select().from(users).where(eq(users.phone, e164));
      expect(rows.map((r) => r.firstName)).toEqual(['Second']);
    });
  });

  describe('re-verification', () => {
    it('phone: sends a code to an account and verifies it, signing in', async () => {
      const u = await createUserWithToken(app, { userType: 'patient', status: 'pending', password: 'Secret@123' });
      await app.ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, u.id));
      const res = await post(app, '/registration/reverify-phone', {
        phoneNumber: u.phone,
        userType: 'patient',
        channel: 'sms',
      });
      expect(res.statusCode).toBe(200);
      const token = data(res).token as string;
      const code = await lastCode(app, u.phone!);
      const ok = await put(app, '/user/verify/otp', { otp: code, token });
      expect(ok.statusCode).toBe(200);
      expect(data(ok)).toMatchObject({ message: 'Phone Number verified successfully', userType: 'patient' });
      expect(
        (await post(app, '/registration/patient/login', { login: u.phone, password: 'Secret@123' })).statusCode,
      ).toBe(200);
    });

    it('phone: answers the same for an unknown number but sends nothing', async () => {
      const { dial, e164 } = freshPhone();
      const res = await post(app, '/registration/reverify-phone', { phoneNumber: dial, userType: 'doctor' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(data(res)).sort()).toEqual(['message', 'resendAfterSeconds', 'token']);
      expect(data(res).message).toBe('Verification code sent successfully');
      expect(await app.ctx.outbox!.list({ to: e164, limit: 5 })).toHaveLength(0);
      expect((await put(app, '/user/verify/otp', { otp: '123456', token: data(res).token })).statusCode).toBe(400);
    });

    it('e-mail: sends a 4-digit code, the same reply for unknown addresses', async () => {
      const u = await createUserWithToken(app, { userType: 'doctor', email: `rv${Date.now()}@example.com` });
      const res = await patch(app, '/registration/resend-email-verification', {
        email: u.email!.toUpperCase(),
        userType: 'doctor',
      });
      expect(res.statusCode).toBe(200);
      expect(data(res).message).toBe('Email verification code sent successfully');
      const code = await lastCode(app, u.email!);
      expect(code).toMatch(/^\d{4}$/);
      const ok = await put(app, '/user/verify/otp', { otp: code, token: data(res).token });
      expect(data(ok)).toMatchObject({ message: 'Email verification successful', userType: 'doctor' });
      const nobody = await patch(app, '/registration/resend-email-verification', {
        email: 'nobody-here@example.com',
        userType: 'patient',
      });
      expect(nobody.statusCode).toBe(200);
      expect(data(nobody).message).toBe('Email verification code sent successfully');
      expect(await app.ctx.outbox!.list({ to: 'nobody-here@example.com', limit: 5 })).toHaveLength(0);
      expect(
        data(await patch(app, '/registration/resend-email-verification', { email: 'x', userType: 'patient' })).message,
      ).toBe('Please enter valid Email');
    });
  });

  describe('corporate sign-up', () => {
    it('registers a company with every field, pending until its e-mail code; currency INR only', async () => {
      const [cat] = await app.ctx.db.select().from(companyCategories).limit(1);
      const email = `hr${Date.now()}@corp.example`;
      const payload = {
        companyCategory: { categoryName: 'ignored', categoryId: cat!.id },
        companyName: 'Corp Ltd',
        companyWebsite: 'https://corp.example',
        companyEmail: 'contact@corp.example',
        email,
        companySize: '11-50',
        location: 'Kolkata, West Bengal',
        password: 'Company@123',
        role: 'HR Manager',
        currency: 'INR',
      };
      const usd = await post(app, '/registration/company/signup', {
        ...payload,
        currency: 'USD',
        captchaPass: await captchaPass(app),
      });
      expect(usd.statusCode).toBe(400);
      expect(data(usd).message).toBe('Only INR is available for corporate accounts');
      const res = await post(app, '/registration/company/signup', { ...payload, captchaPass: await captchaPass(app) });
      expect(res.statusCode).toBe(200);
      // Issue 9 #8: not active, not signed in, until the e-mail is proved by its code.
      expect(data(res)).toMatchObject({
        userType: 'company',
        status: 'pending',
        codeSentTo: 'email',
        message: 'Signup successful. Please verify your e-mail to login',
      });
      expect(data(res).authToken).toBeUndefined();
      const [u] = await app.ctx.db.select().from(users).where(eq(users.email, email));
      const [acc] = await app.ctx.db.select().from(companyAccounts).where(eq(companyAccounts.userId, u!.id));
      expect(acc).toMatchObject({
        companyName: 'Corp Ltd',
        categoryName: cat!.name,
        role: 'HR Manager',
        location: 'Kolkata, West Bengal',
        currency: 'INR',
        companySize: '11-50',
      });
      const early = await post(app, '/registration/company/login', { login: email, password: 'Company@123' });
      expect(early.statusCode).toBe(403);
      expect(data(early).message).toBe(MSG.emailNotVerified);
      // A second registration of the unproved address takes it over (an abandoned form), ...
      const redo = await post(app, '/registration/company/signup', { ...payload, captchaPass: await captchaPass(app) });
      expect(redo.statusCode).toBe(200);
      const verified = await put(app, '/user/verify/otp', { otp: await lastCode(app, email), token: data(redo).token });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(data(verified)).toMatchObject({
        userType: 'company',
        status: 'active',
        message: 'Email verification successful',
      });
      expect(typeof data(verified).authToken).toBe('string');
      const login = await post(app, '/registration/company/login', { login: email, password: 'Company@123' });
      expect(login.statusCode).toBe(200);
      // ... but a proved one is taken.
      const dup = await post(app, '/registration/company/signup', { ...payload, captchaPass: await captchaPass(app) });
      expect(dup.statusCode).toBe(409);
      expect(data(dup).message).toBe('User with the email address already exists');
    });

    it('requires role, e-mail, password and location with the spec messages', async () => {
      const base = { email: `x${Date.now()}@corp.example`, password: 'Company@123', role: 'HR', location: 'Pune' };
      expect(
        data(
          await post(app, '/registration/company/signup', { ...base, role: '', captchaPass: await captchaPass(app) }),
        ).message,
      ).toBe('Role is required');
      expect(
        data(
          await post(app, '/registration/company/signup', {
            ...base,
            location: ' ',
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe('Location/Area is required');
      expect(
        data(
          await post(app, '/registration/company/signup', {
            ...base,
            password: 'short',
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe('Password should contain minimum 8 letters');
      // Issue 10 #6: 'walkco2025' was accepted for a company.
      expect(
        data(
          await post(app, '/registration/company/signup', {
            ...base,
            password: 'walkco2025',
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe(MSG.passwordComplexity);
      expect(
        data(
          await post(app, '/registration/company/signup', {
            ...base,
            companyCategory: { categoryId: 'nope' },
            captchaPass: await captchaPass(app),
          }),
        ).message,
      ).toBe('Unknown company category');
      const minimal = await post(app, '/registration/company/signup', { ...base, captchaPass: await captchaPass(app) });
      expect(minimal.statusCode).toBe(200);
    });
  });
});
