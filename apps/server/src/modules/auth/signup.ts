import {
  type AuthUserType,
  type Channel,
  type EmailSignupData,
  type LoginData,
  MSG,
  RESEND_WAIT_SECONDS,
  toUserType,
} from '@sahaj/contract';
import type { UserRow } from '../../db/schema/index';
import { isUniqueViolation, sqlState } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import type { CaptchaUseCases } from './captcha';
import { type AuthKit, isUnclaimed, phoneOrThrow, type RequestMeta, signupPhone } from './session';

const FOREIGN_KEY_VIOLATION = '23503';

/** Patient and therapist sign-up: by phone code, or by the form (names, phone, e-mail, password) and a ticket. */
export function signupUseCases({ ctx, repo, codes, signIn }: AuthKit, captcha: CaptchaUseCases) {
  async function sendSignupCode(input: {
    phoneNumber: string;
    channel: Channel;
    userType: AuthUserType;
    captchaPass?: string;
  }) {
    const userType = toUserType(input.userType);
    const phone = phoneOrThrow(input.phoneNumber);
    await captcha.requireCaptchaPass(input.captchaPass, phone);
    const existing = await repo.userByPhone(userType, phone);
    if (existing && !isUnclaimed(existing)) throw conflict(MSG.phoneAlreadyExists, 'PHONE_TAKEN');
    const sent = await codes.issueCode({
      purpose: `signup:${userType}`,
      target: phone,
      channel: input.channel,
      userType,
    });
    return { message: MSG.codeSent, resendAfterSeconds: sent.resendAfterSeconds };
  }

  async function checkSignup(input: {
    userType: 'patient' | 'doctor';
    phoneNumber: string;
    code: string;
    meta?: RequestMeta;
  }): Promise<LoginData> {
    const phone = phoneOrThrow(input.phoneNumber);
    const existing = await repo.userByPhone(input.userType, phone);
    if (existing && !isUnclaimed(existing)) throw conflict(MSG.phoneAlreadyExists, 'PHONE_TAKEN');
    await codes.verifyCode({ purpose: `signup:${input.userType}`, target: phone, code: input.code });
    let user: UserRow;
    try {
      user = await ctx.db.transaction(async (tx) => {
        for (const holder of await repo.holdersOf(input.userType, { phone }, tx)) {
          if (!isUnclaimed(holder) && holder.status !== 'deleted')
            throw conflict(MSG.phoneAlreadyExists, 'PHONE_TAKEN');
          // An abandoned, never-verified form (or a deleted account) gives the number up.
          if (holder.status === 'deleted') await repo.releaseContact(tx, holder.id, { phone: true });
          else await repo.deleteUser(tx, holder.id);
        }
        return repo.insertUser(tx, {
          userType: input.userType,
          status: 'pending',
          page: 0,
          phone,
          phoneVerifiedAt: new Date(),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.phoneAlreadyExists, 'PHONE_TAKEN');
      throw err;
    }
    return signIn(user, { message: MSG.phoneVerified, meta: input.meta });
  }

  async function formSignup(input: {
    userType: 'patient' | 'doctor';
    firstName: string;
    lastName: string;
    email?: string;
    phone: { countryCode?: string; phoneNumber: string };
    password: string;
    captchaPass?: string;
  }): Promise<EmailSignupData> {
    const phone = signupPhone(input.phone);
    const email = input.email?.trim().toLowerCase() || null;
    await captcha.requireCaptchaPass(input.captchaPass, phone);
    const passwordHash = await ctx.passwords.hash(input.password);
    let user: UserRow;
    try {
      user = await ctx.db.transaction(async (tx) => {
        for (const holder of await repo.holdersOf(input.userType, { phone, email }, tx)) {
          const samePhone = holder.phone === phone;
          if (!samePhone && holder.status !== 'deleted' && !holder.emailVerifiedAt) {
            // An address nobody proved does not block its owner: the other account gives it up.
            if (holder.email === email) await repo.releaseContact(tx, holder.id, { email: true });
            continue;
          }
          if (holder.status !== 'deleted' && !isUnclaimed(holder)) {
            throw conflict(samePhone ? MSG.phoneAlreadyExists : MSG.emailAlreadyExists, 'ACCOUNT_TAKEN');
          }
          if (holder.status === 'deleted') {
            // A deleted account gives up whichever of the two it still holds.
            await repo.releaseContact(tx, holder.id, { phone: samePhone, email: !!email && holder.email === email });
          } else {
            await repo.deleteUser(tx, holder.id);
          }
        }
        return repo.insertUser(tx, {
          userType: input.userType,
          status: 'pending',
          page: 0,
          phone,
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          name: `${input.firstName} ${input.lastName}`,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.phoneAlreadyExists, 'ACCOUNT_TAKEN');
      throw err;
    }
    const byEmail = !!email;
    const sent = await codes
      .issueCode({
        purpose: `signup-ticket:${input.userType}`,
        target: byEmail ? email : phone,
        channel: byEmail ? 'email' : 'sms',
        length: 6,
        withTicket: true,
        userId: user.id,
        userType: input.userType,
        resendWaitSeconds: RESEND_WAIT_SECONDS,
      })
      .catch((err: unknown) => {
        // An identical sign-up running alongside took the number over and removed this form's
        // account before its code was stored (foreign key): that one goes on, this one is a 409.
        if (sqlState(err) === FOREIGN_KEY_VIOLATION) {
          throw conflict(byEmail ? MSG.emailAlreadyExists : MSG.phoneAlreadyExists, 'SIGNUP_SUPERSEDED');
        }
        throw err;
      });
    return {
      message: byEmail ? MSG.signupVerifyEmail : MSG.signupVerifyPhone,
      token: sent.ticket!,
      userType: user.userType,
      status: user.status,
      page: user.page,
      codeSentTo: byEmail ? 'email' : 'sms',
      resendAfterSeconds: sent.resendAfterSeconds,
    };
  }

  return { sendSignupCode, checkSignup, formSignup };
}
