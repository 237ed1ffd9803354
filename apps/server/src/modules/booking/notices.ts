import { APPOINTMENTS_LINK, formatDateTime, MSG, type UserType } from '@sahaj/contract';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { deliveries, enqueueDelivery } from '../notifications';
import { deliverNotification, type StoredNotification, storeNotification } from '../notifications/service';

type Ctx = Pick<AppContext, 'db' | 'mail' | 'realtime' | 'log' | 'config'>;

export type AppointmentChange = 'booked' | 'cancelled' | 'rescheduled' | 'extended';

export interface Person {
  id: string;
  userType: Extract<UserType, 'patient' | 'doctor'>;
  name: string;
  email: string | null;
  timeZone: string;
}

export interface AppointmentFacts {
  id: string;
  startsAt: Date;
  endsAt: Date;
  /** Bumped on every change so calendars replace the earlier invitation (iCalendar SEQUENCE). */
  sequence: number;
  patient: Person;
  therapist: Person;
}

const TITLES: Record<AppointmentChange, string> = {
  booked: MSG.notifyBookedTitle,
  cancelled: MSG.notifyCancelledTitle,
  rescheduled: MSG.notifyRescheduledTitle,
  extended: MSG.notifyExtendedTitle,
};

function sentence(change: AppointmentChange, other: string, when: string): string {
  switch (change) {
    case 'booked':
      return `Your session with ${other} is booked for ${when}.`;
    case 'cancelled':
      return `Your session with ${other} on ${when} was cancelled.`;
    case 'rescheduled':
      return `Your session with ${other} is now on ${when}.`;
    case 'extended':
      return `Your session with ${other} on ${when} was extended.`;
  }
}

/** The calendar invitation (or cancellation) for one appointment, the same for both people. */
export function appointmentInvite(a: AppointmentFacts, change: AppointmentChange, publicUrl: string): string {
  const cal = ical({
    prodId: { company: 'Sahaj', product: 'booking' },
    method: change === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const event = cal.createEvent({
    id: `${a.id}@sahaj`,
    sequence: a.sequence,
    start: a.startsAt,
    end: a.endsAt,
    summary: `Sahaj session: ${a.patient.name} with ${a.therapist.name}`,
    description: `Open ${publicUrl}/user/base/home/appointments to join or change the session.`,
    url: `${publicUrl}/user/base/home/appointments`,
    status: change === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  for (const p of [a.patient, a.therapist]) if (p.email) event.createAttendee({ email: p.email, name: p.name });
  return cal.toString();
}

/**
 * Stores one notification per person inside the caller's transaction (so the change and its notice
 * commit together), through the notifications service so each person's switches are honoured, and
 * returns what to deliver once it has committed.
 */
export async function storeAppointmentNotices(tx: DbOrTx, a: AppointmentFacts, change: AppointmentChange) {
  const title = TITLES[change];
  const people = [
    { to: a.patient, other: a.therapist.name },
    { to: a.therapist, other: a.patient.name },
  ];
  const stored: StoredNotification[] = [];
  for (const p of people) {
    stored.push(
      await storeNotification(tx, {
        userId: p.to.id,
        title,
        msg: sentence(change, p.other, formatDateTime(a.startsAt, p.to.timeZone)),
        kind: 'booking',
        link: APPOINTMENTS_LINK,
        // The e-mail carries the calendar file, so it is written after commit (below).
        email: false,
      }),
    );
  }
  return { facts: a, change, stored, people };
}
export type StoredNotices = Awaited<ReturnType<typeof storeAppointmentNotices>>;

/**
 * After commit: push the notifications to connected sockets and e-mail both people (whose e-mail
 * switch is on) with the .ics, through the recorded, retried delivery queue.
 */
export async function deliverAppointmentNotices(ctx: Ctx, stored: StoredNotices): Promise<void> {
  const { facts, change, people } = stored;
  const ics = appointmentInvite(facts, change, ctx.config.publicUrl);
  const title = TITLES[change];
  await Promise.all(
    people.map(async (p, i) => {
      const note = stored.stored[i]!;
      await deliverNotification(ctx, note);
      if (!p.to.email || !note.switches.email) return;
      const msg = sentence(change, p.other, formatDateTime(facts.startsAt, p.to.timeZone));
      const id = await enqueueDelivery(ctx.db, {
        userId: p.to.id,
        channel: 'email',
        to: p.to.email,
        subject: `Sahaj: ${title}`,
        body: `Dear ${p.to.name},\n\n${msg}\n\nTeam Sahaj`,
        attachments: [
          {
            filename: change === 'cancelled' ? 'cancelled-session.ics' : 'session.ics',
            content: ics,
            contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
          },
        ],
      });
      await deliveries(ctx)
        .sendNow([id])
        .catch((err: unknown) => ctx.log.error({ err, appointmentId: facts.id }, 'appointment e-mail not sent yet'));
    }),
  );
}
