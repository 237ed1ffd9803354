import { APPOINTMENTS_LINK, formatDateTime, MSG, type UserType } from '@sahaj/contract';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { DbOrTx } from '../../db/client';
import type { Deliver, NotificationsService } from '../notifications/service';

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

/** Both people's notices of one change, queued in the change's transaction; `deliver` after it committed. */
export interface StoredNotices {
  facts: AppointmentFacts;
  /** Pushes the notifications to connected sockets and sends the e-mails (retried by the deliveries job). */
  deliver: Deliver;
}

/**
 * The notices of an appointment's change, through the notifications service (so each person's
 * switches are honoured): for each of the two people a notification and, while their e-mail switch is
 * on, an e-mail carrying the calendar invitation (.ics), both written inside the caller's transaction
 * so the change and its notices commit together.
 */
export function appointmentNotices(notifications: () => NotificationsService, publicUrl: string) {
  return {
    async store(tx: DbOrTx, a: AppointmentFacts, change: AppointmentChange): Promise<StoredNotices> {
      const title = TITLES[change];
      const ics = appointmentInvite(a, change, publicUrl);
      const attachment = {
        filename: change === 'cancelled' ? 'cancelled-session.ics' : 'session.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
      };
      const people = [
        { to: a.patient, other: a.therapist.name },
        { to: a.therapist, other: a.patient.name },
      ];
      const delivers: Deliver[] = [];
      for (const p of people) {
        const msg = sentence(change, p.other, formatDateTime(a.startsAt, p.to.timeZone));
        delivers.push(
          await notifications().store(tx, {
            userId: p.to.id,
            title,
            msg,
            kind: 'booking',
            link: APPOINTMENTS_LINK,
            email: {
              subject: `Sahaj: ${title}`,
              text: `Dear ${p.to.name},\n\n${msg}\n\nTeam Sahaj`,
              attachments: [attachment],
            },
          }),
        );
      }
      return {
        facts: a,
        deliver: async () => {
          await Promise.all(delivers.map((d) => d()));
        },
      };
    },
  };
}
export type AppointmentNotices = ReturnType<typeof appointmentNotices>;
