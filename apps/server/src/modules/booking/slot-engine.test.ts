import { addDays, instantToWallTime, wallTimeToInstant, weekdayOf } from '@sahaj/contract/dates';
import { differenceInCalendarDays } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots, type EngineAvailability, firstAvailable, isFreeSlot } from './slot-engine';

const iso = (s: string) => new Date(s);
const starts = (slots: Array<{ start: Date }>) => slots.map((s) => s.start.toISOString());
const week = (
  day: string,
  startTime: string,
  endTime: string,
  addBreak: Array<{ startTime: string; endTime: string }> = [],
) => ({
  day,
  startTime,
  endTime,
  addBreak,
});
const av = (p: Partial<EngineAvailability> & Pick<EngineAvailability, 'timeZone'>): EngineAvailability => ({
  consultationDuration: 60,
  timeSlot: [],
  offDays: [],
  specialTime: [],
  ...p,
});
/** Slots between two instants, with "now" long before so notice and horizon do not cut. */
const between = (
  a: EngineAvailability,
  from: string,
  to: string,
  extra: Partial<Parameters<typeof computeSlots>[1]> = {},
) =>
  computeSlots(a, {
    from: iso(from),
    to: iso(to),
    now: iso('2026-01-01T00:00:00Z'),
    minNoticeMinutes: 0,
    horizonDays: 400,
    busy: [],
    ...extra,
  });

