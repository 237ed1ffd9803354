import { describe, expect, it } from 'vitest';
import {
  addDatedDay,
  addDatedTime,
  availabilityPayload,
  copyToAll,
  datedSlotsFromPayload,
  datedSlotsToPayload,
  emptyDatedSlots,
  emptyDay,
  emptyWeek,
  periodFromSlotMinutes,
  readBackPeriod,
  removeDatedDay,
  setBreak,
  setBreakEnd,
  setBreakStart,
  setDatedDate,
  setDatedOpen,
  setDatedTime,
  setDayAvailable,
  setEndTime,
  setStartTime,
  timeSlotsToWeek,
  validateWeek,
  type WeekAvailability,
  weekToTimeSlots,
} from './availability';
import { WEEKDAYS } from './dates';
import { MSG } from './messages';

const mondayAt = (start: string, period: '30m' | '45m' | '1hr' | '2hr' = '1hr'): WeekAvailability => {
  const r = setStartTime(emptyWeek(), 'Monday', start, period);
  expect(r.error).toBeUndefined();
  return r.value;
};

describe('period first', () => {
  it('refuses to switch a day on before a period is chosen', () => {
    const r = setDayAvailable(emptyWeek(), 'Monday', true, null);
    expect(r.error).toBe(MSG.choosePeriodFirst);
    expect(r.value.Monday.isAvailable).toBe(false);
  });
  it('switches a day on once a period is chosen', () => {
    const r = setDayAvailable(emptyWeek(), 'Monday', true, '30m');
    expect(r.error).toBeUndefined();
    expect(r.value.Monday.isAvailable).toBe(true);
  });
  it('refuses a start time before a period is chosen', () => {
    expect(setStartTime(emptyWeek(), 'Monday', '10:00', null).error).toBe(MSG.choosePeriodFirst);
  });
  it('switching a day off resets it to default', () => {
    const week = setBreakStart(mondayAt('10:00', '2hr'), 'Monday', '11:00').value;
    const r = setDayAvailable(week, 'Monday', false, '2hr');
    expect(r.value.Monday).toEqual(emptyDay());
  });
});

describe('period change resets days', () => {
  it('the reset week has every day unavailable with no times', () => {
    const week = copyToAll(mondayAt('10:00'), 'Monday').value;
    expect(WEEKDAYS.every((d) => week[d].isAvailable)).toBe(true);
    for (const d of WEEKDAYS) expect(emptyWeek()[d]).toEqual(emptyDay());
  });
});

describe('start time sets end = start + period and clears the break', () => {
  it.each([
    ['30m', '09:00', '09:30'],
    ['45m', '09:00', '09:45'],
    ['1hr', '09:30', '10:30'],
    ['2hr', '21:55', '23:55'],
  ] as const)('%s from %s', (period, start, end) => {
    const r = setStartTime(emptyWeek(), 'Tuesday', start, period);
    expect(r.value.Tuesday.startTime).toBe(start);
    expect(r.value.Tuesday.endTime).toBe(end);
    expect(r.value.Tuesday.isAvailable).toBe(true);
  });
  it('refuses a start whose end would pass the last time of the day', () => {
    const r = setStartTime(emptyWeek(), 'Tuesday', '22:00', '2hr');
    expect(r.error).toBe(MSG.endAfterStart);
    expect(r.value.Tuesday).toEqual(emptyDay());
  });
  it('clears a break that was set', () => {
    let week = setEndTime(mondayAt('10:00'), 'Monday', '14:00').value;
    week = setBreakStart(week, 'Monday', '12:00').value;
    week = setBreakEnd(week, 'Monday', '13:00').value;
    expect(week.Monday.hasBreak).toBe(true);
    const r = setStartTime(week, 'Monday', '09:00', '1hr');
    expect(r.value.Monday).toMatchObject({
      startTime: '09:00',
      endTime: '10:00',
      hasBreak: false,
      breakStartTime: null,
      breakEndTime: null,
    });
  });
});

