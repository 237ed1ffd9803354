import { describe, expect, it } from 'vitest';
import { unsignedJwt as jwt } from '../test/jwt';
import { authStorage, isTokenUsable, tokenExpiry } from './auth-storage';

describe('auth storage', () => {
  it('reads exp (seconds) from a token', () => {
    expect(tokenExpiry(jwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000);
    expect(tokenExpiry('garbage')).toBeUndefined();
    expect(tokenExpiry(jwt({ sub: 'x' }))).toBeUndefined();
    expect(tokenExpiry(null)).toBeUndefined();
  });

  it('treats a token past exp, unreadable or missing as unusable', () => {
    const now = 1_800_000_000_000;
    expect(isTokenUsable(jwt({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(isTokenUsable(jwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenUsable('x.y.z', now)).toBe(false);
    expect(isTokenUsable(undefined, now)).toBe(false);
  });

  it('clears the session keys but keeps the app-banner flag', () => {
    localStorage.setItem('authToken', 't');
    localStorage.setItem('user', '{}');
    localStorage.setItem('isAppInstalled', 'true');
    authStorage.clear();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('isAppInstalled')).toBe('true');
  });
});
