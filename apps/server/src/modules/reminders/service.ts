import { APPOINTMENTS_LINK, dayOfInstant, formatClock, formatDayOrdinal, MINUTES_PER_DAY, MSG } from '@sahaj/contract';
import type { BaseContext } from '../../context';
import type { ReminderKind } from '../../db/schema/index';
import { patientMutedReminders } from '../appointment-preferences';
import { type Deliver, type NotificationsService, switchesOf } from '../notifications/service';
import { remindersRepository } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'mail' | 'sms' | 'log' | 'realtime'>;

/** How long before the start each reminder goes out. */
export const REMINDER_LEAD_MINUTES: Record<ReminderKind, number> = { '24h': MINUTES_PER_DAY, '15m': 15 };
/**
 * A reminder whose time passed while no node was running is still sent this long after it was due;
 * later it is dropped (a session booked or moved inside the window gets no late "24 hours" note).
 */
export const REMINDER_GRACE_MINUTES: Record<ReminderKind, number> = { '24h': 60, '15m': 10 };
const KINDS = Object.keys(REMINDER_LEAD_MINUTES) as ReminderKind[];
const BATCH = 200;

/** 'Your session with Dr Rao starts in 24 hours: 1st March, 2024 at 3:05 PM.' in the reader's zone. */
export function reminderText(kind: ReminderKind, other: string, startsAt: Date, zone: string): string {
  const at = formatClock(startsAt, zone);
  if (kind === '15m') return `Your session with ${other} starts in 15 minutes, at ${at}.`;
  return `Your session with ${other} starts in 24 hours: ${formatDayOrdinal(dayOfInstant(startsAt, zone))} at ${at}.`;
}

/**
 * Session reminders: to the patient and the therapist, 24 hours and 15 minutes before the start, as a
 * notification, an e-mail and an SMS, each in the reader's own time zone.
 *
 * `scanDue` (the `reminders.scan` job, every minute, on any number of nodes) first writes the
 * reminders that have come due — one row per (appointment, person, kind, start), so a second node
 * or a second tick writes nothing new — then claims pending rows with a conditional
 * UPDATE … RETURNING (FOR UPDATE SKIP LOCKED) and, in that same transaction, stores the notification
 * and queues the e-mail and SMS. A row is claimed once, so each reminder is sent once. A cancelled
 * session is never picked (and a pending row of one is skipped); a rescheduled one gets rows for its
 * new start, and a row for the old start is skipped.
 */
export function remindersService(
  ctx: Ctx,
  deps: { notifications: () => NotificationsService },
  opts: { now?: () => Date } = {},
) {
  const clock = opts.now ?? (() => new Date());

  async function scanDue(at: Date = clock()): Promise<{ sent: number; skipped: number }> {
    // Written first, outside the claim's transaction: a second node writes nothing new (on conflict do nothing).
    const written = remindersRepository(ctx.db);
    for (const kind of KINDS) {
      await written.materialise(kind, REMINDER_LEAD_MINUTES[kind], REMINDER_GRACE_MINUTES[kind], at);
    }
    const after: Array<{ deliver: Deliver; smsId: string | null }> = [];
    let skipped = 0;
    await ctx.db.transaction(async (tx) => {
      const repo = remindersRepository(tx);
      for (const r of await repo.claimDue(at, BATCH)) {
        const a = await repo.appointment(r.appointmentId);
        const switches = await switchesOf(tx, r.userId);
        const withdrawn = a?.status !== 'upcoming' || a.startsAt.getTime() !== r.startsAt.getTime();
        const me = withdrawn ? null : await repo.person(r.userId);
        const other =
          withdrawn || !a ? null : await repo.person(r.userId === a.patientId ? a.therapistId : a.patientId);
        // The patient may turn one session's reminders off (PATCH /patient/upcoming-appointments, issue 23).
        const muted = !withdrawn && r.userId === a?.patientId && (await patientMutedReminders(tx, r.appointmentId));
        if (withdrawn || muted || !me || !other || switches.allOff || !switches.sessionReminders) {
          await repo.markSkipped(r.id);
          skipped++;
          continue;
        }
        const msg = reminderText(r.kind, other.name, r.startsAt, me.timeZone);
        const deliver = await deps.notifications().store(tx, {
          userId: me.id,
          title: MSG.appointmentReminderTitle,
          msg,
          kind: 'reminder',
          link: APPOINTMENTS_LINK,
          email: {
            subject: `Sahaj: ${MSG.appointmentReminderTitle}`,
            text: `Dear ${me.name},\n\n${msg}\n\nTeam Sahaj`,
          },
          dedupeKey: `reminder:${r.id}`,
        });
        const smsId = me.phone
          ? await deps.notifications().deliveries.enqueue(tx, {
              userId: me.id,
              channel: 'sms',
              to: me.phone,
              body: `Sahaj: ${msg}`,
              dedupeKey: `reminder:${r.id}:sms`,
            })
          : null;
        after.push({ deliver, smsId });
      }
    });
    for (const { deliver, smsId } of after) {
      await deliver();
      await deps
        .notifications()
        .deliveries.sendNow([smsId])
        .catch((err: unknown) => ctx.log.error({ err }, 'reminder SMS not sent yet; the deliveries job retries it'));
    }
    return { sent: after.length, skipped };
  }

  return { scanDue };
}
export type RemindersService = ReturnType<typeof remindersService>;