describe('end time', () => {
  it('setting end time manually clears the break', () => {
    let week = setEndTime(mondayAt('10:00'), 'Monday', '14:00').value;
    week = setBreakStart(week, 'Monday', '12:00').value;
    week = setBreakEnd(week, 'Monday', '12:30').value;
    const r = setEndTime(week, 'Monday', '16:00');
    expect(r.value.Monday).toMatchObject({
      endTime: '16:00',
      hasBreak: false,
      breakStartTime: null,
      breakEndTime: null,
    });
  });
  it('must come after the start', () => {
    const r = setEndTime(mondayAt('10:00'), 'Monday', '09:00');
    expect(r.error).toBe(MSG.endAfterStart);
    expect(r.value.Monday.endTime).toBe('11:00');
  });
  it('needs a start time', () => {
    expect(setEndTime(emptyWeek(), 'Monday', '09:00').error).toBe(MSG.chooseConsultationTime);
  });
});

describe('break toggle', () => {
  it('needs a start time', () => {
    const r = setBreak(emptyWeek(), 'Monday', true, '1hr');
    expect(r.error).toBe(MSG.chooseConsultationTime);
    expect(r.value.Monday.hasBreak).toBe(false);
  });
  it('turns on when the day has a start time', () => {
    expect(setBreak(mondayAt('10:00'), 'Monday', true, '1hr').value.Monday.hasBreak).toBe(true);
  });
  it('removing the break clears break times and resets end to start + period', () => {
    let week = mondayAt('10:00');
    week = setBreak(week, 'Monday', true, '1hr').value;
    week = setBreakStart(week, 'Monday', '10:30').value;
    week = setBreakEnd(week, 'Monday', '11:00').value;
    // a break usually comes with a longer day; the end was moved by hand before the break
    week = { ...week, Monday: { ...week.Monday, endTime: '11:30' } };
    const r = setBreak(week, 'Monday', false, '1hr');
    expect(r.value.Monday).toMatchObject({
      hasBreak: false,
      breakStartTime: null,
      breakEndTime: null,
      endTime: '11:00',
    });
  });
});

describe('break bounds are inclusive', () => {
  const day = () => setEndTime(mondayAt('10:00'), 'Monday', '14:00').value;
  it.each(['10:00', '12:00', '14:00'])('break start %s within 10:00–14:00 is accepted', (t) => {
    const r = setBreakStart(day(), 'Monday', t);
    expect(r.error).toBeUndefined();
    expect(r.value.Monday.breakStartTime).toBe(t);
  });
  it.each(['09:55', '14:05'])('break start %s outside is refused', (t) => {
    const r = setBreakStart(day(), 'Monday', t);
    expect(r.error).toBe(MSG.breakStartBounds);
    expect(r.value.Monday.breakStartTime).toBeNull();
  });
  it('setting break start clears break end', () => {
    let week = setBreakStart(day(), 'Monday', '12:00').value;
    week = setBreakEnd(week, 'Monday', '13:00').value;
    expect(week.Monday.breakEndTime).toBe('13:00');
    const r = setBreakStart(week, 'Monday', '11:00');
    expect(r.value.Monday.breakEndTime).toBeNull();
  });
  it.each(['12:00', '13:00', '14:00'])('break end %s within break start 12:00 and end 14:00 is accepted', (t) => {
    const week = setBreakStart(day(), 'Monday', '12:00').value;
    const r = setBreakEnd(week, 'Monday', t);
    expect(r.error).toBeUndefined();
    expect(r.value.Monday.breakEndTime).toBe(t);
  });
  it.each(['11:55', '14:05'])('break end %s outside is refused', (t) => {
    const week = setBreakStart(day(), 'Monday', '12:00').value;
    expect(setBreakEnd(week, 'Monday', t).error).toBe(MSG.breakEndBounds);
  });
  it('break times need the consultation time first', () => {
    expect(setBreakStart(emptyWeek(), 'Monday', '12:00').error).toBe(MSG.chooseConsultationTimeFirst);
    expect(setBreakEnd(emptyWeek(), 'Monday', '12:00').error).toBe(MSG.chooseConsultationTimeFirst);
  });
});

