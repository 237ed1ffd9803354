import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { familyMembers, referenceItems, users } from '../../db/schema/index';

const columns = {
  id: familyMembers.id,
  name: familyMembers.name,
  dob: familyMembers.dob,
  gender: familyMembers.gender,
  phone: familyMembers.phone,
  createdAt: familyMembers.createdAt,
  relationshipId: familyMembers.relationshipId,
  relationshipName: referenceItems.name,
};

/** Queries of family members (no rules here). */
export function familyRepository(db: DbOrTx) {
  return {
    async page(patientId: string, page: number, limit: number) {
      const rows = await db
        .select(columns)
        .from(familyMembers)
        .innerJoin(referenceItems, eq(referenceItems.id, familyMembers.relationshipId))
        .where(eq(familyMembers.patientId, patientId))
        .orderBy(desc(familyMembers.createdAt), desc(familyMembers.id))
        .limit(limit)
        .offset(page * limit);
      const [total] = await db.select({ n: count() }).from(familyMembers).where(eq(familyMembers.patientId, patientId));
      return { rows, count: total?.n ?? 0 };
    },

    /** One member of this patient (undefined for anyone else's). */
    async one(patientId: string, id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select(columns)
        .from(familyMembers)
        .innerJoin(referenceItems, eq(referenceItems.id, familyMembers.relationshipId))
        .where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId)))
        .limit(1);
      return row;
    },

    async relationshipExists(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: referenceItems.id })
        .from(referenceItems)
        .where(and(eq(referenceItems.id, id), eq(referenceItems.kind, 'relationship')))
        .limit(1);
      return !!row;
    },

    /** The patient's zone, under a row lock (adds of one patient run one at a time, so the cap holds). */
    async lockPatient(tx: DbOrTx, patientId: string) {
      const [row] = await tx
        .select({ timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, patientId))
        .for('update');
      return row;
    },

    async countFor(tx: DbOrTx, patientId: string) {
      const [row] = await tx.select({ n: count() }).from(familyMembers).where(eq(familyMembers.patientId, patientId));
      return row?.n ?? 0;
    },

    async insert(tx: DbOrTx, values: typeof familyMembers.$inferInsert) {
      const [row] = await tx.insert(familyMembers).values(values).returning({ id: familyMembers.id });
      return row!.id;
    },

    async update(tx: DbOrTx, patientId: string, id: string, values: Partial<typeof familyMembers.$inferInsert>) {
      const rows = await tx
        .update(familyMembers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId)))
        .returning({ id: familyMembers.id });
      return rows.length === 1;
    },

    async remove(patientId: string, id: string) {
      const rows = await db
        .delete(familyMembers)
        .where(and(eq(familyMembers.id, id), eq(familyMembers.patientId, patientId)))
        .returning({ id: familyMembers.id });
      return rows.length === 1;
    },
  };
}
export type FamilyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof familyRepository>['one']>>>;
