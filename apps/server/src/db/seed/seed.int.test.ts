import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REVIEWERS, DEMO_THERAPISTS } from '../../modules/discovery/demo-therapists';
import { createTestApp } from '../../test/test-app';
import { languages, questionChoices, questions, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { runSeed } from './index';
import { LANGUAGES, WELLNESS_QUESTIONS } from './reference-data';

describe('seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await snapshot(app);
    await runSeed(app.ctx);
    await runSeed(app.ctx);
    expect(await snapshot(app)).toEqual(before);
    // The demo accounts, the demo therapists, the patients whose reviews they carry and the demo psychiatrist (issue 22).
    expect(before.users).toBe(Object.keys(DEMO_ACCOUNTS).length + DEMO_THERAPISTS.length + DEMO_REVIEWERS.length + 1);
    expect(before.languages).toBe(LANGUAGES.length);
    expect(before.questions).toBe(WELLNESS_QUESTIONS.length);
  });

  it('stores demo passwords hashed with argon2id, never in clear', async () => {
    const [admin] = await app.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await app.ctx.passwords.verify(admin?.passwordHash, DEMO_ACCOUNTS.admin.password)).toBe(true);
    expect(await app.ctx.passwords.verify(admin?.passwordHash, 'wrong')).toBe(false);
  });
});

async function snapshot(app: FastifyInstance) {
  const n = async (table: typeof users | typeof languages | typeof questions | typeof questionChoices) =>
    (await app.ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    languages: await n(languages),
    questions: await n(questions),
    choices: await n(questionChoices),
  };
}
