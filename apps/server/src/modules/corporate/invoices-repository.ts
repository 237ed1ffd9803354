import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CompanyInvoiceRow, companyInvoices } from '../../db/schema/index';

/** The company GST invoices. */
export const invoicesRepository = {
  async ofPayment(db: DbOrTx, paymentId: string, companyId?: string): Promise<CompanyInvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(companyInvoices)
      .where(
        and(eq(companyInvoices.paymentId, paymentId), companyId ? eq(companyInvoices.companyId, companyId) : undefined),
      )
      .limit(1);
    return row;
  },

  /**
   * The next number of a series, under a per-series advisory lock held until the transaction ends,
   * so numbers never skip or repeat on any number of nodes.
   */
  async nextSequence(tx: DbOrTx, series: string): Promise<number> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company_invoice:${series}`}))`);
    const [last] = await tx
      .select({ sequence: companyInvoices.sequence })
      .from(companyInvoices)
      .where(eq(companyInvoices.series, series))
      .orderBy(desc(companyInvoices.sequence))
      .limit(1);
    return (last?.sequence ?? 0) + 1;
  },

  async insert(tx: DbOrTx, values: typeof companyInvoices.$inferInsert): Promise<CompanyInvoiceRow> {
    const [row] = await tx.insert(companyInvoices).values(values).returning();
    return row!;
  },
};
