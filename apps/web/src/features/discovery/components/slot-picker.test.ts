import { describe, expect, it } from 'vitest';
import { slotsByDay } from './slot-picker';

const slot = (startTime: string) => ({ startTime, endTime: startTime });

describe('slots grouped by the viewer’s own day', () => {
  it('puts the same instants on different days for India and New York, in time order', () => {
    // 02:00Z is 7:30 AM on the 3rd in Kolkata but 9 PM on the 2nd in New York.
    const slots = [slot('2026-03-03T10:00:00.000Z'), slot('2026-03-03T02:00:00.000Z')];
    expect(slotsByDay(slots, 'Asia/Kolkata')).toEqual([
      { day: '2026-03-03', slots: [slot('2026-03-03T02:00:00.000Z'), slot('2026-03-03T10:00:00.000Z')] },
    ]);
    expect(slotsByDay(slots, 'America/New_York').map((d) => d.day)).toEqual(['2026-03-02', '2026-03-03']);
  });
});
