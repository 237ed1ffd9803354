import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  appointments,
  type HealthReadSubject,
  healthProfiles,
  healthRecordReads,
  healthRecords,
  users,
} from '../../db/schema/index';

type Q = Db | Tx;

/** Health records, profile and read-audit queries (no rules). */
export const healthRecordsRepository = (db: Db) => ({
  async records(patientId: string) {
    return db
      .select()
      .from(healthRecords)
      .where(eq(healthRecords.patientId, patientId))
      .orderBy(desc(healthRecords.createdAt), desc(healthRecords.id));
  },
  async record(patientId: string, id: string) {
    const [row] = await db
      .select()
      .from(healthRecords)
      .where(and(eq(healthRecords.id, id), eq(healthRecords.patientId, patientId)));
    return row;
  },
  async recordById(id: string) {
    const [row] = await db.select().from(healthRecords).where(eq(healthRecords.id, id));
    return row;
  },
  /** Locks the patient's users row: the count-then-insert of one upload runs alone per patient. */
  async lockPatient(tx: Tx, patientId: string) {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${patientId} for update`);
    const [row] = await tx.select({ n: count() }).from(healthRecords).where(eq(healthRecords.patientId, patientId));
    return row?.n ?? 0;
  },
  async insertRecord(tx: Tx, values: typeof healthRecords.$inferInsert) {
    const [row] = await tx.insert(healthRecords).values(values).returning();
    return row!;
  },
  async deleteRecord(patientId: string, id: string) {
    const [row] = await db
      .delete(healthRecords)
      .where(and(eq(healthRecords.id, id), eq(healthRecords.patientId, patientId)))
      .returning();
    return row;
  },
  async profile(patientId: string) {
    const [row] = await db.select().from(healthProfiles).where(eq(healthProfiles.patientId, patientId));
    return row;
  },
  async saveProfile(patientId: string, values: Partial<typeof healthProfiles.$inferInsert>) {
    const [row] = await db
      .insert(healthProfiles)
      .values({ patientId, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: healthProfiles.patientId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  },
  async user(id: string) {
    const [row] = await db
      .select({
        id: users.id,
        userType: users.userType,
        status: users.status,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        dob: users.dob,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },
  /** True when the therapist has (or had) a booked session with the patient: upcoming or completed. */
  async hasAppointment(therapistId: string, patientId: string) {
    const [row] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.therapistId, therapistId),
          eq(appointments.patientId, patientId),
          inArray(appointments.status, ['upcoming', 'completed']),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
  async logRead(
    q: Q,
    values: {
      patientId: string;
      readerUserId: string;
      readerType: 'doctor' | 'admin';
      subject: HealthReadSubject;
      subjectId?: string | null;
    },
  ) {
    await q.insert(healthRecordReads).values(values);
  },
  async reads(patientId: string, page: number, limit: number) {
    const rows = await db
      .select({
        id: healthRecordReads.id,
        readerType: healthRecordReads.readerType,
        subject: healthRecordReads.subject,
        subjectId: healthRecordReads.subjectId,
        createdAt: healthRecordReads.createdAt,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        fileName: healthRecords.originalName,
      })
      .from(healthRecordReads)
      .leftJoin(users, eq(users.id, healthRecordReads.readerUserId))
      .leftJoin(healthRecords, eq(healthRecords.id, healthRecordReads.subjectId))
      .where(eq(healthRecordReads.patientId, patientId))
      .orderBy(desc(healthRecordReads.createdAt), desc(healthRecordReads.id))
      .limit(limit)
      .offset(page * limit);
    const [total] = await db
      .select({ n: count() })
      .from(healthRecordReads)
      .where(eq(healthRecordReads.patientId, patientId));
    return { rows, count: total?.n ?? 0 };
  },
});
export type HealthRecordsRepository = ReturnType<typeof healthRecordsRepository>;
