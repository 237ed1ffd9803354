import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { appointments, issueReports, users } from '../../db/schema/index';

const patientUser = alias(users, 'issue_patient');
const therapistUser = alias(users, 'issue_therapist');

/** Issue reports of patients and the admin's list of them with the appointment they concern. */
export function issueReportsRepository(db: DbOrTx) {
  return {
    async ownAppointment(appointmentId: string, patientId: string) {
      const [row] = await db
        .select({ id: appointments.id, status: appointments.status })
        .from(appointments)
        .where(and(eq(appointments.id, appointmentId), eq(appointments.patientId, patientId)))
        .limit(1);
      return row;
    },

    async insert(r: { patientId: string; appointmentId: string; category: string; description: string }) {
      const [row] = await db.insert(issueReports).values(r).returning();
      return row!;
    },

    async page(page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            issue: issueReports,
            patientName: patientUser.name,
            patientFirst: patientUser.firstName,
            patientLast: patientUser.lastName,
            startsAt: appointments.startsAt,
            endsAt: appointments.endsAt,
            status: appointments.status,
            therapistId: appointments.therapistId,
            therapistName: therapistUser.name,
            therapistFirst: therapistUser.firstName,
            therapistLast: therapistUser.lastName,
          })
          .from(issueReports)
          .innerJoin(patientUser, eq(patientUser.id, issueReports.patientId))
          .leftJoin(appointments, eq(appointments.id, issueReports.appointmentId))
          .leftJoin(therapistUser, eq(therapistUser.id, appointments.therapistId))
          .orderBy(desc(issueReports.createdAt), desc(issueReports.id))
          .limit(limit)
          .offset(page * limit),
        db.select({ n: count() }).from(issueReports),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
