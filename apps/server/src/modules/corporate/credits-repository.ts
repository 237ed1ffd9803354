import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type CompanyCreditEntryRow,
  type CompanyWalletRow,
  companyCreditEntries,
  companyWallets,
} from '../../db/schema/index';

export type NewCreditEntry = Omit<typeof companyCreditEntries.$inferInsert, 'planAfterPaise' | 'walletAfterPaise'>;

/** The credit ledger's queries: the wallet row (balance and company lock) and its append-only entries. */
export const creditsRepository = {
  /** The company's wallet row, created empty on first use, locked FOR UPDATE until the transaction ends. */
  async lockWallet(tx: DbOrTx, companyId: string): Promise<CompanyWalletRow> {
    await tx.insert(companyWallets).values({ companyId }).onConflictDoNothing();
    const [row] = await tx.select().from(companyWallets).where(eq(companyWallets.companyId, companyId)).for('update');
    return row!;
  },

  async wallet(db: DbOrTx, companyId: string): Promise<CompanyWalletRow | undefined> {
    const [row] = await db.select().from(companyWallets).where(eq(companyWallets.companyId, companyId)).limit(1);
    return row;
  },

  async entryByKey(db: DbOrTx, companyId: string, key: string): Promise<CompanyCreditEntryRow | undefined> {
    const [row] = await db
      .select()
      .from(companyCreditEntries)
      .where(and(eq(companyCreditEntries.companyId, companyId), eq(companyCreditEntries.idempotencyKey, key)))
      .limit(1);
    return row;
  },

  async entryById(db: DbOrTx, id: string): Promise<CompanyCreditEntryRow | undefined> {
    const [row] = await db.select().from(companyCreditEntries).where(eq(companyCreditEntries.id, id)).limit(1);
    return row;
  },

  /** The booking debit of an appointment (any company): the refund looks it up. */
  async bookingOf(db: DbOrTx, appointmentId: string): Promise<CompanyCreditEntryRow | undefined> {
    const [row] = await db
      .select()
      .from(companyCreditEntries)
      .where(and(eq(companyCreditEntries.kind, 'booking'), eq(companyCreditEntries.appointmentId, appointmentId)))
      .limit(1);
    return row;
  },

  /**
   * Appends an entry and moves the balance by its deltas, in the caller's transaction (which holds
   * the wallet lock). The wallet's checks refuse a negative balance even if a caller got it wrong.
   */
  async append(tx: DbOrTx, entry: NewCreditEntry): Promise<CompanyCreditEntryRow> {
    const plan = entry.planDeltaPaise ?? 0;
    const wallet = entry.walletDeltaPaise ?? 0;
    const [after] = await tx
      .update(companyWallets)
      .set({
        planPaise: sql`${companyWallets.planPaise} + ${plan}`,
        walletPaise: sql`${companyWallets.walletPaise} + ${wallet}`,
        updatedAt: sql`now()`,
      })
      .where(eq(companyWallets.companyId, entry.companyId))
      .returning();
    const [row] = await tx
      .insert(companyCreditEntries)
      .values({ ...entry, planAfterPaise: after!.planPaise, walletAfterPaise: after!.walletPaise })
      .returning();
    return row!;
  },

  /** Newest first (for tests and the dashboard). */
  async entries(db: DbOrTx, companyId: string, limit = 200): Promise<CompanyCreditEntryRow[]> {
    return db
      .select()
      .from(companyCreditEntries)
      .where(eq(companyCreditEntries.companyId, companyId))
      .orderBy(desc(companyCreditEntries.createdAt))
      .limit(limit);
  },
};
