import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  type CallEventKind,
  callEvents,
  callOutcomes,
  therapistProfiles,
  users,
} from '../../db/schema/index';

/** Queries of video sessions: the appointment with both people, the join/leave record, attendance. */
export function callsRepository(db: DbOrTx) {
  return {
    /** The appointment and both people's display facts (holds are not appointments). */
    async appointment(id: string) {
      const [row] = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          patientId: appointments.patientId,
          therapistId: appointments.therapistId,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
        })
        .from(appointments)
        .where(eq(appointments.id, id))
        .limit(1);
      return row;
    },

    async person(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          picFileId: therapistProfiles.profilePicFileId,
        })
        .from(users)
        .leftJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async record(e: {
      appointmentId: string;
      userId: string;
      role: 'patient' | 'doctor';
      kind: CallEventKind;
      at: Date;
    }) {
      await db.insert(callEvents).values(e);
    },

    async events(appointmentId: string) {
      return db
        .select()
        .from(callEvents)
        .where(eq(callEvents.appointmentId, appointmentId))
        .orderBy(
          callEvents.at,
          sql`case ${callEvents.kind} when 'start' then 0 when 'join' then 1 when 'decline' then 2 else 3 end`,
        );
    },

    /** True when the person's latest start/join of this call is not followed by a leave. */
    async isPresent(appointmentId: string, userId: string) {
      const [row] = await db
        .select({ kind: callEvents.kind })
        .from(callEvents)
        .where(
          and(
            eq(callEvents.appointmentId, appointmentId),
            eq(callEvents.userId, userId),
            sql`${callEvents.kind} in ('join', 'leave')`,
          ),
        )
        .orderBy(sql`${callEvents.at} desc, ${callEvents.id} desc`)
        .limit(1);
      return row?.kind === 'join';
    },

    async outcome(appointmentId: string) {
      const [row] = await db.select().from(callOutcomes).where(eq(callOutcomes.appointmentId, appointmentId)).limit(1);
      return row;
    },
  };
}

/**
 * Writes the attendance of sessions that just ended (called in the completion job's transaction):
 * 'attended' when both joined at least once, otherwise the absent side's no-show. Idempotent.
 */
export async function recordAttendance(tx: DbOrTx, appointmentIds: string[], at: Date): Promise<void> {
  if (!appointmentIds.length) return;
  const ids = sql.join(
    appointmentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into call_outcomes (appointment_id, outcome, patient_joined_at, therapist_joined_at, decided_at)
    select x.id,
      case
        when x.pj is not null and x.tj is not null then 'attended'
        when x.pj is null and x.tj is null then 'both_no_show'
        when x.pj is null then 'patient_no_show'
        else 'therapist_no_show'
      end,
      x.pj, x.tj, ${at.toISOString()}::timestamptz
    from (
      select a.id,
        (select min(e.at) from call_events e where e.appointment_id = a.id and e.role = 'patient' and e.kind = 'join') as pj,
        (select min(e.at) from call_events e where e.appointment_id = a.id and e.role = 'doctor' and e.kind = 'join') as tj
      from appointments a
      where a.id in (${ids})
    ) x
    on conflict (appointment_id) do nothing
  `);
}

/** True when both people of the appointment have joined its call (a review may follow the hang-up). */
export async function bothJoined(db: DbOrTx, appointmentId: string): Promise<boolean> {
  const rows = await db
    .selectDistinct({ role: callEvents.role })
    .from(callEvents)
    .where(and(eq(callEvents.appointmentId, appointmentId), eq(callEvents.kind, 'join')));
  return rows.length === 2;
}
