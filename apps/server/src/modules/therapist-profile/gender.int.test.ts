import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { newTherapist } from './test-helpers';

const migration = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../drizzle', name), 'utf8').split('--> statement-breakpoint');

/** Gender is one lower-case value for everyone; the therapist API's 'Male' exists only at the edge (issue 8). */
describe('gender: one stored value', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("stores a therapist's 'Female' as 'female' and reads it back as 'Female'", async () => {
    const t = await newTherapist(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/provider/work-profile/basic-info',
      headers: bearer(t.token),
      payload: { name: 'Kavya Menon', gender: 'Female', dob: '1988-04-12' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.ctx.db.select({ gender: users.gender }).from(users).where(eq(users.id, t.id));
    expect(row!.gender).toBe('female');
    const read = await app.inject({ url: '/api/v1/provider/work-profile', headers: bearer(t.token) });
    expect(body<{ data: { gender: string } }>(read).data.gender).toBe('Female');
  });

  it('the database refuses any other spelling, and the migration lower-cases older rows', async () => {
    const t = await newTherapist(app);
    await expect(
      app.ctx.db
        .update(users)
        .set({ gender: 'Male' as never })
        .where(eq(users.id, t.id)),
    ).rejects.toThrow();
    // An older row written as 'Male' before the check existed: the data migration normalizes it.
    await app.ctx.db.execute(sql`alter table users drop constraint users_gender_check`);
    try {
      await app.ctx.db
        .update(users)
        .set({ gender: 'Male' as never })
        .where(eq(users.id, t.id));
      for (const statement of migration('0008_normalize_gender.sql')) await app.ctx.db.execute(sql.raw(statement));
      const [row] = await app.ctx.db.select({ gender: users.gender }).from(users).where(eq(users.id, t.id));
      expect(row!.gender).toBe('male');
    } finally {
      for (const statement of migration('0009_users_gender_check.sql')) await app.ctx.db.execute(sql.raw(statement));
    }
  });
});
