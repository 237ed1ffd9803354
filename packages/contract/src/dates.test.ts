import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  ageOn,
  assertZone,
  dayOfInstant,
  dobFromDisplay,
  dobToDisplay,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayOrdinal,
  formatDayPadded,
  formatDayWeekday,
  formatTime12h,
  formatTimeRange,
  formatTimeShort,
  instantToWallTime,
  isIanaZone,
  isIsoDay,
  isPastDay,
  maskDobInput,
  minutesToTime,
  parseIsoDay,
  parseTime12h,
  startOfDayIn,
  timeToMinutes,
  todayIn,
  UnknownTimeZoneError,
  wallTimeToInstant,
  weekdayOf,
  zoneOffsetMinutes,
} from './dates';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('zones', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isIanaZone('Asia/Kolkata')).toBe(true);
    expect(isIanaZone('Europe/London')).toBe(true);
    expect(isIanaZone('Kolkata')).toBe(false);
    expect(isIanaZone('Mars/Olympus')).toBe(false);
    expect(isIanaZone('')).toBe(false);
    expect(isIanaZone(undefined)).toBe(false);
  });

  it('an unknown zone is an error, never a silent UTC', () => {
    expect(() => assertZone('Mars/Olympus')).toThrow(UnknownTimeZoneError);
    expect(() => todayIn('Mars/Olympus')).toThrow(UnknownTimeZoneError);
    expect(() => wallTimeToInstant('2026-01-01', '09:00', 'Nowhere')).toThrow(UnknownTimeZoneError);
    expect(() => formatDateTime('2026-01-01T00:00:00Z', 'Nowhere')).toThrow(UnknownTimeZoneError);
  });

  it('gives offsets in minutes, summer time included', () => {
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-06-01T00:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('Asia/Kathmandu', new Date('2026-06-01T00:00:00Z'))).toBe(345);
    expect(zoneOffsetMinutes('Europe/London', new Date('2026-01-15T00:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('Europe/London', new Date('2026-07-15T00:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-07-15T00:00:00Z'))).toBe(-240);
  });
});

