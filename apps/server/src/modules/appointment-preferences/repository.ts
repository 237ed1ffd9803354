import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { appointmentPreferences, appointments } from '../../db/schema/index';

/** The patient's per-session choices (this feature's table) and the facts it needs of a session (read only). */
export const appointmentPreferencesRepository = (db: Db) => ({
  async session(appointmentId: string) {
    const [row] = await db
      .select({
        id: appointments.id,
        patientId: appointments.patientId,
        therapistId: appointments.therapistId,
        status: appointments.status,
        startsAt: appointments.startsAt,
      })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    return row;
  },
  async of(appointmentId: string) {
    const [row] = await db
      .select()
      .from(appointmentPreferences)
      .where(eq(appointmentPreferences.appointmentId, appointmentId));
    return row;
  },
  async upsert(values: { appointmentId: string; reminders?: boolean; noteForTherapist?: string | null }) {
    const set = {
      ...(values.reminders !== undefined ? { reminders: values.reminders } : {}),
      ...(values.noteForTherapist !== undefined ? { noteForTherapist: values.noteForTherapist } : {}),
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(appointmentPreferences)
      .values({ appointmentId: values.appointmentId, ...set })
      .onConflictDoUpdate({ target: appointmentPreferences.appointmentId, set })
      .returning();
    return row!;
  },
});

/** True when the patient turned this session's reminders off (the reminders job asks, in its transaction). */
export async function patientMutedReminders(tx: DbOrTx, appointmentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ reminders: appointmentPreferences.reminders })
    .from(appointmentPreferences)
    .where(and(eq(appointmentPreferences.appointmentId, appointmentId), eq(appointmentPreferences.reminders, false)));
  return row !== undefined;
}
