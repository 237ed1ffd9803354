import {
  EMAIL_CODE_LENGTH,
  isIanaZone,
  isKnownMessage,
  MSG,
  ONBOARDING_FIXED_PAGES,
  ONBOARDING_OAUTH_PAGES,
  ONBOARDING_PAGE,
  onboardingPageBody,
  onboardingTotalPages,
  type PatientProfile,
  type PatientProfileUpdate,
  type PrebookingQuestion,
  type ProfileUpdateData,
  RESEND_WAIT_ONBOARDING_SECONDS,
  todayIn,
  WELLNESS_CONTEXT,
  type WellnessProfileAnswer,
} from '@sahaj/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { codeService, passwordChanges } from '../auth';
import { hasOauthData } from '../auth/service';
import { onboardingRepository, type PatientRow } from './repository';

/** One live e-mail code per patient: the user id is part of the purpose, so two people typing one address never collide. */
const emailCodePurpose = (userId: string) => `onboarding-email:${userId}`;

/** The first problem of a failed parse, as the API shows it (known messages as they are). */
/** The first issue as a 400 naming its field (data.field), in the page's own words when we wrote them. */
function validationError(error: z.ZodError) {
  const issue = error.issues[0];
  if (!issue) return badRequest(MSG.invalidPage, 'VALIDATION');
  const field = issue.path.join('.') || undefined;
  const message = isKnownMessage(issue.message) || !field ? issue.message : `${field}: ${issue.message}`;
  return badRequest(message, 'VALIDATION', field ? { field } : undefined);
}

/** The patient's wellness answers as the spec lists them; GET /user/profile includes it. */
export function wellnessProfileOf(db: Db, userId: string): Promise<WellnessProfileAnswer[]> {
  return onboardingRepository(db).wellnessProfile(db, userId);
}

function toProfile(row: PatientRow, wellnessProfile: WellnessProfileAnswer[]): PatientProfile {
  return {
    _id: row.id,
    userType: row.userType,
    status: row.status,
    page: row.page,
    name: row.name,
    gender: row.gender,
    dob: row.dob,
    timeZone: row.timeZoneLabel,
    globalTimeZone: row.timeZone,
    location: row.location,
    email: row.email,
    emailVerified: Boolean(row.emailVerifiedAt),
    hasPassword: row.hasPassword,
    wellnessProfile,
  };
}

