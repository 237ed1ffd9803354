import { describe, expect, it } from 'vitest';
import { isMobileNumber, toDialCodeForm, toE164 } from './phone';

describe('phone numbers', () => {
  it.each([
    ['+91-9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['+1-415-555-2671', '+14155552671'],
  ])('reads %s as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each(['', '12345', '+91-12345', 'abc', '+91-0000000000'])('refuses %s', (input) => {
    expect(toE164(input)).toBeUndefined();
  });

  it('writes E.164 in the spec dial-code form', () => {
    expect(toDialCodeForm('+919876543210')).toBe('+91-9876543210');
    expect(toDialCodeForm('+14155552671')).toBe('+1-4155552671');
  });

  it.each(['+91 98123 45676', '+919000000001', '+91-6000000000', '8123456789', '+447911123456'])(
    'takes %s as a mobile number',
    (input) => {
      expect(isMobileNumber(input)).toBe(true);
    },
  );

  it.each(['+91 12345 67890', '+911800123456', '+91-0000000000', '12345', ''])(
    'refuses %s as a mobile number (issue 10 #7: a number starting with 1 is not an Indian mobile)',
    (input) => {
      expect(isMobileNumber(input)).toBe(false);
    },
  );
});

describe('toE164 never reinterprets what was typed', () => {
  it('refuses letters and other characters instead of reading past them', () => {
    expect(toE164('98123x45676')).toBeUndefined();
    expect(toE164('9812345676z')).toBeUndefined();
    expect(toE164('+91 98123.45676')).toBeUndefined();
    expect(toE164('+91 (98123) 45676')).toBe('+919812345676');
  });
});
