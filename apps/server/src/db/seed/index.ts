import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seedArticles } from '../../modules/articles/seed';
import { seedCorporateDemo } from '../../modules/corporate/demo-seed';
import { seedDemoTherapists } from '../../modules/discovery/demo-therapists';
import { seedScoredForms } from '../../modules/forms/seed';
import { seedMedicines } from '../../modules/medications/seed';
import { seedDemoPsychiatrist, seedTpgLists } from '../../modules/provider-workspace/demo-seed';
import { seedDemoTherapistProfile } from '../../modules/therapist-profile/demo-seed';
import {
  companyCategories,
  languages,
  questionChoices,
  questions,
  type ReferenceKind,
  referenceItems,
  specialities,
  users,
} from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import {
  CANCELLATION_REASONS,
  COMPANY_CATEGORIES,
  COMPANY_SIGNUP_ROLES,
  COMPANY_SIZES,
  LANGUAGES,
  RELATIONSHIPS,
  SPECIALITIES,
  WELLNESS_QUESTIONS,
} from './reference-data';

type SeedCtx = Pick<AppContext, 'db' | 'passwords' | 'config' | 'log'>;

/** Feature seed steps for the demo accounts (e.g. the therapist's profile and availability): add them to this list. */
export const demoSeedSteps: Array<
  (ctx: SeedCtx, demoUserIds: Record<keyof typeof DEMO_ACCOUNTS, string>) => Promise<void>
> = [seedDemoTherapistProfile, seedDemoTherapists, seedDemoPsychiatrist, seedCorporateDemo];

/** Idempotent: every row is inserted only if missing, so any number of starts (or nodes) seed once. */
export async function runSeed(ctx: SeedCtx): Promise<void> {
  await seedReference(ctx);
  await seedScoredForms(ctx);
  await seedMedicines(ctx);
  await seedArticles(ctx);
  await seedTpgLists(ctx);
  if (ctx.config.seedDemo) await seedDemo(ctx);
}

export async function seedReference({ db }: SeedCtx): Promise<void> {
  await db
    .insert(languages)
    .values(LANGUAGES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(specialities)
    .values(SPECIALITIES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(companyCategories)
    .values(COMPANY_CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing();
  const ref = (kind: ReferenceKind, names: string[]) => names.map((name, sortOrder) => ({ kind, name, sortOrder }));
  await db
    .insert(referenceItems)
    .values([
      ...ref('relationship', RELATIONSHIPS),
      ...ref('cancellation_reason', CANCELLATION_REASONS),
      ...ref('company_signup_role', COMPANY_SIGNUP_ROLES),
      ...ref('company_size', COMPANY_SIZES),
    ])
    .onConflictDoNothing();
  await db
    .insert(questions)
    .values(
      WELLNESS_QUESTIONS.map((q, sortOrder) => ({
        contextType: 'wellness_profile',
        question: q.question,
        answerType: q.answerType,
        sortOrder,
      })),
    )
    // Rows seeded before answer types existed get theirs (the migration defaults every row to 'multi').
    .onConflictDoUpdate({
      target: [questions.contextType, questions.question],
      set: { answerType: sql`excluded.answer_type` },
    });
  const stored = await db
    .select({ id: questions.id, question: questions.question })
    .from(questions)
    .where(
      and(
        eq(questions.contextType, 'wellness_profile'),
        inArray(
          questions.question,
          WELLNESS_QUESTIONS.map((q) => q.question),
        ),
      ),
    );
  const idOf = new Map(stored.map((q) => [q.question, q.id]));
  await db
    .insert(questionChoices)
    .values(
      WELLNESS_QUESTIONS.flatMap((q) =>
        q.choices.map((text, sortOrder) => ({ questionId: idOf.get(q.question)!, text, sortOrder })),
      ),
    )
    .onConflictDoNothing();
}

async function seedDemo(ctx: SeedCtx): Promise<void> {
  const { db, passwords, log } = ctx;
  const now = new Date();
  const ids = {} as Record<keyof typeof DEMO_ACCOUNTS, string>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as Array<
    [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]]
  >) {
    const phone = 'phone' in account ? account.phone : null;
    const match = phone ? eq(users.phone, phone) : eq(users.email, account.email);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, account.userType), match))
      .limit(1);
    if (existing) {
      ids[key] = existing.id;
      continue;
    }
    const [row] = await db
      .insert(users)
      .values({
        userType: account.userType,
        status: 'active',
        page: account.userType === 'doctor' ? 6 : account.userType === 'patient' ? 6 : 0,
        phone,
        email: account.email,
        passwordHash: await passwords.hash(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        name: `${account.firstName} ${account.lastName}`,
        timeZone: 'Asia/Kolkata',
        timeZoneLabel: 'India (GMT+5:30)',
        phoneVerifiedAt: phone ? now : null,
        emailVerifiedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) {
      ids[key] = row.id;
      log.info({ demo: key }, `seeded demo ${key}`);
    }
  }
  if (Object.keys(ids).length === Object.keys(DEMO_ACCOUNTS).length) {
    for (const step of demoSeedSteps) await step(ctx, ids);
  }
}