export function onboardingService(
  ctx: Pick<AppContext, 'db' | 'passwords' | 'tokens' | 'log' | 'sms' | 'mail' | 'config'>,
) {
  const repo = onboardingRepository(ctx.db);
  const codes = codeService(ctx);

  async function questionsOf(contextType: string): Promise<PrebookingQuestion[]> {
    return (await repo.questionsWithChoices(contextType)).map((q) => ({
      _id: q.id,
      question: q.question,
      contextType: q.contextType,
      answerType: q.answerType,
      choices: q.choices.map((c) => ({ _id: c.id, text: c.text })),
    }));
  }

  return {
    questions: questionsOf,

    async profile(userId: string): Promise<PatientProfile> {
      const row = await repo.patient(ctx.db, userId);
      if (!row) throw notFound(MSG.notFound);
      return toProfile(row, await repo.wellnessProfile(ctx.db, userId));
    },

    /**
     * Saves one wizard page for the caller (never anyone else: the id comes from the token).
     * Pages go in order: a page may be saved again, but never more than one past the stored page.
     */
    async updateProfile(
      userId: string,
      body: PatientProfileUpdate,
      timeZoneHeader: string | undefined,
      /** The caller's session: it stays signed in when page 6 changes the password; the others end. */
      sessionId?: string,
    ): Promise<ProfileUpdateData> {
      const { page, ...fields } = body;
      if (timeZoneHeader !== undefined && !isIanaZone(timeZoneHeader.trim())) {
        throw badRequest(MSG.onboardingInvalidTimeZoneHeader);
      }
      const questions = await questionsOf(WELLNESS_CONTEXT);
      const totalPages = onboardingTotalPages(questions.length);
      if (!Number.isInteger(page) || page < 1 || page > totalPages) throw badRequest(MSG.invalidPage, 'INVALID_PAGE');
      const oauth = await hasOauthData(ctx.db, userId);

      // Checked before the transaction too, so a bad page costs no lock (and again inside, under the lock).
      const before = await repo.patient(ctx.db, userId);
      if (!before) throw notFound(MSG.notFound);
      if (page > before.page + 1) throw badRequest(MSG.invalidPage, 'PAGE_OUT_OF_ORDER');
      const zone = timeZoneHeader?.trim() || before.timeZone;
      const parsed = onboardingPageBody(page, { today: () => todayIn(zone) }).safeParse(
        Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      );
      if (!parsed.success) throw validationError(parsed.error);
      const values = parsed.data as Record<string, unknown>;
      // A first password is simply set; changing one needs the current one and ends the other sessions.
      const passwords = passwordChanges(ctx);
      const passwordChange =
        page === ONBOARDING_PAGE.password
          ? await passwords.prepare({
              userId,
              password: values.password as string,
              currentPassword: values.currentPassword as string | undefined,
              keepSessionId: sessionId,
            })
          : undefined;
      let revokedSessions: string[] = [];

      try {
        const result = await ctx.db.transaction(async (tx) => {
          const user = await repo.patient(tx, userId, { lock: true });
          if (!user) throw notFound(MSG.notFound);
          if (page > user.page + 1) throw badRequest(MSG.invalidPage, 'PAGE_OUT_OF_ORDER');

          const set: Parameters<typeof repo.updateUser>[2] = {};
          switch (page) {
            case ONBOARDING_PAGE.name:
              set.name = values.name as string;
              break;
            case ONBOARDING_PAGE.gender:
              set.gender = values.gender as 'male' | 'female' | 'other';
              break;
            case ONBOARDING_PAGE.dob:
              set.dob = values.dob as string;
              break;
            case ONBOARDING_PAGE.timeZone:
              set.timeZone = values.globalTimeZone as string;
              set.timeZoneLabel = values.timeZone as string;
              await repo.saveLocation(tx, userId, (values.location as string | undefined) || null);
              break;
            case ONBOARDING_PAGE.email: {
              const email = (values.email as string | undefined)?.toLowerCase();
              // Skipping sends no address. An address must be the one just verified with its code.
              if (email && (user.email !== email || !user.emailVerifiedAt)) {
                throw badRequest(MSG.onboardingEmailNotVerified, 'EMAIL_NOT_VERIFIED', { field: 'email' });
              }
              break;
            }
            case ONBOARDING_PAGE.password:
              revokedSessions = await passwords.apply(tx, passwordChange!);
              break;
            default: {
              // Wellness pages: answers to this page's question and any earlier one; a skip records none.
              const reached = questions.slice(0, page - ONBOARDING_FIXED_PAGES);
              const current = reached[reached.length - 1]!;
              const answers = (values.wellnessProfile as WellnessProfileAnswer[] | undefined) ?? [];
              const byQuestion = new Map<string, string[]>();
              for (const a of answers) {
                const q = reached.find((r) => r._id === a.question);
                if (!q) throw badRequest(MSG.onboardingInvalidAnswer, 'INVALID_ANSWER', { field: 'wellnessProfile' });
                const allowed = new Set(q.choices.map((c) => c._id));
                if (a.answers.some((id) => !allowed.has(id))) {
                  throw badRequest(MSG.onboardingInvalidAnswer, 'INVALID_ANSWER', { field: 'wellnessProfile' });
                }
                const chosen = [...new Set(a.answers)];
                if (q.answerType === 'singleSelect' && chosen.length > 1) {
                  const field = `wellnessProfile.${answers.indexOf(a)}.answers`;
                  throw badRequest(MSG.onboardingOneAnswer, 'ONE_ANSWER', { field });
                }
                byQuestion.set(a.question, chosen);
              }
              if (!byQuestion.has(current._id)) byQuestion.set(current._id, []);
              for (const [questionId, choiceIds] of byQuestion) {
                await repo.saveWellnessAnswer(tx, userId, questionId, choiceIds);
              }
            }
          }

          const newPage = Math.max(user.page, page);
          const completed = newPage >= totalPages || (oauth && newPage >= ONBOARDING_OAUTH_PAGES);
          set.page = newPage;
          if (completed && user.status === 'pending') set.status = 'active';
          if (!(await repo.updateUser(tx, userId, set))) throw new Error('profile row not updated');
          const after = (await repo.patient(tx, userId))!;
          return { after, completed, wellness: await repo.wellnessProfile(tx, userId) };
        });
        passwords.disconnect(revokedSessions);
        return {
          message: MSG.onboardingProfileUpdated,
          page: result.after.page,
          totalPages,
          completed: result.completed,
          status: result.after.status,
          profile: toProfile(result.after, result.wellness),
        };
      } catch (err) {
        if (err instanceof AppError) throw err;
        ctx.log.error({ err, userId, page }, 'onboarding profile update failed');
        throw new AppError('UPDATE_FAILED', 500, MSG.onboardingUpdateFailed);
      }
    },

    /** Page 5: sends a 4-digit code to the address the patient typed. */
    async sendEmailCode(userId: string, rawEmail: string) {
      const email = rawEmail.trim().toLowerCase();
      const user = await repo.patient(ctx.db, userId);
      if (!user) throw notFound(MSG.notFound);
      if (await repo.emailTakenByOther(ctx.db, userId, user.userType, email)) {
        throw conflict(MSG.onboardingEmailInUse, 'EMAIL_IN_USE', { field: 'email' });
      }
      const { resendAfterSeconds } = await codes.issueCode({
        purpose: emailCodePurpose(userId),
        target: email,
        channel: 'email',
        length: EMAIL_CODE_LENGTH,
        resendWaitSeconds: RESEND_WAIT_ONBOARDING_SECONDS,
        userId,
        userType: 'patient',
        wording: (code) => ({
          subject: 'Your Sahaj e-mail code',
          text: `Your Sahaj e-mail verification code is ${code}. It expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.`,
        }),
      });
      await repo.savePendingEmail(ctx.db, userId, email);
      return { message: MSG.onboardingEmailCodeSent, email, resendAfterSeconds };
    },

    /** Page 5: the code for the last address asked; on success the address becomes the account's, verified. */
    async checkEmailCode(userId: string, code: string) {
      const pending = await repo.pendingEmail(ctx.db, userId);
      if (!pending) throw badRequest(MSG.onboardingNoCodeRequested, 'NO_CODE');
      const user = await repo.patient(ctx.db, userId);
      if (!user) throw notFound(MSG.notFound);
      // Wrong, expired, used or dead codes all answer 'Invalid OTP! Try Again' (400); 5 wrong tries end a code.
      await codes.verifyCode({
        purpose: emailCodePurpose(userId),
        target: pending.email,
        code,
        invalidMessage: MSG.onboardingInvalidOtp,
      });
      try {
        await ctx.db.transaction(async (tx) => {
          if (await repo.emailTakenByOther(tx, userId, user.userType, pending.email)) {
            throw conflict(MSG.onboardingEmailInUse, 'EMAIL_IN_USE', { field: 'email' });
          }
          await repo.updateUser(tx, userId, { email: pending.email, emailVerifiedAt: new Date() });
          await repo.clearPendingEmail(tx, userId);
        });
      } catch (err) {
        // Two accounts verifying one address at once: the unique index decides.
        if (isUniqueViolation(err)) {
          throw conflict(MSG.onboardingEmailInUse, 'EMAIL_IN_USE', { field: 'email' });
        }
        throw err;
      }
      return { message: MSG.onboardingEmailVerified, email: pending.email };
    },
  };
}
export type OnboardingService = ReturnType<typeof onboardingService>;