describe('slot engine: daylight saving keeps local times', () => {
  const london = av({ timeZone: 'Europe/London', timeSlot: [week('Sunday', '10:00', '12:00')] });
  const newYork = av({ timeZone: 'America/New_York', timeSlot: [week('Sunday', '10:00', '12:00')] });

  it('Europe/London keeps 10:00 local across the spring and autumn changes', () => {
    expect(starts(between(london, '2026-03-22T00:00Z', '2026-03-23T00:00Z'))).toEqual([
      '2026-03-22T10:00:00.000Z',
      '2026-03-22T11:00:00.000Z',
    ]);
    expect(starts(between(london, '2026-03-29T00:00Z', '2026-03-30T00:00Z'))).toEqual([
      '2026-03-29T09:00:00.000Z',
      '2026-03-29T10:00:00.000Z',
    ]);
    expect(starts(between(london, '2026-10-18T00:00Z', '2026-10-19T00:00Z'))).toEqual([
      '2026-10-18T09:00:00.000Z',
      '2026-10-18T10:00:00.000Z',
    ]);
    expect(starts(between(london, '2026-10-25T00:00Z', '2026-10-26T00:00Z'))).toEqual([
      '2026-10-25T10:00:00.000Z',
      '2026-10-25T11:00:00.000Z',
    ]);
  });

  it('America/New_York keeps 10:00 local across the spring and autumn changes', () => {
    expect(starts(between(newYork, '2026-03-01T00:00Z', '2026-03-02T00:00Z'))[0]).toBe('2026-03-01T15:00:00.000Z');
    expect(starts(between(newYork, '2026-03-08T00:00Z', '2026-03-09T00:00Z'))[0]).toBe('2026-03-08T14:00:00.000Z');
    expect(starts(between(newYork, '2026-10-25T00:00Z', '2026-10-26T00:00Z'))[0]).toBe('2026-10-25T14:00:00.000Z');
    expect(starts(between(newYork, '2026-11-01T00:00Z', '2026-11-02T00:00Z'))[0]).toBe('2026-11-01T15:00:00.000Z');
  });

  it('a wall time skipped by spring-forward yields no slot (New York, 8 March 2026)', () => {
    const a = av({
      timeZone: 'America/New_York',
      consultationDuration: 30,
      timeSlot: [week('Sunday', '01:00', '04:00')],
    });
    const slots = between(a, '2026-03-08T00:00Z', '2026-03-09T00:00Z');
    expect(starts(slots)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
    expect(slots.map((s) => instantToWallTime(s.start, 'America/New_York').time)).toEqual([
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
  });

  it('a wall time skipped by spring-forward yields no slot (London, 29 March 2026)', () => {
    const a = av({ timeZone: 'Europe/London', consultationDuration: 30, timeSlot: [week('Sunday', '00:00', '03:00')] });
    const slots = between(a, '2026-03-28T12:00Z', '2026-03-29T12:00Z');
    expect(slots.map((s) => instantToWallTime(s.start, 'Europe/London').time)).toEqual([
      '00:00',
      '00:30',
      '02:00',
      '02:30',
    ]);
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 30 * 60_000)).toBe(true);
  });

  it('a wall time that happens twice (fall-back) yields one slot (New York, 1 November 2026)', () => {
    const a = av({
      timeZone: 'America/New_York',
      consultationDuration: 30,
      timeSlot: [week('Sunday', '00:00', '03:00')],
    });
    const slots = between(a, '2026-11-01T00:00Z', '2026-11-02T00:00Z');
    const walls = slots.map((s) => instantToWallTime(s.start, 'America/New_York').time);
    expect(walls).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
    expect(starts(slots)[2]).toBe('2026-11-01T05:00:00.000Z'); // the earlier 01:00 (EDT)
  });

  it('a wall time that happens twice (fall-back) yields one slot (London, 25 October 2026)', () => {
    const a = av({ timeZone: 'Europe/London', consultationDuration: 60, timeSlot: [week('Sunday', '00:00', '03:00')] });
    const slots = between(a, '2026-10-24T12:00Z', '2026-10-25T12:00Z');
    expect(slots.map((s) => instantToWallTime(s.start, 'Europe/London').time)).toEqual(['00:00', '01:00', '02:00']);
    expect(starts(slots)).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-25T00:00:00.000Z', '2026-10-25T02:00:00.000Z']);
  });
});

describe('slot engine: zones, days and rules', () => {
  it('works in a half-hour zone (Asia/Kolkata)', () => {
    const a = av({ timeZone: 'Asia/Kolkata', timeSlot: [week('Monday', '09:00', '11:00')] });
    expect(starts(between(a, '2026-11-23T00:00Z', '2026-11-24T00:00Z'))).toEqual([
      '2026-11-23T03:30:00.000Z',
      '2026-11-23T04:30:00.000Z',
    ]);
  });

  it("a therapist's Monday evening is a patient's Tuesday morning on another continent", () => {
    const a = av({ timeZone: 'America/New_York', timeSlot: [week('Monday', '21:00', '22:00')] });
    // Tuesday 24 November 2026 in Asia/Kolkata runs from 23 Nov 18:30Z to 24 Nov 18:30Z.
    const tuesdayInKolkata = between(a, '2026-11-23T18:30Z', '2026-11-24T18:30Z');
    expect(starts(tuesdayInKolkata)).toEqual(['2026-11-24T02:00:00.000Z']);
    expect(instantToWallTime(tuesdayInKolkata[0]!.start, 'Asia/Kolkata')).toEqual({ day: '2026-11-24', time: '07:30' });
  });

  it('skips breaks, time off, appointments and holds; adds extra time', () => {
    const a = av({
      timeZone: 'Asia/Kolkata',
      timeSlot: [week('Monday', '09:00', '14:00', [{ startTime: '11:00', endTime: '12:00' }])],
      offDays: [{ date: '2026-11-30', timeArray: [{ startTime: '09:00', endTime: '10:30' }] }],
      specialTime: [{ date: '2026-11-29', timeArray: [{ startTime: '18:00', endTime: '19:00' }] }],
    });
    const busy = [{ start: iso('2026-11-23T06:30:00Z'), end: iso('2026-11-23T07:30:00Z') }]; // 12:00–13:00 IST
    const monday = between(a, '2026-11-22T18:30Z', '2026-11-23T18:30Z', { busy });
    expect(monday.map((s) => instantToWallTime(s.start, 'Asia/Kolkata').time)).toEqual(['09:00', '10:00', '13:00']);
    const nextMonday = between(a, '2026-11-29T18:30Z', '2026-11-30T18:30Z');
    expect(nextMonday.map((s) => instantToWallTime(s.start, 'Asia/Kolkata').time)).toEqual([
      '11:00'.replace('11', '12'),
      '13:00',
    ]);
    const sunday = between(a, '2026-11-28T18:30Z', '2026-11-29T18:30Z');
    expect(sunday.map((s) => instantToWallTime(s.start, 'Asia/Kolkata').time)).toEqual(['18:00']);
  });

  it('slots start again where a break ends: 45-minute sessions and a 13:00-14:00 break give 14:00 (issue 20 #10)', () => {
    const a = av({
      timeZone: 'Asia/Kolkata',
      consultationDuration: 45,
      timeSlot: [week('Monday', '09:00', '17:00', [{ startTime: '13:00', endTime: '14:00' }])],
      offDays: [{ date: '2026-11-30', timeArray: [{ startTime: '09:00', endTime: '10:10' }] }],
    });
    const times = (from: string, to: string) =>
      between(a, from, to).map((s) => instantToWallTime(s.start, 'Asia/Kolkata').time);
    expect(times('2026-11-22T18:30Z', '2026-11-23T18:30Z')).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '14:00',
      '14:45',
      '15:30',
      '16:15',
    ]);
    // Time off that ends at 10:10 starts the grid again at 10:10.
    expect(times('2026-11-29T18:30Z', '2026-11-30T18:30Z')).toEqual([
      '10:10',
      '10:55',
      '11:40',
      '14:00',
      '14:45',
      '15:30',
      '16:15',
    ]);
  });

  it('respects the minimum notice and the horizon; first available and exact-slot checks', () => {
    const a = av({
      timeZone: 'UTC',
      timeSlot: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) =>
        week(d, '09:00', '17:00'),
      ),
    });
    const now = iso('2026-11-23T09:10:00Z');
    const q = { now, minNoticeMinutes: 120, horizonDays: 60, busy: [] };
    expect(firstAvailable(a, q)?.start.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    const all = computeSlots(a, { ...q, from: now, to: iso('2027-06-01T00:00Z') });
    expect(all.at(-1)!.start.getTime()).toBeLessThan(iso('2027-01-22T09:10:00Z').getTime());
    expect(all.at(-1)!.start.toISOString()).toBe('2027-01-22T09:00:00.000Z');
    expect(isFreeSlot(a, q, iso('2026-11-23T13:00:00Z'))).toBe(true);
    expect(isFreeSlot(a, q, iso('2026-11-23T13:30:00Z'))).toBe(false);
    expect(isFreeSlot(a, q, iso('2026-11-23T10:00:00Z'))).toBe(false);
  });

  it('offers nothing without a consultation period or availability', () => {
    expect(
      between(
        av({ timeZone: 'UTC', consultationDuration: null, timeSlot: [week('Monday', '09:00', '17:00')] }),
        '2026-11-23T00:00Z',
        '2026-11-30T00:00Z',
      ),
    ).toEqual([]);
    expect(between(av({ timeZone: 'UTC' }), '2026-11-23T00:00Z', '2026-11-30T00:00Z')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const ZONES = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Days of 2026 (0 = 1 January) two days before a clock change in one of the zones. */
const CHANGE_DAYS = ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01', '2026-04-05', '2026-10-04'].map(
  (d) => differenceInCalendarDays(new Date(`${d}T12:00:00Z`), new Date('2026-01-01T12:00:00Z')) - 2,
);
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** A 5-minute-step wall range inside the day. */
const range = (minLen = 5) =>
  fc
    .tuple(fc.integer({ min: 0, max: 286 }), fc.integer({ min: 1, max: 287 }))
    .filter(([a, b]) => (b - a) * 5 >= minLen)
    .map(([a, b]) => ({ startTime: hhmm(a * 5), endTime: hhmm(b * 5) }));

const availabilityArb = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    consultationDuration: fc.constantFrom(30, 45, 60, 120),
    days: fc.uniqueArray(fc.constantFrom(...DAYS), { maxLength: 7 }),
    windows: fc.array(range(30), { minLength: 7, maxLength: 7 }),
    breaks: fc.array(fc.option(range(), { nil: undefined }), { minLength: 7, maxLength: 7 }),
    off: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 4 }), r: range() }), { maxLength: 4 }),
    extra: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 4 }), r: range(30) }), { maxLength: 3 }),
    // Half the runs start just before a clock change (London, New York, Lord Howe in 2026).
    startDay: fc.oneof(fc.integer({ min: 0, max: 364 }), fc.constantFrom(...CHANGE_DAYS)),
    nowMinute: fc.integer({ min: 0, max: 1439 }),
    notice: fc.constantFrom(0, 120, 600),
    busy: fc.array(
      fc.record({ offsetMinutes: fc.integer({ min: 0, max: 4 * 1440 }), length: fc.integer({ min: 5, max: 240 }) }),
      { maxLength: 8 },
    ),
  })
  .map((p) => {
    const base = addDays('2026-01-01', p.startDay);
    const now = new Date(new Date(`${base}T00:00:00Z`).getTime() + p.nowMinute * 60_000);
    const byDate = (list: Array<{ offset: number; r: { startTime: string; endTime: string } }>) => {
      const m = new Map<string, Array<{ startTime: string; endTime: string }>>();
      for (const x of list) {
        const d = addDays(base, x.offset);
        m.set(d, [...(m.get(d) ?? []), x.r]);
      }
      return [...m.entries()].map(([date, timeArray]) => ({ date, timeArray }));
    };
    const a: EngineAvailability = {
      timeZone: p.timeZone,
      consultationDuration: p.consultationDuration,
      timeSlot: p.days.map((day, i) => {
        const w = p.windows[i]!;
        const b = p.breaks[i];
        const inside = b && b.startTime >= w.startTime && b.endTime <= w.endTime ? [b] : [];
        return { day, ...w, addBreak: inside };
      }),
      offDays: byDate(p.off),
      specialTime: byDate(p.extra),
    };
    const busy = p.busy.map((b) => {
      const start = new Date(now.getTime() + b.offsetMinutes * 60_000);
      return { start, end: new Date(start.getTime() + b.length * 60_000) };
    });
    return { a, now, notice: p.notice, busy };
  });

