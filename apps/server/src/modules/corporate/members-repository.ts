import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CompanyMemberRow, companyCreditEntries, companyMembers, users } from '../../db/schema/index';

export interface MemberWithPerson extends CompanyMemberRow {
  personName: string | null;
  personFirstName: string | null;
  personLastName: string | null;
}

/** Employees: invites and memberships. */
export const membersRepository = {
  async byToken(db: DbOrTx, tokenHash: string): Promise<CompanyMemberRow | undefined> {
    const [row] = await db.select().from(companyMembers).where(eq(companyMembers.tokenHash, tokenHash)).limit(1);
    return row;
  },

  async byId(db: DbOrTx, id: string): Promise<CompanyMemberRow | undefined> {
    const [row] = await db.select().from(companyMembers).where(eq(companyMembers.id, id)).limit(1);
    return row;
  },

  /** The company's live entry for an address (pending or accepted), if any. */
  async byEmail(db: DbOrTx, companyId: string, email: string): Promise<CompanyMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, companyId), eq(companyMembers.email, email), ne(companyMembers.state, 'left')),
      )
      .limit(1);
    return row;
  },

  async byEmails(db: DbOrTx, companyId: string, emails: string[]): Promise<CompanyMemberRow[]> {
    if (!emails.length) return [];
    return db
      .select()
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          inArray(companyMembers.email, emails),
          ne(companyMembers.state, 'left'),
        ),
      );
  },

  /** The patient's current membership (accepted), if any. */
  async ofPatient(db: DbOrTx, patientId: string): Promise<CompanyMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.patientId, patientId), eq(companyMembers.state, 'accepted')))
      .limit(1);
    return row;
  },

  /** Locks the patient's membership row in a company (booking on credits checks it under this lock). */
  async lockMembership(tx: DbOrTx, companyId: string, patientId: string): Promise<CompanyMemberRow | undefined> {
    const [row] = await tx
      .select()
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.patientId, patientId),
          eq(companyMembers.state, 'accepted'),
        ),
      )
      .for('update');
    return row;
  },

  async insert(db: DbOrTx, values: typeof companyMembers.$inferInsert): Promise<CompanyMemberRow> {
    const [row] = await db.insert(companyMembers).values(values).returning();
    return row!;
  },

  async insertMany(db: DbOrTx, values: Array<typeof companyMembers.$inferInsert>) {
    if (values.length) await db.insert(companyMembers).values(values);
  },

  async update(db: DbOrTx, id: string, values: Partial<typeof companyMembers.$inferInsert>) {
    const [row] = await db.update(companyMembers).set(values).where(eq(companyMembers.id, id)).returning();
    return row;
  },

  async remove(db: DbOrTx, id: string) {
    await db.delete(companyMembers).where(and(eq(companyMembers.id, id), eq(companyMembers.state, 'pending')));
  },

  /** A page of the company's pending invites or accepted employees, newest first, with the person's name. */
  async page(
    db: DbOrTx,
    companyId: string,
    state: 'pending' | 'accepted',
    page: number,
    limit: number,
  ): Promise<{ rows: MemberWithPerson[]; count: number }> {
    const where = and(eq(companyMembers.companyId, companyId), eq(companyMembers.state, state));
    const rows = await db
      .select({
        member: companyMembers,
        personName: users.name,
        personFirstName: users.firstName,
        personLastName: users.lastName,
      })
      .from(companyMembers)
      .leftJoin(users, eq(users.id, companyMembers.patientId))
      .where(where)
      .orderBy(
        desc(state === 'accepted' ? companyMembers.acceptedAt : companyMembers.invitedAt),
        desc(companyMembers.id),
      )
      .limit(limit)
      .offset(page * limit);
    const [total] = await db.select({ n: count() }).from(companyMembers).where(where);
    return {
      rows: rows.map((r) => ({
        ...r.member,
        personName: r.personName,
        personFirstName: r.personFirstName,
        personLastName: r.personLastName,
      })),
      count: Number(total?.n ?? 0),
    };
  },

  async withPerson(db: DbOrTx, id: string): Promise<MemberWithPerson | undefined> {
    const [r] = await db
      .select({
        member: companyMembers,
        personName: users.name,
        personFirstName: users.firstName,
        personLastName: users.lastName,
      })
      .from(companyMembers)
      .leftJoin(users, eq(users.id, companyMembers.patientId))
      .where(eq(companyMembers.id, id))
      .limit(1);
    return r
      ? { ...r.member, personName: r.personName, personFirstName: r.personFirstName, personLastName: r.personLastName }
      : undefined;
  },

  /** Records that the company looked at these employees (the employee sees when). */
  async markViewed(db: DbOrTx, ids: string[], at: Date) {
    if (ids.length) await db.update(companyMembers).set({ companyViewedAt: at }).where(inArray(companyMembers.id, ids));
  },

  /**
   * Sessions and credits each employee used from this company's credits: booking debits not
   * refunded. Only for the people asked for (the caller passes those who chose to share).
   */
  async usage(db: DbOrTx, companyId: string, patientIds: string[]) {
    if (!patientIds.length) return new Map<string, { sessions: number; paise: number }>();
    const rows = await db
      .select({
        patientId: companyCreditEntries.patientId,
        sessions: sql<number>`(count(*) filter (where ${companyCreditEntries.kind} = 'booking') - count(*) filter (where ${companyCreditEntries.kind} = 'refund'))::int`,
        paise: sql<number>`(-sum(${companyCreditEntries.planDeltaPaise} + ${companyCreditEntries.walletDeltaPaise}) filter (where ${companyCreditEntries.kind} in ('booking', 'refund')))::int`,
      })
      .from(companyCreditEntries)
      .where(
        and(
          eq(companyCreditEntries.companyId, companyId),
          isNotNull(companyCreditEntries.patientId),
          inArray(companyCreditEntries.patientId, patientIds),
        ),
      )
      .groupBy(companyCreditEntries.patientId);
    return new Map(rows.map((r) => [r.patientId!, { sessions: Number(r.sessions ?? 0), paise: Number(r.paise ?? 0) }]));
  },

  async counts(db: DbOrTx, companyId: string) {
    const [r] = await db
      .select({
        pending: sql<number>`count(*) filter (where ${companyMembers.state} = 'pending')::int`,
        accepted: sql<number>`count(*) filter (where ${companyMembers.state} = 'accepted')::int`,
        blocked: sql<number>`count(*) filter (where ${companyMembers.state} = 'accepted' and ${companyMembers.blockedAt} is not null)::int`,
        invited: sql<number>`count(*)::int`,
      })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId));
    return {
      pending: Number(r?.pending ?? 0),
      accepted: Number(r?.accepted ?? 0),
      blocked: Number(r?.blocked ?? 0),
      invited: Number(r?.invited ?? 0),
    };
  },
};