describe('calendar days', () => {
  it('accepts real days only, leap days included', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2100-02-29')).toBe(false);
    expect(isIsoDay('2000-02-29')).toBe(true);
    expect(isIsoDay('2024-2-3')).toBe(false);
    expect(isIsoDay('2024-13-01')).toBe(false);
    expect(isIsoDay(20240101)).toBe(false);
  });

  it('takes the date part of an ISO date-time as written', () => {
    expect(parseIsoDay('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDay(' 1990-05-17 ')).toBe('1990-05-17');
    expect(parseIsoDay('1990-05-17T00:00:00.000Z')).toBe('1990-05-17');
    expect(parseIsoDay('1990-05-17T23:30:00+05:30')).toBe('1990-05-17');
    expect(parseIsoDay('2023-02-29')).toBeNull();
    expect(parseIsoDay('17-05-1990')).toBeNull();
    expect(parseIsoDay('1990-05-17junk')).toBeNull();
  });

  it('today is a day in a named zone', () => {
    const instant = new Date('2026-11-21T20:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-21');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-22');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(dayOfInstant(new Date('2026-11-21T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-21');
    expect(dayOfInstant(new Date('2026-11-21T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
  });

  it('adds days and years across months, leap days and DST changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2026-11-21', -18)).toBe('2008-11-21');
  });

  it('counts whole years of age; a 29 February birthday counts on 1 March', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
    expect(ageOn('nope', '2026-03-01')).toBeNaN();
  });

  it('names weekdays and past days', () => {
    expect(weekdayOf('2023-10-07')).toBe('Saturday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
    expect(isPastDay('2026-11-20', '2026-11-21')).toBe(true);
    expect(isPastDay('2026-11-21', '2026-11-21')).toBe(false);
  });
});

describe('wall clock and instants', () => {
  it('Asia/Kolkata is half an hour off the hour', () => {
    expect(iso(wallTimeToInstant('2026-03-01', '09:00', 'Asia/Kolkata'))).toBe('2026-03-01T03:30:00.000Z');
    expect(instantToWallTime(new Date('2026-03-01T03:30:00Z'), 'Asia/Kolkata')).toEqual({
      day: '2026-03-01',
      time: '09:00',
    });
    expect(iso(wallTimeToInstant('2026-03-01', '00:15', 'Asia/Kolkata'))).toBe('2026-02-28T18:45:00.000Z');
  });

  it('Europe/London: the skipped hour does not exist, the repeated hour is its first instant', () => {
    // 29 March 2026: 01:00 GMT → 02:00 BST.
    expect(wallTimeToInstant('2026-03-29', '01:30', 'Europe/London')).toBeNull();
    expect(iso(wallTimeToInstant('2026-03-29', '00:59', 'Europe/London'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(wallTimeToInstant('2026-03-29', '02:00', 'Europe/London'))).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 02:00 BST → 01:00 GMT; 01:30 happens at 00:30Z and 01:30Z.
    expect(iso(wallTimeToInstant('2026-10-25', '01:30', 'Europe/London'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(wallTimeToInstant('2026-10-25', '09:00', 'Europe/London'))).toBe('2026-10-25T09:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-10-24', '09:00', 'Europe/London'))).toBe('2026-10-24T08:00:00.000Z');
  });

  it('America/New_York: the skipped hour does not exist, the repeated hour is its first instant', () => {
    // 8 March 2026: 02:00 EST → 03:00 EDT.
    expect(wallTimeToInstant('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    expect(iso(wallTimeToInstant('2026-03-08', '03:00', 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-03-08', '01:59', 'America/New_York'))).toBe('2026-03-08T06:59:00.000Z');
    // 1 November 2026: 02:00 EDT → 01:00 EST; 01:30 happens at 05:30Z and 06:30Z.
    expect(iso(wallTimeToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(instantToWallTime(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toEqual({
      day: '2026-11-01',
      time: '01:30',
    });
  });

  it('refuses what is not a day or a time', () => {
    expect(wallTimeToInstant('2023-02-29', '09:00', 'UTC')).toBeNull();
    expect(wallTimeToInstant('2026-01-01', '24:00', 'UTC')).toBeNull();
    expect(wallTimeToInstant('2026-01-01', '9am', 'UTC')).toBeNull();
  });

  it('finds the start of a day, also when midnight is skipped', () => {
    expect(startOfDayIn('2026-03-01', 'Asia/Kolkata').toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(startOfDayIn('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    // America/Santiago moved from 00:00 to 01:00 on 7 September 2025.
    expect(startOfDayIn('2025-09-07', 'America/Santiago').toISOString()).toBe('2025-09-07T04:00:00.000Z');
  });
});

describe('times of day', () => {
  it('converts to and from minutes without throwing', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('09:30')).toBe(570);
    expect(timeToMinutes('23:55')).toBe(1435);
    expect(timeToMinutes('25:00')).toBeNull();
    expect(timeToMinutes('9am')).toBeNull();
    expect(timeToMinutes(null)).toBeNull();
    expect(minutesToTime(570)).toBe('09:30');
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(1440)).toBeNull();
    expect(minutesToTime(-5)).toBeNull();
  });

  it('shows and reads 12-hour times', () => {
    expect(formatTime12h('09:05')).toBe('9:05 AM');
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('15:05')).toBe('3:05 PM');
    expect(formatTime12h('nope')).toBe('');
    expect(parseTime12h('9:05 AM')).toBe('09:05');
    expect(parseTime12h('9:05am')).toBe('09:05');
    expect(parseTime12h('12:00 AM')).toBe('00:00');
    expect(parseTime12h('12:30 pm')).toBe('12:30');
    expect(parseTime12h('11:55 PM')).toBe('23:55');
    expect(parseTime12h('13:00 PM')).toBeNull();
    expect(parseTime12h('9 AM')).toBeNull();
  });

  it('shows the spec short form and ranges', () => {
    expect(formatTimeShort('09:00')).toBe('9AM');
    expect(formatTimeShort('10:30')).toBe('10:30AM');
    expect(formatTimeShort('00:05')).toBe('12:05AM');
    expect(formatTimeShort('12:00')).toBe('12PM');
    expect(formatTimeShort('23:55')).toBe('11:55PM');
    expect(formatTimeRange('09:00', '10:30')).toBe('9AM-10:30AM');
  });
});

describe('display formats', () => {
  it('shows days the spec ways', () => {
    expect(formatDayOrdinal('2024-03-01')).toBe('1st March, 2024');
    expect(formatDayOrdinal('2025-03-13')).toBe('13th March, 2025');
    expect(formatDayOrdinal('2025-03-22')).toBe('22nd March, 2025');
    expect(formatDay('2020-08-04')).toBe('4 Aug 2020');
    expect(formatDayPadded('2020-08-04')).toBe('04 Aug 2020');
    expect(formatDayWeekday('2023-10-07')).toBe('Sat, 7 Oct');
    expect(formatDay('2023-02-29')).toBe('');
  });

  it('shows an instant in a zone', () => {
    expect(formatClock(new Date('2024-03-01T09:35:00Z'), 'Asia/Kolkata')).toBe('3:05 PM');
    expect(formatDateTime('2026-11-21T09:28:56Z', 'Asia/Kolkata')).toBe('21 Nov 2026, 2:58 PM');
    expect(formatDateTime('2026-11-21T09:28:56Z', 'America/New_York')).toBe('21 Nov 2026, 4:28 AM');
  });

  it('shows a bare day as that day whatever the viewer zone, an instant as its day in the zone', () => {
    expect(formatDate('2020-08-04')).toBe('4 Aug 2020');
    expect(formatDate('1986-08-15', 'America/Los_Angeles')).toBe('15 Aug 1986');
    expect(formatDate('2026-11-21T20:00:00Z', 'Asia/Kolkata')).toBe('22 Nov 2026');
  });
});

describe('date of birth entry (DD-MM-YYYY for everyone)', () => {
  it('converts both ways and refuses days that do not exist', () => {
    expect(dobFromDisplay('17-05-1990')).toBe('1990-05-17');
    expect(dobFromDisplay('29-02-2024')).toBe('2024-02-29');
    expect(dobFromDisplay('29-02-2023')).toBeNull();
    expect(dobFromDisplay('31-02-1990')).toBeNull();
    expect(dobFromDisplay('1990-05-17')).toBeNull();
    expect(dobFromDisplay('17/05/1990')).toBeNull();
    expect(dobToDisplay('1990-05-17')).toBe('17-05-1990');
    expect(dobToDisplay('1990-05-17T00:00:00.000Z')).toBe('17-05-1990');
    expect(dobToDisplay(null)).toBe('');
  });

  it('masks typing', () => {
    expect(maskDobInput('17051990')).toBe('17-05-1990');
    expect(maskDobInput('1705')).toBe('17-05');
    expect(maskDobInput('17/05/19901')).toBe('17-05-1990');
  });
});