/** The slow exact conversion only (memoised: the checker must stay independent of the engine's fast path). */
const memo = new Map<string, number | null>();
const exact = (day: string, time: string, zone: string) => {
  const key = `${zone} ${day} ${time}`;
  if (!memo.has(key)) memo.set(key, wallTimeToInstant(day, time, zone)?.getTime() ?? null);
  return memo.get(key)!;
};
/** A range end inside a skipped hour counts as the moment the clocks jump (the next wall minute that exists). */
const endOf = (day: string, time: string, zone: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  for (let t = h * 60 + m; t < h * 60 + m + 180 && t < 1440; t += 1) {
    const at = exact(day, hhmm(t), zone);
    if (at !== null) return at;
  }
  return null;
};
/** Does [s, e) lie inside a wall range of `day`? */
const inside = (day: string, r: { startTime: string; endTime: string }, zone: string, s: number, e: number) => {
  const rs = endOf(day, r.startTime, zone);
  const re = endOf(day, r.endTime, zone);
  return rs !== null && re !== null && s >= rs && e <= re;
};
const overlaps = (day: string, r: { startTime: string; endTime: string }, zone: string, s: number, e: number) => {
  const rs = endOf(day, r.startTime, zone) ?? Number.NaN;
  const re = endOf(day, r.endTime, zone) ?? Number.NaN;
  return s < re && rs < e;
};

