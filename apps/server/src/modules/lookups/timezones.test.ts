import { describe, expect, it } from 'vitest';
import { listTimezones } from './service';

const london = (at: Date) => listTimezones(at).find((z) => z.value === 'Europe/London')!;

describe('listTimezones', () => {
  it('is kept for its quarter hour and follows a daylight-saving change at the next one', () => {
    // London moves to BST at 01:00 UTC on 29 March 2026.
    const before = new Date('2026-03-29T00:59:59Z');
    expect(london(before)).toMatchObject({ offsetMinutes: 0 });
    expect(listTimezones(new Date('2026-03-29T00:45:00Z'))).toBe(listTimezones(before));
    expect(london(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ offsetMinutes: 60 });
    expect(listTimezones(new Date('2026-03-29T01:14:59Z'))).toBe(listTimezones(new Date('2026-03-29T01:00:00Z')));
  });
});
