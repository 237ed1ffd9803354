import { providerListBody } from '@sahaj/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_COST, narrows, readMatchesFirst } from './page-plan';

const filter = (f: object) => providerListBody.parse(f);

describe('how a page of the therapist list is read', () => {
  it('walks the sort index when nothing is filtered, however deep the page', () => {
    expect(narrows(filter({}))).toBe(false);
    expect(narrows(filter({ sort: 'FeeHigh', page: 500 }))).toBe(false);
    expect(readMatchesFirst(filter({ page: 500 }), 100_000, 100_000)).toBe(false);
  });

  it('reads the matches first for a speciality few therapists have, or none', () => {
    const f = filter({ specialization: ['8c5b3f0e-7a4e-4c1a-9d2b-1f0e6a7b8c9d'] });
    expect(narrows(f)).toBe(true);
    expect(readMatchesFirst(f, 0, 100_000)).toBe(true);
    expect(readMatchesFirst(f, 40, 100_000)).toBe(true);
  });

  it('walks the index for a common filter near the top, and reads the matches first deep down', () => {
    const kochi = (page: number) => filter({ city: 'kochi', page });
    // 5,000 of 100,000 in Kochi: page 0 of 10 is found after ~200 rows of the walk.
    expect(readMatchesFirst(kochi(0), 5_000, 100_000)).toBe(false);
    // Page 200 needs ~40,200 rows of the walk, against 5,000 matches (15,000 rows' worth).
    expect(readMatchesFirst(kochi(200), 5_000, 100_000)).toBe(true);
    // With 8,355 (the bench's Kochi) the two are close (25,000 against 24,000): the walk is kept.
    expect(readMatchesFirst(kochi(200), 8_355, 100_000)).toBe(false);
  });

  it('chooses whichever costs less, a match costing MATCH_COST walked rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 50 }),
        (matching, listed, page, limit) => {
          const f = filter({ text: 'sharma', page, limit });
          const walkReads = matching === 0 ? Number.POSITIVE_INFINITY : ((page + 1) * limit * listed) / matching;
          expect(readMatchesFirst(f, matching, listed)).toBe(MATCH_COST * matching < walkReads);
        },
      ),
    );
  });
});
