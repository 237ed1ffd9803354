import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type FormOptionRow,
  formAnswers,
  formQuestions,
  formSubmissionShares,
  formSubmissions,
  forms,
  users,
} from '../../db/schema/index';

type Q = Db | Tx;

/** Forms, questions, submissions and shares (no rules). */
export const formsRepository = (db: Db) => ({
  async forms(opts: { publishedOnly: boolean }) {
    return db
      .select()
      .from(forms)
      .where(opts.publishedOnly ? eq(forms.published, true) : undefined)
      .orderBy(asc(forms.createdAt), asc(forms.id));
  },
  async form(id: string) {
    const [row] = await db.select().from(forms).where(eq(forms.id, id));
    return row;
  },
  async lockForm(tx: Tx, id: string) {
    const [row] = await tx.select().from(forms).where(eq(forms.id, id)).for('update');
    return row;
  },
  async questions(formIds: string[]) {
    if (formIds.length === 0) return [];
    return db
      .select()
      .from(formQuestions)
      .where(inArray(formQuestions.formId, formIds))
      .orderBy(asc(formQuestions.formId), asc(formQuestions.position));
  },
  async insertForm(tx: Tx, values: typeof forms.$inferInsert) {
    const [row] = await tx.insert(forms).values(values).returning();
    return row!;
  },
  async updateForm(tx: Tx, id: string, values: Partial<typeof forms.$inferInsert>) {
    const [row] = await tx
      .update(forms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(forms.id, id))
      .returning();
    return row;
  },
  async replaceQuestions(
    tx: Tx,
    formId: string,
    questions: Array<{ question: string; answerType: 'singleSelect' | 'multi'; options: FormOptionRow[] }>,
  ) {
    await tx.delete(formQuestions).where(eq(formQuestions.formId, formId));
    if (questions.length) {
      await tx.insert(formQuestions).values(questions.map((q, position) => ({ formId, position, ...q })));
    }
  },
  async submissionCounts(formIds: string[]) {
    if (formIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ formId: formSubmissions.formId, n: count() })
      .from(formSubmissions)
      .where(inArray(formSubmissions.formId, formIds))
      .groupBy(formSubmissions.formId);
    return new Map(rows.map((r) => [r.formId, r.n]));
  },
  async insertSubmission(
    tx: Tx,
    values: typeof formSubmissions.$inferInsert,
    answers: Array<Omit<typeof formAnswers.$inferInsert, 'submissionId'>>,
  ) {
    const [row] = await tx.insert(formSubmissions).values(values).returning();
    await tx.insert(formAnswers).values(answers.map((a) => ({ ...a, submissionId: row!.id })));
    return row!;
  },
  async submissions(patientId: string, formId?: string) {
    return db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.patientId, patientId), formId ? eq(formSubmissions.formId, formId) : undefined))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  },
  async submission(id: string) {
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    return row;
  },
  async answers(submissionIds: string[]) {
    if (submissionIds.length === 0) return [];
    return db
      .select()
      .from(formAnswers)
      .where(inArray(formAnswers.submissionId, submissionIds))
      .orderBy(asc(formAnswers.submissionId), asc(formAnswers.position));
  },
  async shares(submissionIds: string[]) {
    if (submissionIds.length === 0) return [];
    return db
      .select({
        submissionId: formSubmissionShares.submissionId,
        therapistId: formSubmissionShares.therapistId,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(formSubmissionShares)
      .innerJoin(users, eq(users.id, formSubmissionShares.therapistId))
      .where(inArray(formSubmissionShares.submissionId, submissionIds));
  },
  async share(q: Q, submissionId: string, therapistId: string) {
    await q.insert(formSubmissionShares).values({ submissionId, therapistId }).onConflictDoNothing();
  },
  async sharedWith(therapistId: string, patientId: string) {
    return db
      .select({ submission: formSubmissions })
      .from(formSubmissionShares)
      .innerJoin(formSubmissions, eq(formSubmissions.id, formSubmissionShares.submissionId))
      .where(and(eq(formSubmissionShares.therapistId, therapistId), eq(formSubmissions.patientId, patientId)))
      .orderBy(desc(formSubmissions.createdAt));
  },
});
export type FormsRepository = ReturnType<typeof formsRepository>;
