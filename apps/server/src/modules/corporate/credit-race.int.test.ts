import { MSG } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { creditRace } from './credit-race.test-helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('credit race', () => {
  it('20 employees booking at once against credits for 5 sessions: 5 bookings, 15 clear refusals, never negative', {
    timeout: 300_000,
  }, async () => {
    const r = await creditRace(app, 20, 5);
    expect(r.booked, JSON.stringify(r)).toBe(5);
    expect(r.refused).toBe(15);
    expect(r.refusals).toEqual({ [`402 ${MSG.noCreditsLeft}`]: 15 });
    expect(r.balancePaise).toEqual({ plan: 0, wallet: 0 });
    expect(r.bookingEntries).toBe(5);
  });
});
