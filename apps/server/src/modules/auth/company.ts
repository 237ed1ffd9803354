import { CURRENCY, type companySignupBody, type EmailSignupData, MSG, RESEND_WAIT_SECONDS } from '@sahaj/contract';
import type { z } from 'zod';
import type { companyAccounts, UserRow } from '../../db/schema/index';

type UserCompanyAccount = typeof companyAccounts.$inferSelect;

import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';
import type { CaptchaUseCases } from './captcha';
import { type AuthKit, isUnclaimed } from './session';

/**
 * Corporate registration. It needs a passed captcha, and the account stays 'pending' until its
 * e-mail is proved by the 6-digit code (PUT /user/verify/otp with the ticket), which activates it
 * and signs it in. An abandoned, never-verified registration gives its e-mail up to the next one.
 */
export function companyUseCases({ ctx, repo, codes }: AuthKit, captcha: CaptchaUseCases) {
  async function companySignup(input: z.output<typeof companySignupBody>): Promise<EmailSignupData> {
    const email = input.email.trim().toLowerCase();
    await captcha.requireCaptchaPass(input.captchaPass, `company:${email}`);
    const categoryId = input.companyCategory?.categoryId?.trim() || null;
    let categoryName = input.companyCategory?.categoryName?.trim() || null;
    if (categoryId) {
      const cat = await repo.companyCategory(categoryId);
      if (!cat)
        throw badRequest('Unknown company category', 'CATEGORY_UNKNOWN', { field: 'companyCategory.categoryId' });
      categoryName = cat.name;
    }
    const passwordHash = await ctx.passwords.hash(input.password);
    let user: UserRow;
    try {
      user = await ctx.db.transaction(async (tx) => {
        for (const holder of await repo.holdersOf('company', { email }, tx)) {
          if (holder.status === 'deleted') await repo.releaseContact(tx, holder.id, { email: true });
          else if (isUnclaimed(holder)) await repo.deleteUser(tx, holder.id);
          else throw conflict(MSG.emailAlreadyExists, 'EMAIL_TAKEN', { field: 'email' });
        }
        const row = await repo.insertUser(tx, {
          userType: 'company',
          status: 'pending',
          page: 0,
          email,
          passwordHash,
          name: input.companyName?.trim() || null,
        });
        await repo.insertCompanyAccount(tx, {
          userId: row.id,
          companyName: input.companyName?.trim() || null,
          companyWebsite: input.companyWebsite?.trim() || null,
          companyEmail: input.companyEmail?.trim().toLowerCase() || null,
          companySize: input.companySize?.trim() || null,
          categoryId,
          categoryName,
          location: input.location.trim(),
          role: input.role.trim(),
          currency: CURRENCY,
        });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.emailAlreadyExists, 'EMAIL_TAKEN', { field: 'email' });
      throw err;
    }
    const sent = await codes.issueCode({
      purpose: 'signup-ticket:company',
      target: email,
      channel: 'email',
      length: 6,
      withTicket: true,
      userId: user.id,
      userType: 'company',
      resendWaitSeconds: RESEND_WAIT_SECONDS,
    });
    return {
      message: MSG.signupVerifyEmail,
      token: sent.ticket!,
      userType: user.userType,
      status: user.status,
      page: user.page,
      codeSentTo: 'email',
      resendAfterSeconds: sent.resendAfterSeconds,
    };
  }

  /** The sign-up details of a company (the corporate feature's profile reads and edits them). */
  const companyAccount = (userId: string, tx?: Parameters<typeof repo.companyAccount>[1]) =>
    repo.companyAccount(userId, tx);
  /** Edits them (companies/mycompanyprofile/update); the login e-mail is not among them. */
  const updateCompanyAccount = (
    userId: string,
    values: Partial<
      Pick<
        UserCompanyAccount,
        | 'companyName'
        | 'companyWebsite'
        | 'companyEmail'
        | 'companySize'
        | 'categoryId'
        | 'categoryName'
        | 'location'
        | 'role'
      >
    >,
  ) => repo.updateCompanyAccount(userId, values);

  return { companySignup, companyAccount, updateCompanyAccount };
}
