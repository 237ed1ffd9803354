import { describe, expect, it } from 'vitest';
import { buyCreditsBody, updateCompanyProfileBody, upgradablePlanIds } from './corporate';
import { addMonthsIn, daysBetween } from './dates';

describe('wallet amount', () => {
  it('takes a positive whole number of rupees, as a number or digits', () => {
    expect(buyCreditsBody.parse({ amount: 5000 }).amount).toBe(5000);
    expect(buyCreditsBody.parse({ amount: ' 750 ' }).amount).toBe(750);
  });
  it.each([
    ['1,500', 'Enter a whole number of rupees'],
    ['1500.50', 'Enter a whole number of rupees'],
    [12.5, 'Enter a whole number of rupees'],
    ['₹500', 'Enter a whole number of rupees'],
    ['', 'Enter an amount in rupees'],
    [0, 'more than ₹0'],
    ['-5', 'more than ₹0'],
    [2_000_000, 'at most'],
  ])('refuses %j, never reinterpreted', (amount, message) => {
    const r = buyCreditsBody.safeParse({ amount });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain(message);
  });
});

describe('upgradable plans (spec §4)', () => {
  const plans = [
    { _id: 'a', planPrice: 100 },
    { _id: 'b', planPrice: 200 },
    { _id: 'c', planPrice: 300 },
  ];
  it('only dearer plans of the list; none when the current plan is not in it; all with no plan', () => {
    expect([...upgradablePlanIds(plans, 'b')]).toEqual(['c']);
    expect([...upgradablePlanIds(plans, 'retired')]).toEqual([]);
    expect([...upgradablePlanIds(plans, null)]).toEqual(['a', 'b', 'c']);
  });
});

describe('company profile form', () => {
  it("shows the spec's messages and normalises the GSTIN", () => {
    const r = updateCompanyProfileBody.safeParse({
      role: '',
      email: '',
      companyName: '',
      companyAddress: '',
      companySize: '',
      companyWebsite: '',
    });
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    for (const m of [
      'Role is required',
      'Email is required',
      'Company Name is required',
      'Location/Area is required',
      'No of employee is required',
      'Company Website is required',
      'Company Category is required',
    ]) {
      expect(messages).toContain(m);
    }
    const ok = updateCompanyProfileBody.parse({
      role: 'HR',
      email: 'HR@X.example',
      companyName: 'X',
      companyAddress: 'Pune',
      companyCategory: { categoryName: 'Healthcare' },
      companySize: '1-10',
      companyWebsite: 'x.example',
      gstin: ' 27aapfu0939f1zv ',
    });
    expect(ok).toMatchObject({ email: 'hr@x.example', gstin: '27AAPFU0939F1ZV' });
  });
});

describe('plan dates', () => {
  it('a plan of N months ends at the same wall-clock moment in India, month ends clamped', () => {
    expect(addMonthsIn(new Date('2027-01-31T06:30:00Z'), 1, 'Asia/Kolkata').toISOString()).toBe(
      '2027-02-28T06:30:00.000Z',
    );
    // 23:00 on 31 March in Kolkata is 17:30 UTC: a month on is 30 April, 23:00 there.
    expect(addMonthsIn(new Date('2027-03-31T17:30:00Z'), 1, 'Asia/Kolkata').toISOString()).toBe(
      '2027-04-30T17:30:00.000Z',
    );
    expect(daysBetween('2026-11-26', '2027-11-26')).toBe(365);
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1);
  });
});
