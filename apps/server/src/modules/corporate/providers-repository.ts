import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyProviders } from '../../db/schema/index';

/** The therapists each company chose. */
export const providersRepository = {
  async ids(db: DbOrTx, companyId: string): Promise<string[]> {
    const rows = await db
      .select({ id: companyProviders.therapistId })
      .from(companyProviders)
      .where(eq(companyProviders.companyId, companyId))
      .orderBy(asc(companyProviders.addedAt), asc(companyProviders.therapistId));
    return rows.map((r) => r.id);
  },

  async count(db: DbOrTx, companyId: string): Promise<number> {
    const [r] = await db.select({ n: count() }).from(companyProviders).where(eq(companyProviders.companyId, companyId));
    return Number(r?.n ?? 0);
  },

  async has(db: DbOrTx, companyId: string, therapistId: string): Promise<boolean> {
    const [r] = await db
      .select({ id: companyProviders.therapistId })
      .from(companyProviders)
      .where(and(eq(companyProviders.companyId, companyId), eq(companyProviders.therapistId, therapistId)))
      .limit(1);
    return Boolean(r);
  },

  async add(tx: DbOrTx, companyId: string, therapistId: string, at: Date) {
    await tx.insert(companyProviders).values({ companyId, therapistId, addedAt: at }).onConflictDoNothing();
  },

  async remove(db: DbOrTx, companyId: string, therapistId: string): Promise<boolean> {
    const rows = await db
      .delete(companyProviders)
      .where(and(eq(companyProviders.companyId, companyId), eq(companyProviders.therapistId, therapistId)))
      .returning({ id: companyProviders.therapistId });
    return rows.length > 0;
  },
};
