import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { messageWithWait } from './errors';

const locked = (seconds: number) =>
  new ApiError('Too many failed login attempts. Please try again later.', 429, {
    message: 'Too many failed login attempts. Please try again later.',
    retryAfterSeconds: seconds,
  });

describe('messageWithWait', () => {
  it('says how long the lockout lasts, in whole minutes rounded up', async () => {
    expect(await messageWithWait(locked(890))).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(await messageWithWait(locked(61))).toBe('Too many failed login attempts. Please try again in 2 minutes.');
  });

  it('counts seconds under a minute', async () => {
    expect(await messageWithWait(locked(45))).toBe('Too many failed login attempts. Please try again in 45 seconds.');
  });

  it('adds the wait to a message that does not end in "try again later", and leaves other errors alone', async () => {
    expect(await messageWithWait(new ApiError('Slow down', 429, { retryAfterSeconds: 120 }))).toBe(
      'Slow down. Please try again in 2 minutes.',
    );
    expect(await messageWithWait(new ApiError('Something went wrong', 500))).toBe('Something went wrong');
  });

  it("adds the lockout's hint (the unlock link sent to the owner) after the wait", async () => {
    const hint =
      'If this is your account, we have sent a link to its e-mail (or phone). Open it on this device to sign in now.';
    const err = new ApiError('Too many failed login attempts. Please try again later.', 429, {
      message: 'Too many failed login attempts. Please try again later.',
      retryAfterSeconds: 890,
      hint,
    });
    expect(await messageWithWait(err)).toBe(`Too many failed login attempts. Please try again in 15 minutes. ${hint}`);
  });
});
