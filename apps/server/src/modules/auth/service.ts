import { createHash, createHmac } from 'node:crypto';
import {
  type AuthUserType,
  type Channel,
  type companySignupBody,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES,
  type LoginData,
  loginData,
  MSG,
  type OauthData,
  RESEND_WAIT_SECONDS,
  type ResetTokenData,
  type TicketData,
  toDialCodeForm,
  toE164,
  toUserType,
  type UserProfile,
  type UserType,
} from '@sahaj/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { companyAccounts, companyCategories, oauthIdentities, type UserRow, users } from '../../db/schema/index';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha';
import type { IdTokenVerify, VerifiedIdentity } from '../../integrations/oauth/id-token';
import { AppError, badRequest, conflict, forbidden, notFound, tooMany, unauthorized } from '../../lib/errors';
import { codeService } from './code-service';
import { authRepository } from './repository';

/** Session lengths: the default, and with 'Remember Me'. */
export const SESSION_TTL_SECONDS = 12 * 3600;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

export interface AuthDeps {
  captcha: CaptchaVerifier;
  /** Present only when the provider's client id is configured. */
  google?: IdTokenVerify;
  apple?: IdTokenVerify;
  /** Extra profile fields other features own (e.g. onboarding's wellnessProfile). */
  profileExtras?: (userId: string, userType: UserType) => Promise<Partial<UserProfile>>;
}

/** Ticket purposes that PUT /user/verify/otp accepts. */
const TICKET_KINDS = ['signup-ticket', 'reverify-phone', 'reverify-email'] as const;
const ticketKind = (purpose: string) => purpose.split(':')[0] ?? '';

const invalidPhone = () => badRequest(MSG.invalidPhone, 'PHONE_INVALID');
export function phoneOrThrow(input: string): string {
  const e164 = toE164(input);
  if (!e164) throw invalidPhone();
  return e164;
}

