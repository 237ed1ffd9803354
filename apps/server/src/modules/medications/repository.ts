import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { medicationReminders, medications, medicineLibrary, medicineTypes, users } from '../../db/schema/index';

/** Medications, the medicine library and reminder claims (no rules). */
export const medicationsRepository = (db: Db) => ({
  types: () => db.select().from(medicineTypes).orderBy(asc(medicineTypes.name)),
  async type(id: string) {
    const [row] = await db.select().from(medicineTypes).where(eq(medicineTypes.id, id));
    return row;
  },
  async library(search: string | undefined, page: number, limit: number) {
    const where = search ? ilike(medicineLibrary.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
    const rows = await db
      .select({ medicine: medicineLibrary, type: medicineTypes })
      .from(medicineLibrary)
      .innerJoin(medicineTypes, eq(medicineTypes.id, medicineLibrary.typeId))
      .where(where)
      .orderBy(asc(sql`lower(${medicineLibrary.name})`), asc(medicineLibrary.strength))
      .limit(limit)
      .offset(page * limit);
    const [total] = await db.select({ n: count() }).from(medicineLibrary).where(where);
    return { rows, count: total?.n ?? 0 };
  },
  async insertMedicine(values: typeof medicineLibrary.$inferInsert) {
    const [row] = await db.insert(medicineLibrary).values(values).returning();
    return row!;
  },
  async libraryEntry(id: string) {
    const [row] = await db.select().from(medicineLibrary).where(eq(medicineLibrary.id, id));
    return row;
  },
  async zoneOf(userId: string) {
    const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
    return row?.timeZone ?? 'Asia/Kolkata';
  },
  async medications(patientId: string) {
    return db
      .select({
        medication: medications,
        type: medicineTypes,
        prescriber: { id: users.id, name: users.name, firstName: users.firstName, lastName: users.lastName },
      })
      .from(medications)
      .innerJoin(medicineTypes, eq(medicineTypes.id, medications.typeId))
      .leftJoin(users, eq(users.id, medications.prescribedBy))
      .where(eq(medications.patientId, patientId))
      .orderBy(asc(medications.startDate), asc(medications.createdAt));
  },
  async medication(patientId: string, id: string) {
    const [row] = await db
      .select()
      .from(medications)
      .where(and(eq(medications.id, id), eq(medications.patientId, patientId)));
    return row;
  },
  /** Locks the patient's users row so the count-then-insert runs alone per patient. */
  async lockAndCount(tx: Tx, patientId: string) {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${patientId} for update`);
    const [row] = await tx.select({ n: count() }).from(medications).where(eq(medications.patientId, patientId));
    return row?.n ?? 0;
  },
  async insert(tx: Tx, values: typeof medications.$inferInsert) {
    const [row] = await tx.insert(medications).values(values).returning();
    return row!;
  },
  async update(patientId: string, id: string, values: Partial<typeof medications.$inferInsert>) {
    const [row] = await db
      .update(medications)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(medications.id, id), eq(medications.patientId, patientId)))
      .returning();
    return row;
  },
  async remove(patientId: string, id: string) {
    const [row] = await db
      .delete(medications)
      .where(and(eq(medications.id, id), eq(medications.patientId, patientId)))
      .returning({ id: medications.id });
    return row;
  },
  /** A therapist's edit of an entry they prescribed (another's or the patient's own entry: no row). */
  async updatePrescribed(prescriberId: string, id: string, values: Partial<typeof medications.$inferInsert>) {
    const [row] = await db
      .update(medications)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(medications.id, id), eq(medications.prescribedBy, prescriberId)))
      .returning();
    return row;
  },
  async prescribed(prescriberId: string, id: string) {
    const [row] = await db
      .select()
      .from(medications)
      .where(and(eq(medications.id, id), eq(medications.prescribedBy, prescriberId)));
    return row;
  },
  async removePrescribed(prescriberId: string, id: string) {
    const [row] = await db
      .delete(medications)
      .where(and(eq(medications.id, id), eq(medications.prescribedBy, prescriberId)))
      .returning({ id: medications.id, patientId: medications.patientId });
    return row;
  },
  async libraryEntries(ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ medicine: medicineLibrary, type: medicineTypes })
      .from(medicineLibrary)
      .innerJoin(medicineTypes, eq(medicineTypes.id, medicineLibrary.typeId))
      .where(inArray(medicineLibrary.id, ids));
  },
  /** Medications whose dates may cover a day between `fromDay` and `toDay` (any zone), with their patient's zone and contacts. */
  async scheduledAround(fromDay: string, toDay: string) {
    return db
      .select({
        medication: medications,
        patient: { id: users.id, timeZone: users.timeZone, phone: users.phone, status: users.status },
      })
      .from(medications)
      .innerJoin(users, eq(users.id, medications.patientId))
      .where(
        and(lte(medications.startDate, toDay), or(isNull(medications.endDate), gte(medications.endDate, fromDay))),
      );
  },
  /** Claims one reminder: the row exists afterwards whoever inserted it; returns it only to the inserter. */
  async claimReminder(tx: Tx, medicationId: string, dueAt: Date, outcome: 'sent' | 'off') {
    const [row] = await tx
      .insert(medicationReminders)
      .values({ medicationId, dueAt, outcome })
      .onConflictDoNothing()
      .returning();
    return row;
  },
});
export type MedicationsRepository = ReturnType<typeof medicationsRepository>;