describe('copy to all', () => {
  it("copies the day's times and break to every day and marks all available", () => {
    let week = setEndTime(mondayAt('10:00'), 'Monday', '18:00').value;
    week = setBreakStart(week, 'Monday', '13:00').value;
    week = setBreakEnd(week, 'Monday', '14:00').value;
    const r = copyToAll(week, 'Monday');
    for (const d of WEEKDAYS) {
      expect(r.value[d]).toEqual({
        isAvailable: true,
        hasBreak: true,
        startTime: '10:00',
        endTime: '18:00',
        breakStartTime: '13:00',
        breakEndTime: '14:00',
      });
    }
  });
  it('needs the day to have times', () => {
    expect(copyToAll(emptyWeek(), 'Monday').error).toBe(MSG.chooseConsultationTimeFirst);
  });
});

describe('page 4 validation', () => {
  it('needs a period', () => {
    expect(validateWeek(mondayAt('10:00'), null)).toBe(MSG.selectConsultationPeriod);
  });
  it('needs at least one day with start and end', () => {
    expect(validateWeek(setDayAvailable(emptyWeek(), 'Monday', true, '1hr').value, '1hr')).toBe(
      MSG.selectAvailableDays,
    );
    expect(validateWeek(mondayAt('10:00'), '1hr')).toBeUndefined();
  });
});

describe('timeSlot round trip and read-back period', () => {
  it('editor → timeSlot → editor keeps the week', () => {
    let week = setEndTime(mondayAt('10:00'), 'Monday', '18:00').value;
    week = setBreakStart(week, 'Monday', '13:00').value;
    week = setBreakEnd(week, 'Monday', '14:00').value;
    week = copyToAll(week, 'Monday').value;
    week = setDayAvailable(week, 'Sunday', false, '1hr').value;
    const slots = weekToTimeSlots(week);
    expect(slots).toHaveLength(6);
    expect(slots[0]).toEqual({
      day: 'Monday',
      startTime: '10:00',
      endTime: '18:00',
      addBreak: [{ startTime: '13:00', endTime: '14:00' }],
    });
    expect(timeSlotsToWeek(slots)).toEqual(week);
  });
  it.each([
    [114, null],
    [115, '2hr'],
    [120, '2hr'],
    [125, '2hr'],
    [126, null],
    [54, null],
    [55, '1hr'],
    [65, '1hr'],
    [66, null],
    [39, null],
    [40, '45m'],
    [50, '45m'],
    [51, null],
    [30, null],
  ] as const)('slot length minus break %i → %s', (minutes, period) => {
    expect(periodFromSlotMinutes(minutes)).toBe(period);
  });
  it('maps the first slot when no duration is stored, subtracting the break', () => {
    const slot = {
      day: 'Monday' as const,
      startTime: '10:00',
      endTime: '12:30',
      addBreak: [{ startTime: '11:00', endTime: '11:30' }],
    };
    expect(readBackPeriod([slot], null)).toBe('2hr');
    expect(readBackPeriod([{ ...slot, endTime: '11:30' }], null)).toBe('1hr');
    expect(readBackPeriod([{ ...slot, addBreak: [], endTime: '10:45' }], null)).toBe('45m');
    expect(readBackPeriod([{ ...slot, addBreak: [], endTime: '18:00' }], null)).toBe('30m');
    expect(readBackPeriod([], undefined)).toBe('30m');
  });
  it('prefers the stored consultation duration', () => {
    const slot = { day: 'Monday' as const, startTime: '10:00', endTime: '12:00', addBreak: [] };
    expect(readBackPeriod([slot], 45)).toBe('45m');
  });
});

