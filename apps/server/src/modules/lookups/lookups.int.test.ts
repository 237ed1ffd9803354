import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';

type Data = Record<string, unknown>;
const data = <T = Data>(res: { body: string }) => body<{ status: boolean; data: T }>(res).data;

describe('lookups', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    ({ token } = await createUserWithToken(app, { userType: 'doctor' }));
  });
  afterAll(() => app.close());

  it('lists countries with India and its first time zone', async () => {
    const res = await app.inject('/api/v1/public/available-country');
    expect(res.statusCode).toBe(200);
    const india = data<{ countries: Array<{ isoCode: string; timeZone: string; phonecode: string }> }>(
      res,
    ).countries.find((c) => c.isoCode === 'IN');
    expect(india).toMatchObject({ timeZone: 'Asia/Kolkata', phonecode: '91' });
  });

  it('lists states of a country and refuses a bad country code', async () => {
    const res = await app.inject('/api/v1/public/state?countryCode=IN');
    const states = data<{ states: Array<{ name: string; isoCode: string }> }>(res).states;
    expect(states).toContainEqual(expect.objectContaining({ name: 'West Bengal', isoCode: 'WB' }));
    const bad = await app.inject('/api/v1/public/state?countryCode=IND');
    expect(bad.statusCode).toBe(400);
    expect(data<{ message: string }>(bad).message).toBe('countryCode: countryCode must be a 2-letter code');
  });

  it('lists the cities of a state', async () => {
    const res = await app.inject('/api/v1/public/available-cities?countryCode=IN&stateCode=WB');
    const { cities, count } = data<{ cities: Array<{ name: string }>; count: number }>(res);
    expect(cities.map((c) => c.name)).toContain('Kolkata');
    expect(count).toBe(cities.length);
  });

  it('pages all cities by 20 and searches them, prefix matches first', async () => {
    const first = data<{ cities: Array<{ name: string }>; count: number }>(
      await app.inject('/api/v1/public/all-cities?searchKey=kolk'),
    );
    expect(first.cities[0]!.name).toBe('Kolkata');
    const all = data<{ cities: unknown[]; count: number }>(await app.inject('/api/v1/public/all-cities'));
    expect(all.cities).toHaveLength(20);
    expect(all.count).toBeGreaterThan(100_000);
    const page2 = data<{ cities: Array<{ name: string }> }>(await app.inject('/api/v1/public/all-cities?page=1'));
    expect(page2.cities[0]).not.toEqual(all.cities[0]);
  });

  it('searches languages case-insensitively and pages them', async () => {
    const res = data<{ languages: Array<{ _id: string; language: string }>; count: number }>(
      await app.inject('/api/v1/public/languages?searchKey=en'),
    );
    expect(res.languages.map((l) => l.language)).toEqual(expect.arrayContaining(['English', 'Bengali']));
    expect(res.languages.every((l) => l.language.toLowerCase().includes('en'))).toBe(true);
    const page = data<{ languages: unknown[]; count: number }>(await app.inject('/api/v1/public/languages?limit=20'));
    expect(page.languages).toHaveLength(20);
    expect(page.count).toBeGreaterThan(19);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const res = data<{ languages: unknown[] }>(await app.inject('/api/v1/public/languages?searchKey=_'));
    expect(res.languages).toHaveLength(0);
  });

  it.each(['en$', "x' or 1=1", 'a%', '<script>'])('refuses the unsupported search text %s', async (text) => {
    const res = await app.inject(`/api/v1/public/languages?searchKey=${encodeURIComponent(text)}`);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      status: false,
      data: { message: 'Unsupported character detected in search field', field: 'searchKey' },
    });
  });

  it('lists relationships, cancellation reasons, specialities and company categories from the seed', async () => {
    const rel = data<{ relationships: Array<{ name: string }> }>(await app.inject('/api/v1/public/relationships'));
    expect(rel.relationships.map((r) => r.name)).toContain('Spouse');
    const reasons = data<{ cancellationReasons: Array<{ name: string }> }>(
      await app.inject('/api/v1/public/cancellation-reasons'),
    );
    expect(reasons.cancellationReasons.length).toBeGreaterThan(2);
    const spec = data<{ specialities: Array<{ _id: string; name: string }> }>(
      await app.inject('/api/v1/public/specialities'),
    );
    expect(spec.specialities.map((s) => s.name)).toContain('Anxiety');
    const cats = data<Array<{ _id: string; categoryName: string }>>(
      await app.inject('/api/v1/public/categories/allcategories'),
    );
    expect(cats.map((c) => c.categoryName)).toContain('IT & Software');
    const details = data<{ companySignupRoles: string[]; companySize: string[] }>(
      await app.inject('/api/v1/public/company/companysignupdetails'),
    );
    expect(details.companySignupRoles).toContain('HR Manager');
    expect(details.companySize[0]).toBe('1-10');
  });

  it('keeps /user lookups behind sign-in', async () => {
    for (const path of ['/api/v1/user/currency-codes', '/api/v1/user/languages', '/api/v1/user/available-timezone']) {
      const anon = await app.inject(path);
      expect(anon.statusCode, path).toBe(401);
      expect(body(anon).status).toBe(false);
    }
  });

  it('lists currencies with INR and the rupee sign, and time zones with labels', async () => {
    const cur = data<{ currencies: Array<{ code: string; symbol: string }> }>(
      await app.inject({ url: '/api/v1/user/currency-codes', headers: bearer(token) }),
    );
    expect(cur.currencies).toContainEqual(expect.objectContaining({ code: 'INR', symbol: '₹' }));
    const tz = data<{ timezones: Array<{ value: string; label: string }> }>(
      await app.inject({ url: '/api/v1/user/available-timezone', headers: bearer(token) }),
    );
    expect(tz.timezones).toContainEqual({
      value: 'Asia/Kolkata',
      label: 'Asia/Kolkata (GMT+5:30)',
      offsetMinutes: 330,
    });
    const langs = data<{ languages: Array<{ language: string }> }>(
      await app.inject({ url: '/api/v1/user/languages?searchKey=hind', headers: bearer(token) }),
    );
    expect(langs.languages.map((l) => l.language)).toEqual(['Hindi']);
  });
});
