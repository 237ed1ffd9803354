import { describe, expect, it } from 'vitest';
import { changeNote } from './booked-notes';

describe('what a booking screen promises (issue 20 #5)', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('offers reschedule or cancel, with the deadline, only for a session more than 24 hours away', () => {
    expect(changeNote(new Date('2026-11-28T10:00:00Z'), 'Asia/Kolkata', now)).toBe(
      'You will find it under Upcoming Appointments, where you can reschedule or cancel it until 27 Nov 2026, 3:30 PM.',
    );
  });
  it('says a session inside 24 hours can no longer be changed', () => {
    const text = changeNote(new Date('2026-11-27T09:00:00Z'), 'Asia/Kolkata', now);
    expect(text).toContain('can no longer be rescheduled or cancelled');
    expect(text).not.toContain('where you can');
  });
});
