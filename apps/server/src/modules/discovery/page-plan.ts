import type { ProviderListFilter } from '@sahaj/contract';

/** Whether a filter narrows the list at all (which sort, page and size do not). */
export function narrows(f: ProviderListFilter): boolean {
  return Boolean(f.text || f.gender !== 'All' || f.city || f.specialization.length > 0 || f.languagesKnown.length > 0);
}

/** What reading one matching row first costs, in rows of the walk (see readMatchesFirst). */
export const MATCH_COST = 3;

/**
 * How a page of the list is read (issue 25): by walking the sort's index and keeping the rows that
 * match, or by reading the matching rows first (through the filter's own index) and sorting those.
 * The walk reads about (offset + size) × listed ÷ matching rows before the page is full; reading
 * the matches first reads `matching` rows. PostgreSQL's planner cannot tell the two apart for a
 * rare speciality or a deep page of a city (it guesses the array filter's selectivity), and walked
 * all 100,000 rows for a speciality nobody has: 67–96 ms for an empty page. The filter's count,
 * which the list computes anyway (cached), can: read the matches first when reading them costs
 * less than the walk. A match costs about MATCH_COST walked rows (measured at 100,000 therapists:
 * a walked row 0.4–0.9 µs, following an index; a match 0.9–1.3 µs, fetched from the table by a
 * bitmap and then sorted), so where the two are close the walk, cheaper per row, is kept.
 *
 * `matching` and `listed` may be a few seconds old (the counts are cached): a stale count only
 * picks the slower of two plans that return the same rows.
 */
export function readMatchesFirst(f: ProviderListFilter, matching: number, listed: number): boolean {
  if (!narrows(f)) return false;
  const reach = (f.page + 1) * f.limit;
  return MATCH_COST * matching * matching < reach * listed;
}