describe('time off and extra time', () => {
  it('a new day needs all existing days to have a date and complete times', () => {
    let s = setDatedOpen(emptyDatedSlots(), true).value;
    expect(addDatedDay(s).error).toBe(MSG.enterDateAndTime);
    s = setDatedDate(s, 0, '2030-01-02').value;
    expect(addDatedDay(s).error).toBe(MSG.enterDateAndTime);
    s = setDatedTime(s, 0, 0, { startTime: '10:00', endTime: '11:00' }).value;
    const r = addDatedDay(s);
    expect(r.error).toBeUndefined();
    expect(r.value.slots).toHaveLength(2);
  });
  it('adding a time needs a date, then complete times', () => {
    let s = setDatedOpen(emptyDatedSlots(), true).value;
    expect(addDatedTime(s, 0).error).toBe(MSG.enterDate);
    s = setDatedDate(s, 0, '2030-01-02').value;
    expect(addDatedTime(s, 0).error).toBe(MSG.enterStartAndEndTime);
    s = setDatedTime(s, 0, 0, { startTime: '10:00' }).value;
    expect(addDatedTime(s, 0).error).toBe(MSG.enterStartAndEndTime);
    s = setDatedTime(s, 0, 0, { endTime: '11:00' }).value;
    const r = addDatedTime(s, 0);
    expect(r.error).toBeUndefined();
    expect(r.value.slots[0]!.timeArray).toHaveLength(2);
  });
  it('a time range must end after it starts', () => {
    const s = setDatedOpen(emptyDatedSlots(), true).value;
    expect(setDatedTime(s, 0, 0, { startTime: '10:00', endTime: '09:00' }).error).toBe(MSG.endAfterStart);
  });
  it('a time off the 5-minute grid is refused by its field, not later by the server (issue 20 #10)', () => {
    const s = setDatedOpen(emptyDatedSlots(), true).value;
    expect(setDatedTime(s, 0, 0, { startTime: '10:07' }).error).toBe(MSG.invalidTime);
    expect(setDatedTime(s, 0, 0, { endTime: '11:03' }).error).toBe(MSG.invalidTime);
    expect(setDatedTime(s, 0, 0, { startTime: '10:05' }).error).toBeUndefined();
    const week = setDayAvailable(emptyWeek(), 'Monday', true, '1hr').value;
    expect(setStartTime(week, 'Monday', '09:02', '1hr').error).toBe(MSG.invalidTime);
  });
  it('switching off resets the list to one empty day', () => {
    let s = setDatedOpen(emptyDatedSlots(), true).value;
    s = setDatedDate(s, 0, '2030-01-02').value;
    s = setDatedTime(s, 0, 0, { startTime: '10:00', endTime: '11:00' }).value;
    s = addDatedDay(s).value;
    const r = setDatedOpen(s, false);
    expect(r.value).toEqual(emptyDatedSlots());
    expect(r.value.slots).toHaveLength(1);
  });
  it('payload: a closed section sends nothing, an open one its complete days', () => {
    let s = setDatedOpen(emptyDatedSlots(), true).value;
    s = setDatedDate(s, 0, '2030-01-02').value;
    s = setDatedTime(s, 0, 0, { startTime: '10:00', endTime: '11:00' }).value;
    s = addDatedDay(s).value;
    const payload = datedSlotsToPayload(s);
    expect(payload).toEqual([{ date: '2030-01-02', timeArray: [{ startTime: '10:00', endTime: '11:00' }] }]);
    expect(datedSlotsToPayload(setDatedOpen(s, false).value)).toEqual([]);
    expect(datedSlotsFromPayload(payload)).toEqual({ open: true, slots: payload });
    expect(datedSlotsFromPayload([])).toEqual(emptyDatedSlots());
  });
  it('removing the last day leaves one empty day', () => {
    expect(removeDatedDay(setDatedOpen(emptyDatedSlots(), true).value, 0).value.slots).toHaveLength(1);
  });
});

