import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_TTL_SECONDS,
  EMAIL_CODE_LENGTH,
  MSG,
  PHONE_CODE_LENGTH,
  RESEND_WAIT_SECONDS,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { CodeChannel, OneTimeCodeRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, tooMany } from '../../lib/errors';
import { codeRepository } from './code-repository';

/**
 * One-time codes for every feature (sign-up, login, password reset, re-verification, the
 * onboarding e-mail code). Rules (ARCHITECTURE §6):
 * - digits from crypto.randomInt; 6 for phones, 4 for e-mail unless `length` says otherwise;
 * - stored only as an HMAC-SHA256 (server key, bound to the row id); valid 10 minutes; single use;
 * - 5 wrong tries end the code; a new code can be asked for only after the resend wait (429 with
 *   data.retryAfterSeconds before that);
 * - at most one live code per (purpose, target), guarded by a partial unique index;
 * - phone codes go through Twilio Verify when it is configured (it holds the code), else the
 *   code is texted through ctx.sms (the outbox in development); e-mail codes through ctx.mail.
 *
 * Usage:
 *   const codes = codeService(ctx);
 *   await codes.issueCode({ purpose: 'onboarding-email', target: email, channel: 'email', resendWaitSeconds: 45 });
 *   await codes.verifyCode({ purpose: 'onboarding-email', target: email, code, invalidMessage: MSG.invalidOtpTryAgain });
 */
export type CodeContext = Pick<AppContext, 'db' | 'sms' | 'mail' | 'config' | 'log'>;

export interface IssueCodeInput {
  /** What the code is for, e.g. 'signup:patient', 'login:doctor', 'onboarding-email'. Include the user type when it matters. */
  purpose: string;
  /** E.164 phone or e-mail address (lower-cased here). */
  target: string;
  channel: CodeChannel;
  /** Digits; default 6 for sms/whatsapp, 4 for email. */
  length?: number;
  /** Seconds before another code may be sent to the same purpose and target; default 60. */
  resendWaitSeconds?: number;
  /** Default 600 (10 minutes). */
  ttlSeconds?: number;
  userId?: string | null;
  userType?: OneTimeCodeRow['userType'];
  /** Hand out a ticket (random, stored hashed) that a page address can carry instead of the target. */
  withTicket?: boolean;
  /** Reuse this ticket (a resend keeps the page address valid). */
  ticket?: string;
  /** false: record the code but send nothing (replies must not reveal whether an account exists). */
  deliver?: boolean;
  /** Words around the code; default "Your Sahaj verification code is 123456. ..." */
  wording?: (code: string) => { subject: string; text: string };
}

export interface IssuedCode {
  id: string;
  ticket?: string;
  expiresAt: Date;
  resendAfterSeconds: number;
}

export interface VerifyCodeInput {
  purpose: string;
  target: string;
  code: string;
  /** The message of the 400 reply on a wrong, used, expired or dead code; default 'Invalid Verification Code'. */
  invalidMessage?: string;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');
const normaliseTarget = (target: string, channel: CodeChannel) =>
  channel === 'email' ? target.trim().toLowerCase() : target.trim();

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(0, 10));
  return out;
}

