import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/test-app';
import { reverseGeocode, searchPlaces } from './service';

describe('geo service (offline)', () => {
  it('names Kolkata and India time at the fallback coordinates', () => {
    expect(reverseGeocode(22.5726, 88.3639)).toEqual({
      location: 'Kolkata, West Bengal, India',
      timezone: 'India (GMT+5:30)',
      globalTimeZone: 'Asia/Kolkata',
      lat: 22.5726,
      lng: 88.3639,
    });
  });

  it('labels a zone with daylight saving by its offset at that moment', () => {
    const winter = reverseGeocode(40.7128, -74.006, new Date('2026-01-15T12:00:00Z'));
    const summer = reverseGeocode(40.7128, -74.006, new Date('2026-07-15T12:00:00Z'));
    expect(winter.globalTimeZone).toBe('America/New_York');
    expect(winter.timezone).toBe('United States (GMT-5:00)');
    expect(summer.timezone).toBe('United States (GMT-4:00)');
  });

  it('falls back to Unknown Location in the open ocean', () => {
    const r = reverseGeocode(-40, -120);
    expect(r.location).toBe('Unknown Location');
    expect(r.timezone).toBe('Unknown Timezone');
    expect(r.globalTimeZone).toMatch(/^Etc\//);
  });

  it('finds Kolkata first and caps suggestions at 10', () => {
    const kol = searchPlaces('Kolkata');
    expect(kol[0]).toMatchObject({ city: 'Kolkata', state: 'West Bengal', country: 'India' });
    expect(searchPlaces('san')).toHaveLength(10);
  });

  it('puts London, England before London, Ontario and Londonderry, as one types (issue 20 #11)', () => {
    for (const text of ['Lon', 'Londo', 'London', 'london ']) {
      expect(searchPlaces(text)[0], text).toMatchObject({
        city: 'London',
        state: 'England',
        country: 'United Kingdom',
      });
    }
    expect(searchPlaces('London, Ontario')[0]).toMatchObject({ city: 'London', state: 'Ontario', country: 'Canada' });
    const england = searchPlaces('London, England');
    expect(england[0]).toMatchObject({ city: 'London', state: 'England' });
    expect(england.every((p) => p.country === 'United Kingdom')).toBe(true);
    expect(searchPlaces('Perth')[0]).toMatchObject({ city: 'Perth', country: 'Australia' });
    // India stays ahead of the rest where no zone names the place.
    expect(searchPlaces('Hyderabad')[0]).toMatchObject({ city: 'Hyderabad', country: 'India' });
  });
});

describe('geo API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('GET /geo/reverse answers the spec location result', async () => {
    const res = await app.inject('/api/v1/geo/reverse?lat=28.6139&lng=77.209');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ timezone: 'India (GMT+5:30)', globalTimeZone: 'Asia/Kolkata' });
    expect(String(body(res).data.location)).toContain('Delhi');
  });

  it.each([
    ['lat=91&lng=0', 'Latitude must be between -90 and 90'],
    ['lat=-91&lng=0', 'Latitude must be between -90 and 90'],
    ['lat=0&lng=181', 'Longitude must be between -180 and 180'],
    ['lat=0&lng=-180.5', 'Longitude must be between -180 and 180'],
  ])('refuses out-of-range coordinates (%s)', async (qs, message) => {
    const res = await app.inject(`/api/v1/geo/reverse?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toBe(message);
  });

  it('refuses missing coordinates with a message naming the field', async () => {
    const res = await app.inject('/api/v1/geo/reverse?lat=10');
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toMatch(/^lng: /);
  });

  it('GET /geo/places autocompletes and requires text', async () => {
    const res = await app.inject('/api/v1/geo/places?q=Mumbai');
    const places = body<{ data: { places: Array<{ city: string; lat: number; lng: number }> } }>(res).data.places;
    expect(places[0]).toMatchObject({ city: 'Mumbai' });
    expect(places[0]!.lat).toBeCloseTo(19.07, 1);
    const empty = await app.inject('/api/v1/geo/places?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(body(empty).data.message).toBe('Search text is required');
  });
});
