import { type Appointment, dayOfInstant, formatClock, formatDayOrdinal } from '@sahaj/contract';
import { formatTimeInZone } from '../../discovery';

/** A session's day and times in a zone: '2nd March, 2026' and '9:00 AM IST – 9:50 AM'. */
export function sessionWhen(a: Pick<Appointment, 'startTime' | 'endTime'>, zone: string) {
  const start = new Date(a.startTime);
  const end = new Date(a.endTime);
  return {
    day: formatDayOrdinal(dayOfInstant(start, zone)),
    time: `${formatTimeInZone(start, zone)} – ${formatClock(end, zone)}`,
  };
}
