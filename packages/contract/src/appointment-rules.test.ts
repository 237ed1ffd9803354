import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ROW_STATUSES,
  APPOINTMENT_STATUS,
  CHANGE_WINDOW_HOURS,
  canChange,
  changeDeadline,
} from './appointment-rules';

describe('the 24-hour change window (one rule for the server and the booking page)', () => {
  const start = new Date('2026-03-29T09:30:00.000Z'); // London changes to BST that morning: instants are unaffected

  it('ends CHANGE_WINDOW_HOURS before the start', () => {
    expect(CHANGE_WINDOW_HOURS).toBe(24);
    expect(changeDeadline(start).toISOString()).toBe('2026-03-28T09:30:00.000Z');
  });

  it('allows a change up to and at the deadline, not a millisecond after', () => {
    const deadline = changeDeadline(start);
    expect(canChange(start, new Date(deadline.getTime() - 60_000))).toBe(true);
    expect(canChange(start, deadline)).toBe(true);
    expect(canChange(start, new Date(deadline.getTime() + 1))).toBe(false);
    expect(canChange(start, start)).toBe(false);
  });
});

describe('appointment statuses', () => {
  it('are one named set: a hold, then an appointment upcoming, completed or cancelled', () => {
    expect(APPOINTMENT_ROW_STATUSES).toEqual(['held', 'upcoming', 'completed', 'cancelled']);
    expect(Object.values(APPOINTMENT_STATUS)).toEqual([...APPOINTMENT_ROW_STATUSES]);
  });
});
