import { describe, expect, it } from 'vitest';
import { zoneAtNoon } from './test-helpers';

describe('zoneAtNoon', () => {
  it('names a zone whose clock reads 12 at every hour of the UTC day', () => {
    for (let hour = 0; hour < 24; hour++) {
      const at = new Date(Date.UTC(2026, 10, 29, hour, 40));
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: zoneAtNoon(at), hour: '2-digit', hourCycle: 'h23' });
      expect(local.format(at), `at ${hour}:40 UTC`).toBe('12');
    }
  });
});