/** Reads the sign-up phone: the number may carry its dial code, or come bare with countryCode beside it. */
function signupPhone(phone: { countryCode?: string; phoneNumber: string }): string {
  const direct = toE164(phone.phoneNumber);
  if (direct && (phone.phoneNumber.trim().startsWith('+') || !phone.countryCode)) return direct;
  const cc = phone.countryCode?.replace(/[^0-9]/g, '');
  const combined = cc ? toE164(`+${cc}${phone.phoneNumber.replace(/[^0-9]/g, '')}`) : undefined;
  const result = combined ?? direct;
  if (!result) throw invalidPhone();
  return result;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function authService(ctx: AppContext, deps: AuthDeps) {
  const repo = authRepository(ctx.db);
  const codes = codeService(ctx);
  const resetKey = createHmac('sha256', ctx.config.jwtSecret).update('sahaj:password-reset:v1').digest();

  const assertUsable = (user: UserRow) => {
    if (user.status === 'blocked') throw forbidden(MSG.accountBlocked);
  };

  async function oauthDataOf(userId: string): Promise<OauthData | null> {
    const id = await repo.latestOauth(userId);
    if (!id) return null;
    return {
      provider: id.provider,
      email: id.email,
      firstName: id.firstName,
      lastName: id.lastName,
      picture: id.picture,
    };
  }

  /** Opens a new session and shapes the spec's login reply. */
  async function signIn(
    user: UserRow,
    opts: { message: string; rememberMe?: boolean; meta?: RequestMeta; token?: string | null },
  ): Promise<LoginData> {
    assertUsable(user);
    const issued = await ctx.tokens.issue(
      { id: user.id, userType: user.userType },
      {
        ttlSeconds: opts.rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS,
        ip: opts.meta?.ip,
        userAgent: opts.meta?.userAgent,
      },
    );
    return loginData.parse({
      authToken: issued.token,
      status: user.status,
      page: user.page,
      userType: user.userType,
      oauthData: await oauthDataOf(user.id),
      message: opts.message,
      token: opts.token ?? null,
      expiresAt: issued.expiresAt.toISOString(),
    });
  }

  // ------------------------------------------------------------ password login

  async function guardAttempts(userType: UserType, login: string) {
    const windowStart = new Date(Date.now() - LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    const { count, oldest } = await repo.recentFailures(userType, login, windowStart);
    if (count >= LOGIN_MAX_FAILURES) {
      const until = (oldest?.getTime() ?? Date.now()) + LOGIN_FAILURE_WINDOW_SECONDS * 1000;
      throw tooMany(MSG.tooManyLoginAttempts, {
        retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)),
      });
    }
  }

  async function passwordLogin(input: {
    userType: UserType;
    login: string;
    password: string;
    rememberMe?: boolean;
    meta?: RequestMeta;
  }): Promise<LoginData> {
    const byPhone = input.userType === 'patient' || input.userType === 'doctor';
    const login = byPhone ? phoneOrThrow(input.login) : input.login.trim().toLowerCase();
    await guardAttempts(input.userType, login);
    const user = byPhone
      ? await repo.userByPhone(input.userType, login)
      : await repo.userByEmail(input.userType, login);
    if (!user) {
      await repo.recordAttempt(input.userType, login, false, input.meta?.ip);
      throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    }
    const good = await ctx.passwords.verify(user.passwordHash, input.password);
    if (!good) {
      await repo.recordAttempt(input.userType, login, false, input.meta?.ip);
      throw unauthorized(MSG.credentialsMismatch, 'BAD_CREDENTIALS');
    }
    assertUsable(user);
    if (byPhone && !user.phoneVerifiedAt) throw forbidden(MSG.phoneNotVerified);
    await repo.recordAttempt(input.userType, login, true, input.meta?.ip);
    return signIn(user, { message: MSG.loggedIn, rememberMe: input.rememberMe, meta: input.meta });
  }

  // ------------------------------------------------------------ phone codes: login and sign-up

  async function sendLoginCode(input: { phoneNumber: string; channel: Channel; userType: AuthUserType }) {
    const userType = toUserType(input.userType);
    const phone = phoneOrThrow(input.phoneNumber);
    const user = await repo.userByPhone(userType, phone);
    if (!user) throw notFound(MSG.userDoesNotExist, 'USER_NOT_FOUND');
    assertUsable(user);
    if (!user.phoneVerifiedAt) throw forbidden(MSG.phoneNotVerified);
    const sent = await codes.issueCode({
      purpose: `login:${userType}`,
      target: phone,
      channel: input.channel,
      userId: user.id,
      userType,
    });
    return { message: MSG.codeSent, resendAfterSeconds: sent.resendAfterSeconds };
  }

  async function codeLogin(input: {
    userType: UserType;
    login: string;
    otp: string;
    rememberMe?: boolean;
    meta?: RequestMeta;
  }): Promise<LoginData> {
    const phone = phoneOrThrow(input.login);
    const used = await codes.verifyCode({ purpose: `login:${input.userType}`, target: phone, code: input.otp });
    const user = used.userId ? await repo.userById(used.userId) : undefined;
    if (!user || user.status === 'deleted' || user.phone !== phone) throw notFound(MSG.userDoesNotExist);
    return signIn(user, { message: MSG.loggedIn, rememberMe: input.rememberMe, meta: input.meta });
  }

  /** A sign-up may take over the phone or e-mail of an account nobody ever verified (an abandoned form). */
  const isUnclaimed = (u: UserRow) => !u.phoneVerifiedAt && !u.emailVerifiedAt && u.status === 'pending';

  async function sendSignupCode(input: { phoneNumber: string; channel: Channel; userType: AuthUserType }) {
    const userType = toUserType(input.userType);
    const phone = phoneOrThrow(input.phoneNumber);
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
          if (holder.status === 'deleted') await tx.update(users).set({ phone: null }).where(eq(users.id, holder.id));
          else await tx.delete(users).where(eq(users.id, holder.id));
        }
        const [row] = await tx
          .insert(users)
          .values({ userType: input.userType, status: 'pending', page: 0, phone, phoneVerifiedAt: new Date() })
          .returning();
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.phoneAlreadyExists, 'PHONE_TAKEN');
      throw err;
    }
    return signIn(user, { message: MSG.phoneVerified, meta: input.meta });
  }

  // ------------------------------------------------------------ e-mail sign-up form and tickets

  async function formSignup(input: {
    userType: 'patient' | 'doctor';
    firstName: string;
    lastName: string;
    email?: string;
    phone: { countryCode?: string; phoneNumber: string };
    password: string;
  }) {
    const phone = signupPhone(input.phone);
    const email = input.email?.trim().toLowerCase() || null;
    const passwordHash = await ctx.passwords.hash(input.password);
    let user: UserRow;
    try {
      user = await ctx.db.transaction(async (tx) => {
        for (const holder of await repo.holdersOf(input.userType, { phone, email }, tx)) {
          const samePhone = holder.phone === phone;
          if (!samePhone && holder.status !== 'deleted' && !holder.emailVerifiedAt) {
            // An address nobody proved does not block its owner: the other account gives it up.
            if (holder.email === email) await tx.update(users).set({ email: null }).where(eq(users.id, holder.id));
            continue;
          }
          if (holder.status !== 'deleted' && !isUnclaimed(holder)) {
            throw conflict(samePhone ? MSG.phoneAlreadyExists : MSG.emailAlreadyExists, 'ACCOUNT_TAKEN');
          }
          if (holder.status === 'deleted') {
            // A deleted account gives up whichever of the two it still holds.
            await tx
              .update(users)
              .set({
                ...(samePhone ? { phone: null } : {}),
                ...(email && holder.email === email ? { email: null } : {}),
              })
              .where(eq(users.id, holder.id));
          } else {
            await tx.delete(users).where(eq(users.id, holder.id));
          }
        }
        const [row] = await tx
          .insert(users)
          .values({
            userType: input.userType,
            status: 'pending',
            page: 0,
            phone,
            email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            name: `${input.firstName} ${input.lastName}`,
          })
          .returning();
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.phoneAlreadyExists, 'ACCOUNT_TAKEN');
      throw err;
    }
    const byEmail = !!email;
    const sent = await codes.issueCode({
      purpose: `signup-ticket:${input.userType}`,
      target: byEmail ? email : phone,
      channel: byEmail ? 'email' : 'sms',
      length: 6,
      withTicket: true,
      userId: user.id,
      userType: input.userType,
      resendWaitSeconds: RESEND_WAIT_SECONDS,
    });
    return {
      message: byEmail ? MSG.signupVerifyEmail : MSG.signupVerifyPhone,
      token: sent.ticket!,
      userType: user.userType,
      status: user.status,
      page: user.page,
      codeSentTo: byEmail ? ('email' as const) : ('sms' as const),
      resendAfterSeconds: sent.resendAfterSeconds,
    };
  }

  async function verifyTicket(input: {
    token?: string;
    otp: string;
    rememberMe?: boolean;
    meta?: RequestMeta;
  }): Promise<LoginData> {
    if (!input.token) throw badRequest(MSG.verificationLinkInvalid, 'TICKET_INVALID');
    const used = await codes.verifyTicket({
      ticket: input.token,
      code: input.otp,
      purposes: (p) => (TICKET_KINDS as readonly string[]).includes(ticketKind(p)),
    });
    const user = used.userId ? await repo.userById(used.userId) : undefined;
    if (!user || user.status === 'deleted') throw badRequest(MSG.verificationLinkInvalid, 'TICKET_INVALID');
    const viaEmail = used.channel === 'email';
    // The code proves the address it went to, as long as the account still has that address.
    if (viaEmail ? user.email !== used.target : user.phone !== used.target) {
      throw badRequest(MSG.verificationLinkInvalid, 'TICKET_INVALID');
    }
    const [fresh] = await ctx.db
      .update(users)
      .set(
        viaEmail
          ? { emailVerifiedAt: new Date(), updatedAt: new Date() }
          : { phoneVerifiedAt: new Date(), updatedAt: new Date() },
      )
      .where(eq(users.id, user.id))
      .returning();
    return signIn(fresh!, {
      message: viaEmail ? MSG.emailVerified : MSG.phoneVerified,
      rememberMe: input.rememberMe,
      meta: input.meta,
    });
  }

  async function resendTicket(token: string | undefined): Promise<TicketData> {
    if (!token) throw badRequest(MSG.verificationLinkInvalid, 'TICKET_INVALID');
    const row = await codes.findByTicket(token);
    if (!row || ![...TICKET_KINDS, 'forgot-password'].includes(ticketKind(row.purpose) as never)) {
      throw badRequest(MSG.verificationLinkInvalid, 'TICKET_INVALID');
    }
    const sent = await codes.resendByTicket({ ticket: token, resendWaitSeconds: RESEND_WAIT_SECONDS });
    return {
      message: row.channel === 'email' ? MSG.emailCodeSent : MSG.codeSent,
      token,
      resendAfterSeconds: sent.resendAfterSeconds,
    };
  }

  /** Sends a code to the phone of an account; the reply is the same whether or not the account exists. */
  async function reverifyPhone(input: { phoneNumber: string; userType: AuthUserType; channel: Channel }) {
    const userType = toUserType(input.userType);
    const phone = phoneOrThrow(input.phoneNumber);
    const user = await repo.userByPhone(userType, phone);
    const sent = await codes.issueCode({
      purpose: `reverify-phone:${userType}`,
      target: phone,
      channel: input.channel,
      withTicket: true,
      userId: user?.id ?? null,
      userType,
      deliver: !!user && user.status !== 'blocked',
    });
    return { message: MSG.codeSent, token: sent.ticket!, resendAfterSeconds: sent.resendAfterSeconds };
  }

  async function resendEmailVerification(input: { email: string; userType: AuthUserType }) {
    const userType = toUserType(input.userType);
    const email = input.email.trim().toLowerCase();
    const user = await repo.userByEmail(userType, email);
    const sent = await codes.issueCode({
      purpose: `reverify-email:${userType}`,
      target: email,
      channel: 'email',
      withTicket: true,
      userId: user?.id ?? null,
      userType,
      deliver: !!user && user.status !== 'blocked',
    });
    return { message: MSG.emailCodeSent, token: sent.ticket!, resendAfterSeconds: sent.resendAfterSeconds };
  }

  // ------------------------------------------------------------ forgot and reset password

  function parseContact(contact: string): { phone?: string; email?: string } {
    if (contact.includes('@')) return { email: contact.trim().toLowerCase() };
    return { phone: phoneOrThrow(contact) };
  }

  const ALL_RESETTABLE: UserType[] = ['patient', 'doctor', 'company', 'admin'];

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

  const fingerprint = (user: UserRow) =>
    createHash('sha256')
      .update(`${user.id}:${user.passwordHash ?? ''}`)
      .digest('base64url')
      .slice(0, 22);

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
    // The fingerprint changes with the password, so a reset token works once.
    if (!user || user.status === 'deleted' || payload.fp !== fingerprint(user)) {
      throw unauthorized(MSG.resetLinkInvalid, 'RESET_TOKEN_INVALID');
    }
    assertUsable(user);
    const passwordHash = await ctx.passwords.hash(input.password);
    await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const proved =
        payload.via === 'email'
          ? { emailVerifiedAt: user.emailVerifiedAt ?? now }
          : { phoneVerifiedAt: user.phoneVerifiedAt ?? now };
      const updated = await tx
        .update(users)
        .set({ passwordHash, updatedAt: now, ...proved })
        .where(
          and(
            eq(users.id, user.id),
            user.passwordHash ? eq(users.passwordHash, user.passwordHash) : isNull(users.passwordHash),
          ),
        )
        .returning({ id: users.id });
      if (!updated.length) throw unauthorized(MSG.resetLinkInvalid, 'RESET_TOKEN_INVALID');
      await repo.revokeSessions(user.id, tx);
    });
    return { message: MSG.passwordResetSuccess };
  }

  // ------------------------------------------------------------ Google and Apple

  async function oauthLogin(input: {
    provider: 'google' | 'apple';
    userType: 'patient' | 'doctor';
    token: string;
    firstName?: string;
    lastName?: string;
    meta?: RequestMeta;
  }): Promise<LoginData> {
    const google = input.provider === 'google';
    const verify = google ? deps.google : deps.apple;
    if (!verify) {
      throw new AppError('OAUTH_UNAVAILABLE', 503, google ? MSG.googleUnavailable : MSG.appleUnavailable);
    }
    let identity: VerifiedIdentity;
    try {
      identity = await verify(input.token);
    } catch (err) {
      ctx.log.info({ err: (err as Error).message, provider: input.provider }, 'ID token refused');
      throw unauthorized(google ? MSG.googleLoginFailed : MSG.appleLoginFailed, 'OAUTH_FAILED');
    }
    const firstName = identity.firstName ?? input.firstName?.trim() ?? null;
    const lastName = identity.lastName ?? input.lastName?.trim() ?? null;
    const email = identity.email && identity.emailVerified ? identity.email : null;

    const linked = await repo.identity(input.provider, identity.subject, input.userType);
    let user: UserRow | undefined = linked ? await repo.userById(linked.userId) : undefined;
    if (user && linked) {
      await ctx.db
        .update(oauthIdentities)
        .set({
          lastUsedAt: new Date(),
          email: identity.email ?? linked.email,
          picture: identity.picture ?? linked.picture,
        })
        .where(eq(oauthIdentities.id, linked.id));
    } else {
      try {
        user = await ctx.db.transaction(async (tx) => {
          let target = email ? await repo.userByEmail(input.userType, email, tx) : undefined;
          // Link only to an account whose owner proved the address; an unproven claim on it
          // (someone may have typed another person's e-mail) gives the address up instead.
          if (target && !target.emailVerifiedAt) {
            if (isUnclaimed(target)) await tx.delete(users).where(eq(users.id, target.id));
            else await tx.update(users).set({ email: null }).where(eq(users.id, target.id));
            target = undefined;
          }
          if (!target) {
            const holders = email ? await repo.holdersOf(input.userType, { email }, tx) : [];
            for (const h of holders) await tx.update(users).set({ email: null }).where(eq(users.id, h.id));
            [target] = await tx
              .insert(users)
              .values({
                userType: input.userType,
                status: 'pending',
                page: 0,
                email,
                emailVerifiedAt: email ? new Date() : null,
                firstName,
                lastName,
                name: [firstName, lastName].filter(Boolean).join(' ') || null,
              })
              .returning();
          }
          await tx.insert(oauthIdentities).values({
            userId: target!.id,
            userType: input.userType,
            provider: input.provider,
            subject: identity.subject,
            email: identity.email,
            firstName,
            lastName,
            picture: identity.picture,
          });
          return target!;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(google ? MSG.googleLoginFailed : MSG.appleLoginFailed);
        throw err;
      }
    }
    if (!user || user.status === 'deleted') throw unauthorized(google ? MSG.googleLoginFailed : MSG.appleLoginFailed);
    return signIn(user, { message: google ? MSG.googleOauthSuccess : MSG.appleOauthSuccess, meta: input.meta });
  }

  // ------------------------------------------------------------ company sign-up

  async function companySignup(input: z.output<typeof companySignupBody>, meta?: RequestMeta): Promise<LoginData> {
    const email = input.email.trim().toLowerCase();
    const categoryId = input.companyCategory?.categoryId?.trim() || null;
    let categoryName = input.companyCategory?.categoryName?.trim() || null;
    if (categoryId) {
      const isUuid = /^[0-9a-f-]{36}$/i.test(categoryId);
      const [cat] = isUuid
        ? await ctx.db.select().from(companyCategories).where(eq(companyCategories.id, categoryId)).limit(1)
        : [];
      if (!cat) throw badRequest('Unknown company category', 'CATEGORY_UNKNOWN');
      categoryName = cat.name;
    }
    const passwordHash = await ctx.passwords.hash(input.password);
    let user: UserRow;
    try {
      user = await ctx.db.transaction(async (tx) => {
        const taken = await repo.holdersOf('company', { email }, tx);
        if (taken.some((u) => u.status !== 'deleted')) throw conflict(MSG.emailAlreadyExists, 'EMAIL_TAKEN');
        for (const h of taken) await tx.update(users).set({ email: null }).where(eq(users.id, h.id));
        const [row] = await tx
          .insert(users)
          .values({
            userType: 'company',
            status: 'active',
            page: 0,
            email,
            passwordHash,
            name: input.companyName?.trim() || null,
          })
          .returning();
        await tx.insert(companyAccounts).values({
          userId: row!.id,
          companyName: input.companyName?.trim() || null,
          companyWebsite: input.companyWebsite?.trim() || null,
          companyEmail: input.companyEmail?.trim().toLowerCase() || null,
          companySize: input.companySize?.trim() || null,
          categoryId,
          categoryName,
          location: input.location.trim(),
          role: input.role.trim(),
          currency: 'INR',
        });
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.emailAlreadyExists, 'EMAIL_TAKEN');
      throw err;
    }
    return signIn(user, { message: MSG.signupSuccess, meta });
  }

  // ------------------------------------------------------------ profile and logout

  async function profile(userId: string): Promise<UserProfile[]> {
    const user = await repo.userById(userId);
    if (!user) throw unauthorized(MSG.unauthorized);
    const extras = deps.profileExtras ? await deps.profileExtras(user.id, user.userType) : {};
    return [
      {
        _id: user.id,
        userType: user.userType,
        status: user.status,
        page: user.page,
        firstName: user.firstName,
        lastName: user.lastName,
        name: user.name,
        email: user.email,
        phone: user.phone ? toDialCodeForm(user.phone) : null,
        gender: user.gender ?? null,
        dob: user.dob ?? null,
        timeZone: user.timeZoneLabel,
        globalTimeZone: user.timeZone,
        oauthData: await oauthDataOf(user.id),
        phoneVerified: !!user.phoneVerifiedAt,
        emailVerified: !!user.emailVerifiedAt,
        ...extras,
      },
    ];
  }

  async function logout(sessionId: string) {
    await ctx.tokens.revoke(sessionId);
    return { message: MSG.logoutSuccess };
  }

  async function verifyCaptcha(token: string, ip?: string) {
    let good: boolean;
    try {
      good = await deps.captcha.verify(token, ip);
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'captcha verification could not run');
      throw new AppError('CAPTCHA_ERROR', 502, MSG.captchaError);
    }
    if (!good) throw badRequest(MSG.captchaFailed, 'CAPTCHA_FAILED');
    return { message: MSG.captchaCompleted };
  }

  /** Deletes ended codes and old login attempts; idempotent, safe on any number of nodes. */
  async function purgeExpired() {
    await codes.purgeOld();
    await repo.purgeOldAttempts();
  }

  return {
    purgeExpired,
    passwordLogin,
    sendLoginCode,
    codeLogin,
    sendSignupCode,
    checkSignup,
    formSignup,
    verifyTicket,
    resendTicket,
    reverifyPhone,
    resendEmailVerification,
    forgotSend,
    forgotCheck,
    resetPassword,
    oauthLogin,
    companySignup,
    profile,
    logout,
    verifyCaptcha,
  };
}
export type AuthService = ReturnType<typeof authService>;

/** True when the account signed in through Google or Apple (the shortened onboarding applies). */
export async function hasOauthData(db: AppContext['db'], userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oauthIdentities.id })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .limit(1);
  return !!row;
}
