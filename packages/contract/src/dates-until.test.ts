import { describe, expect, it } from 'vitest';
import { formatTimeUntil } from './dates';

describe('formatTimeUntil', () => {
  const from = new Date('2026-03-01T10:00:00Z');
  it('names the two largest units', () => {
    expect(formatTimeUntil(from, new Date('2026-03-03T13:20:00Z'))).toBe('2 days 3 hours');
    expect(formatTimeUntil(from, new Date('2026-03-01T10:45:00Z'))).toBe('45 minutes');
    expect(formatTimeUntil(from, new Date('2026-03-01T11:00:00Z'))).toBe('1 hour');
  });
  it('says less than a minute, or now once the time has come', () => {
    expect(formatTimeUntil(from, new Date('2026-03-01T10:00:30Z'))).toBe('less than a minute');
    expect(formatTimeUntil(from, from)).toBe('now');
    expect(formatTimeUntil(from, new Date('2026-03-01T09:00:00Z'))).toBe('now');
  });
});