describe('slot engine properties (fast-check)', () => {
  it('every slot lies in availability or extra time, avoids breaks, time off and busy time, has the period, respects notice, and slots never overlap', () => {
    fc.assert(
      fc.property(availabilityArb, ({ a, now, notice, busy }) => {
        const to = new Date(now.getTime() + 4 * 1440 * 60_000);
        const slots = computeSlots(a, { from: now, to, now, minNoticeMinutes: notice, horizonDays: 60, busy });
        const zone = a.timeZone;
        let lastEnd = Number.NEGATIVE_INFINITY;
        for (const slot of slots) {
          const s = slot.start.getTime();
          const e = slot.end.getTime();
          expect(e - s).toBe(a.consultationDuration! * 60_000);
          expect(s).toBeGreaterThanOrEqual(now.getTime() + notice * 60_000);
          expect(s).toBeLessThan(to.getTime());
          expect(s).toBeGreaterThanOrEqual(lastEnd);
          lastEnd = e;
          const { day } = instantToWallTime(slot.start, zone);
          const weekly = a.timeSlot.find((w) => w.day === weekdayOf(day));
          const inWeekly = weekly ? inside(day, weekly, zone, s, e) : false;
          const extra = a.specialTime.find((d) => d.date === day)?.timeArray ?? [];
          const inExtra = extra.some((r) => inside(day, r, zone, s, e));
          expect(inWeekly || inExtra).toBe(true);
          if (!inExtra) for (const b of weekly?.addBreak ?? []) expect(overlaps(day, b, zone, s, e)).toBe(false);
          for (const r of a.offDays.find((d) => d.date === day)?.timeArray ?? [])
            expect(overlaps(day, r, zone, s, e)).toBe(false);
          for (const b of busy) expect(s < b.end.getTime() && b.start.getTime() < e).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('no period is lost after a break: on a day with one break, the first slot after it starts at its end', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('UTC', 'Asia/Kolkata', 'Asia/Kathmandu'),
        fc.constantFrom(15, 30, 45, 50, 60, 90),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 80 }),
        (zone, duration, startStep, beforeSteps, breakSteps, afterSteps) => {
          const start = startStep * 5;
          const breakStart = start + beforeSteps * 5;
          const breakEnd = breakStart + breakSteps * 5;
          const end = Math.min(breakEnd + afterSteps * 5, 1435);
          fc.pre(breakEnd + duration <= end);
          const a = av({
            timeZone: zone,
            consultationDuration: duration,
            timeSlot: [
              week('Wednesday', hhmm(start), hhmm(end), [{ startTime: hhmm(breakStart), endTime: hhmm(breakEnd) }]),
            ],
          });
          const day = '2026-12-02'; // a Wednesday, no clock change in these zones
          const slots = between(a, '2026-12-01T00:00Z', '2026-12-04T00:00Z').filter(
            (s) => instantToWallTime(s.start, zone).day === day,
          );
          const walls = slots.map((s) => instantToWallTime(s.start, zone).time);
          expect(walls).toContain(hhmm(breakEnd));
          // Before the break the grid runs from the window's start, after it from the break's end.
          for (const t of walls) {
            const [h, m] = t.split(':').map(Number) as [number, number];
            const min = h * 60 + m;
            expect((min - (min < breakStart ? start : breakEnd)) % duration).toBe(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a slot offered is still offered when asked for alone, and a busy slot is never offered', () => {
    fc.assert(
      fc.property(availabilityArb, ({ a, now, notice }) => {
        const q = { now, minNoticeMinutes: notice, horizonDays: 60, busy: [] };
        const first = firstAvailable(a, q);
        if (!first) return;
        expect(isFreeSlot(a, q, first.start)).toBe(true);
        expect(isFreeSlot(a, { ...q, busy: [first] }, first.start)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
