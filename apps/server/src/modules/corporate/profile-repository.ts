import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CompanyProfileRow, companyProfiles, uploadedFiles, users } from '../../db/schema/index';

/** What corporate keeps about a company beside its sign-up details: logo, GSTIN, billing address. */
export const profileRepository = {
  async extras(db: DbOrTx, companyId: string): Promise<CompanyProfileRow | undefined> {
    const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId)).limit(1);
    return row;
  },

  async saveExtras(db: DbOrTx, companyId: string, values: Partial<typeof companyProfiles.$inferInsert>, at: Date) {
    await db
      .insert(companyProfiles)
      .values({ companyId, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: { ...values, updatedAt: at } });
  },

  /** A stored upload's row (the files table the uploads of every feature share). */
  async insertFile(db: DbOrTx, values: typeof uploadedFiles.$inferInsert): Promise<string> {
    const [file] = await db.insert(uploadedFiles).values(values).returning({ id: uploadedFiles.id });
    return file!.id;
  },

  /** An account's login e-mail (a company's for its invoices, a patient's to match an invite). */
  async emailOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    return u?.email ?? null;
  },
};
