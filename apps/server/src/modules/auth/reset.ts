import { createHash, createHmac } from 'node:crypto';
import {
  type AuthUserType,
  type Channel,
  MSG,
  type ResetTokenData,
  type TicketData,
  toUserType,
  type UserType,
} from '@sahaj/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../../db/schema/index';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { type AuthKit, phoneOrThrow } from './session';

export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

const ALL_RESETTABLE: UserType[] = ['patient', 'doctor', 'company', 'admin'];

function parseContact(contact: string): { phone?: string; email?: string } {
  if (contact.includes('@')) return { email: contact.trim().toLowerCase() };
  return { phone: phoneOrThrow(contact) };
}

/** Changes with the password, so a reset token works once. */
const fingerprint = (user: UserRow) =>
  createHash('sha256')
    .update(`${user.id}:${user.passwordHash ?? ''}`)
    .digest('base64url')
    .slice(0, 22);

/** Forgot password: a code to the phone or e-mail, a 15-minute reset token, the new password. */
export function resetUseCases({ ctx, repo, codes, assertUsable }: AuthKit) {
  const resetKey = createHmac('sha256', ctx.config.jwtSecret).update('sahaj:password-reset:v1').digest();

  async function forgotSend(input: {
    verificationContact: string;
    channel: Channel | 'email';
    userType?: AuthUserType;
  }): Promise<TicketData> {
    const contact = parseContact(input.verificationContact);
    const channel = contact.email ? 'email' : input.channel;
    if (channel === 'email' && !contact.email) throw badRequest(MSG.validEmail);
    const types = input.userType ? [toUserType(input.userType)] : ALL_RESETTABLE;
    const accounts = (await repo.usersByContact(contact, types)).filter((u) => u.status !== 'blocked');
    const sent = await codes.issueCode({
      purpose: 'forgot-password',
      target: contact.email ?? contact.phone!,
      channel,
      length: 6,
      withTicket: true,
      deliver: accounts.length > 0,
    });
    return {
      message: channel === 'email' ? MSG.emailCodeSent : MSG.codeSent,
      token: sent.ticket!,
      resendAfterSeconds: sent.resendAfterSeconds,
    };
  }

  async function forgotCheck(input: {
    verificationContact?: string;
    token?: string;
    code: string;
    userType: AuthUserType;
  }): Promise<ResetTokenData> {
    let raw = input.verificationContact;
    if (!raw && input.token) {
      const row = await codes.findByTicket(input.token);
      if (row?.purpose !== 'forgot-password') throw badRequest(MSG.verificationLinkInvalid, 'TICKET_INVALID');
      raw = row.target;
    }
    if (!raw) throw badRequest(MSG.phoneRequired);
    const contact = parseContact(raw);
    const userType = toUserType(input.userType);
    const used = await codes.verifyCode({
      purpose: 'forgot-password',
      target: contact.email ?? contact.phone!,
      code: input.code,
    });
    const user = contact.email
      ? await repo.userByEmail(userType, contact.email)
      : await repo.userByPhone(userType, contact.phone!);
    if (!user) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    assertUsable(user);
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000);
    const authToken = await new SignJWT({
      typ: user.userType,
      fp: fingerprint(user),
      via: used.channel === 'email' ? 'email' : 'phone',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('sahaj')
      .setAudience('password-reset')
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(resetKey);
    return {
      authToken,
      message: used.channel === 'email' ? MSG.emailVerified : MSG.phoneVerified,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Sets the new password; every session of the account ends and its sockets close. */
  async function resetPassword(input: { token?: string; password: string }) {
    if (!input.token) throw unauthorized(MSG.resetLinkInvalid, 'RESET_TOKEN_MISSING');
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(input.token, resetKey, {
        algorithms: ['HS256'],
        issuer: 'sahaj',
        audience: 'password-reset',
      }));
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) throw unauthorized(MSG.resetLinkInvalid, 'RESET_TOKEN_INVALID');
      throw err;
    }
    const user = payload.sub ? await repo.userById(payload.sub) : undefined;
    if (!user || user.status === 'deleted' || payload.fp !== fingerprint(user)) {
      throw unauthorized(MSG.resetLinkInvalid, 'RESET_TOKEN_INVALID');
    }
    assertUsable(user);
    const passwordHash = await ctx.passwords.hash(input.password);
    const revoked = await ctx.db.transaction(async (tx) => {
      const proved = payload.via === 'email' ? 'email' : 'phone';
      if (!(await repo.resetPassword(tx, user, passwordHash, proved))) {
        throw unauthorized(MSG.resetLinkInvalid, 'RESET_TOKEN_INVALID');
      }
      return ctx.tokens.revokeAllFor(user.id, { tx });
    });
    ctx.tokens.disconnect(revoked);
    return { message: MSG.passwordResetSuccess };
  }

  return { forgotSend, forgotCheck, resetPassword };
}
