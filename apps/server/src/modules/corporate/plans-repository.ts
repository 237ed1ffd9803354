import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type CompanyPlanRow,
  type CompanySubscriptionRow,
  companyPlans,
  companySubscriptions,
} from '../../db/schema/index';

/** The plan catalogue and the plans companies bought. */
export const plansRepository = {
  async all(db: DbOrTx, opts: { activeOnly: boolean }): Promise<CompanyPlanRow[]> {
    return db
      .select()
      .from(companyPlans)
      .where(opts.activeOnly ? eq(companyPlans.active, true) : undefined)
      .orderBy(asc(companyPlans.pricePaise), asc(companyPlans.name));
  },

  async one(db: DbOrTx, id: string): Promise<CompanyPlanRow | undefined> {
    const [row] = await db.select().from(companyPlans).where(eq(companyPlans.id, id)).limit(1);
    return row;
  },

  async insert(db: DbOrTx, values: typeof companyPlans.$inferInsert): Promise<CompanyPlanRow> {
    const [row] = await db.insert(companyPlans).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: string, values: Partial<typeof companyPlans.$inferInsert>) {
    const [row] = await db
      .update(companyPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(companyPlans.id, id))
      .returning();
    return row;
  },

  /** The company's current subscription row (state 'active'), lapsed or not. */
  async current(db: DbOrTx, companyId: string): Promise<CompanySubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(companySubscriptions)
      .where(and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.state, 'active')))
      .limit(1);
    return row;
  },

  /** The live subscription: active and not yet lapsed at `at`. */
  async live(db: DbOrTx, companyId: string, at: Date): Promise<CompanySubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(companySubscriptions)
      .where(
        and(
          eq(companySubscriptions.companyId, companyId),
          eq(companySubscriptions.state, 'active'),
          gt(companySubscriptions.expiresAt, at),
        ),
      )
      .limit(1);
    return row;
  },

  /** Active subscriptions that lapsed by `at` (their plan credits expire). */
  async lapsed(db: DbOrTx, at: Date, companyId?: string): Promise<CompanySubscriptionRow[]> {
    return db
      .select()
      .from(companySubscriptions)
      .where(
        and(
          eq(companySubscriptions.state, 'active'),
          lte(companySubscriptions.expiresAt, at),
          companyId ? eq(companySubscriptions.companyId, companyId) : undefined,
        ),
      )
      .limit(500);
  },

  async byPayment(db: DbOrTx, paymentId: string): Promise<CompanySubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.paymentId, paymentId))
      .limit(1);
    return row;
  },

  async supersede(tx: DbOrTx, id: string) {
    await tx.update(companySubscriptions).set({ state: 'superseded' }).where(eq(companySubscriptions.id, id));
  },

  async insertSubscription(tx: DbOrTx, values: typeof companySubscriptions.$inferInsert) {
    const [row] = await tx.insert(companySubscriptions).values(values).returning();
    return row!;
  },
};