describe('saved payload schema (server validation)', () => {
  const day = { day: 'Monday', startTime: '10:00', endTime: '18:00', addBreak: [] as unknown[] };
  const parse = (v: unknown) => availabilityPayload.safeParse(v);
  const firstMessage = (v: unknown) => {
    const r = parse(v);
    return r.success ? undefined : r.error.issues[0]!.message;
  };
  it('accepts a week with a break and fills empty lists', () => {
    const r = parse({
      timeSlot: [{ ...day, addBreak: [{ startTime: '13:00', endTime: '14:00' }] }],
      consultationDuration: 60,
    });
    expect(r.success).toBe(true);
    expect(r.data?.offDays).toEqual([]);
  });
  it('needs a period and a day', () => {
    expect(firstMessage({ timeSlot: [day] })).toBe(MSG.selectConsultationPeriod);
    expect(firstMessage({ timeSlot: [day], consultationDuration: 50 })).toBe(MSG.selectConsultationPeriod);
    expect(firstMessage({ timeSlot: [], consultationDuration: 30 })).toBe(MSG.selectAvailableDays);
  });
  it('break bounds are inclusive on the server too', () => {
    const withBreak = (startTime: string, endTime: string) => ({
      timeSlot: [{ ...day, addBreak: [{ startTime, endTime }] }],
      consultationDuration: 30,
    });
    expect(firstMessage(withBreak('10:00', '18:00'))).toBeUndefined();
    expect(firstMessage(withBreak('09:55', '11:00'))).toBe(MSG.breakStartBounds);
    expect(firstMessage(withBreak('12:00', '18:05'))).toBe(MSG.breakEndBounds);
    expect(firstMessage(withBreak('12:00', '11:00'))).toBe(MSG.breakEndBounds);
  });
  it('refuses end before start, odd minutes, repeated days and overlapping ranges', () => {
    expect(firstMessage({ timeSlot: [{ ...day, endTime: '09:00' }], consultationDuration: 30 })).toBe(
      MSG.endAfterStart,
    );
    expect(firstMessage({ timeSlot: [{ ...day, startTime: '10:03' }], consultationDuration: 30 })).toBe(
      MSG.invalidTime,
    );
    expect(firstMessage({ timeSlot: [day, day], consultationDuration: 30 })).toBe(MSG.duplicateDay);
    expect(
      firstMessage({
        timeSlot: [day],
        consultationDuration: 30,
        offDays: [
          {
            date: '2030-01-01',
            timeArray: [
              { startTime: '10:00', endTime: '12:00' },
              { startTime: '11:00', endTime: '13:00' },
            ],
          },
        ],
      }),
    ).toBe(MSG.overlappingTimes);
    expect(
      firstMessage({ timeSlot: [day], consultationDuration: 30, specialTime: [{ date: '2030-02-30', timeArray: [] }] }),
    ).toBe(MSG.enterDate);
  });
  // Issue 9 #3: these threw 'Not a time' inside a check (a 500 on PATCH /provider/work-profile).
  it.each(['9am', '25:00', '', '9:00', '09:00:00', '24:00'])(
    "refuses the time '%s' with a message, never a throw",
    (t) => {
      const cases = [
        { timeSlot: [{ ...day, startTime: t }], consultationDuration: 30 },
        { timeSlot: [{ ...day, endTime: t }], consultationDuration: 30 },
        { timeSlot: [{ ...day, addBreak: [{ startTime: t, endTime: '12:00' }] }], consultationDuration: 30 },
        { timeSlot: [{ ...day, addBreak: [{ startTime: '11:00', endTime: t }] }], consultationDuration: 30 },
        {
          timeSlot: [day],
          consultationDuration: 30,
          offDays: [{ date: '2030-01-01', timeArray: [{ startTime: t, endTime: '12:00' }] }],
        },
        {
          timeSlot: [day],
          consultationDuration: 30,
          specialTime: [{ date: '2030-01-01', timeArray: [{ startTime: '10:00', endTime: t }] }],
        },
      ];
      for (const body of cases) expect(firstMessage(body)).toBe(MSG.invalidTime);
    },
  );
});
