import { describe, expect, it } from 'vitest';
import { signupPhone } from './session';

describe('signupPhone', () => {
  it('joins a bare number to its dial code, separators allowed', () => {
    expect(signupPhone({ countryCode: '+91', phoneNumber: '98123 45676' })).toBe('+919812345676');
    expect(signupPhone({ countryCode: '91', phoneNumber: '98123-45676' })).toBe('+919812345676');
    expect(signupPhone({ phoneNumber: '+91 98123 45676' })).toBe('+919812345676');
  });

  it('refuses letters in the number or the dial code instead of dropping them', () => {
    expect(() => signupPhone({ countryCode: '+91', phoneNumber: 'x98123y45676' })).toThrow();
    expect(() => signupPhone({ countryCode: '+9a1', phoneNumber: '9812345676z' })).toThrow();
  });
});
