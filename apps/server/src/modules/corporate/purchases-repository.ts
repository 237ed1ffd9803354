import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCreditEntries, companyInvoices, companySubscriptions } from '../../db/schema/index';

const PURCHASE_KINDS = ['plan_grant', 'purchase'] as const;

/** A company's purchases as its credit ledger recorded them (paid plans and wallet credits). */
export const purchasesRepository = {
  async page(db: DbOrTx, companyId: string, page: number, limit: number) {
    const where = and(
      eq(companyCreditEntries.companyId, companyId),
      inArray(companyCreditEntries.kind, [...PURCHASE_KINDS]),
    );
    const rows = await db
      .select({
        paymentId: companyCreditEntries.paymentId,
        kind: companyCreditEntries.kind,
        transactionId: companyCreditEntries.transactionId,
        gateway: companyCreditEntries.gateway,
        paidTotalPaise: companyCreditEntries.paidTotalPaise,
        planDeltaPaise: companyCreditEntries.planDeltaPaise,
        walletDeltaPaise: companyCreditEntries.walletDeltaPaise,
        createdAt: companyCreditEntries.createdAt,
        planName: companySubscriptions.planName,
        invoiceId: companyInvoices.id,
      })
      .from(companyCreditEntries)
      .leftJoin(companySubscriptions, eq(companySubscriptions.id, companyCreditEntries.subscriptionId))
      .leftJoin(companyInvoices, eq(companyInvoices.paymentId, companyCreditEntries.paymentId))
      .where(where)
      .orderBy(desc(companyCreditEntries.createdAt), desc(companyCreditEntries.id))
      .limit(limit)
      .offset(page * limit);
    const [total] = await db.select({ n: count() }).from(companyCreditEntries).where(where);
    return { rows, count: Number(total?.n ?? 0) };
  },

  async byTransaction(db: DbOrTx, companyId: string, transactionId: string) {
    const [row] = await db
      .select({
        planDeltaPaise: companyCreditEntries.planDeltaPaise,
        walletDeltaPaise: companyCreditEntries.walletDeltaPaise,
        planName: companySubscriptions.planName,
      })
      .from(companyCreditEntries)
      .leftJoin(companySubscriptions, eq(companySubscriptions.id, companyCreditEntries.subscriptionId))
      .where(and(eq(companyCreditEntries.companyId, companyId), eq(companyCreditEntries.transactionId, transactionId)))
      .limit(1);
    return row;
  },
};
