import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  onboardingEmailRequests,
  patientOnboarding,
  questionChoices,
  questions,
  users,
  wellnessResponseChoices,
  wellnessResponses,
} from '../../db/schema/index';

/** A transaction or the database itself: repository calls work on either. */
type Tx = DbOrTx;

const patientColumns = {
  id: users.id,
  userType: users.userType,
  status: users.status,
  page: users.page,
  name: users.name,
  gender: users.gender,
  dob: users.dob,
  timeZone: users.timeZone,
  timeZoneLabel: users.timeZoneLabel,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  location: patientOnboarding.location,
};
export function onboardingRepository(db: Db) {
  return {
    db,

    /** The user's onboarding view; `lock` takes a row lock so concurrent saves of one profile run one at a time. */
    async patient(tx: Tx, userId: string, opts: { lock?: boolean } = {}) {
      if (opts.lock) await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx
        .select(patientColumns)
        .from(users)
        .leftJoin(patientOnboarding, eq(patientOnboarding.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async updateUser(tx: Tx, userId: string, values: Partial<typeof users.$inferInsert>): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async saveLocation(tx: Tx, userId: string, location: string | null) {
      await tx
        .insert(patientOnboarding)
        .values({ userId, location })
        .onConflictDoUpdate({ target: patientOnboarding.userId, set: { location, updatedAt: new Date() } });
    },

    /** Questions of a context with their choices, in their set order. */
    async questionsWithChoices(contextType: string) {
      const qs = await db
        .select()
        .from(questions)
        .where(eq(questions.contextType, contextType))
        .orderBy(asc(questions.sortOrder), asc(questions.createdAt), asc(questions.id));
      if (!qs.length) return [];
      const choices = await db
        .select()
        .from(questionChoices)
        .where(
          inArray(
            questionChoices.questionId,
            qs.map((q) => q.id),
          ),
        )
        .orderBy(asc(questionChoices.sortOrder), asc(questionChoices.text));
      return qs.map((q) => ({ ...q, choices: choices.filter((c) => c.questionId === q.id) }));
    },

    /** The patient's answers, in question order; a skipped question has an empty list. */
    async wellnessProfile(tx: Tx, userId: string): Promise<Array<{ question: string; answers: string[] }>> {
      const rows = await tx
        .select({ questionId: wellnessResponses.questionId, choiceId: wellnessResponseChoices.choiceId })
        .from(wellnessResponses)
        .innerJoin(questions, eq(questions.id, wellnessResponses.questionId))
        .leftJoin(
          wellnessResponseChoices,
          and(
            eq(wellnessResponseChoices.userId, wellnessResponses.userId),
            eq(wellnessResponseChoices.questionId, wellnessResponses.questionId),
          ),
        )
        .leftJoin(questionChoices, eq(questionChoices.id, wellnessResponseChoices.choiceId))
        .where(eq(wellnessResponses.userId, userId))
        .orderBy(asc(questions.sortOrder), asc(questions.id), asc(questionChoices.sortOrder));
      const out = new Map<string, string[]>();
      for (const r of rows) {
        const list = out.get(r.questionId) ?? [];
        if (r.choiceId) list.push(r.choiceId);
        out.set(r.questionId, list);
      }
      return [...out].map(([question, answers]) => ({ question, answers }));
    },

    /** Replaces the answers to one question. */
    async saveWellnessAnswer(tx: Tx, userId: string, questionId: string, choiceIds: string[]) {
      await tx
        .insert(wellnessResponses)
        .values({ userId, questionId })
        .onConflictDoUpdate({
          target: [wellnessResponses.userId, wellnessResponses.questionId],
          set: { answeredAt: new Date() },
        });
      await tx
        .delete(wellnessResponseChoices)
        .where(and(eq(wellnessResponseChoices.userId, userId), eq(wellnessResponseChoices.questionId, questionId)));
      if (choiceIds.length) {
        await tx
          .insert(wellnessResponseChoices)
          .values(choiceIds.map((choiceId) => ({ userId, questionId, choiceId })));
      }
    },

    /** Another account of the same kind already holding this address. */
    async emailTakenByOther(tx: Tx, userId: string, userType: string, email: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.userType, userType as 'patient'), ne(users.id, userId)))
        .limit(1);
      return Boolean(row);
    },

    async pendingEmail(tx: Tx, userId: string) {
      const [row] = await tx
        .select()
        .from(onboardingEmailRequests)
        .where(eq(onboardingEmailRequests.userId, userId))
        .limit(1);
      return row;
    },

    async savePendingEmail(tx: Tx, userId: string, email: string) {
      await tx
        .insert(onboardingEmailRequests)
        .values({ userId, email })
        .onConflictDoUpdate({
          target: onboardingEmailRequests.userId,
          set: { email, requestedAt: new Date() },
        });
    },

    async clearPendingEmail(tx: Tx, userId: string) {
      await tx.delete(onboardingEmailRequests).where(eq(onboardingEmailRequests.userId, userId));
    },
  };
}
export type OnboardingRepository = ReturnType<typeof onboardingRepository>;
/** The patient's onboarding view, as the query selects it. */
export type PatientRow = NonNullable<Awaited<ReturnType<OnboardingRepository['patient']>>>;
