import { createHash, randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { type CalendarSyncData, type CalendarSyncStatus, isIanaZone, MSG } from '@sahaj/contract';
import { subDays } from 'date-fns';
import ical, { ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { initialsOf } from './mapper';
import type { ProviderWorkspaceRepository } from './repository';

/** How far back a feed still lists sessions (calendar apps drop what a feed no longer lists). */
const FEED_PAST_DAYS = 90;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Private calendar feeds (issue 22): a person subscribes their calendar app to a secret URL. Only
 * the token's SHA-256 is stored, so the URL is shown once; issuing again replaces it (the old URL
 * stops working), removing it revokes it. Events follow the appointments table as it is now —
 * booked, rescheduled (same UID, new time, higher SEQUENCE), extended and cancelled
 * (STATUS:CANCELLED) — and say only the other person's initials: no name, phone, video link or
 * clinical detail, since calendars are often shared. Times are written in the owner's zone.
 */
export function calendarFeeds(ctx: Pick<AppContext, 'config'>, repo: ProviderWorkspaceRepository, now: () => Date) {
  return {
    async issue(userId: string): Promise<CalendarSyncData> {
      const token = randomBytes(32).toString('base64url');
      const row = await repo.replaceFeed(userId, hashOf(token));
      const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/api/v1/calendar-feed/${token}.ics`;
      return {
        message: MSG.calendarSyncCreated,
        url,
        webcalUrl: url.replace(/^https?:\/\//, 'webcal://'),
        createdAt: row.createdAt.toISOString(),
      };
    },

    async status(userId: string): Promise<CalendarSyncStatus> {
      const row = await repo.feed(userId);
      return {
        active: Boolean(row),
        createdAt: row?.createdAt.toISOString() ?? null,
        lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
      };
    },

    async revoke(userId: string) {
      if (!(await repo.removeFeed(userId))) throw notFound(MSG.calendarSyncNone);
      return { message: MSG.calendarSyncRemoved };
    },

    /** The .ics text for a feed token (404 for an unknown or revoked one, or a closed account). */
    async render(feed: string): Promise<string> {
      const token = feed.replace(/\.ics$/, '');
      const owner = await repo.feedByHash(hashOf(token));
      if (!owner || owner.status === 'deleted' || (owner.userType !== 'doctor' && owner.userType !== 'patient')) {
        throw notFound(MSG.calendarFeedNotFound);
      }
      const role = owner.userType;
      const zone = isIanaZone(owner.timeZone) ? owner.timeZone : 'Asia/Kolkata';
      const rows = await repo.feedAppointments(owner.id, role, subDays(now(), FEED_PAST_DAYS));
      const cal = ical({
        name: role === 'doctor' ? 'Sahaj sessions' : 'My Sahaj sessions',
        prodId: { company: 'Sahaj', product: 'Sessions', language: 'EN' },
        ttl: 60 * 60,
      });
      cal.timezone({ name: zone, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null });
      for (const a of rows) {
        const who = initialsOf({ name: a.otherName, firstName: a.otherFirstName, lastName: a.otherLastName });
        const cancelled = a.status === 'cancelled';
        cal.createEvent({
          id: `${a.id}@sahaj`,
          // The booking e-mails' .ics attachments use the same UID and SEQUENCE (updatedAt in seconds),
          // so a calendar that has both keeps one event, and each change (reschedule, extension,
          // cancellation) outranks the last.
          sequence: Math.floor(a.updatedAt.getTime() / 1000),
          stamp: now(),
          lastModified: a.updatedAt,
          start: new TZDate(a.startsAt.getTime(), zone),
          end: new TZDate(a.endsAt.getTime(), zone),
          timezone: zone,
          summary: `${cancelled ? 'Cancelled: ' : ''}${role === 'doctor' ? `Session with ${who}` : `Sahaj session (${who})`}`,
          status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        });
      }
      return cal.toString();
    },
  };
}
