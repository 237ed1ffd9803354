import { describe, expect, it } from 'vitest';
import { toDialCodeForm, toE164 } from './phone';

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
});
