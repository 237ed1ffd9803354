import { describe, expect, it } from 'vitest';
import { formatTimeInZone, zoneName } from './zone';

describe('zone names beside times', () => {
  it('names India, London and New York the way people know them, summer and winter', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(zoneName('Asia/Kolkata', winter)).toBe('IST');
    expect(zoneName('Europe/London', winter)).toBe('GMT');
    expect(zoneName('Europe/London', summer)).toBe('BST');
    expect(zoneName('America/New_York', winter)).toBe('EST');
    expect(zoneName('America/New_York', summer)).toBe('EDT');
  });

  it('shows a slot as the patient sees it: 9:00 AM IST', () => {
    expect(formatTimeInZone(new Date('2026-03-02T03:30:00Z'), 'Asia/Kolkata')).toBe('9:00 AM IST');
    // The same instant for a patient in New York is the evening before.
    expect(formatTimeInZone(new Date('2026-03-02T03:30:00Z'), 'America/New_York')).toBe('10:30 PM EST');
  });
});
