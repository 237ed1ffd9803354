import { describe, expect, it } from 'vitest';
import { ageOn, isIanaZone, parseIsoDay, todayIn } from './dates';
import { MSG } from './messages';
import {
  dobBounds,
  dobField,
  emailCode,
  onboardingEmailBody,
  onboardingGenderBody,
  onboardingNameBody,
  onboardingPageBody,
  onboardingPasswordBody,
  onboardingTimeZoneBody,
  onboardingTotalPages,
  onboardingWellnessBody,
} from './onboarding';

/** The first message a schema gives for a value (undefined when it passes). */
const messageOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } },
  value: unknown,
) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error!.issues[0]!.message;
};

const TODAY = '2026-11-21';
const dob = dobField(() => TODAY);

describe('name', () => {
  it.each([
    ['Asha', undefined],
    ['Jo', undefined],
    ['  Jo  ', undefined],
    ['Anne-Marie', undefined],
    ["O'Brien", undefined],
    ['Ravi Kumar Sharma', undefined],
    ['J.R', undefined],
    ['José Álvarez', undefined],
    ['अनन्या', undefined],
    ['Dr. Ananya K.', undefined],
    // Issue 10 #8: the messages name the problem (minimum, double space, maximum).
    ['A', MSG.onboardingNameInvalid],
    [' A ', MSG.onboardingNameInvalid],
    ['', MSG.onboardingNameInvalid],
    ['   ', MSG.onboardingNameInvalid],
    ['Anne--Marie', MSG.onboardingNameAlphabets],
    ['Ravi  Kumar', MSG.nameDoubleSpace],
    ['Dr Ananya 🌸', MSG.onboardingNameAlphabets],
    ['Ravi1', MSG.onboardingNameAlphabets],
    ['-Ravi', MSG.onboardingNameAlphabets],
    ['Ravi-', MSG.onboardingNameAlphabets],
    ['Ravi 2', MSG.onboardingNameAlphabets],
    ['R@vi', MSG.onboardingNameAlphabets],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), MSG.nameTooLong],
  ])('%j → %s', (name, expected) => {
    expect(messageOf(onboardingNameBody, { name })).toBe(expected);
  });

  it('needs the field', () => {
    expect(messageOf(onboardingNameBody, {})).toBe(MSG.onboardingNameInvalid);
  });

  it('refuses fields of another page', () => {
    expect(onboardingNameBody.safeParse({ name: 'Asha', gender: 'male' }).success).toBe(false);
  });
});

describe('gender', () => {
  it.each(['male', 'female', 'other'])('accepts %s', (gender) => {
    expect(messageOf(onboardingGenderBody, { gender })).toBeUndefined();
  });
  it.each(['Male', 'Prefer not to say', '', 'unknown', 3])('refuses %j', (gender) => {
    expect(messageOf(onboardingGenderBody, { gender })).toBe(MSG.onboardingGenderInvalid);
  });
  it('needs the field', () => {
    expect(messageOf(onboardingGenderBody, {})).toBe(MSG.onboardingGenderInvalid);
  });
});

