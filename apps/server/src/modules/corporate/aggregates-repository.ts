import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCreditEntries } from '../../db/schema/index';

const SESSION_KINDS = ['booking', 'refund'] as const;

/** The dashboard's aggregates over the credit ledger (never a row per person leaves here). */
export const aggregatesRepository = {
  /**
   * Credits used, sessions and distinct people per month (in `zone`) from `fromMonth` on. The zone
   * is one of ours, written inline: a bound parameter would make the SELECT and GROUP BY
   * expressions differ in PostgreSQL's eyes.
   */
  async creditUseByMonth(db: DbOrTx, companyId: string, zone: string, fromMonth: string) {
    if (!/^[A-Za-z_]+\/[A-Za-z_]+$/.test(zone)) throw new Error(`unexpected zone ${zone}`);
    const monthOf = sql<string>`to_char(${companyCreditEntries.createdAt} at time zone ${sql.raw(`'${zone}'`)}, 'YYYY-MM')`;
    const rows = await db
      .select({
        month: monthOf,
        paise: sql<number>`(-sum(${companyCreditEntries.planDeltaPaise} + ${companyCreditEntries.walletDeltaPaise}))::int`,
        sessions: sql<number>`(count(*) filter (where ${companyCreditEntries.kind} = 'booking') - count(*) filter (where ${companyCreditEntries.kind} = 'refund'))::int`,
        people: sql<number>`count(distinct ${companyCreditEntries.patientId})::int`,
      })
      .from(companyCreditEntries)
      .where(
        and(
          eq(companyCreditEntries.companyId, companyId),
          inArray(companyCreditEntries.kind, [...SESSION_KINDS]),
          gte(monthOf, fromMonth),
        ),
      )
      .groupBy(monthOf);
    return rows.map((r) => ({
      month: r.month,
      paise: Number(r.paise ?? 0),
      sessions: Number(r.sessions ?? 0),
      people: Number(r.people ?? 0),
    }));
  },

  /** How many employees have at least one session on credits that was not given back. */
  async peopleWhoBooked(db: DbOrTx, companyId: string): Promise<number> {
    const booked = db
      .select({ patientId: companyCreditEntries.patientId })
      .from(companyCreditEntries)
      .where(and(eq(companyCreditEntries.companyId, companyId), inArray(companyCreditEntries.kind, [...SESSION_KINDS])))
      .groupBy(companyCreditEntries.patientId)
      .having(
        sql`count(*) filter (where ${companyCreditEntries.kind} = 'booking') > count(*) filter (where ${companyCreditEntries.kind} = 'refund')`,
      )
      .as('booked');
    const [r] = await db.select({ people: sql<number>`count(*)::int` }).from(booked);
    return Number(r?.people ?? 0);
  },
};