export function codeService(ctx: CodeContext) {
  const repo = codeRepository(ctx.db);
  const key = createHmac('sha256', ctx.config.encryptionKey).update('sahaj:one-time-codes:v1').digest();
  const hashCode = (id: string, code: string) => createHmac('sha256', key).update(`${id}:${code}`).digest();
  const verifier = ctx.sms.verify;

  async function deliver(row: { target: string; channel: CodeChannel }, code: string, input: IssueCodeInput) {
    if (row.channel !== 'email' && verifier) {
      await verifier.start(row.target, row.channel);
      return;
    }
    const minutes = Math.round((input.ttlSeconds ?? CODE_TTL_SECONDS) / 60);
    const words = input.wording?.(code) ?? {
      subject: 'Your Sahaj verification code',
      text: `Your Sahaj verification code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone.`,
    };
    if (row.channel === 'email') await ctx.mail.send({ to: row.target, subject: words.subject, text: words.text });
    else await ctx.sms.send({ to: row.target, channel: row.channel, body: words.text });
  }

  /** Creates (and normally sends) a new code; 429 with retryAfterSeconds while the resend wait runs. */
  async function issueCode(input: IssueCodeInput): Promise<IssuedCode> {
    const channel = input.channel;
    const target = normaliseTarget(input.target, channel);
    const length = input.length ?? (channel === 'email' ? EMAIL_CODE_LENGTH : PHONE_CODE_LENGTH);
    const wait = input.resendWaitSeconds ?? RESEND_WAIT_SECONDS;
    const ttl = input.ttlSeconds ?? CODE_TTL_SECONDS;
    const providerHeld = channel !== 'email' && !!verifier;
    const ticket = input.ticket ?? (input.withTicket ? randomBytes(24).toString('base64url') : undefined);
    const id = randomUUID();
    const code = randomDigits(length);
    const now = new Date();

    try {
      await ctx.db.transaction(async (tx) => {
        const live = await repo.lockLive(tx, input.purpose, target);
        if (live && live.resendAt > now) {
          throw tooMany(MSG.resendWait, {
            retryAfterSeconds: Math.ceil((live.resendAt.getTime() - now.getTime()) / 1000),
          });
        }
        if (live) await repo.retire(live.id, tx);
        await repo.insert(tx, {
          id,
          purpose: input.purpose,
          target,
          channel,
          length,
          codeHash: providerHeld ? null : hashCode(id, code).toString('base64url'),
          ticketHash: ticket ? hashTicket(ticket) : null,
          userId: input.userId ?? null,
          userType: input.userType ?? null,
          maxAttempts: CODE_MAX_WRONG_TRIES,
          delivered: input.deliver !== false,
          resendAt: new Date(now.getTime() + wait * 1000),
          expiresAt: new Date(now.getTime() + ttl * 1000),
        });
      });
    } catch (err) {
      // Another request made a code for the same purpose and target at the same moment.
      if (isUniqueViolation(err)) throw tooMany(MSG.resendWait, { retryAfterSeconds: wait });
      throw err;
    }

    if (input.deliver !== false) {
      try {
        await deliver({ target, channel }, code, input);
      } catch (err) {
        ctx.log.error({ err, channel }, 'could not deliver a one-time code');
        // Let the person ask again at once instead of waiting for a code that never left.
        await repo.retire(id);
        throw new AppError('CODE_NOT_SENT', 502, 'Could not send the verification code. Please try again');
      }
    }
    return { id, ticket, expiresAt: new Date(now.getTime() + ttl * 1000), resendAfterSeconds: wait };
  }

  /** Checks a live code; on success it is used up and its row returned. Wrong tries count; the 5th kills it. */
  async function check(row: OneTimeCodeRow | undefined, code: string, invalidMessage: string): Promise<OneTimeCodeRow> {
    const invalid = () => badRequest(invalidMessage, 'CODE_INVALID');
    if (!row || !/^\d+$/.test(code)) throw invalid();
    // Count the try first, atomically, so parallel guesses cannot exceed the limit.
    const counted = await repo.countTry(row.id);
    if (!counted) throw invalid();
    let matches = false;
    if (code.length === counted.length && counted.delivered) {
      if (counted.codeHash) {
        const expected = Buffer.from(counted.codeHash, 'base64url');
        const actual = hashCode(counted.id, code);
        matches = expected.length === actual.length && timingSafeEqual(expected, actual);
      } else if (verifier) {
        matches = await verifier.check(counted.target, code);
      }
    }
    if (!matches) throw invalid();
    const used = await repo.consume(counted.id);
    if (!used) throw invalid();
    return used;
  }

  /** The live code a ticket points at (undefined when the ticket is unknown, used or replaced). */
  async function findByTicket(ticket: string): Promise<OneTimeCodeRow | undefined> {
    return repo.liveByTicketHash(hashTicket(ticket));
  }

  return {
    issueCode,

    /** Verifies the code sent to `target` for `purpose`; throws 400 (invalidMessage) otherwise. */
    async verifyCode(input: VerifyCodeInput): Promise<OneTimeCodeRow> {
      const target = input.target.includes('@') ? input.target.trim().toLowerCase() : input.target.trim();
      const row = await repo.live(input.purpose, target);
      return check(row, input.code.trim(), input.invalidMessage ?? MSG.invalidVerificationCode);
    },

    /** Verifies a code through its ticket; `purposes` limits which kinds of ticket are accepted here. */
    async verifyTicket(input: {
      ticket: string;
      code: string;
      purposes?: (purpose: string) => boolean;
      invalidMessage?: string;
    }): Promise<OneTimeCodeRow> {
      const row = await findByTicket(input.ticket);
      if (!row || (input.purposes && !input.purposes(row.purpose))) {
        throw badRequest(MSG.verificationLinkInvalid, 'TICKET_INVALID');
      }
      return check(row, input.code.trim(), input.invalidMessage ?? MSG.invalidVerificationCode);
    },

    findByTicket,

    /** Sends a new code for the same ticket (same purpose, target and channel); the page address stays valid. */
    async resendByTicket(input: { ticket: string; resendWaitSeconds?: number }): Promise<IssuedCode> {
      const row = await findByTicket(input.ticket);
      if (!row) throw badRequest(MSG.verificationLinkInvalid, 'TICKET_INVALID');
      return issueCode({
        purpose: row.purpose,
        target: row.target,
        channel: row.channel,
        length: row.length,
        userId: row.userId,
        userType: row.userType,
        ticket: input.ticket,
        deliver: row.delivered,
        resendWaitSeconds: input.resendWaitSeconds,
      });
    },

    /** Deletes codes that ended over a day ago (a periodic sweep may call it). */
    async purgeOld(): Promise<void> {
      const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
      await repo.deleteExpiredBefore(dayAgo);
    },
  };
}

export type CodeService = ReturnType<typeof codeService>;
