import { Text } from '@mantine/core';
import { canChange, changeDeadline, formatDateTime, type SessionFor } from '@sahaj/contract';

/**
 * What can still be done about a session just booked (issue 20 #5): reschedule or cancel until 24
 * hours before it (contract canChange / changeDeadline), or, for a session inside that window, that
 * it can no longer be changed — never a promise the appointments page will refuse.
 */
export function changeNote(start: Date, zone: string, now: Date = new Date()): string {
  if (canChange(start, now)) {
    return `You will find it under Upcoming Appointments, where you can reschedule or cancel it until ${formatDateTime(changeDeadline(start), zone)}.`;
  }
  return 'You will find it under Upcoming Appointments. It starts within 24 hours, so it can no longer be rescheduled or cancelled.';
}

/** 'For Riya (Daughter)': whom a family session is for (issue 20 #11); nothing for one's own session. */
export function SessionForLine({ who }: { who: SessionFor | null | undefined }) {
  if (!who) return null;
  return (
    <Text fw={600} data-testid="session-for">
      For {who.name} ({who.relationship})
    </Text>
  );
}
