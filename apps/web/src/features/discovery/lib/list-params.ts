import {
  DEFAULT_THERAPIST_SORT,
  GENDER_FILTERS,
  type GenderFilter,
  type ProviderListBody,
  THERAPIST_LIST_LIMIT,
  THERAPIST_SORTS,
  type TherapistSort,
} from '@sahaj/contract';

/**
 * The list's filters as they live in the page address (so Back, reload and a shared link show the
 * same list). Keys are the filter body's own names; lists repeat their key.
 */
export interface ListFilters {
  page: number;
  text: string;
  specialization: string[];
  gender: GenderFilter;
  sort: TherapistSort;
  city: string;
  languagesKnown: string[];
  /** A corporate patient chose every therapist (paying personally) over their company's list. */
  everyone: boolean;
}

const isSort = (v: string | null): v is TherapistSort => THERAPIST_SORTS.includes(v as TherapistSort);
const isGender = (v: string | null): v is GenderFilter => GENDER_FILTERS.includes(v as GenderFilter);

/** Reads the filters from the address; anything unknown falls back to the default. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const gender = params.get('gender');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    text: (params.get('text') ?? '').trim(),
    specialization: params.getAll('specialization').filter(Boolean),
    gender: isGender(gender) ? gender : 'All',
    sort: isSort(sort) ? sort : DEFAULT_THERAPIST_SORT,
    city: (params.get('city') ?? '').trim(),
    languagesKnown: params.getAll('languagesKnown').filter(Boolean),
    everyone: params.get('all') === '1',
  };
}

/** Writes the filters back, leaving defaults out so the address stays short. */
export function filtersToParams(f: ListFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.text.trim()) p.set('text', f.text.trim());
  for (const s of f.specialization) p.append('specialization', s);
  if (f.gender !== 'All') p.set('gender', f.gender);
  if (f.city.trim()) p.set('city', f.city.trim());
  for (const l of f.languagesKnown) p.append('languagesKnown', l);
  if (f.sort !== DEFAULT_THERAPIST_SORT) p.set('sort', f.sort);
  if (f.page > 0) p.set('page', String(f.page));
  if (f.everyone) p.set('all', '1');
  return p;
}

/** How many filters (not sort or page) narrow the list; shown on the mobile filter button. */
export function activeFilterCount(f: ListFilters): number {
  return (
    (f.text ? 1 : 0) +
    (f.specialization.length ? 1 : 0) +
    (f.gender !== 'All' ? 1 : 0) +
    (f.city ? 1 : 0) +
    (f.languagesKnown.length ? 1 : 0)
  );
}

/** Human labels for the sort options (the values stay the spec's). */
export const SORT_LABELS: Record<TherapistSort, string> = {
  None: 'No sorting',
  RatingLow: 'Lowest rated',
  RatingHigh: 'Highest rated',
  FeeLow: 'Lowest fee',
  FeeHigh: 'Highest fee',
  Oldest: 'Longest with us',
  Newest: 'Newest to Sahaj',
};

/** The filter body of PATCH /user/provider/list for these filters (limit 10). */
export function listBody(f: ListFilters): ProviderListBody {
  return {
    page: f.page,
    limit: THERAPIST_LIST_LIMIT,
    text: f.text || undefined,
    specialization: f.specialization,
    gender: f.gender,
    sort: f.sort,
    city: f.city || undefined,
    languagesKnown: f.languagesKnown,
  };
}
