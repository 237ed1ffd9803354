import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromParams, filtersToParams } from './list-params';

describe('list filters in the address', () => {
  it('defaults to page 0, all genders and RatingHigh', () => {
    const f = filtersFromParams(new URLSearchParams(''));
    expect(f).toEqual({
      page: 0,
      text: '',
      specialization: [],
      gender: 'All',
      sort: 'RatingHigh',
      city: '',
      languagesKnown: [],
      everyone: false,
    });
    expect(filtersToParams(f).toString()).toBe('');
  });

  it('round-trips every filter, lists included', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'text=Meera&specialization=a&specialization=b&gender=Female&city=Pune&languagesKnown=Hindi&sort=FeeLow&page=2&all=1',
      ),
    );
    expect(f).toMatchObject({
      text: 'Meera',
      specialization: ['a', 'b'],
      gender: 'Female',
      sort: 'FeeLow',
      page: 2,
      everyone: true,
    });
    expect(filtersFromParams(filtersToParams(f))).toEqual(f);
    expect(activeFilterCount(f)).toBe(5);
  });

  it('falls back to defaults for unknown sort, gender or page values', () => {
    const f = filtersFromParams(new URLSearchParams('sort=Cheapest&gender=Robot&page=-3'));
    expect(f.sort).toBe('RatingHigh');
    expect(f.gender).toBe('All');
    expect(f.page).toBe(0);
  });

  it('trims the search text and drops an empty one', () => {
    expect(filtersFromParams(new URLSearchParams('text=%20%20'))).toMatchObject({ text: '' });
    expect(filtersFromParams(new URLSearchParams('text=%20asha%20')).text).toBe('asha');
  });
});
