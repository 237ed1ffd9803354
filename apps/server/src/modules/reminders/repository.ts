import { addMinutes, displayName, isIanaZone, type UserType } from '@sahaj/contract';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, type ReminderKind, sessionReminders, users } from '../../db/schema/index';

/** Someone a reminder is for or about, with the name and zone it is written in. */
export interface ReminderPerson {
  id: string;
  userType: UserType;
  name: string;
  phone: string | null;
  timeZone: string;
}

export type ClaimedReminder = typeof sessionReminders.$inferSelect;

/**
 * The queries of session reminders. This feature owns `session_reminders`; it reads the appointments
 * reminded of and the people they are for.
 */
export function remindersRepository(db: DbOrTx) {
  return {
    /**
     * Writes the reminders of one kind due by `at` (idempotent: one row per appointment, person, kind
     * and start): upcoming sessions whose reminder time has come within the grace, and that were booked
     * before that time (a session booked inside the window gets no late note).
     */
    async materialise(kind: ReminderKind, leadMinutes: number, graceMinutes: number, at: Date): Promise<void> {
      await db.execute(sql`
        insert into ${sessionReminders} (appointment_id, user_id, kind, starts_at, due_at)
        select a.id, p.user_id, ${kind}, a.starts_at, a.starts_at - make_interval(mins => ${leadMinutes})
        from ${appointments} a
        cross join lateral (values (a.patient_id), (a.therapist_id)) as p(user_id)
        where a.status = 'upcoming'
          and a.starts_at > ${at.toISOString()}::timestamptz
          and a.starts_at - make_interval(mins => ${leadMinutes}) <= ${at.toISOString()}::timestamptz
          and a.starts_at - make_interval(mins => ${leadMinutes}) > ${addMinutes(at, -graceMinutes).toISOString()}::timestamptz
          and coalesce(a.confirmed_at, a.created_at) <= a.starts_at - make_interval(mins => ${leadMinutes})
        on conflict do nothing`);
    },

    /**
     * Claims up to `limit` pending reminders due by `at` (marked sent at `at`): a conditional
     * UPDATE … RETURNING over rows locked with SKIP LOCKED, so each is claimed by one node once.
     */
    claimDue(at: Date, limit: number): Promise<ClaimedReminder[]> {
      const due = db
        .select({ id: sessionReminders.id })
        .from(sessionReminders)
        .where(and(eq(sessionReminders.status, 'pending'), lte(sessionReminders.dueAt, at)))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(sessionReminders)
        .set({ status: 'sent', sentAt: at })
        .where(and(inArray(sessionReminders.id, due), eq(sessionReminders.status, 'pending')))
        .returning();
    },

    async markSkipped(id: string): Promise<void> {
      await db.update(sessionReminders).set({ status: 'skipped' }).where(eq(sessionReminders.id, id));
    },

    /** The session reminded of, as it is now (moved or cancelled since the reminder was written?). */
    async appointment(id: string) {
      const [a] = await db
        .select({
          status: appointments.status,
          startsAt: appointments.startsAt,
          patientId: appointments.patientId,
          therapistId: appointments.therapistId,
        })
        .from(appointments)
        .where(eq(appointments.id, id));
      return a ?? null;
    },

    /** A person as reminders name them; null once the account is deleted. */
    async person(id: string): Promise<ReminderPerson | null> {
      const [u] = await db
        .select({
          id: users.id,
          userType: users.userType,
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          timeZone: users.timeZone,
          status: users.status,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!u || u.status === 'deleted') return null;
      return {
        id: u.id,
        userType: u.userType as UserType,
        name: displayName(u),
        phone: u.phone,
        timeZone: isIanaZone(u.timeZone) ? u.timeZone : 'Asia/Kolkata',
      };
    },
  };
}