describe('date of birth', () => {
  it('computes whole years, counting the birthday itself', () => {
    expect(ageOn('2008-11-21', TODAY)).toBe(18);
    expect(ageOn('2008-11-22', TODAY)).toBe(17);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it.each([
    ['2008-11-22', MSG.onboardingAgeRange], // 17, one day short of 18
    ['2010-01-01', MSG.onboardingAgeRange], // 16
    ['2008-11-21', undefined], // 18 today
    ['1990-05-17', undefined],
    ['1906-11-21', undefined], // 120 today
    ['1905-11-22', undefined], // 120, the day before turning 121
    ['1905-11-21', MSG.onboardingAgeRange], // 121 today
    ['1800-01-01', MSG.onboardingAgeRange],
    ['2030-01-01', MSG.onboardingAgeRange], // future
    ['', MSG.onboardingDobRequired],
    ['   ', MSG.onboardingDobRequired],
    ['21/11/1990', MSG.onboardingDobFormat],
    ['1990-02-30', MSG.onboardingDobFormat],
    ['1990-13-01', MSG.onboardingDobFormat],
    ['yesterday', MSG.onboardingDobFormat],
  ])('%j → %s', (value, expected) => {
    expect(messageOf(dob, value)).toBe(expected);
  });

  it('accepts an ISO date-time and judges its date part', () => {
    expect(messageOf(dob, '1990-05-17T00:00:00.000Z')).toBeUndefined();
    expect(messageOf(dob, '2008-11-22T00:00:00.000Z')).toBe(MSG.onboardingAgeRange);
  });

  it('needs the field', () => {
    expect(messageOf(onboardingPageBody(3, { today: () => TODAY }), {})).toBe(MSG.onboardingDobRequired);
  });

  it('bounds the picker to no future dates and no one older than 120', () => {
    const { min, max } = dobBounds(TODAY);
    expect(max).toBe(TODAY);
    expect(min).toBe('1905-11-22');
    expect(ageOn(min, TODAY)).toBe(120);
  });

  it('reads real calendar days only', () => {
    expect(parseIsoDay('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDay('2023-02-29')).toBeNull();
  });

  it("knows today's date in a time zone", () => {
    const instant = new Date('2026-11-21T20:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-21');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-22');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-21');
  });
});

describe('time zone', () => {
  const ok = { timeZone: 'India (GMT+5:30)', globalTimeZone: 'Asia/Kolkata', location: 'Kolkata, West Bengal, India' };
  it('accepts a label and an IANA zone', () => {
    expect(messageOf(onboardingTimeZoneBody, ok)).toBeUndefined();
    expect(
      messageOf(onboardingTimeZoneBody, { timeZone: ok.timeZone, globalTimeZone: ok.globalTimeZone }),
    ).toBeUndefined();
  });
  it.each([
    [{}, MSG.onboardingTimeZoneRequired],
    [{ ...ok, timeZone: '' }, MSG.onboardingTimeZoneRequired],
    [{ ...ok, globalTimeZone: '' }, MSG.onboardingTimeZoneRequired],
    [{ ...ok, globalTimeZone: 'Mars/Olympus' }, MSG.onboardingTimeZoneRequired],
    [{ ...ok, timeZone: 'Unknown Timezone' }, MSG.onboardingTimeZoneRequired],
    [{ ...ok, globalTimeZone: 'Unknown Timezone' }, MSG.onboardingTimeZoneRequired],
  ])('%j → %s', (value, expected) => {
    expect(messageOf(onboardingTimeZoneBody, value)).toBe(expected);
  });
  it('knows IANA zones', () => {
    expect(isIanaZone('Asia/Kolkata')).toBe(true);
    expect(isIanaZone('Europe/London')).toBe(true);
    expect(isIanaZone('Kolkata')).toBe(false);
  });
});

describe('e-mail', () => {
  it.each([
    ['asha@example.com', undefined],
    ['  asha@example.com ', undefined],
    ['asha@example', MSG.onboardingEmailInvalid],
    ['asha', MSG.onboardingEmailInvalid],
    ['', MSG.onboardingEmailInvalid],
    ['a b@example.com', MSG.onboardingEmailInvalid],
  ])('%j → %s', (email, expected) => {
    expect(messageOf(onboardingEmailBody, { email })).toBe(expected);
  });
  it('may be skipped', () => {
    expect(messageOf(onboardingEmailBody, {})).toBeUndefined();
  });
  it('code is exactly 4 digits', () => {
    expect(messageOf(emailCode, '1234')).toBeUndefined();
    expect(messageOf(emailCode, '123')).toBe(MSG.onboardingEmailCodeFormat);
    expect(messageOf(emailCode, '12345')).toBe(MSG.onboardingEmailCodeFormat);
    expect(messageOf(emailCode, '12a4')).toBe(MSG.onboardingEmailCodeFormat);
  });
});

describe('password', () => {
  it.each([
    [{ password: 'LongEnough1', confirmPassword: 'LongEnough1' }, undefined],
    // Issue 10 #6: the spec's password rule wherever one is chosen ('abcdefgh' was accepted here).
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, MSG.passwordComplexity],
    [{ password: '12345678', confirmPassword: '12345678' }, MSG.passwordComplexity],
    [{ password: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' }, MSG.passwordComplexity],
    [{ password: '', confirmPassword: '' }, MSG.onboardingPasswordRequired],
    [{ confirmPassword: 'x' }, MSG.onboardingPasswordRequired],
    [{ password: '1234567', confirmPassword: '1234567' }, MSG.onboardingPasswordMin],
    [{ password: 'LongEnough1', confirmPassword: '' }, MSG.onboardingConfirmRequired],
    [{ password: 'LongEnough1', confirmPassword: 'LongEnough2' }, MSG.onboardingPasswordMismatch],
  ])('%j → %s', (value, expected) => {
    expect(messageOf(onboardingPasswordBody, value)).toBe(expected);
  });
  it('puts the mismatch under the confirmation', () => {
    const r = onboardingPasswordBody.safeParse({ password: 'LongEnough1', confirmPassword: 'Different1' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['confirmPassword']);
  });
});

describe('wellness answers', () => {
  const q = '0b7f8a52-6a8c-4c55-9f3e-1f1d3f1e2a10';
  const c = '7d0e4b1a-2f7b-4e5e-8a59-6f0f3f7f1c21';
  it('accepts question and answer ids, or nothing (skip)', () => {
    expect(messageOf(onboardingWellnessBody, { wellnessProfile: [{ question: q, answers: [c] }] })).toBeUndefined();
    expect(messageOf(onboardingWellnessBody, { wellnessProfile: [{ question: q, answers: [] }] })).toBeUndefined();
    expect(messageOf(onboardingWellnessBody, {})).toBeUndefined();
  });
  it('refuses ids that are not ids', () => {
    expect(messageOf(onboardingWellnessBody, { wellnessProfile: [{ question: 'x', answers: [c] }] })).toBe(
      MSG.onboardingInvalidAnswer,
    );
    expect(messageOf(onboardingWellnessBody, { wellnessProfile: [{ question: q, answers: ['1'] }] })).toBe(
      MSG.onboardingInvalidAnswer,
    );
  });
  it('has six fixed pages and one per question', () => {
    expect(onboardingTotalPages(5)).toBe(11);
    expect(onboardingPageBody(7)).toBe(onboardingWellnessBody);
  });
});
