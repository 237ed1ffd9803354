import { describe, expect, it } from 'vitest';
import { cardResultPath, cardResultScreen, readCardResult } from './card-result';

const result = {
  scheduleId: '0b0e4c4e-8c1f-4d8e-9a39-2d7f3a1c5e10',
  transactionId: 'txn_42',
  paymentStatus: 'payment-success' as const,
  startTime: '2026-12-01T04:30:00.000Z',
  subscriptionPlanId: null,
  treatmentId: null,
};

describe('card payment result in the therapist route', () => {
  it('round-trips through the address (the router decodes the segment)', () => {
    const path = cardResultPath('t-1', result);
    expect(path.startsWith('/user/base/home/therapists/t-1/payment-success/')).toBe(true);
    const [, , , , , , message, encoded] = path.split('/');
    expect(readCardResult(message, decodeURIComponent(encoded!))).toEqual(result);
    expect(readCardResult(message, encoded)).toEqual(result);
    expect(cardResultScreen(result)).toBe(`/user/base/home/booking-status/${result.scheduleId}/txn_42`);
    expect(cardResultScreen({ ...result, paymentStatus: 'payment-failed' })).toBe(
      `/user/base/home/booking/failure/${result.scheduleId}/txn_42`,
    );
  });

  it('is null for anything else, so the profile shows', () => {
    expect(readCardResult('profile', undefined)).toBeNull();
    expect(readCardResult('payment-success', 'not json')).toBeNull();
    expect(readCardResult('payment-success', '{"scheduleId":1}')).toBeNull();
    expect(readCardResult('hello', JSON.stringify(result))).toBeNull();
  });
});
