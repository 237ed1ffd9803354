import {
  type AuthUserType,
  type Channel,
  type LoginData,
  MSG,
  RESEND_WAIT_SECONDS,
  type TicketData,
  toUserType,
} from '@sahaj/contract';
import { badRequest } from '../../lib/errors';
import { type AuthKit, phoneOrThrow, type RequestMeta } from './session';

/** Ticket purposes that PUT /user/verify/otp accepts. */
const TICKET_KINDS = ['signup-ticket', 'reverify-phone', 'reverify-email'] as const;
export const ticketKind = (purpose: string) => purpose.split(':')[0] ?? '';

/**
 * Codes reached through a ticket in the page address: the sign-up form's code, and phone or e-mail
 * re-verification. A proved e-mail activates a company that was waiting for it.
 */
export function ticketUseCases({ repo, codes, signIn }: AuthKit) {
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
    const fresh = await repo.markContactVerified(user.id, viaEmail ? 'email' : 'phone', {
      // A company account is active once its e-mail is proved (issue 9 #8).
      activate: viaEmail && user.userType === 'company',
    });
    return signIn(fresh, {
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

  return { verifyTicket, resendTicket, reverifyPhone, resendEmailVerification };
}
